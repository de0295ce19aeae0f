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
    /// Whether `document` (a draft's validated component: solving a draft that does not
    /// validate may not end) should be written `height auto`: its root is a plain view of
    /// code with no size of its own, whose content decides its height, and whose device-high
    /// layout conflicts where the content-high one does not (or less).
    static func decidesHeight(_ document: LayoutDocument, in library: inout LayoutLibrary) -> Bool {
        guard case .screen(let screen) = document, screen.root == .view, screen.width == nil, screen.height == nil, !screen.heightIsAuto,
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
        func conflicts(_ document: LayoutDocument) -> Int? {
            library.insert(document)
            guard let solution = try? LayoutEngine(library: library).solve(document.name, in: environment, checkingAmbiguity: false) else {
                return nil
            }
            return solution.errors.filter { $0.kind == .unsatisfiable }.count
        }
        guard let fixed = conflicts(document), fixed > 0, let auto = conflicts(.screen(sized)) else { return false }
        return auto < fixed
    }

    /// A constraint between the root's top or bottom (not its margins or guides) and an item.
    private static func touchesRootVertically(_ constraint: LayoutConstraint) -> Bool {
        constraint.expanded().contains { single in
            let sides = [single.first] + (single.second.map { [$0] } ?? [])
            return single.second != nil && sides.contains { $0.item.path == ["owner"] && [.top, .bottom].contains($0.attribute) }
        }
    }
}
