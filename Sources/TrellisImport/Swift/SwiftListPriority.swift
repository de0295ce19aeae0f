import SwiftSyntax

/// A priority set on every constraint of a kept list at once:
/// `edgeConstraints.forEach { $0.priority = .defaultHigh }` or `for c in edgeConstraints { c.priority = .defaultHigh }`.
/// UIKit runs it before the list is activated, so each constraint of the list has that priority
/// (left out, they stayed required and conflicted with the constraints they were lowered to yield to).
enum SwiftListPriority {
    /// The list's name and the priority, for `list.forEach { $0.priority = p }` (trailing or in parentheses).
    static func read(_ call: FunctionCallExprSyntax) -> (list: String, priority: ExprSyntax)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach",
            let base = member.base, isName(base),
            let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
            let priority = assignedPriority(in: closure.statements, to: closureParameter(closure))
        else { return nil }
        return (SwiftDeclarationVisitor.name(of: base), priority)
    }

    /// The list's name and the priority, for `for c in list { c.priority = p }`.
    static func read(_ loop: ForStmtSyntax) -> (list: String, priority: ExprSyntax)? {
        guard isName(loop.sequence), let variable = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let priority = assignedPriority(in: loop.body.statements, to: variable)
        else { return nil }
        return (SwiftDeclarationVisitor.name(of: loop.sequence), priority)
    }

    /// A kept list: `constraints`, `self.constraints`.
    private static func isName(_ expression: ExprSyntax) -> Bool {
        expression.is(DeclReferenceExprSyntax.self) || expression.as(MemberAccessExprSyntax.self)?.base?.trimmedText == "self"
    }

    /// `c` of `{ c in … }`, `$0` when the closure names no parameter.
    private static func closureParameter(_ closure: ClosureExprSyntax) -> String {
        guard let parameters = closure.signature?.parameterClause else { return "$0" }
        if let names = parameters.as(ClosureShorthandParameterListSyntax.self), let first = names.first { return first.name.text }
        if let clause = parameters.as(ClosureParameterClauseSyntax.self), let first = clause.parameters.first { return first.firstName.text }
        return "$0"
    }

    /// `p` when the only statement is `element.priority = p`.
    private static func assignedPriority(in statements: CodeBlockItemListSyntax, to element: String) -> ExprSyntax? {
        guard statements.count == 1, let sequence = statements.first?.item.as(SequenceExprSyntax.self) else { return nil }
        let parts = Array(sequence.elements)
        guard parts.count == 3, parts[1].is(AssignmentExprSyntax.self), let target = parts[0].as(MemberAccessExprSyntax.self),
            target.declName.baseName.text == "priority", target.base?.trimmedText == element
        else { return nil }
        return parts[2]
    }
}
