import SwiftSyntax

/// A state's name from the condition it is made under, as the author would say it:
/// `isExpanded` → `expanded`, `!isExpanded` → `notExpanded`, `case .editing` → `editing`,
/// `if let image` → `image`, `count > 9` → `countOver9`, `a && b` → `aAndB`; from a method:
/// `func setHighlighted()` → `highlighted`, `func expand()` → `expand`.
enum SwiftStateName {
    static func of(_ conditions: ConditionElementListSyntax) -> String {
        let words = conditions.map { element -> String in
            switch element.condition {
            case .expression(let expression): return of(expression: expression)
            case .optionalBinding(let binding): return word(binding.pattern.trimmedText)
            case .matchingPattern(let pattern): return of(pattern: pattern.pattern.trimmedText)
            default: return "available"
            }
        }
        return finish(words.enumerated().map { $0.offset == 0 ? $0.element : upper($0.element) }.joined(separator: "And"))
    }

    static func of(_ switchCase: SwitchCaseSyntax) -> String {
        let words = patterns(of: switchCase)
        guard !words.isEmpty else { return "otherCases" }
        return finish(words.enumerated().map { $0.offset == 0 ? $0.element : upper($0.element) }.joined(separator: "Or"))
    }

    /// A case's patterns as words (`case .reading, .preview:` → `reading`, `preview`).
    static func patterns(of switchCase: SwitchCaseSyntax) -> [String] {
        guard let label = switchCase.label.as(SwitchCaseLabelSyntax.self) else { return [] }
        return label.caseItems.map { of(pattern: $0.pattern.trimmedText) }
    }

    static func of(method: String) -> String {
        var name = method
        if name.hasPrefix("set"), name.count > 3, name.dropFirst(3).first?.isUppercase == true { name = String(name.dropFirst(3)) }
        return finish(lowerFirst(word(name)))
    }

    static func of(expression: ExprSyntax) -> String {
        finish(phrase(expression))
    }

    /// `.editing`, `let .loaded(items)`, `.loaded(let items)` → `editing`, `loaded`.
    static func of(pattern: String) -> String {
        var text = pattern.replacingOccurrences(of: "let ", with: "").replacingOccurrences(of: "var ", with: "")
        if let open = text.firstIndex(of: "(") { text = String(text[..<open]) }
        return word(String(text.split(separator: ".").last ?? ""))
    }

    private static func phrase(_ expression: ExprSyntax) -> String {
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return "not" + upper(phrase(prefix.expression))
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return phrase(only.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return phrase(elements: Array(sequence.elements)) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return phrase(call.calledExpression) }
        if let member = expression.as(MemberAccessExprSyntax.self) { return word(member.declName.baseName.text) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return word(reference.baseName.text) }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) { return literal.literal.text }
        if let force = expression.as(ForceUnwrapExprSyntax.self) { return phrase(force.expression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return phrase(optional.expression) }
        return identifiers(expression.trimmedText)
    }

    /// An unfolded `a && b == c || d`: split at `||`, then `&&`, then one comparison.
    private static func phrase(elements: [ExprSyntax]) -> String {
        func op(_ element: ExprSyntax) -> String? { element.as(BinaryOperatorExprSyntax.self)?.operator.text }
        for (joiner, word) in [("||", "Or"), ("&&", "And")] where elements.contains(where: { op($0) == joiner }) {
            var groups: [[ExprSyntax]] = [[]]
            for element in elements {
                if op(element) == joiner { groups.append([]) } else { groups[groups.count - 1].append(element) }
            }
            let words = groups.map { phrase(elements: $0) }
            return words.enumerated().map { $0.offset == 0 ? $0.element : upper($0.element) }.joined(separator: word)
        }
        if elements.count == 1 { return phrase(elements[0]) }
        guard elements.count == 3, let op = op(elements[1]) else { return identifiers(elements.map(\.trimmedText).joined(separator: " ")) }
        let (left, right) = (phrase(elements[0]), elements[2])
        if right.is(NilLiteralExprSyntax.self) { return op == "==" ? "no" + upper(left) : left }
        if right.trimmedText == "true" { return op == "==" ? left : "not" + upper(left) }
        if right.trimmedText == "false" { return op == "==" ? "not" + upper(left) : left }
        // `mode == .editing` → `editing`.
        if op == "==", let member = right.as(MemberAccessExprSyntax.self), member.base == nil { return word(member.declName.baseName.text) }
        let joiner = ["==": "Is", "!=": "IsNot", ">": "Over", "<": "Under", ">=": "AtLeast", "<=": "AtMost"][op] ?? ""
        return left + joiner + upper(phrase(right))
    }

    /// `isExpanded` → `expanded`; other names as written.
    private static func word(_ name: String) -> String {
        if name.hasPrefix("is"), name.count > 2, name.dropFirst(2).first?.isUppercase == true { return lowerFirst(String(name.dropFirst(2))) }
        return name
    }

    private static func identifiers(_ text: String) -> String {
        let words = text.replacingOccurrences(of: "self.", with: "").split { !$0.isLetter && !$0.isNumber && $0 != "_" }
        return words.enumerated().map { $0.offset == 0 ? String($0.element) : upper(String($0.element)) }.joined()
    }

    /// An identifier of the format: letters and digits, lower camel case, not a word of the format.
    private static func finish(_ raw: String) -> String {
        var name = lowerFirst(String(raw.filter { $0.isLetter || $0.isNumber }))
        if name.first?.isLetter != true { name = "state" + upper(name) }
        if name.count > 40 { name = String(name.prefix(40)) }
        if ItemNamer.reserved.contains(name) || stateWords.contains(name) { name += "State" }
        return name
    }

    private static let stateWords: Set<String> = ["remove", "change", "hide", "show", "state"]

    static func upper(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
    static func lowerFirst(_ word: String) -> String { word.prefix(1).lowercased() + word.dropFirst() }
}
