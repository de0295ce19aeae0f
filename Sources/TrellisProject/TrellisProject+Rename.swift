import Foundation
import TrellisModel
import TrellisProjectFiles
import TrellisStore
import TrellisSupport

// `trellis mv OLD NEW`: a component renamed with its history. The file is renamed and the
// name in its declaration changed; the rename waits in `.trellis/renames.json` until the
// next commit records it (`TrellisStore.commit(…renames:)`): NEW's version continues OLD's
// history, OLD is deleted. Unlike `git mv`, which never reads what files say, the uses
// of OLD in the working copy (`use x: OLD`, `apply OLD`) are renamed too — a commit would
// refuse the project otherwise — each checked by parsing it again; a use that cannot be
// renamed so is listed (`Rename.notUpdated`) and `check` reports it.
extension TrellisProject {
    /// What `rename(_:to:)` did.
    public struct Rename: Sendable, Equatable {
        public var from: String
        public var to: String
        /// The file before and after, relative to the project's root.
        public var oldPath: String
        public var newPath: String
        /// Components in the working copy whose uses of `from` now name `to`, sorted.
        public var updated: [String]
        /// Components that use `from` where the rename could not be made safely, sorted: for their author to edit.
        public var notUpdated: [String]
        /// Whether the next commit records a rename (false when `from` was never committed:
        /// then it is only a new file).
        public var recordsHistory: Bool
    }

    /// Renames the component `from` to `to` in the working copy, for the next commit to
    /// record as a rename. Refuses, changing nothing, when `from` has no file that parses,
    /// `to` is not a valid name or is a component already, or a merge's conflicts are open.
    @discardableResult
    public func rename(_ from: String, to: String) throws -> Rename {
        try withLock {
            try store.refuseWhileConflicted()
            try ComponentName.validate(to)
            let summary = try summarizeWorkingCopy()
            guard let path = summary.paths[from] else {
                throw ProjectError.unknownComponent(from, suggestion: Suggestions.closest(to: from, in: Array(summary.paths.keys)))
            }
            let target = try store.head(of: to)
            if summary.paths[to] != nil || (target.map { !$0.isDeletion } ?? false) {
                throw RenameError(from: from, to: to, reason: .targetExists)
            }
            let file = try LayoutSourceFile.read(path)
            guard file.document?.name == from else {
                throw ProjectError.invalid(file.diagnostics.filter { $0.severity == .error }, sources: [file.path: file.text])
            }
            let text = try Self.renamedDeclaration(file.text, from: from, to: to, path: relativePath(path))
            let newPath = (parentFolder(of: path) as NSString).appendingPathComponent("\(to).layout")
            var writer = writer()
            try writer.write(text, to: newPath)
            try writer.remove(path)

            var pending = pendingRenames()
            // A component renamed twice before a commit is one rename from its first name.
            let origin = pending.removeValue(forKey: from) ?? from
            let originHead = try store.head(of: origin)
            let committed = originHead.map { !$0.isDeletion } ?? false
            if committed && origin != to { pending[to] = origin }
            try renames.save(pending)

            var updated: [String] = [], notUpdated: [String] = []
            for (name, userPath) in summary.paths.sorted(by: { $0.key < $1.key }) where name != from {
                let user = try LayoutSourceFile.read(userPath)
                guard let document = user.document, document.dependencyEdges.contains(where: { $0.to == from }) else { continue }
                if let text = Self.renamedUses(user.text, of: document, from: from, to: to, path: relativePath(userPath)) {
                    try writer.write(text, to: userPath)
                    updated.append(name)
                } else {
                    notUpdated.append(name)
                }
            }
            try writer.finish()
            return Rename(
                from: from, to: to, oldPath: relativePath(path), newPath: relativePath(newPath), updated: updated, notUpdated: notUpdated,
                recordsHistory: committed && origin != to)
        }
    }

    /// `text` with `from` renamed to `to` on its `use` and `apply` lines, or nil when the
    /// result does not parse to `document`'s dependencies with `from` renamed.
    static func renamedUses(_ text: String, of document: LayoutDocument, from: String, to: String, path: String) -> String? {
        var lines = text.components(separatedBy: "\n")
        for index in lines.indices {
            let trimmed = lines[index].drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("use ") || trimmed.hasPrefix("apply ") else { continue }
            lines[index] = renamedWord(lines[index], from: from, to: to)
        }
        let renamed = lines.joined(separator: "\n")
        guard let result = try? LayoutDocument(parsing: renamed, file: path) else { return nil }
        func edges(_ document: LayoutDocument, renaming: Bool) -> Set<String> {
            Set(document.dependencyEdges.map { "\($0.kind.rawValue) \(renaming && $0.to == from ? to : $0.to)" })
        }
        return edges(result, renaming: false) == edges(document, renaming: true) ? renamed : nil
    }

    /// `line` with each whole-word `from` (not a dependency's `DS.from`) replaced by `to`.
    static func renamedWord(_ line: String, from: String, to: String) -> String {
        func isWord(_ character: Character?) -> Bool { character.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ?? false }
        var result = ""
        var rest = Substring(line)
        while let range = rest.range(of: from) {
            let before = range.lowerBound == rest.startIndex ? result.last : rest[rest.index(before: range.lowerBound)]
            let after = range.upperBound == rest.endIndex ? nil : rest[range.upperBound]
            result += rest[..<range.lowerBound]
            result += isWord(before) || (after.map { $0 != "." && isWord($0) } ?? false) ? from : to
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// The renames `trellis mv` made that the next commit records: new name → old name.
    public func pendingRenames() -> [String: String] { renames.read() }

    /// Of the pending renames, those a commit of `documents` that deletes `deleted` records
    /// (both sides in it); one undone by hand (the old file back, the new one gone) is not.
    public func renamesToRecord(documents: Set<String>, deleted: Set<String>) -> [String: String] {
        pendingRenames().filter { documents.contains($0.key) && deleted.contains($0.value) }
    }

    /// Forgets renames a commit recorded, and those no longer in the working copy.
    public func forgetRenames(_ recorded: [String: String]) throws {
        var pending = pendingRenames()
        guard !pending.isEmpty else { return }
        for (to, _) in recorded { pending.removeValue(forKey: to) }
        try renames.save(pending)
    }

    var renames: PendingRenames {
        PendingRenames(path: (parentFolder(of: Self.storePath(root: root)) as NSString).appendingPathComponent("renames.json"))
    }

    /// `text` with the name in its declaration (`container OLD {`) changed to `to`; the
    /// rest — comments, layout, other mentions — as written. Checked by parsing it again.
    static func renamedDeclaration(_ text: String, from: String, to: String, path: String) throws -> String {
        var lines = text.components(separatedBy: "\n")
        for index in lines.indices {
            let line = lines[index]
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard let keyword = ["container", "screen", "spec"].first(where: { trimmed.hasPrefix($0 + " ") }) else { continue }
            let afterKeyword = trimmed.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" }
            guard afterKeyword.hasPrefix(from) else { continue }
            let rest = afterKeyword.dropFirst(from.count)
            guard rest.first.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true else { continue }
            let indent = line.prefix(line.count - trimmed.count)
            let spacing = trimmed.dropFirst(keyword.count).prefix { $0 == " " || $0 == "\t" }
            lines[index] = indent + keyword + spacing + to + rest
            let renamed = lines.joined(separator: "\n")
            if (try? LayoutDocument(parsing: renamed, file: path))?.name == to { return renamed }
            break
        }
        throw RenameError(from: from, to: to, reason: .declarationNotFound(path: path))
    }
}
