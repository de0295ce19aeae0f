import Foundation
import TrellisModel

/// What of a cell class's code its xib's or storyboard's cell runs: all but what only its
/// code initializers run (`SwiftProgrammaticInit`). UIKit decodes the cell with
/// `init(coder:)`, so a layout the class builds in `init(style:reuseIdentifier:)` is not in
/// the xib's component; its constraints are reported as never activated there.
enum NibLoadedCellCode {
    /// `code` without the constraints written on `lines` of `swiftPath` and the views made
    /// there (but the xib's outlets, `ibNames`), nor the views only those constraints placed.
    /// The constraints taken out, with why, are returned to report.
    static func keepingNibPath(
        _ code: ComponentDraft, swiftPath: String, lines: [ClosedRange<Int>], ibNames: Set<String>, ibPath: String
    ) -> (draft: ComponentDraft, left: [ImportFinding], lostLines: Set<SourceLocation>) {
        guard !lines.isEmpty else { return (code, [], []) }
        func inCodeOnly(_ location: SourceLocation?) -> Bool {
            guard let location, location.file == swiftPath else { return false }
            return lines.contains { $0.contains(location.line) }
        }
        var draft = code
        let removed = draft.constraints.filter { inCodeOnly($0.location) }
        guard !removed.isEmpty else { return (code, [], []) }
        draft.constraints.removeAll { inCodeOnly($0.location) }
        for index in draft.states.indices { draft.states[index].constraints.removeAll { inCodeOnly($0.location) } }
        // A view the code initializer made, or one only its constraints placed, is not in the xib's cell.
        let stillPlaced = Set(
            (draft.constraints + draft.states.flatMap(\.constraints)).flatMap(IncompleteItems.items(of:))
                + draft.items.compactMap(\.parent))
        let onlyThere = Set(removed.flatMap(IncompleteItems.items(of:))).subtracting(stillPlaced)
        var dropped = Set(
            draft.items.filter { item in !ibNames.contains(item.name) && (inCodeOnly(item.location) || onlyThere.contains(item.name)) }
                .map(\.name))
        // With what is inside them.
        while let inside = draft.items.first(where: { item in !dropped.contains(item.name) && item.parent.map(dropped.contains) == true }) {
            dropped.insert(inside.name)
        }
        draft.items.removeAll { dropped.contains($0.name) }
        for index in draft.items.indices {
            guard case .stack(var stack) = draft.items[index], stack.arranged.contains(where: dropped.contains) else { continue }
            stack.arranged.removeAll { dropped.contains($0) }
            draft.items[index] = .stack(stack)
        }
        draft.unplaced.removeAll { dropped.contains($0) }
        let file = (ibPath as NSString).lastPathComponent
        let findings = removed.map { constraint in
            ImportFinding(
                line: constraint.location?.line, construct: LayoutPrinter.constraintText(constraint),
                reason:
                    "never activated (in init(style:reuseIdentifier:) or init(frame:) or a method only they call, which UIKit does not call for the cell '\(file)' holds: it decodes that cell with init(coder:))"
            )
        }
        return (draft, findings, Set(removed.compactMap(\.location)))
    }
}
