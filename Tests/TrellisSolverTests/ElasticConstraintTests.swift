import Testing
@testable import TrellisSolver

/// `Constraint(elastic:above:below:)` must give the optimum of the pair it replaces:
/// `expression <= 0 | above` and `expression >= 0 | below`.
@Suite struct ElasticConstraintTests {
    @Test func hugsAndResistsWithItsOwnPrices() throws {
        // A 100-wide label squeezed to 80 by a 500 pull: compression 750 wins, stays 100;
        // pulled to 130 by a 500: hugging 250 loses, it grows to 130.
        let width = Variable("width")
        let label = Constraint(elastic: width - 100, above: Strength(priority: 250), below: Strength(priority: 750))
        let solver = Solver()
        try solver.add(label)
        let squeeze = (width == 80) | 500
        try solver.add(squeeze)
        solver.update()
        #expect(abs(solver.value(of: width) - 100) < 1e-9)
        try solver.remove(squeeze)
        try solver.add((width == 130) | 500)
        solver.update()
        #expect(abs(solver.value(of: width) - 130) < 1e-9)
    }

    @Test func aRequiredSideIsRejectedAndNothingChanges() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 5) | .weak)
        let before = solver._debugState()
        let bad = Constraint(elastic: x - 3, above: .required, below: .weak)
        #expect(throws: SolverError.self) { try solver.add(bad) }
        #expect(solver._debugState() == before)
        #expect(!solver.has(bad))
    }

    @Test func withStrengthKeepsThePriceBelow() {
        let x = Variable("x")
        let c = Constraint(elastic: x - 3, above: .weak, below: .medium).withStrength(.strong)
        #expect(c.isElastic)
        #expect(c.strength == .strong && c.strengthBelow == .medium)
    }

    @Test func removingOneReclaimsItsSymbolsAndWeights() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add((x + y == 100) | .required)
        try solver.add((x == 30) | .weak)
        solver.update()
        let liveSymbols = solver.tableau.liveSymbolCount, objective = solver.tableau.objectiveConstant
        let elastic = Constraint(elastic: x - y, above: .medium, below: .strong)
        try solver.add(elastic)
        solver.update()
        #expect(abs(solver.value(of: x) - 50) < 1e-9)
        try solver.remove(elastic)
        solver.update()
        #expect(abs(solver.value(of: x) - 30) < 1e-9)
        // Both error symbols and their objective weights are gone.
        #expect(solver.tableau.liveSymbolCount == liveSymbols)
        #expect(abs(solver.tableau.objectiveConstant - objective) < 1e-9)
        #expect(solver._invariantViolations().isEmpty)
    }

    /// Seeded random systems: one solver gets elastic constraints, the other the
    /// inequality pairs; the values of every variable agree.
    @Test(arguments: Array(UInt64(1)...UInt64(16)))
    func sameOptimumAsTheInequalityPair(seed: UInt64) throws {
        var gen = RandomSystem(seed: seed, variableCount: 8)
        let elastic = Solver(), pairs = Solver()
        let anchors = gen.anchors()
        try elastic.add(anchors)
        try pairs.add(anchors)
        for _ in 0..<24 {
            let shape = gen.constraint(requiredShare: 0)
            let above = gen.strength(requiredShare: 0), below = gen.strength(requiredShare: 0)
            try elastic.add(Constraint(elastic: shape.expression, above: above, below: below))
            try pairs.add([
                Constraint(shape.expression, .lessThanOrEqual, strength: above),
                Constraint(shape.expression, .greaterThanOrEqual, strength: below),
            ])
            // Required structure now and then, the same in both.
            if Int.random(in: 0..<4, using: &gen.rng) == 0 {
                let hard = gen.constraint(requiredShare: 1)
                if Solver.isSatisfiable(elastic.constraints.filter { $0.strength.isRequired } + [hard]) {
                    try elastic.add(hard)
                    try pairs.add(hard)
                }
            }
        }
        elastic.update()
        pairs.update()
        for v in gen.variables {
            #expect(abs(elastic.value(of: v) - pairs.value(of: v)) < 1e-6, "seed \(seed): \(v)")
        }
        #expect(elastic.statistics.rows < pairs.statistics.rows)
    }
}
