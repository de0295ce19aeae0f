import TrellisModel

/// UIKit's rule for a `UIScrollView` and the views inside it: a constraint between an edge
/// of the scroll view and an edge of a view it holds (at any depth) attaches to the scroll view's content
/// area (its `contentLayoutGuide`), not to its frame; widths, heights and centres stay on
/// the frame. Code writes it that way (`stack.snp.makeConstraints { $0.edges.equalToSuperview() }`
/// inside a scroll view), and IB's importer already maps its constraints so: here the code's
/// constraints get the same reading, so the content's size comes from the stack, not from
/// nothing.
enum ScrollContentEdges {
    static let edges: Set<LayoutAttribute> = [.top, .bottom, .leading, .trailing, .left, .right, .edges, .horizontalEdges, .verticalEdges]

    /// The draft with every edge constraint between a scroll view that does not size its own
    /// content (not a table, collection or text view) and a view it holds on the content guide.
    static func attached(_ draft: ComponentDraft) -> ComponentDraft {
        let scrollViews = Set(
            draft.items.compactMap { item -> String? in
                guard case .view(let view) = item, view.isScrollView, !["UITableView", "UICollectionView", "UITextView"].contains(view.uikitClass)
                else { return nil }
                return view.name
            })
        guard !scrollViews.isEmpty else { return draft }
        var parents = Dictionary(draft.items.compactMap { item in item.parent.map { (item.name, $0) } }, uniquingKeysWith: { first, _ in first })
        for case .stack(let stack) in draft.items {
            for view in stack.arranged where parents[view] == nil { parents[view] = stack.view.name }
        }
        var draft = draft
        draft.constraints = draft.constraints.map { attached($0, scrollViews: scrollViews, parents: parents) }
        return draft
    }

    static func attached(_ constraint: LayoutConstraint, scrollViews: Set<String>, parents: [String: String]) -> LayoutConstraint {
        guard let second = constraint.second, edges.contains(constraint.first.attribute), edges.contains(second.attribute) else { return constraint }
        // Any view inside it, not only its own subviews: `scrollView.bottom == stack.bottom` for a
        // stack in the scroll view's background view sizes the content too, as UIKit reads it.
        func holds(_ scroll: ItemReference, _ other: ItemReference) -> Bool {
            guard scroll.path.count == 1, scrollViews.contains(scroll.root), other.path.count == 1 else { return false }
            var ancestor = parents[other.root]
            var seen: Set<String> = []
            while let current = ancestor, seen.insert(current).inserted {
                if current == scroll.root { return true }
                ancestor = parents[current]
            }
            return false
        }
        var constraint = constraint
        if holds(second.item, constraint.first.item) {
            constraint.second = Anchor(second.item.appending("contentGuide"), second.attribute)
        } else if holds(constraint.first.item, second.item) {
            constraint.first = Anchor(constraint.first.item.appending("contentGuide"), constraint.first.attribute)
        }
        return constraint
    }
}
