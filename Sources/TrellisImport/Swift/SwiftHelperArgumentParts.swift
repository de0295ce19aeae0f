import SwiftParser
import SwiftSyntax

/// A helper's body reading a part of a value argument (`padding.top`, `insets.leading`,
/// `anchors.topAnchor`): the part the call gives, read off the argument as written. `.zero`
/// (`UIEdgeInsets.zero`, `CGSize.zero`) has every part 0; a memberwise value
/// (`UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)`, `AnchorSet(topAnchor: guide.topAnchor, …)`)
/// has the part its label names. Anything else is left for the constant resolver to name.
enum SwiftHelperArgumentParts {
    static func part(_ member: String, of argument: String) -> String? {
        guard argument.hasSuffix(")") || argument.hasSuffix(".zero") else { return nil }
        let tree = Parser.parse(source: argument)
        guard !tree.hasError, tree.statements.count == 1, var value = tree.statements.first?.item.as(ExprSyntax.self) else { return nil }
        // `(UIEdgeInsets(…))`, as an argument passed on by an outer helper is written.
        while let tuple = value.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            value = only.expression
        }
        if let zero = value.as(MemberAccessExprSyntax.self), zero.declName.baseName.text == "zero",
            zero.base == nil || zero.base?.trimmedText.first?.isUppercase == true
        {
            return "0"
        }
        guard let call = value.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            call.calledExpression.trimmedText.first?.isUppercase == true || call.calledExpression.trimmedText == ".init",
            let part = call.arguments.first(where: { $0.label?.text == member })?.expression.trimmedDescription
        else { return nil }
        let simple = part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return simple ? part : "(\(part))"
    }
}
