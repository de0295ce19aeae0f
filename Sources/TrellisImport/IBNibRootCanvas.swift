import TrellisModel

/// A view class that loads its own xib and adds the xib's top-level view to itself
/// (``SwiftNibRoot``) holds that view as an item of its component, pinned to its edges. IB
/// draws the xib's view alone, as the root of its canvas: a view controller's view there,
/// with a controller root's margins (0 at the top and bottom) and the simulated safe area.
/// Inside the class's view it is a plain view with UIKit's 8 all round, so the comparison
/// with IB takes the class's view away again and lays the xib's view out as the root.
///
/// A real app's toast xib (Xcode 15, iPhone 8) pins its bubble 60 points above the root's
/// bottom margin and records it at y 553 in a 667-high root (margin 0); held in the class's
/// view, whose code loads the nib into a local and adds it, the bubble was at 545.
enum IBNibRootCanvas {
    /// The library with `record`'s screen unwrapped from the class's view, when the record
    /// names the item holding the xib's root: the item's views go to the root, constraints
    /// on it become the root's, its pins to the root go, and its margins become the root's.
    static func applying(_ record: InterfaceBuilderRecord, to library: LayoutLibrary) -> LayoutLibrary {
        guard let name = record.nibRoot, case .screen(var screen)? = library[record.component],
            let held = screen.body.items.first(where: { $0.name == name }), case .view(let nibRoot) = held, nibRoot.parent == nil,
            // A plain view only: a scroll view's guides are not the root's (a real app's reaction
            // list xib's root is a scroll view, and its `contentGuide` would name the class's view).
            nibRoot.className == "UIView"
        else { return library }
        func unwrapped(_ reference: ItemReference) -> ItemReference {
            reference.root == name ? ItemReference([ItemReference.owner.root] + reference.path.dropFirst()) : reference
        }
        screen.body.items.removeAll { $0.name == name }
        screen.body.items = screen.body.items.map { $0.parent == name ? $0.reparented(to: nil) : $0 }
        screen.body.constraints = screen.body.constraints.compactMap { constraint in
            // The class's pins of the xib's view to itself go; IB's canvas is the xib's view.
            let roots = Set([constraint.first.item.root, constraint.second?.item.root].compactMap { $0 })
            guard roots != [name, ItemReference.owner.root] else { return nil }
            var constraint = constraint
            constraint.first.item = unwrapped(constraint.first.item)
            if let second = constraint.second { constraint.second?.item = unwrapped(second.item) }
            return constraint
        }
        screen.body.states = []
        screen.margins = nibRoot.margins
        var copy = library
        copy.insert(.screen(screen))
        return copy
    }
}
