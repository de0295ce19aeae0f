import SwiftSyntax

/// Numbers a Swift file defines as literals — `let margin: CGFloat = 16`,
/// `enum Metrics { static let spacing = 8.0 }`, `private let inset = margin * 2` — so
/// constraints that use them import with their values; the parts of a size, point, rect or
/// insets made of such numbers (`static let icon = CGSize(width: 20, height: 20)` gives
/// `icon.width`); and, through `run`, the type-level constants other files of the import
/// define, by their full name (`Styles.Sizes.gutter`). Anything else is not a constant.
struct ConstantResolver {
    private(set) var values: [String: Double] = [:]
    /// Other files' type-level constants by full name (`SwiftTypeIndex.runConstants`), read where this file has none.
    private var run: [String: Double] = [:]

    init(_ file: SourceFileSyntax, run: [String: Double] = [:]) {
        let collector = _LetCollector(viewMode: .sourceAccurate)
        collector.walk(file)
        self.init(definitions: collector.definitions, run: run, bareNames: true)
    }

    /// Resolves `definitions`; `bareNames`: a type's constant is also known by its bare name
    /// (within one file; across a run two types' `inset`s would clash).
    init(definitions: [_LetCollector.Definition], run: [String: Double] = [:], bareNames: Bool) {
        self.run = run
        // Definitions may use each other in any order: resolve until nothing changes. A round
        // retries only the definitions that read a name the round before gave a value (retrying
        // all of them was quadratic in a chain of lets written last-first).
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
                if let value = evaluate(definition.value, scope: definition.scope) {
                    resolved[index] = true
                    given += assign(value, to: definition, bareNames: bareNames)
                } else if let parts = parts(of: definition.value, scope: definition.scope) {
                    resolved[index] = true
                    for (label, value) in parts {
                        var part = definition
                        part.name += ".\(label)"
                        given += assign(value, to: part, bareNames: bareNames)
                    }
                    // Readers of the whole (`let size = Styles.icon`) wait on its name.
                    given += [definition.name] + (definition.scope.map { ["\($0).\(definition.name)"] } ?? [])
                }
            }
            var next = Set<Int>()
            for key in given {
                for reader in readers[key] ?? [] where !resolved[reader] { next.insert(reader) }
            }
            round = next.sorted()
        }
    }

    /// Records a definition's value under each name it can be read by; returns those names.
    private mutating func assign(_ value: Double, to definition: _LetCollector.Definition, bareNames: Bool) -> [String] {
        var keys: [String] = []
        if bareNames || definition.scope == nil {
            keys.append(definition.name)
            values[definition.name] = value
        }
        if let scope = definition.scope {
            keys.append("\(scope).\(definition.name)")
            values["\(scope).\(definition.name)"] = value
            // `Metrics.x` inside the type that nests `Metrics`.
            if bareNames, let innermost = scope.split(separator: ".").last, innermost != Substring(scope) {
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
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return call.arguments.flatMap { names(readBy: $0.expression, scope: scope) }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return enclosing(scope).map { "\($0).\(name)" } + [name]
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            let baseText = base.trimmedText
            if baseText == "Self" || baseText == "self", let scope { return ["\(scope).\(name)"] }
            if base.is(DeclReferenceExprSyntax.self) { return enclosing(scope).map { "\($0).\(baseText).\(name)" } + ["\(baseText).\(name)"] }
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

    /// The scopes a name is looked up in, innermost first: `A.B`, then `A` (Swift's lookup through nested types).
    static func enclosing(_ scope: String?) -> [String] {
        guard let scope else { return [] }
        var result = [scope]
        var current = Substring(scope)
        while let dot = current.lastIndex(of: ".") {
            current = current[..<dot]
            result.append(String(current))
        }
        return result
    }

    /// A name read bare inside `scope`: the innermost type's, then the enclosing types', then the file's.
    private func value(ofName name: String, scope: String?) -> Double? {
        for enclosing in Self.enclosing(scope) {
            if let value = values["\(enclosing).\(name)"] { return value }
        }
        return values[name]
    }

    /// A constant by the name a file reads it (`gutter`, `Sizes.icon.width`, `Styles.Sizes.gutter`).
    func value(of name: String) -> Double? { values[name] ?? run[name] }

    static let partLabels: Set<String> = ["width", "height", "x", "y", "top", "left", "bottom", "right", "leading", "trailing"]

    /// The numbers a size, point, rect or insets is made of (`CGSize(width: 20, height: 20)`,
    /// `UIEdgeInsets(top: rowSpacing, left: gutter, …)`), or those of another such constant it
    /// names (`static let logoSize = OtherCell.Size.logoSize`); nil unless every part is a number.
    func parts(of expression: ExprSyntax, scope: String?) -> [(String, Double)]? {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let callee = SwiftCallee.text(of: call)
            guard ["CGSize", "CGPoint", "CGRect", "UIEdgeInsets", "NSDirectionalEdgeInsets", "CGSize.init", "UIEdgeInsets.init"].contains(callee),
                !call.arguments.isEmpty
            else { return nil }
            var parts: [(String, Double)] = []
            for argument in call.arguments {
                guard let label = argument.label?.text, Self.partLabels.contains(label), let value = evaluate(argument.expression, scope: scope) else {
                    return nil
                }
                parts.append((label, value))
            }
            return parts
        }
        guard expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) else { return nil }
        let text = expression.trimmedText
        let parts = Self.partLabels.sorted().compactMap { label -> (String, Double)? in
            let key = "\(text).\(label)"
            if expression.is(DeclReferenceExprSyntax.self) { return value(ofName: key, scope: scope).map { (label, $0) } }
            return (values[key] ?? run[key]).map { (label, $0) }
        }
        return parts.isEmpty ? nil : parts
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
            return value(ofName: reference.baseName.text, scope: scope)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            let baseText = base.trimmedText
            if baseText == "Self" || baseText == "self", let scope { return values["\(scope).\(name)"] }
            // `size.width` of a local or member `size` (the type's own first, then the types around it).
            if base.is(DeclReferenceExprSyntax.self), let value = value(ofName: "\(baseText).\(name)", scope: scope) { return value }
            let key = "\(baseText).\(name)"
            return values[key] ?? run[key]
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
        /// Declared as a member of a type or at the top level (not a local of a method).
        var isTypeLevel = true
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
            definitions.append(Definition(name: name, value: value, scope: scopes.last, isTypeLevel: SwiftLocalScopes.scope(of: node) == nil))
        }
        return .skipChildren
    }
}
