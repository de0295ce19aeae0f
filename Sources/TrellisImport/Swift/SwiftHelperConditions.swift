import SwiftParser
import SwiftSyntax

/// An `if` in a helper's body that tests only what the call gives: `if let fixedSize { … }`
/// of a parameter the call leaves `nil` (never runs) or gives (runs), `if !constraintsOnly { … }`
/// of a `Bool` given as a literal. Each such `if` is replaced by the branch the call takes, so a
/// call site gets the constraints it makes and no others.
enum SwiftHelperConditions {
    /// The body with every decided `if` resolved; nil when there is none.
    static func resolving(_ body: CodeBlockSyntax, arguments: [String: String]) -> CodeBlockSyntax? {
        let tree = Parser.parse(source: "func __trellisHelper() " + body.trimmedDescription)
        guard !tree.hasError, let resolved = SwiftDecidedBranches.resolving(tree, decide: { holds($0, arguments: arguments) }) else { return nil }
        return resolved.statements.first?.item.as(FunctionDeclSyntax.self)?.body
    }

    /// Whether a condition holds at the call: nil when it tests anything the call does not give.
    static func holds(_ condition: ConditionElementSyntax.Condition, arguments: [String: String]) -> Bool? {
        if let binding = condition.as(OptionalBindingConditionSyntax.self) {
            let name =
                binding.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? (binding.initializer == nil ? binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text : nil)
            guard let name, let given = arguments[name] else { return nil }
            return given != "nil"
        }
        guard let expression = condition.as(ExprSyntax.self) else { return nil }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return holds(.expression(prefix.expression), arguments: arguments).map { !$0 }
        }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let given = arguments[name] else { return nil }
        switch given {
        case "true": return true
        case "false": return false
        default: return nil
        }
    }
}
