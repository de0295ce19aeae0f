import Foundation
import TrellisModel

/// A xib or storyboard scene and the Swift class that owns it (File's Owner, a cell's or a
/// view's `customClass`) are one component in the app: IB's views and constraints, plus
/// the constraints the class's code adds in `awakeFromNib`, `viewDidLoad` or its setup
/// methods. Both are named after the class, so a Swift draft whose name is an IB screen's
/// is that screen's code; its outlets are IB's views already (IB items are named after
/// their outlet property).
struct OwnedClassMerge: Sendable {
    /// The IB component it goes into (index in its file's `components`).
    var component: Int
    /// IB's screen with the code's items and constraints added, to validate.
    var draft: ComponentDraft
    /// The Swift file the code came from (index in the run's `files`), and its draft alone.
    var swiftFile: Int
    var code: ComponentDraft
    /// The code's constraints on outlets IB has no view for, taken out.
    var skipped: [ImportFinding] = []
    var lostLines = Set<SourceLocation>()
    /// Constant changes of outlets the xib connects to no constraint of the component (counted as imported by the code).
    var outletChangesLost = 0
    /// The item holding the xib's root, when the class adds that view to itself (``SwiftNibRoot``).
    var nibRoot: String?
    /// The same draft merged into an earlier component too (a class used by two scenes):
    /// its findings and counts are the first merge's.
    var repeated: Bool
}

extension ImportRun {
    /// Takes each Swift screen draft whose name is an IB screen's out of the pending drafts
    /// and into a merge with that screen. When several classes share the name (two targets),
    /// each IB screen takes the one whose path shares the longest folder prefix with its own.
    mutating func mergeOwnedClasses() {
        var code: [String: [(file: Int, pending: Int)]] = [:]
        for (fileIndex, file) in files.enumerated() {
            for (pendingIndex, pending) in file.pending.enumerated() where pending.draft.kind == .screen {
                code[pending.draft.name, default: []].append((fileIndex, pendingIndex))
            }
        }
        guard !code.isEmpty else { return }
        var merged: [Int: Set<Int>] = [:]
        for fileIndex in files.indices where files[fileIndex].report.kind == .interfaceBuilder {
            let path = files[fileIndex].report.path
            for (componentIndex, component) in files[fileIndex].components.enumerated() {
                guard case .screen(let screen) = component.document, let candidates = code[screen.name] else { continue }
                let best = candidates.max { a, b in
                    let (left, right) = (Self.sharedFolders(path, files[a.file].report.path), Self.sharedFolders(path, files[b.file].report.path))
                    return left != right ? left < right : files[a.file].report.path > files[b.file].report.path
                }
                guard let best else { continue }
                let pending = files[best.file].pending[best.pending]
                let held = SwiftNibRoot.screen(screen, rootHeldAs: pending.nibRoot, className: pending.nibRoot.flatMap { pending.outlets[$0] })
                let repeated = merged[best.file]?.contains(best.pending) ?? false
                merged[best.file, default: []].insert(best.pending)
                // A cell IB makes is decoded: what only the class's code initializers build is not in it.
                let nibPath = NibLoadedCellCode.keepingNibPath(
                    pending.draft, swiftPath: files[best.file].report.path, lines: screen.root == .cell ? pending.madeInCodeOnly : [],
                    ibNames: Set(held.body.items.map(\.name)).intersection(pending.outlets.keys), ibPath: path)
                var merge = OwnedClassMerge(
                    component: componentIndex, draft: Self.merge(held, code: nibPath.draft, outlets: Set(pending.outlets.keys)),
                    swiftFile: best.file, code: nibPath.draft, skipped: nibPath.left, lostLines: nibPath.lostLines,
                    repeated: repeated)
                merge.nibRoot = pending.nibRoot.flatMap { name in screen.body.items.contains { $0.name == name } ? nil : name }
                Self.dropUnconnectedOutlets(pending.outlets, ibItems: Set(held.body.items.map(\.name)), ibPath: path, in: &merge)
                // The states' changes of the xib's constraints, by the outlets that hold them.
                var lost = 0
                OutletConstraintNames.resolve(&merge.draft, ibPath: path, swiftPath: files[best.file].report.path, skipped: &merge.skipped, lost: &lost)
                merge.outletChangesLost = lost
                files[fileIndex].merges.append(merge)
            }
        }
        for (fileIndex, taken) in merged {
            for pendingIndex in taken.sorted(by: >) { files[fileIndex].pending.remove(at: pendingIndex) }
        }
    }

    /// IB's screen with the code's parameters, views (those IB does not have), constraints
    /// and spec applications added. IB's own wins where both describe a view: an outlet of
    /// the class. A view the code makes itself (`let stackView = UIStackView()`, no outlet)
    /// is another view even when IB has one of that name: it is renamed, not merged into IB's.
    static func merge(_ screen: Screen, code: ComponentDraft, outlets: Set<String> = []) -> ComponentDraft {
        let ibNames = Set(screen.body.items.map(\.name))
        var code = code
        for item in code.items where ibNames.contains(item.name) && !outlets.contains(item.name) {
            let taken = ibNames.union(code.items.map(\.name))
            let renamed = (2...).lazy.map { "\(item.name)\($0)" }.first { !taken.contains($0) } ?? item.name
            code = code.renaming(item.name, to: renamed)
        }
        var draft = ComponentDraft(name: screen.name, kind: .screen)
        draft.rootKind = screen.root
        draft.width = screen.width
        draft.height = screen.height
        draft.heightIsAuto = screen.heightIsAuto
        draft.safeArea = screen.safeArea
        draft.margins = screen.margins
        draft.comments = screen.comments
        draft.parameters = screen.parameters
        draft.items = screen.body.items
        draft.constraints = screen.body.constraints
        draft.applications = screen.body.applications
        let parameters = Set(draft.parameters.map(\.name))
        draft.parameters += code.parameters.filter { !parameters.contains($0.name) }
        let items = Set(draft.items.map(\.name))
        IBStackCodeArrangedViews.append(from: code.items, to: &draft.items, ibNames: items)
        draft.items += code.items.filter { !items.contains($0.name) }
        draft.constraints += code.constraints
        draft.guessedParameters = code.guessedParameters
        // The states the code's conditions make (`if`/`switch`, constants changed in methods).
        draft.states = screen.body.states + code.states
        draft.outletsRemovedAtSetup = code.outletsRemovedAtSetup
        draft.applications += code.applications
        draft.unplaced = code.unplaced.filter { !items.contains($0) }
        draft.standInSizes = code.standInSizes.subtracting(items)
        draft.codeSetImages = code.codeSetImages.intersection(items)
        return draft
    }

