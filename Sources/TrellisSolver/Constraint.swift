/// The relation of a constraint's expression to zero.
public enum Relation: Sendable, CustomStringConvertible {
    case equal, lessThanOrEqual, greaterThanOrEqual

    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear relation `expression (relation) 0` with a strength.
///
/// Constraints are compared by identity: two constraints with the same text are two
/// constraints, and a constraint can be added to a solver only once.
public final class Constraint: Hashable, CustomStringConvertible, @unchecked Sendable {
    // @unchecked: every stored property is an immutable Sendable value.

    /// Normalised: like terms merged, zero coefficients dropped, right-hand side zero.
    public let expression: Expression
    public let relation: Relation
    public let strength: Strength

    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression.reduced()
        self.relation = relation
        self.strength = strength
    }

    /// `lhs (relation) rhs`, normalised to `lhs - rhs (relation) 0`.
    public convenience init(
        _ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required
    ) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// A new constraint (new identity) with the same expression and another strength.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    /// Whether the constraint holds for the given values, within `tolerance`.
    public func isSatisfied(tolerance: Double = 1e-6, by value: (Variable) -> Double) -> Bool {
        let residual = expression.evaluate(value)
        switch relation {
        case .equal: return abs(residual) <= tolerance
        case .lessThanOrEqual: return residual <= tolerance
        case .greaterThanOrEqual: return residual >= -tolerance
        }
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String {
        "\(expression) \(relation) 0 | \(strength)"
    }
}
