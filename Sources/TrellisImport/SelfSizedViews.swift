import TrellisModel

/// A view whose class is a component of the same import (`view tourView: TourView`, where
/// `TourView`'s own code or xib pins its content to all four sides) is sized by that content
/// in UIKit, as a view with an intrinsic size is. The component that holds it sees a plain
/// view and would report its size, and all it decides, as ambiguous: on the axes its class
/// sizes and nothing here does, it is imported in part (`IncompleteItems`), so `check` says
/// "not imported" there instead of an error the app does not have.
enum SelfSizedViews {
    /// Marks each such view of `draft` in `incomplete`, on the axes its class's layout sizes it
    /// by content and the draft does not size it (a width, or both edges, on that axis).
    static func mark(_ incomplete: inout IncompleteItems, in draft: ComponentDraft, library: LayoutLibrary) {
        let sized = sizedAxes(draft.constraints + draft.update)
        for item in draft.items {
            guard case .view(let view) = item, view.intrinsicSize == nil, view.className != draft.name,
                case .screen(let screen)? = library.documents[view.className], screen.root == .view
            else { continue }
            let open = contentAxes(of: screen).subtracting(sized[view.name] ?? [])
            guard !open.isEmpty else { continue }
            incomplete.mark(
                view.name,
                "\(view.name) is a \(view.className), whose own layout (\(view.className).layout) sizes it by its content, which this component does not hold",
                axes: open, changesConstraints: false)
        }
    }

    /// The axes on which the screen's content reaches both sides of its root (top and bottom,
    /// leading and trailing, margins and guides included), or gives the root its size
    /// (`heightAnchor.constraint(equalTo: stack.heightAnchor)` on the root): its root is as big
    /// as its content.
    static func contentAxes(of screen: Screen) -> Set<IncompleteItems.Axis> {
        var sides = Set<LayoutAttribute>()
        var sized = Set<IncompleteItems.Axis>()
        for constraint in screen.body.constraints {
            for single in constraint.expanded() {
                guard let second = single.second else { continue }
                for (root, other) in [(single.first, second), (second, single.first)] where root.item.path.first == "owner" && other.item.path.first != "owner"
                {
                    sides.insert(root.attribute)
                    if single.relation == .equal, root.attribute == other.attribute, root.item.path == ["owner"] {
                        if root.attribute == .width { sized.insert(.horizontal) }
                        if root.attribute == .height { sized.insert(.vertical) }
                    }
                }
            }
        }
        var axes = sized
        if sides.contains(where: { [.top, .topMargin].contains($0) }) && sides.contains(where: { [.bottom, .bottomMargin].contains($0) }) {
            axes.insert(.vertical)
        }
        let starts: [LayoutAttribute] = [.leading, .left, .leadingMargin, .leftMargin]
        let ends: [LayoutAttribute] = [.trailing, .right, .trailingMargin, .rightMargin]
        if sides.contains(where: starts.contains) && sides.contains(where: ends.contains) { axes.insert(.horizontal) }
        return axes
    }

    /// Each item's axes the draft sizes: a width or height of its own, or both its edges on the
    /// axis pinned to the root. An edge pinned to a sibling sizes nothing by itself: between a
    /// header and a table that fills the rest, the header's content decides where they meet. Nor
    /// does an edge only kept inside the root (`leading >= owner.leading + 8`): a badge pinned to
    /// the top trailing corner so is as big as its content.
    private static func sizedAxes(_ constraints: [LayoutConstraint]) -> [String: Set<IncompleteItems.Axis>] {
        var attributes = [String: Set<LayoutAttribute>]()
        let sizes: Set<LayoutAttribute> = [.width, .height]
        for single in constraints.flatMap({ $0.expanded() }) {
            let sides = [(single.first, single.second)] + (single.second.map { [($0, Optional(single.first))] } ?? [])
            for (side, other) in sides where sizes.contains(side.attribute) || (other?.item.root == "owner" && single.relation == .equal) {
                attributes[side.item.root, default: []].insert(side.attribute)
            }
        }
        return attributes.mapValues { used in
            var axes = Set<IncompleteItems.Axis>()
            if used.contains(.width) || (!used.isDisjoint(with: [.leading, .left]) && !used.isDisjoint(with: [.trailing, .right])) {
                axes.insert(.horizontal)
            }
            if used.contains(.height) || (used.contains(.top) && used.contains(.bottom)) { axes.insert(.vertical) }
            return axes
        }
    }
}
