/// The constant of a constraint or an argument: a number plus parameter terms,
/// e.g. `inset`, `-bottomOffset`, `2 * gap + 4`.
public struct ConstantExpression: Hashable, Sendable, Codable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    public struct Term: Hashable, Sendable, Codable {
        public var parameter: String
        public var coefficient: Double
        public init(_ parameter: String, coefficient: Double = 1) {
            self.parameter = parameter
            self.coefficient = coefficient
        }
    }

    public var value: Double
    /// Parameter terms in the order written.
    public var terms: [Term]

    public init(_ value: Double = 0, terms: [Term] = []) {
        self.value = value
        self.terms = terms
    }

    public init(integerLiteral value: Int) { self.init(Double(value)) }
    public init(floatLiteral value: Double) { self.init(value) }

    public static func parameter(_ name: String, coefficient: Double = 1) -> ConstantExpression {
        ConstantExpression(0, terms: [Term(name, coefficient: coefficient)])
    }

    public static let zero = ConstantExpression()

    public var isZero: Bool { value == 0 && terms.isEmpty }
    public var parameters: [String] { terms.map(\.parameter) }

    /// The value with every parameter bound; nil when one has no value.
    public func evaluate(_ bindings: (String) -> Double?) -> Double? {
        var total = value
        for term in terms {
            guard let bound = bindings(term.parameter) else { return nil }
            total += term.coefficient * bound
        }
        return total
    }

    public func scaled(by factor: Double) -> ConstantExpression {
        ConstantExpression(
            value * factor,
            terms: terms.map { Term($0.parameter, coefficient: $0.coefficient * factor) }
        )
    }

    public static func + (lhs: ConstantExpression, rhs: ConstantExpression) -> ConstantExpression {
        ConstantExpression(lhs.value + rhs.value, terms: lhs.terms + rhs.terms)
    }

    public static prefix func - (operand: ConstantExpression) -> ConstantExpression {
        operand.scaled(by: -1)
    }

    public static func - (lhs: ConstantExpression, rhs: ConstantExpression) -> ConstantExpression {
        lhs + -rhs
    }

    /// Written as it would follow an anchor: `inset + 4`, `-bottomOffset`, `2 * gap`, `0`.
    public var description: String { LayoutNumber.formatExpression(self) }
}
