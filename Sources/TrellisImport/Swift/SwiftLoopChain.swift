import SwiftSyntax

/// A loop over a literal list that links each element to the one before it:
///
///     var previous: UIView?
///     for label in [title, subtitle, footnote] {
///         if let previous { label.topAnchor.constraint(equalTo: previous.bottomAnchor).isActive = true }
///         else { label.topAnchor.constraint(equalTo: topAnchor).isActive = true }
///         previous = label
///     }
///
/// In each unrolled copy `previous` is the element before (nil in the first), and a counter
/// (`var index = 0` … `index += 1`) the copy's number; the `if`s on them are decided per copy
/// (`SwiftDecidedBranches`) and the statements that step them are left out.
struct SwiftLoopChain {
    /// A variable that takes the loop variable at the end of the body → that loop variable.
    var links: [String: String] = [:]
    /// Variables counted up by one at the end of the body, from 0.
    var counters: Set<String> = []
    /// The statements that step them (`previous = label`, `index += 1`).
    var steps: Set<SyntaxIdentifier> = []

    init(statements: CodeBlockItemListSyntax, loopVariables: [String], loop: some SyntaxProtocol) {
        for item in statements {
            guard let sequence = item.item.as(SequenceExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self)
            else { continue }
            let elements = Array(sequence.elements)
            guard elements.count == 3, let target = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text else { continue }
            if elements[1].is(AssignmentExprSyntax.self), let value = elements[2].as(DeclReferenceExprSyntax.self)?.baseName.text,
                loopVariables.contains(value), Self.declaredBefore(loop, target, counter: false)
            {
                links[target] = value
                steps.insert(item.id)
            } else if elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=", elements[2].trimmedText == "1",
                Self.declaredBefore(loop, target, counter: true)
            {
                counters.insert(target)
                steps.insert(item.id)
            }
        }
    }

    var isEmpty: Bool { links.isEmpty && counters.isEmpty }

    /// The chain's values in copy `index`: the element before (or `nil`), the count.
    func values(copy index: Int, names: [String], lists: [[String]]) -> [String: String] {
        var values: [String: String] = [:]
        for (link, variable) in links {
            guard let position = names.firstIndex(of: variable) else { continue }
            values[link] = index == 0 ? "nil" : lists[position][index - 1]
        }
        for counter in counters { values[counter] = String(index) }
        return values
    }

    /// Whether a condition of a copy holds, its chain values substituted: `let p = nil`, `let p = title`
    /// (an element of the list), `previous` shorthand, `p != nil`, `0 == 0`; nil for anything else.
    static func decide(_ condition: ConditionElementSyntax.Condition, elements: Set<String>, values: [String: String]) -> Bool? {
        func known(_ expression: ExprSyntax) -> Bool? {
            if expression.is(NilLiteralExprSyntax.self) { return false }
            return elements.contains(expression.trimmedText) ? true : nil
        }
        if let binding = condition.as(OptionalBindingConditionSyntax.self) {
            if let value = binding.initializer?.value { return known(value) }
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = values[name] else { return nil }
            return value == "nil" ? false : elements.contains(value) ? true : nil
        }
        guard let sequence = condition.as(ExprSyntax.self)?.as(SequenceExprSyntax.self) else { return nil }
        let parts = Array(sequence.elements)
        guard parts.count == 3, let operation = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
        if parts[2].is(NilLiteralExprSyntax.self), let given = known(parts[0]) {
            switch operation {
            case "!=": return given
            case "==": return !given
            default: return nil
            }
        }
        guard let left = parts[0].as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }),
            let right = parts[2].as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) })
        else { return nil }
        switch operation {
        case "==": return left == right
        case "!=": return left != right
        case "<": return left < right
        case ">": return left > right
        case "<=": return left <= right
        case ">=": return left >= right
        default: return nil
        }
    }

    /// Whether `name` is a `var` declared before `loop` in a block around it: optional or `nil`
    /// at first (a link), or `0` (a counter).
    private static func declaredBefore(_ loop: some SyntaxProtocol, _ name: String, counter: Bool) -> Bool {
        var current = Syntax(loop)
        while let parent = current.parent {
            if parent.is(MemberBlockSyntax.self) { return false }
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                for item in list where item.position < current.position {
                    guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        let initial = binding.initializer?.value.trimmedText
                        if counter { return initial == "0" }
                        let type = binding.typeAnnotation?.type
                        let optional = type?.is(OptionalTypeSyntax.self) == true || type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
                        return initial == "nil" || (initial == nil && optional)
                    }
                }
            }
            current = parent
        }
        return false
    }
}