    /// An outlet IB has no view of that name for (connected in another file, or not at all)
    /// is not a view of this component: it is left out, and the code's constraints on it are
    /// reported rather than placing it at the root, where it would only be ambiguous.
    static func dropUnconnectedOutlets(_ outlets: [String: String], ibItems: Set<String>, ibPath: String, in merge: inout OwnedClassMerge) {
        let missing = Set(outlets.keys).subtracting(ibItems).intersection(merge.code.items.map(\.name))
        guard !missing.isEmpty else { return }
        merge.draft.items.removeAll { missing.contains($0.name) }
        merge.draft.constraints.removeAll { constraint in
            let references = [constraint.first.item.root] + (constraint.second.map { [$0.item.root] } ?? [])
            guard let outlet = references.first(where: missing.contains) else { return false }
            merge.skipped.append(
                ImportFinding(
                    line: constraint.location?.line, construct: LayoutPrinter.constraintText(constraint),
                    reason: "'\(outlet)' is an @IBOutlet that '\(ibPath)' connects to no view of this component"))
            if let location = constraint.location { merge.lostLines.insert(location) }
            return true
        }
    }

    /// Validates each merge against the run's components. The code's findings and counts go
    /// to its Swift file; a merge that does not validate leaves IB's component as it was,
    /// and the code's constraints are reported as not imported.
    mutating func finishMerges(in library: inout LayoutLibrary, skipped: [String: [ImportFinding]] = [:]) {
        for fileIndex in files.indices {
            let merges = files[fileIndex].merges
            files[fileIndex].merges = []
            let ibPath = files[fileIndex].report.path
            for merge in merges {
                let swiftPath = files[merge.swiftFile].report.path
                var finished = DraftFinisher.finish(merge.draft, file: swiftPath, library: &library, skipped: skipped)
                if let placeholders = files[fileIndex].components[merge.component].interfaceBuilder?.placeholders {
                    finished.markPlaceholders(placeholders, source: ibPath)
                }
                // What the class deactivates as it loads is in force on IB's canvas, where IB
                // computed the frames it recorded: the comparison adds it back, as placeholders.
                if !merge.draft.constraintsRemovedAtSetup.isEmpty, var record = files[fileIndex].components[merge.component].interfaceBuilder {
                    record.placeholders = (record.placeholders ?? []) + merge.draft.constraintsRemovedAtSetup
                    files[fileIndex].components[merge.component].interfaceBuilder = record
                }
                if let document = finished.document {
                    // What the code adds is not on IB's canvas: the comparison takes it out.
                    if var record = files[fileIndex].components[merge.component].interfaceBuilder {
                        record.codeConstraints = IBCodeConstraints.lines(of: document, ibPath: ibPath, record: record)
                        record.nibRoot = merge.nibRoot
                        files[fileIndex].components[merge.component].interfaceBuilder = record
                    }
                    files[fileIndex].components[merge.component].document = document
                    files[fileIndex].components[merge.component].text = finished.text
                    files[fileIndex].components[merge.component].record = finished.record
                    library.insert(document)
                    files[merge.swiftFile].report.mergedInto.append(merge.draft.name)
                    // IB's own constraints validation took out count against the IB file.
                    files[fileIndex].report.constraintsImported -= finished.lostLines.filter { $0.file == ibPath }.count
                }
                guard !merge.repeated else { continue }
                var report = files[merge.swiftFile].report
                if finished.document != nil {
                    report.skipped += merge.skipped + finished.skipped
                    report.constraintsImported -= merge.lostLines.filter { $0.file == swiftPath }.count + merge.outletChangesLost
                    report.notes += finished.notes
                    report.constraintsImported -= finished.constraintsLost
                    report.notes.append(
                        ImportFinding(
                            line: nil, construct: "class \(merge.code.name)",
                            reason: "its code's constraints are part of component '\(merge.draft.name)', with the views of '\(ibPath)'"))
                } else {
                    report.skipped.append(
                        ImportFinding(
                            line: finished.error?.line, construct: "class \(merge.code.name)",
                            reason:
                                "its code could not be added to component '\(merge.draft.name)' of '\(ibPath)': \(finished.error?.reason ?? "it does not validate")"
                        ))
                    // Only its own lines: inherited ones are counted in their own files.
                    report.constraintsImported -= Set(merge.code.constraints.compactMap(\.location)).filter { $0.file == swiftPath }.count
                }
                files[merge.swiftFile].report = report
            }
        }
    }

    /// How many leading folders two paths share.
    static func sharedFolders(_ left: String, _ right: String) -> Int {
        let (a, b) = ((left as NSString).pathComponents.dropLast(), (right as NSString).pathComponents.dropLast())
        return zip(a, b).prefix { $0 == $1 }.count
    }
}
