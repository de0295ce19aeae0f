// Arithmetic in kiwi's style. The operators are generic over
// `LinearExpressionConvertible` (Variable, Term, Expression) with separate Double
// overloads, rather than one overload per pair of types: that keeps literals
// unambiguous (`x + 5` uses the Double overload even though Expression is a literal
// type) and keeps long expressions quick to type-check.

/// A value that reads as a linear expression: ``Variable``, ``Term`` or ``Expression``.
public protocol LinearExpressionConvertible {
    var linearExpression: Expression { get }
}

extension Variable: LinearExpressionConvertible {
    public var linearExpression: Expression { Expression(self) }
}

extension Term: LinearExpressionConvertible {
    public var linearExpression: Expression { Expression(self) }
}

extension Expression: LinearExpressionConvertible {
    public var linearExpression: Expression { self }
}

extension Expression {
    func _scaled(_ factor: Double) -> Expression {
        Expression(
            terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    func _adding(_ other: Expression) -> Expression {
        Expression(terms + other.terms, constant: constant + other.constant)
    }
}

// MARK: Sums

public func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(
    lhs: L, rhs: R
) -> Expression {
    lhs.linearExpression._adding(rhs.linearExpression)
}

public func + <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    lhs.linearExpression._adding(Expression(constant: rhs))
}

public func + <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
    Expression(constant: lhs)._adding(rhs.linearExpression)
}

public func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(
    lhs: L, rhs: R
) -> Expression {
    lhs.linearExpression._adding(rhs.linearExpression._scaled(-1))
}

public func - <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    lhs.linearExpression._adding(Expression(constant: -rhs))
}

public func - <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
    Expression(constant: lhs)._adding(rhs.linearExpression._scaled(-1))
}

public prefix func - (operand: Variable) -> Term {
    Term(operand, -1)
}

public prefix func - (operand: Term) -> Term {
    Term(operand.variable, -operand.coefficient)
}

public prefix func - (operand: Expression) -> Expression {
    operand._scaled(-1)
}

// MARK: Products (by a constant only: the system stays linear)

public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
public func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * rhs) }
public func * (lhs: Double, rhs: Term) -> Term { Term(rhs.variable, rhs.coefficient * lhs) }
public func * (lhs: Expression, rhs: Double) -> Expression { lhs._scaled(rhs) }
public func * (lhs: Double, rhs: Expression) -> Expression { rhs._scaled(lhs) }

public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }
public func / (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient / rhs) }
public func / (lhs: Expression, rhs: Double) -> Expression { lhs._scaled(1 / rhs) }
