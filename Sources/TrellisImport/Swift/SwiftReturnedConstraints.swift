import SwiftParser
import SwiftSyntax

/// A helper that makes constraints and returns them for its caller to activate
/// (`func anchorsConstraint(to view: UIView) -> [NSLayoutConstraint] { return [leadingAnchor.constraint(…), …] }`),
/// called where its result is activated or kept: `NSLayoutConstraint.activate([tableView.anchorsConstraint(to: view), …])`,
/// `let constraints = [a.anchorsConstraint(to: b), …]`. Its body's `return` hands the constraints on, so in the
/// call's expansion the `return` becomes what the call site does with them: the body's constraints are activated
/// (or kept in the call's variable) where the call is, not "never activated" inside the helper.
enum SwiftReturnedConstraints {
    /// Whether `helper`'s declared result is constraints (`-> [NSLayoutConstraint]`, `-> NSLayoutConstraint`).
    static func returnsConstraints(_ helper: SwiftHelperMethod) -> Bool {
        guard let result = helper.body.parent?.as(FunctionDeclSyntax.self)?.signature.returnClause?.type.trimmedText else { return false }
        return result.contains("NSLayoutConstraint")
    }

    /// The body with each top-level `return x` (or a lone expression, returned implicitly) written as
    /// `NSLayoutConstraint.activate(x)` when the call's result is activated, `name += x` when it is kept in
    /// `name`; nil when the call site does neither (its result dropped: the body's own activations stand).
    static func handing(_ body: CodeBlockSyntax, to site: SwiftConstraintFlow.Outcome) -> CodeBlockSyntax? {
        let hand: (String) -> String
        if site.active {
            hand = { "NSLayoutConstraint.activate(\($0))" }
        } else if let name = site.binding, !name.isEmpty, name != "_" {
            hand = { "\(name) += \($0)" }
        } else {
            return nil
        }
        let statements = Array(body.statements)
        var changed = false
        let lines = statements.map { statement -> String in
            if let returned = statement.item.as(ReturnStmtSyntax.self), let value = returned.expression {
                changed = true
                return hand(value.trimmedDescription)
            }
            if statements.count == 1, let value = statement.item.as(ExprSyntax.self) {
                changed = true
                return hand(value.trimmedDescription)
            }
            return statement.trimmedDescription
        }
        guard changed else { return nil }
        let tree = Parser.parse(source: "func __trellisHelper() {\n" + lines.joined(separator: "\n") + "\n}")
        guard !tree.hasError else { return nil }
        return tree.statements.first?.item.as(FunctionDeclSyntax.self)?.body
    }
}
