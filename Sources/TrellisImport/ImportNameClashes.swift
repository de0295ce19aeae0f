import Foundation
import TrellisModel

/// Two sources of one run that want one component name (two `ViewController`s in two
/// targets, two cells of one reuse identifier): the one first by path, then by place in its
/// file, keeps the name; each other is named after the folder (or file) that sets its path
/// apart from the first's — `ViewController_Widget` — and numbered only within one file.
/// Names compare case-insensitively: `Foo.layout` and `FOO.layout` are one file on macOS.
/// The result depends on the sources' paths only, never on the order they were read in.
enum ImportNameClashes {
    /// One component wanting a name: where it comes from, and where it sits in the run.
    struct Claim: Sendable {
        var name: String
        var path: String
        /// Its place among its file's components.
        var order: Int
        var file: Int
        /// A finished component (IB's) or a pending Swift draft.
        var isPending: Bool
        var index: Int
    }

    /// The new name of each claim that must change, by its position in `claims`.
    static func renames(_ claims: [Claim]) -> [Int: String] {
        var groups: [String: [Int]] = [:]
        for (index, claim) in claims.enumerated() { groups[claim.name.lowercased(), default: []].append(index) }
        var used = Set(groups.keys)
        var renames: [Int: String] = [:]
        for key in groups.keys.sorted() {
            guard let group = groups[key], group.count > 1 else { continue }
            let ordered = group.sorted { (claims[$0].path, claims[$0].order) < (claims[$1].path, claims[$1].order) }
            let first = claims[ordered[0]]
            var inFirstFile = 1
            for index in ordered.dropFirst() {
                let claim = claims[index]
                var base: String
                if claim.path == first.path {
                    inFirstFile += 1
                    base = "\(claim.name)\(inFirstFile)"
                } else {
                    base = "\(claim.name)_\(distinguishing(claim.path, from: first.path))"
                }
                var candidate = base
                var counter = 2
                while !used.insert(candidate.lowercased()).inserted {
                    candidate = "\(base)\(counter)"
                    counter += 1
                }
                renames[index] = candidate
            }
        }
        return renames
    }

    /// The first folder of `path` not shared with `other` (the file's own name without its
    /// extension when only that differs), made a name.
    static func distinguishing(_ path: String, from other: String) -> String {
        let (mine, theirs) = ((path as NSString).pathComponents, (other as NSString).pathComponents)
        let shared = zip(mine, theirs).prefix { $0 == $1 }.count
        guard shared < mine.count else { return "2" }
        var part = mine[shared]
        if shared == mine.count - 1 { part = (part as NSString).deletingPathExtension }
        let words = part.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let name = words.map { ItemNamer.upperFirst(String($0)) }.joined()
        return name.isEmpty ? "2" : name
    }
}

extension ImportRun {
    /// Renames the components and drafts that clash (`ImportNameClashes`), with a note in
    /// each renamed one's file saying which source kept the name.
    mutating func resolveNameClashes() {
        var claims: [ImportNameClashes.Claim] = []
        for (fileIndex, file) in files.enumerated() {
            var order = 0
            for (index, component) in file.components.enumerated() {
                claims.append(.init(name: component.name, path: file.report.path, order: order, file: fileIndex, isPending: false, index: index))
                order += 1
            }
            for (index, pending) in file.pending.enumerated() {
                claims.append(.init(name: pending.draft.name, path: file.report.path, order: order, file: fileIndex, isPending: true, index: index))
                order += 1
            }
        }
        let renames = ImportNameClashes.renames(claims)
        for (position, newName) in renames.sorted(by: { $0.key < $1.key }) {
            let claim = claims[position]
            rename(claim, to: newName)
            let kept = Self.keeper(of: claim, in: claims, renames: renames)
            files[claim.file].report.notes.append(
                ImportFinding(
                    line: nil, construct: "component \(claim.name)",
                    reason: kept?.path == claim.path
                        ? "named '\(newName)': an earlier component of this file is named '\(claim.name)' too (give one a class or a label of its own)"
                        : "named '\(newName)': '\(kept?.path ?? "another source")' has a '\(claim.name)' too, and comes first by path (rename one class, or import one target at a time)"
                ))
        }
    }

    /// The claim of the same name that kept it.
    static func keeper(of claim: ImportNameClashes.Claim, in claims: [ImportNameClashes.Claim], renames: [Int: String]) -> ImportNameClashes.Claim? {
        claims.indices.first { renames[$0] == nil && claims[$0].name.lowercased() == claim.name.lowercased() }.map { claims[$0] }
    }

    private mutating func rename(_ claim: ImportNameClashes.Claim, to newName: String) {
        if claim.isPending {
            let old = files[claim.file].pending[claim.index].draft.name
            files[claim.file].pending[claim.index].draft.name = newName
            // A screen of the same file applying a spec made beside it (`SwiftUpdateExtractor`).
            for index in files[claim.file].pending.indices where index != claim.index {
                for application in files[claim.file].pending[index].draft.applications.indices
                where files[claim.file].pending[index].draft.applications[application].spec == old {
                    files[claim.file].pending[index].draft.applications[application].spec = newName
                }
            }
            return
        }
        var component = files[claim.file].components[claim.index]
        component.document = component.document.renamed(newName) { _ in nil }
        component.text = LayoutPrinter.print(component.document)
        component.interfaceBuilder?.component = newName
        files[claim.file].components[claim.index] = component
        if let position = files[claim.file].report.components.firstIndex(of: claim.name) {
            files[claim.file].report.components[position] = newName
        }
        for index in files[claim.file].merges.indices where files[claim.file].merges[index].component == claim.index {
            files[claim.file].merges[index].draft.name = newName
        }
    }
}
