import SwiftSyntax
import TrellisModel

/// A view class that loads its own xib as File's Owner (`Bundle.main.loadNibNamed("Header",
/// owner: self)`) and adds the xib's top-level view, held by an outlet, to itself
/// (`addSubview(contentView)`, then pins it). The xib's root is then not the class's root
/// but a view inside it: the component is the class's view holding the xib's root as an
/// item named after the outlet, so the class's pins of `contentView` to `self` are the
/// constraints between them that they are at run time.
enum SwiftNibRoot {
    /// The outlet the class adds to itself after loading its nib with itself as owner, if it
    /// does, or the local it loaded the nib's top-level view into (``SwiftNibLoadedLocal``).
    static func outlet(
        in blocks: [MemberBlockSyntax], additions: [SwiftDeclarationVisitor.Addition], outlets: [String: String], ownerNames: Set<String>,
        nibLocals: Set<String> = []
    ) -> String? {
        let loads = _NibLoadFinder(viewMode: .sourceAccurate)
        for block in blocks { loads.walk(block) }
        guard loads.found || !nibLocals.isEmpty else { return nil }
        return additions.first { addition in
            !addition.arranged && !addition.guide && (outlets[addition.child] != nil || nibLocals.contains(addition.child))
                && (addition.receiver.map { ownerNames.contains($0) || $0 == "self" } ?? true)
        }?.child
    }

    /// IB's screen with its root's views and constraints moved into a view `item` (of
    /// `className`), which the root holds: the xib's root as the owner class adds it. The
    /// screen unchanged when IB already has an item of that name.
    static func screen(_ screen: Screen, rootHeldAs item: String?, className: String?) -> Screen {
        let body = screen.body
        guard let item, !body.items.contains(where: { $0.name == item }) else { return screen }
        var body2 = body
        func moved(_ reference: ItemReference) -> ItemReference {
            reference.root == ItemReference.owner.root ? ItemReference([item] + reference.path.dropFirst()) : reference
        }
        func moved(_ constraint: LayoutConstraint) -> LayoutConstraint {
            var constraint = constraint
            constraint.first.item = moved(constraint.first.item)
            if let second = constraint.second { constraint.second?.item = moved(second.item) }
            return constraint
        }
        let arranged = Set(
            body.items.flatMap { element -> [String] in
                if case .stack(let stack) = element { return stack.arranged }
                return []
            })
        body2.items = body.items.map { element in
            element.parent == nil && !arranged.contains(element.name) ? element.reparented(to: item) : element
        }
        var root = ViewItem(name: item, className: className ?? "UIView")
        // The xib root's own margins (IB's, or the default 8 of a view) go with it.
        root.margins = screen.margins
        body2.items.insert(.view(root), at: 0)
        body2.constraints = body.constraints.map(moved)
        body2.states = body.states.map { state in
            var state = state
            state.constraints = state.constraints.map(moved)
            return state
        }
        var wrapped = screen
        wrapped.body = body2
        wrapped.margins = nil
        return wrapped
    }
}

/// Whether a block loads a nib with `self` as its owner.
final class _NibLoadFinder: SyntaxVisitor {
    var found = false

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if name == "loadNibNamed" || name == "instantiate",
            node.arguments.contains(where: { ["owner", "withOwner"].contains($0.label?.text) && $0.expression.trimmedText == "self" })
        {
            found = true
        }
        return found ? .skipChildren : .visitChildren
    }
}
