import SwiftSyntax

/// What a call calls, as text, for the visitors that look at every call. The names they
/// look for (`NSLayoutConstraint.activate`, `UILayoutPriority`) are short; printing a long
/// callee — a closure called in place, or a chain `a.b().c().d()…` whose every call prints
/// all of the chain before it — made import quadratic in the length of the chain.
enum SwiftCallee {
    /// Longer callees are not printed.
    static let printedLength = 256

    /// The callee's text (`NSLayoutConstraint.activate`); for a long one `….NAME` (its last
    /// member's name, so suffix tests still work) or `…`.
    static func text(of call: FunctionCallExprSyntax) -> String {
        text(of: call.calledExpression)
    }

    static func text(of callee: ExprSyntax) -> String {
        if callee.totalLength.utf8Length <= printedLength { return callee.trimmedText }
        if let member = callee.as(MemberAccessExprSyntax.self) { return "…." + member.declName.trimmedText }
        return "…"
    }
}
