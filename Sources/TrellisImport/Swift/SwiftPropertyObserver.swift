import SwiftSyntax

/// The stored property whose `didSet`/`willSet` a node is written in, and where the type gives
/// it a value. An observer runs where the property is assigned, not when the view is made:
/// owncloud's `var coverRootView: UIView? { didSet { if let coverRootView { view.embed(toFillWith:
/// coverRootView) } } }` lays the view out where `setCoverView(_:layout:)` says
/// `self.coverRootView = rootView`, under that method's decisions. So the observer's code is
/// placed at that assignment, and an `if let` of the property in it holds (it was just given a
/// value). Its first assignment of a value other than `nil` stands for all (a node has one
/// place); one in the type's own `init` does not count (Swift runs no observer there).
struct SwiftPropertyObserver {
    var property: String
    /// The first `self.property = value` / `property = value` of the type, outside its `init`s
    /// and the observers themselves; nil when the type assigns it nowhere (the observer then
    /// stays where it is written).
    var assignment: Syntax?

    /// The observer `node` is written in, if it is in one.
    init?(around node: some SyntaxProtocol) {
        var current = Syntax(node)
        var accessor: AccessorDeclSyntax?
        while let parent = current.parent {
            if parent.is(MemberBlockSyntax.self) { return nil }
            if let found = parent.as(AccessorDeclSyntax.self) {
                accessor = found
                break
            }
            current = parent
        }
        guard let accessor, [.keyword(.didSet), .keyword(.willSet)].contains(accessor.accessorSpecifier.tokenKind),
            let binding = accessor.parent?.parent?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return nil }
        property = name
        var typeBlock = Syntax(binding)
        while let parent = typeBlock.parent, !parent.is(MemberBlockSyntax.self) { typeBlock = parent }
        guard let members = typeBlock.parent else { return nil }
        let finder = _PropertyAssignmentFinder(property: name)
        finder.walk(members)
        assignment = finder.found
    }

    /// `if let coverRootView`, `if let view = self.coverRootView`: a test of the property only.
    func isBound(by conditions: ConditionElementListSyntax) -> Bool {
        !conditions.isEmpty
            && conditions.allSatisfy { element in
                guard let binding = element.condition.as(OptionalBindingConditionSyntax.self) else { return false }
                guard let value = binding.initializer?.value else {
                    return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property
                }
                return [property, "self." + property].contains(value.trimmedText)
            }
    }
}

final class _PropertyAssignmentFinder: SyntaxVisitor {
    let property: String
    var found: Syntax?

    init(property: String) {
        self.property = property
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), !elements[2].is(NilLiteralExprSyntax.self),
            [property, "self." + property].contains(elements[0].trimmedText)
        {
            found = Syntax(node)
            return .skipChildren
        }
        return .visitChildren
    }
}
