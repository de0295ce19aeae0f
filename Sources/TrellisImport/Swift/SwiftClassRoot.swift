import SwiftSyntax
import TrellisModel

/// A class whose own kind lays out its content: a scroll view subclass pinning views to its
/// `contentLayoutGuide` (`class PlayerTabsView: UIScrollView`), a stack view subclass arranging
/// views in itself (`class LanguageView: UIStackView` calling `addArrangedSubview`). A component's
/// root has no class in the model: it is the plain view whoever adds the component gives a frame.
/// So the class becomes an item filling the root, named after the class, and what its code places
/// in `self` is placed in that item, its guides included: the same layout, with the root as the
/// frame the class's view is given (a scroll view's content edges then read as UIKit reads them,
/// `ScrollContentEdges`). Only such a class is wrapped: one whose code never reads its scroll
/// guides or content edges, or arranges nothing in itself, keeps its plain root.
enum SwiftClassRoot {
    static let contentGuides: Set<String> = ["contentGuide", "frameGuide"]

    /// Whether the draft of a class whose UIKit base is `uikitClass` needs its root to scroll:
    /// it uses the owner's content or frame guide, or (a plain `UIScrollView`, whose edges are
    /// its content's) pins an edge of a view it holds to its own.
    static func needsScrollView(_ draft: ComponentDraft, uikitClass: String) -> Bool {
        guard ViewItem.scrollViewClasses.contains(uikitClass) else { return false }
        let all = draft.constraints + draft.states.flatMap(\.constraints)
        let anchors = all.flatMap { [$0.first] + ($0.second.map { [$0] } ?? []) }
        if anchors.contains(where: { $0.item.root == ItemReference.owner.root && $0.item.path.count == 2 && contentGuides.contains($0.item.path[1]) }) {
            return true
        }
        guard uikitClass == "UIScrollView" else { return false }
        let held = Set(draft.items.filter { $0.parent == nil }.map(\.name))
        return all.contains { constraint in
            guard let second = constraint.second, ScrollContentEdges.edges.contains(constraint.first.attribute),
                ScrollContentEdges.edges.contains(second.attribute)
            else { return false }
            let pair = [constraint.first.item, second.item]
            return pair.contains(.owner) && pair.contains { $0.path.count == 1 && held.contains($0.root) }
        }
    }

    /// The name of the item standing for the class: its name, lowered, unless an item has it.
    static func itemName(for className: String, in draft: ComponentDraft) -> String {
        let taken = Set(draft.items.map(\.name))
        let base = ItemNamer.lowerFirst(className)
        return ([base] + (2...100).map { "\(base)\($0)" }).first { !taken.contains($0) } ?? "\(base)Root"
    }

    /// The stack a stack view subclass is, arranging `arranged` in that order, set up as the
    /// class and its superclasses set themselves (`axis = .horizontal` in its `init`).
    static func stack(
        named name: String, className: String, arranged: [String], defaults: [String: ExprSyntax], constants: ConstantResolver,
        location: TrellisModel.SourceLocation?
    ) -> StackItem {
        var stack = StackItem(view: ViewItem(name: name, className: "UIStackView", location: location), axis: .horizontal, arranged: arranged)
        for (property, value) in defaults {
            let word = value.trimmedText.split(separator: ".").last.map(String.init) ?? ""
            switch property {
            case "axis": stack.axis = word == "vertical" ? .vertical : .horizontal
            case "distribution": stack.distribution = StackItem.Distribution(rawValue: word) ?? stack.distribution
            case "alignment": stack.alignment = StackItem.Alignment(rawValue: word) ?? stack.alignment
            case "spacing": stack.spacing = constants.evaluate(value) ?? stack.spacing
            default: break
            }
        }
        return stack
    }

    /// The draft with its root's views and constraints moved into `root` (first of its items),
    /// which fills the component's root.
    static func wrap(_ draft: ComponentDraft, in root: Item) -> ComponentDraft {
        let name = root.name
        var arranged = Set(
            draft.items.flatMap { item -> [String] in
                if case .stack(let stack) = item { return stack.arranged }
                return []
            })
        if case .stack(let stack) = root { arranged.formUnion(stack.arranged) }
        // Views never added stay out of it: the run leaves them out or marks them (`UnplacedViews`).
        let unplaced = Set(draft.unplaced)
        func inside(_ parent: String?, _ itemName: String) -> String? {
            parent == nil && !arranged.contains(itemName) && !unplaced.contains(itemName) ? name : parent
        }
        var wrapped = draft
        wrapped.items = draft.items.map { item in
            switch item {
            case .view(var view):
                view.parent = inside(view.parent, view.name)
                return .view(view)
            case .guide(var guide):
                guide.parent = inside(guide.parent, guide.name)
                return .guide(guide)
            case .use(var use):
                use.parent = inside(use.parent, use.name)
                return .use(use)
            case .stack(var stack):
                stack.view.parent = inside(stack.view.parent, stack.view.name)
                return .stack(stack)
            }
        }
        wrapped.items.insert(root, at: 0)
        func moved(_ reference: ItemReference) -> ItemReference {
            reference.root == ItemReference.owner.root ? ItemReference([name] + reference.path.dropFirst()) : reference
        }
        func moved(_ constraint: LayoutConstraint) -> LayoutConstraint {
            var constraint = constraint
            constraint.first.item = moved(constraint.first.item)
            if let second = constraint.second { constraint.second?.item = moved(second.item) }
            return constraint
        }
        // Whoever adds the view gives its frame: the class's view fills the root.
        let edges = LayoutConstraint(Anchor(ItemReference([name]), .edges), .equal, Anchor(.owner, .edges), location: root.location)
        wrapped.constraints = [edges] + draft.constraints.map(moved)
        wrapped.states = draft.states.map { state in
            var state = state
            state.constraints = state.constraints.map(moved)
            return state
        }
        return wrapped
    }
}
