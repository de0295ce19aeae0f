import Foundation
import TrellisEngine
import TrellisModel

/// A plain view class of the app's code (`class ContributionsView: UIView`) is sized by
/// whatever embeds it, which import does not know, and `check` gives its root the device's
/// size. When its own content ties its top to its bottom (an image view pinned to every edge
/// with a height of its own), the embedder lets the content decide, as it does for a view
/// with an intrinsic size: the device's height only makes a conflict UIKit never logs. Such
/// a root is written `height auto`, as tall as its content at the device's width. A table
/// cell made in code is sized so too: a table's rows are `automaticDimension` unless its
/// `rowHeight` is set. The device's height also leaves room no view claims (two labels of
/// equal hugging in a stack): an ambiguity the content-high layout does not have, counted too.
enum ContentSizedRoot {
    /// Whether `document` (a draft's validated component: solving a draft that does not
    /// validate may not end) should be written `height auto`: its root is a plain view or a
    /// cell of code with no size of its own, whose content decides its height, and whose
    /// device-high layout conflicts where the content-high one does not (or less), or has
    /// more errors (ambiguities, in the base and its states) and no fewer conflicts.
    static func decidesHeight(_ document: LayoutDocument, in library: inout LayoutLibrary) -> Bool {
        guard case .screen(let screen) = document, [.view, .cell].contains(screen.root), screen.width == nil, screen.height == nil,
            !screen.heightIsAuto,
            screen.body.constraints.contains(where: touchesRootVertically), let device = DeviceCatalog.defaultDevices.first
        else { return false }
        var sized = screen
        sized.heightIsAuto = true
        let environment = device.environment()
        let previous = library.documents[document.name]
        defer {
            library.remove(document.name)
            if let previous { library.insert(previous) }
        }
        // Content that holds nothing open gives no conflict at the device's height, so a
        // conflict it removes is the content's own height, even one of 0 (a chart not drawn yet).
        func errors(_ document: LayoutDocument) -> (conflicts: Int, all: Int)? {
            library.insert(document)
            let engine = LayoutEngine(library: library)
            var count = (conflicts: 0, all: 0)
            for state in [nil] + engine.checkableStates(of: document.name) {
                guard case .success(let solution)? = (try? engine.check(document.name, state: state, on: [environment]))?.first?.result else {
                    return nil
                }
                count.conflicts += solution.errors.filter { $0.kind == .unsatisfiable }.count
                count.all += solution.errors.count
            }
            return count
        }
        guard let fixed = errors(document), fixed.all > 0, let auto = errors(.screen(sized)) else { return false }
        return auto.conflicts < fixed.conflicts || (auto.conflicts <= fixed.conflicts && auto.all < fixed.all)
    }

    /// A constraint between the root's top or bottom (or its margins': a cell's content pinned
    /// to `contentView.layoutMarginsGuide` is sized by it all the same; not its safe area) and an
    /// item, or one on the root's own height (`owner.height >= 30`, `owner.width >= owner.height * 1.3`:
    /// a view that sizes itself, whatever its embedder's room).
    private static func touchesRootVertically(_ constraint: LayoutConstraint) -> Bool {
        let edges: [LayoutAttribute] = [.top, .bottom, .topMargin, .bottomMargin]
        return constraint.expanded().contains { single in
            let sides = [single.first] + (single.second.map { [$0] } ?? [])
            let ownHeight = sides.contains { $0.item.path == ["owner"] && $0.attribute == .height }
            return ownHeight || (single.second != nil && sides.contains { $0.item.path == ["owner"] && edges.contains($0.attribute) })
        }
    }
}
