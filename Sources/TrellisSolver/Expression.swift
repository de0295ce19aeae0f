/// A linear expression: a sum of terms plus a constant.
public struct Expression: Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    CustomStringConvertible
{
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    public init(_ term: Term) {
        self.init([term])
    }

    public init(constant: Double) {
        self.init([], constant: constant)
    }

    public init(floatLiteral value: Double) {
        self.init(constant: value)
    }

    public init(integerLiteral value: Int) {
        self.init(constant: Double(value))
    }

    /// The same expression with like terms merged and zero coefficients dropped,
    /// in order of first appearance.
    public func reduced() -> Expression {
        var index: [ObjectIdentifier: Int] = [:]
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if let at = index[key] {
                merged[at].coefficient += term.coefficient
            } else {
                index[key] = merged.count
                merged.append(term)
            }
        }
        return Expression(merged.filter { $0.coefficient != 0 }, constant: constant)
    }

    /// The value of the expression when every variable takes `value(variable)`.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    public var description: String {
        var parts: [String] = []
        for (i, term) in terms.enumerated() {
            let magnitude = Term(term.variable, abs(term.coefficient)).description
            if i == 0 {
                parts.append(term.coefficient < 0 ? "-\(magnitude)" : magnitude)
            } else {
                parts.append(term.coefficient < 0 ? "- \(magnitude)" : "+ \(magnitude)")
            }
        }
        if constant != 0 || parts.isEmpty {
            if parts.isEmpty {
                parts.append(_format(constant))
            } else {
                parts.append(constant < 0 ? "- \(_format(-constant))" : "+ \(_format(constant))")
            }
        }
        return parts.joined(separator: " ")
    }
}
