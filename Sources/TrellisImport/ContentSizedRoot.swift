import Foundation
import TrellisEngine
import TrellisModel

/// A plain view class of the app's code (`class ContributionsView: UIView`) is sized by
/// whatever embeds it, which import does not know, and `check` gives its root the device's
/// size. When its own content ties its top to its bottom (an image view pinned to every edge
/// with a height of its own), the embedder lets the content decide, as it does for a view
/// with an intrinsic size: the device's height only makes a conflict UIKit never logs. Such
/// a root is written `height auto`, as tall as its content at the device's width.
enum ContentSizedRoot {
    /// The draft with `height auto` when its root is a plain view of code, with no size of
    /// its own, whose content decides its height and whose device-high layout conflicts where
    /// the content-high one does not (or less). Otherwise the draft as it came.
    static func sized(_ draft: ComponentDraft, in library: inout LayoutLibrary) -> ComponentDraft {
        guard draft.kind == .screen, draft.rootKind == .view, draft.width == nil, draft.height == nil, !draft.heightIsAuto,
            draft.constraints.contains(where: touchesRootVertically)
        else { return draft }
        var candidate = draft
        candidate.heightIsAuto = true
        guard let device = DeviceCatalog.defaultDevices.first else { return draft }
        let environment = device.environment()
        let previous = library.documents[draft.name]
        defer {
            library.remove(draft.name)
            if let previous { library.insert(previous) }
        }
        func conflicts(_ draft: ComponentDraft) -> (count: Int, height: Double)? {
            let document = draft.document()
            library.insert(document)
            guard let solution = try? LayoutEngine(library: library).solve(document.name, in: environment, checkingAmbiguity: false),
                let height = solution.item("owner")?.frame.height
            else { return nil }
            return (solution.errors.filter { $0.kind == .unsatisfiable }.count, height)
        }
        guard let fixed = conflicts(draft), fixed.count > 0, let auto = conflicts(candidate), auto.height > 0.5, auto.count < fixed.count
        else { return draft }
        return candidate
    }

    /// A constraint between the root's top or bottom (not its margins or guides) and an item.
    private static func touchesRootVertically(_ constraint: LayoutConstraint) -> Bool {
        constraint.expanded().contains { single in
            let sides = [single.first] + (single.second.map { [$0] } ?? [])
            return single.second != nil && sides.contains { $0.item.path == ["owner"] && [.top, .bottom].contains($0.attribute) }
        }
    }
}
