import SwiftSyntax

/// Numbers a Swift file defines as literals — `let margin: CGFloat = 16`,
/// `enum Metrics { static let spacing = 8.0 }`, `private let inset = margin * 2` — so
/// constraints that use them import with their values. Anything else is not a constant.
struct ConstantResolver {
    private(set) var values: [String: Double] = [:]

    init(_ file: SourceFileSyntax) {
        let collector = _LetCollector(viewMode: .sourceAccurate)
        collector.walk(file)
        // Definitions may use each other in any order: resolve until nothing changes. A round
        // retries only the definitions that read a name the round before gave a value (retrying
        // all of them was quadratic in a chain of lets written last-first).
        let definitions = collector.definitions
        var readers: [String: [Int]] = [:]
        for (index, definition) in definitions.enumerated() {
            for key in Self.names(readBy: definition.value, scope: definition.scope) { readers[key, default: []].append(index) }
        }
        var resolved = [Bool](repeating: false, count: definitions.count)
        var round = Array(definitions.indices)
        while !round.isEmpty {
            var given: [String] = []
            for index in round where !resolved[index] {
                let definition = definitions[index]
                guard let value = evaluate(definition.value, scope: definition.scope) else { continue }
                resolved[index] = true
                given += assign(value, to: definition)
            }
            var next = Set<Int>()
            for key in given {
                for reader in readers[key] ?? [] where !resolved[reader] { next.insert(reader) }
            }
            round = next.sorted()
        }
    }

    /// Records a definition's value under each name it can be read by; returns those names.
    private mutating func assign(_ value: Double, to definition: _LetCollector.Definition) -> [String] {
        var keys = [definition.name]
        values[definition.name] = value
        if let scope = definition.scope {
            keys.append("\(scope).\(definition.name)")
            values["\(scope).\(definition.name)"] = value
            // `Metrics.x` inside the type that nests `Metrics`.
            if let innermost = scope.split(separator: ".").last, innermost != Substring(scope) {
                let key = "\(innermost).\(definition.name)"
                if values[key] == nil {
                    values[key] = value
                    keys.append(key)
                }
            }
        }
        return keys
    }

    /// The names `evaluate` looks up for `expression`, in the same cases.
    static func names(readBy expression: ExprSyntax, scope: String?) -> [String] {
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return names(readBy: prefix.expression, scope: scope) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return names(readBy: only.expression, scope: scope)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let argument = call.arguments.first {
            return names(readBy: argument.expression, scope: scope)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return scope.map { ["\($0).\(name)", name] } ?? [name]
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            let baseText = base.trimmedText
            if baseText == "Self" || baseText == "self", let scope { return ["\(scope).\(name)"] }
            return ["\(baseText).\(name)"]
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return sequence.elements.flatMap { names(readBy: $0, scope: scope) }
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            return names(readBy: infix.leftOperand, scope: scope) + names(readBy: infix.rightOperand, scope: scope)
        }
        return []
    }

    /// A number literal, negative or not, with no names to resolve.
    static func literal(_ expression: ExprSyntax) -> Double? {
        ConstantResolver(values: [:]).evaluate(expression)
    }

    private init(values: [String: Double]) { self.values = values }

    /// The value of a numeric expression: literals, resolved names (`margin`, `Metrics.x`,
    /// `Self.x`), `CGFloat(…)`, unary minus and `+ - * /` of those.
    func evaluate(_ expression: ExprSyntax, scope: String? = nil) -> Double? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return Double(integer.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return evaluate(prefix.expression, scope: scope).map { -$0 }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression, scope: scope)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            ["CGFloat", "Double", "Float", "Int"].contains(callee.baseName.text),
            let argument = call.arguments.first, argument.label == nil
        {
            return evaluate(argument.expression, scope: scope)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let scope, let value = values["\(scope).\(name)"] { return value }
            return values[name]
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            let baseText = base.trimmedText
            if baseText == "Self" || baseText == "self", let scope { return values["\(scope).\(name)"] }
            return values["\(baseText).\(name)"]
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return evaluateSequence(Array(sequence.elements), scope: scope)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self),
            let lhs = evaluate(infix.leftOperand, scope: scope), let rhs = evaluate(infix.rightOperand, scope: scope),
            let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
        {
            return Self.apply(op, lhs, rhs)
        }
        return nil
    }

    /// `a + b * c` as the parser leaves it (unfolded): `*` and `/` before `+` and `-`.
    private func evaluateSequence(_ elements: [ExprSyntax], scope: String?) -> Double? {
        guard elements.count % 2 == 1 else { return nil }
        var operands: [Double] = []
        var operators: [String] = []
        for (index, element) in elements.enumerated() {
            if index % 2 == 0 {
                guard let value = evaluate(element, scope: scope) else { return nil }
                operands.append(value)
            } else {
                guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/"].contains(op) else { return nil }
                operators.append(op)
            }
        }
        // First pass: * and /.
        var terms = [operands[0]]
        var additive: [String] = []
        for (index, op) in operators.enumerated() {
            let next = operands[index + 1]
            if op == "*" || op == "/" {
                guard let combined = Self.apply(op, terms[terms.count - 1], next) else { return nil }
                terms[terms.count - 1] = combined
            } else {
                terms.append(next)
                additive.append(op)
            }
        }
        var total = terms[0]
        for (index, op) in additive.enumerated() {
            total = op == "+" ? total + terms[index + 1] : total - terms[index + 1]
        }
        return total
    }

    static func apply(_ op: String, _ lhs: Double, _ rhs: Double) -> Double? {
        switch op {
        case "+": return lhs + rhs
        case "-": return lhs - rhs
        case "*": return lhs * rhs
        case "/": return rhs == 0 ? nil : lhs / rhs
        default: return nil
        }
    }
}

/// Every `let NAME = EXPR` (and `static let`), with the type it sits in.
final class _LetCollector: SyntaxVisitor {
    struct Definition {
        var name: String
        var value: ExprSyntax
        var scope: String?
    }

    var definitions: [Definition] = []
    var scopes: [String] = []

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { push(node.extendedType.trimmedText) }
    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    private func push(_ name: String) -> SyntaxVisitorContinueKind {
        scopes.append(scopes.isEmpty ? name : "\(scopes.joined(separator: ".")).\(name)")
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.bindingSpecifier.tokenKind == .keyword(.let) else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value
            else { continue }
            definitions.append(Definition(name: name, value: value, scope: scopes.last))
        }
        return .skipChildren
    }
}
