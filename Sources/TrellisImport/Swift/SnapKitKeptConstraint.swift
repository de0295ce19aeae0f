import SwiftSyntax

/// SnapKit constraints an app keeps to switch later, inside a maker closure:
/// `showToolsetConstraints.append(make.leading.equalTo(forwardButton.snp.trailing).constraint)`
/// (made and active, like every statement of the closure, and kept in a list), and
/// `bottomConstraint.activate()` after `bottomConstraint = make.bottom.equalTo(x).constraint`
/// (an operation on a kept constraint, which `SwiftActivationVisitor` reads, not one made).
enum SnapKitKeptConstraint {
    /// `list.append(make.….constraint)`: the list's name and the maker chain.
    static func appended(_ expression: ExprSyntax, parameter: String) -> (list: String, made: ExprSyntax)? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "append", let list = member.base, call.arguments.count == 1,
            let made = call.arguments.first?.expression, root(of: made) == parameter
        else { return nil }
        return (SwiftDeclarationVisitor.name(of: list), made)
    }

    /// `kept.activate()` / `kept.deactivate()` of something other than the maker.
    static func isToggle(_ expression: ExprSyntax, parameter: String) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), ["activate", "deactivate"].contains(member.declName.baseName.text),
            let base = member.base
        else { return false }
        return root(of: base) != parameter
    }

    /// The name a chain starts from (`make` in `make.top.equalTo(x).constraint`).
    private static func root(of expression: ExprSyntax) -> String? {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else if let chain = current.as(OptionalChainingExprSyntax.self) {
                current = chain.expression
            } else {
                return current.as(DeclReferenceExprSyntax.self)?.baseName.text
            }
        }
    }
}
