import SwiftParser
import SwiftSyntax

/// Reading one pasted line of Swift with swift-syntax. A line is a fragment (an argument of
/// `NSLayoutConstraint.activate([`, a statement of an unclosed closure); the parser keeps
/// what it can read and marks the rest missing, which the trimmed text leaves out.
extension SwiftIdiomHints {
    /// `a.b(c).d` → [(a, nil), (b, "c"), (d, nil)]: the member chain of the line's first
    /// expression, each call with its arguments' text (`""` for none); [] when the line is
    /// no expression.
    static func chain(_ text: String) -> [(name: String, argument: String?)] {
        guard let expression = expression(text) else { return [] }
        return links(of: expression)
    }

    /// The labelled arguments of a call, from their text: `equalTo: a.bottomAnchor, constant: 8`
    /// → [("equalTo", "a.bottomAnchor"), ("constant", "8")] (label nil where there is none).
    static func labeledArguments(_ arguments: String) -> [(label: String?, value: String)] {
        guard let call = expression("f(\(arguments))")?.as(FunctionCallExprSyntax.self) else { return [] }
        return call.arguments.map { ($0.label?.text, $0.expression.trimmedText) }
    }

    static func expression(_ text: String) -> ExprSyntax? {
        let file = Parser.parse(source: text)
        guard let first = file.statements.first, case .expr(let expression) = first.item else { return nil }
        return expression
    }

    static func links(of expression: ExprSyntax) -> [(name: String, argument: String?)] {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            var links = links(of: call.calledExpression)
            let name = links.popLast()?.name ?? call.calledExpression.trimmedText
            return links + [(name, call.arguments.trimmedText)]
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return (member.base.map { links(of: $0) } ?? []) + [(member.declName.baseName.text, nil)]
        }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return links(of: optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return links(of: forced.expression) }
        return [(expression.trimmedText, nil)]
    }
}
