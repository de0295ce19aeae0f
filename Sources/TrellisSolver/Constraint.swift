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
    /// For an elastic constraint (see ``init(elastic:above:below:)``): what a negative
    /// expression costs. `strength` is then what a positive one costs. nil otherwise.
    public let strengthBelow: Strength?

    public init(_ expression: consuming Expression, _ relation: Relation, strength: Strength = .required) {
        expression.reduce()
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.strengthBelow = nil
    }

    /// An elastic equality: `expression == 0` is preferred, and each side of a violation
    /// has its own price: above zero costs `above`, below zero costs `below`. Both must
    /// be non-required (the solver rejects a required side).
    ///
    /// The optimum is the same as with the pair `expression <= 0 | above` and
    /// `expression >= 0 | below`, but the solver keeps one row with two error symbols
    /// instead of two rows with four symbols. Auto Layout's intrinsic content size is the
    /// use: hugging resists growing, compression resistance resists shrinking.
    public init(elastic expression: consuming Expression, above: Strength, below: Strength) {
        expression.reduce()
        self.expression = expression
        self.relation = .equal
        self.strength = above
        self.strengthBelow = below
    }

    /// Whether this is an elastic equality with a price per side.
    public var isElastic: Bool { strengthBelow != nil }

    /// `lhs (relation) rhs`, normalised to `lhs - rhs (relation) 0`.
    public convenience init(
        _ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required
    ) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// A new constraint (new identity) with the same expression and another strength.
    /// An elastic constraint keeps its own price below zero.
    public func withStrength(_ strength: Strength) -> Constraint {
        if let below = strengthBelow { return Constraint(elastic: expression, above: strength, below: below) }
        return Constraint(expression, relation, strength: strength)
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
        if let below = strengthBelow { return "\(expression) == 0 | above \(strength), below \(below)" }
        return "\(expression) \(relation) 0 | \(strength)"
    }
}
