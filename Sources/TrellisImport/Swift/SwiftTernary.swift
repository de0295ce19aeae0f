import SwiftSyntax

/// `condition ? a : b` as swift-syntax parses it before folding: a sequence of the
/// condition, the `? a :` part and `b`. A constraint or constant made in one branch runs
/// only when that branch is taken; the base layout takes the branch of the condition's
/// value when the view is made (`var skipBack = false`: the `else` branch), as a state's
/// base takes the initial value of the flag it tests.
struct SwiftTernary {
    var sequence: SequenceExprSyntax
    var condition: ExprSyntax
    var thenBranch: ExprSyntax
    var elseBranch: ExprSyntax

    init?(_ sequence: SequenceExprSyntax) {
        let elements = Array(sequence.elements)
        guard elements.count == 3, let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self) else { return nil }
        self.sequence = sequence
        condition = elements[0]
        thenBranch = ternary.thenExpression
        elseBranch = elements[2]
    }

    /// The ternary `node` is a branch of, and which one (true: the `then` branch).
    static func around(_ node: some SyntaxProtocol) -> (ternary: SwiftTernary, isThen: Bool)? {
        guard let parent = node.parent else { return nil }
        if let part = parent.as(UnresolvedTernaryExprSyntax.self), part.thenExpression.id == node.id,
            let sequence = part.parent?.parent?.as(SequenceExprSyntax.self), let ternary = SwiftTernary(sequence)
        {
            return (ternary, true)
        }
        if parent.is(ExprListSyntax.self), let sequence = parent.parent?.as(SequenceExprSyntax.self), let ternary = SwiftTernary(sequence),
            ternary.elseBranch.id == node.id
        {
            return (ternary, false)
        }
        return nil
    }

    /// Whether the condition holds when the view is made: a stored `Bool` property's literal
    /// initial value (`!flag` negated); nil when import cannot tell.
    func holdsAtFirst(initialValues: [String: ExprSyntax]) -> Bool? {
        var flag = condition
        var negated = false
        if let prefix = flag.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            flag = prefix.expression
            negated = true
        }
        guard flag.is(DeclReferenceExprSyntax.self) || flag.as(MemberAccessExprSyntax.self)?.base?.trimmedText == "self",
            let value = initialValues[SwiftDeclarationVisitor.name(of: flag)]?.trimmedText, value == "true" || value == "false"
        else { return nil }
        return (value == "true") != negated
    }

    /// Both branches spelled alike: either is the value.
    var branchesAgree: Bool { thenBranch.trimmedText == elseBranch.trimmedText }

    /// The branch the base takes, or nil when import cannot tell.
    func baseBranch(initialValues: [String: ExprSyntax]) -> ExprSyntax? {
        if branchesAgree { return thenBranch }
        return holdsAtFirst(initialValues: initialValues).map { $0 ? thenBranch : elseBranch }
    }

    /// Why a constraint made in one branch is not the base's: nil when it is.
    func skipReason(isThen: Bool, initialValues: [String: ExprSyntax]) -> String? {
        let condition = self.condition.trimmedText
        guard !branchesAgree else { return nil }
        guard let holds = holdsAtFirst(initialValues: initialValues) else {
            return
                "made in one branch of '\(condition) ? … : …', and import cannot tell which branch runs (give '\(condition)' a literal initial value, or write the constraint apart)"
        }
        guard holds != isThen else { return nil }
        return
            "the other branch of '\(condition) ? … : …': '\(condition)' is \(holds) when the view is made, so the base layout takes the \(holds ? "first" : "second") branch"
    }
}
