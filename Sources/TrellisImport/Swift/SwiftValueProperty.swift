import SwiftSyntax

/// A property an app's extension of a UIKit class defines whose getter returns a memberwise
/// value of the view's anchors (`var safeAreaAnchorSet: AnchorSet { AnchorSet(leadingAnchor:
/// safeAreaLayoutGuide.leadingAnchor, …) }`): a helper reading `anchors.leadingAnchor` of an
/// argument `view.safeAreaAnchorSet` reads `view.safeAreaLayoutGuide.leadingAnchor`.
enum SwiftValueProperty {
    /// Each such property of `tree`'s extensions of UIKit classes → its labels → the part's expression text.
    static func collect(in tree: SourceFileSyntax) -> [String: [String: String]] {
        var found: [String: [String: String]] = [:]
        for statement in tree.statements {
            guard let node = statement.item.as(ExtensionDeclSyntax.self), SwiftTypeIndex.plainName(node.extendedType.trimmedText).hasPrefix("UI")
            else { continue }
            for member in node.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    case .getter(let statements) = binding.accessorBlock?.accessors, statements.count == 1, let only = statements.first
                else { continue }
                let returned = only.item.as(ReturnStmtSyntax.self)?.expression ?? only.item.as(ExprSyntax.self)
                guard let call = returned?.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText.first?.isUppercase == true,
                    call.trailingClosure == nil, !call.arguments.isEmpty, call.arguments.allSatisfy({ $0.label != nil })
                else { continue }
                found[name] = Dictionary(call.arguments.map { ($0.label?.text ?? "", $0.expression.trimmedDescription) }) { first, _ in first }
            }
        }
        return found
    }

    /// `view.safeAreaAnchorSet`'s part `label`: the getter's expression read on `view`
    /// (`safeAreaLayoutGuide.leadingAnchor` → `view.safeAreaLayoutGuide.leadingAnchor`).
    static func part(_ label: String, of path: String, properties: [String: [String: String]]) -> String? {
        var components = path.split(separator: ".").map(String.init)
        guard let property = components.popLast(), let expression = properties[property]?[label] else { return nil }
        var owner = components.joined(separator: ".")
        if owner == "self" { owner = "" }
        let simple = expression.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        guard simple, expression.first?.isLetter == true else { return nil }
        var parts = expression.split(separator: ".").map(String.init)
        if parts.first == "self" { parts.removeFirst() }
        let joined = ((owner.isEmpty ? [] : [owner]) + parts).joined(separator: ".")
        return joined.isEmpty ? nil : joined
    }
}
