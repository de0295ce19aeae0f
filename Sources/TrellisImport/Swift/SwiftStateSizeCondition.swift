import SwiftSyntax
import TrellisModel

extension ImportStateCondition {
    /// `view.bounds.width > 530` (and `self.view.frame.size.height <= 400`, a view's own
    /// `bounds.width`, `UIScreen.main.bounds.width`): a condition on the root's size; nil for
    /// any other condition, and for more than one.
    init?(_ conditions: ConditionElementListSyntax) {
        guard conditions.count == 1, case .expression(let expression)? = conditions.first?.condition,
            let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3
        else { return nil }
        let elements = Array(sequence.elements)
        guard let operatorText = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, let relation = Relation(rawValue: operatorText),
            let value = Self.number(elements[2]), let dimension = Self.rootSize(elements[0])
        else { return nil }
        self.init(dimension, relation, value)
    }

    private static func number(_ expression: ExprSyntax) -> Double? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text.filter { $0 != "_" }) }
        if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text.filter { $0 != "_" }) }
        return nil
    }

    /// The dimension of the root's size `view.bounds.width` names; nil for another view's.
    private static func rootSize(_ expression: ExprSyntax) -> Dimension? {
        var parts = expression.trimmedDescription.split(separator: ".").map(String.init)
        guard let last = parts.popLast(), let dimension = Dimension(rawValue: last) else { return nil }
        if parts.last == "size" { parts.removeLast() }
        guard let rect = parts.popLast(), rect == "bounds" || rect == "frame" else { return nil }
        if parts.first == "self" { parts.removeFirst() }
        guard parts.isEmpty || parts == ["view"] || parts == ["UIScreen", "main"] else { return nil }
        return dimension
    }
}

extension SwiftStateAssembly {
    /// Each state made under a condition on the root's size says so in a comment
    /// (`// only where the root's width > 530`), which the import record keeps for `check`.
    static func markSizeConditions(_ states: inout [LayoutState], branches: [String: [SwiftBranch]]) {
        for index in states.indices {
            for condition in (branches[states[index].name] ?? []).compactMap(\.condition) {
                states[index].comments.append(ImportStateCondition.prefix + condition.description)
            }
        }
    }
}
