// Relations build required constraints; `|` gives them a strength, kiwi-style:
// `(x == 5) | .weak`, `(x >= 10) | 750.0`.

public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(
    lhs: L, rhs: R
) -> Constraint {
    Constraint(lhs.linearExpression, .equal, rhs.linearExpression)
}

public func == <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs.linearExpression, .equal, Expression(constant: rhs))
}

public func == <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(Expression(constant: lhs), .equal, rhs.linearExpression)
}

public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(
    lhs: L, rhs: R
) -> Constraint {
    Constraint(lhs.linearExpression, .lessThanOrEqual, rhs.linearExpression)
}

public func <= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs.linearExpression, .lessThanOrEqual, Expression(constant: rhs))
}

public func <= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(Expression(constant: lhs), .lessThanOrEqual, rhs.linearExpression)
}

public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(
    lhs: L, rhs: R
) -> Constraint {
    Constraint(lhs.linearExpression, .greaterThanOrEqual, rhs.linearExpression)
}

public func >= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs.linearExpression, .greaterThanOrEqual, Expression(constant: rhs))
}

public func >= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(Expression(constant: lhs), .greaterThanOrEqual, rhs.linearExpression)
}

// `|` keeps the standard library's precedence (it binds tighter than `==`), so the
// relation needs parentheses, as in kiwi's Python API.

/// The constraint with another strength (a new constraint).
public func | (constraint: Constraint, strength: Strength) -> Constraint {
    constraint.withStrength(strength)
}

/// The constraint with an Auto Layout priority (1000 is required).
public func | (constraint: Constraint, priority: Double) -> Constraint {
    constraint.withStrength(Strength(priority: priority))
}
