import Testing
@testable import TrellisSolver

@Suite struct ExpressionTests {
    let x = Variable("x"), y = Variable("y")

    func coefficients(_ e: Expression) -> [String: Double] {
        var result: [String: Double] = [:]
        for t in e.terms { result[t.variable.name, default: 0] += t.coefficient }
        return result
    }

    @Test func arithmeticCombinesVariablesTermsExpressionsAndConstants() {
        let e = 2 * x + 3 - (y / 2) + x * 0.5 - 1
        #expect(coefficients(e) == ["x": 2.5, "y": -0.5])
        #expect(e.constant == 2)
        let n = -(x + 1)
        #expect(coefficients(n) == ["x": -1])
        #expect(n.constant == -1)
        let t: Term = -x
        #expect(t.coefficient == -1)
        let scaled = (x + y + 4) * 2 / 4
        #expect(coefficients(scaled) == ["x": 0.5, "y": 0.5])
        #expect(scaled.constant == 2)
    }

    @Test func relationsNormaliseToExpressionAgainstZero() {
        let c = x + 2 <= y * 3 + 5
        #expect(c.relation == .lessThanOrEqual)
        #expect(coefficients(c.expression) == ["x": 1, "y": -3])
        #expect(c.expression.constant == -3)
        #expect(c.strength == .required)
        let d = 10 >= x
        #expect(d.relation == .greaterThanOrEqual)
        #expect(coefficients(d.expression) == ["x": -1])
        #expect(d.expression.constant == 10)
    }

    @Test func likeTermsAreMergedAndZeroTermsDropped() {
        let c = x + y - x == 4
        #expect(c.expression.terms.count == 1)
        #expect(c.expression.terms[0].variable === y)
    }

    @Test func literalsAndDoubleValuesWorkOnEitherSide() {
        let w = 3.0
        let a = x == w
        let b = 5 == x + 1
        let e: Expression = 7
        let c = x <= e
        #expect(a.expression.constant == -3)
        #expect(b.expression.constant == 4)
        #expect(c.expression.constant == -7)
        // Plain Double arithmetic is untouched by the operators.
        let plain = w * 2 + 1
        #expect(plain == 7)
        let equal: Bool = x == x
        #expect(equal)
    }

    @Test func strengthOperatorMakesANewConstraint() {
        let c = x == 5
        let weak = c | .weak
        let p = c | 250.0
        #expect(weak !== c)
        #expect(weak.strength == .weak)
        #expect(p.strength == Strength(priority: 250))
        #expect(c.strength == .required)
    }

    @Test func descriptionsReadLikeEquations() {
        #expect((2 * x - y + 3).description == "2 * x - y + 3")
        #expect((x >= 10).description == "x - 10 >= 0 | required")
        #expect(((x == 1) | .strong).description == "x - 1 == 0 | strong")
        #expect(((x == 1) | 250.0).description == "x - 1 == 0 | priority 250")
    }
}

@Suite struct ExpressionReductionTests {
    @Test func reduceMergesInPlaceInOrderOfFirstAppearance() {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        var e = Expression([Term(a, 1), Term(b, 2), Term(a, -1), Term(c, 3), Term(b, 1)], constant: 4)
        e.reduce()
        #expect(e.terms.map(\.variable) == [b, c])
        #expect(e.terms.map(\.coefficient) == [3, 3])
        #expect(e.constant == 4)
    }

    @Test func longExpressionsTakeTheHashedPathWithTheSameResult() {
        let variables = (0..<12).map { Variable("v\($0)") }
        // 24 terms: every variable twice, the even ones cancelling.
        let terms = variables.enumerated().flatMap { i, v in [Term(v, 1), Term(v, i % 2 == 0 ? -1 : 1)] }
        let reduced = Expression(terms).reduced()
        #expect(reduced.terms.map(\.variable) == variables.enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
        #expect(reduced.terms.allSatisfy { $0.coefficient == 2 })
    }
}
