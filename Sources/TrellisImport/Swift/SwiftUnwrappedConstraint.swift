import SwiftSyntax

/// A kept optional constraint unwrapped before it is activated: `if let constraint =
/// imageHeightConstraint { imageView.addConstraint(constraint) }` (or `guard let … else { return }`)
/// activates `imageHeightConstraint`, which is what the local names. Before, only `constraint` was
/// activated, and the kept one was listed as never activated.
enum SwiftUnwrappedConstraint {
    /// `name`, and the kept constraint it unwraps where `node` is, if it does.
    static func names(_ name: String, at node: Syntax) -> [String] {
        unwrapped(name, at: node).map { [name, $0] } ?? [name]
    }

    /// The name `if let name = kept` or an earlier `guard let name = kept` around `node` unwraps.
    static func unwrapped(_ name: String, at node: Syntax) -> String? {
        var child = node
        while let parent = child.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) { return nil }
            // In the `if`'s body (not its `else`): its conditions bound the name.
            if let ifExpression = parent.as(IfExprSyntax.self), child.id == ifExpression.body.id,
                let kept = bound(name, in: ifExpression.conditions)
            {
                return kept
            }
            // A `guard let` earlier in the same block.
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                for item in list {
                    if item.id == child.id { break }
                    if let guardStatement = item.item.as(GuardStmtSyntax.self), let kept = bound(name, in: guardStatement.conditions) { return kept }
                }
            }
            child = parent
        }
        return nil
    }

    /// `if let constraint = imageHeightConstraint { … }` after the block assigned that property a
    /// constraint (`imageHeightConstraint = NSLayoutConstraint(…)`, also inside an earlier `if`):
    /// it holds one, so the body always runs — the base, not a state.
    static func holdsAssignedConstraint(_ ifExpression: IfExprSyntax) -> Bool {
        guard !ifExpression.conditions.isEmpty,
            let item = ifExpression.parent?.as(ExpressionStmtSyntax.self)?.parent ?? ifExpression.parent,
            let list = item.parent?.as(CodeBlockItemListSyntax.self)
        else { return false }
        let kept = ifExpression.conditions.compactMap { element -> String? in
            guard let binding = element.condition.as(OptionalBindingConditionSyntax.self), let value = binding.initializer?.value,
                value.is(DeclReferenceExprSyntax.self) || value.as(MemberAccessExprSyntax.self)?.base?.trimmedText == "self"
            else { return nil }
            return SwiftDeclarationVisitor.name(of: value)
        }
        guard kept.count == ifExpression.conditions.count else { return false }
        let finder = _ConstraintAssignmentFinder(viewMode: .sourceAccurate)
        for statement in list {
            if statement.id == item.id { break }
            finder.walk(statement)
        }
        return kept.allSatisfy(finder.assigned.contains)
    }

    /// `let name = kept` (or `self.kept`) among `conditions`; nil when the name is bound to anything else.
    private static func bound(_ name: String, in conditions: ConditionElementListSyntax) -> String? {
        for condition in conditions {
            guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, let value = binding.initializer?.value
            else { continue }
            guard value.is(DeclReferenceExprSyntax.self) || value.as(MemberAccessExprSyntax.self)?.base?.trimmedText == "self" else { return nil }
            let kept = SwiftDeclarationVisitor.name(of: value)
            return kept == name ? nil : kept
        }
        return nil
    }
}

/// The names assigned a constraint the code makes there: `x = NSLayoutConstraint(item: …)`,
/// `self.x = a.topAnchor.constraint(equalTo: …)`.
final class _ConstraintAssignmentFinder: SyntaxVisitor {
    var assigned: Set<String> = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let call = elements[2].as(FunctionCallExprSyntax.self) else {
            return .visitChildren
        }
        let callee = SwiftCallee.text(of: call)
        if callee == "NSLayoutConstraint" || callee.hasSuffix(".constraint") { assigned.insert(SwiftDeclarationVisitor.name(of: elements[0])) }
        return .visitChildren
    }
}
