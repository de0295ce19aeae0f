import Foundation
import Testing
@testable import TrellisSolver

/// The solver against a dense reference simplex (DenseReferenceLP) on seeded random small
/// systems: every solution it reports is an optimum of the same weighted problem, and every
/// required constraint it rejects really cannot hold with those it holds.
@Suite struct ReferenceLPTests {
    /// A random constraint whose non-required strengths stay within three decades, so the
    /// optimum's value is comparable to 1e-6 (the solver's own tests cover extreme weights).
    static func constraint(_ gen: inout RandomSystem, requiredShare: Double) -> Constraint {
        let c = gen.constraint(requiredShare: requiredShare)
        guard !c.strength.isRequired else { return c }
        return c.withStrength(Strength(priority: Double.random(in: 250..<550, using: &gen.rng)))
    }

    /// The solver's objective at its current solution: Σ weight · violation.
    static func objective(_ solver: Solver) -> Double {
        solver.constraints.reduce(0) { sum, c in
            guard !c.strength.isRequired else { return sum }
            let constant = solver.constant(of: c) ?? c.expression.constant
            let r = c.expression.terms.reduce(constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
            let violation: Double
            switch c.relation {
            case .equal: violation = abs(r)
            case .lessThanOrEqual: violation = max(0, r)
            case .greaterThanOrEqual: violation = max(0, -r)
            }
            return sum + c.strength.weight * violation
        }
    }

    static func held(_ solver: Solver) -> [(Constraint, constant: Double)] {
        solver.constraints.map { ($0, solver.constant(of: $0) ?? $0.expression.constant) }
    }

    /// Adds constraints, checking each rejection against the reference; then compares optima.
    static func addAndCompare(_ solver: Solver, _ gen: inout RandomSystem, count: Int, seed: UInt64, _ phase: String) {
        for _ in 0..<count {
            let c = constraint(&gen, requiredShare: 0.45)
            do {
                try solver.add(c)
            } catch {
                // Only a required constraint is ever rejected, and only when it cannot hold.
                #expect(c.strength.isRequired, "seed \(seed) \(phase): rejected non-required \(c)")
                let reference = DenseReferenceLP(held(solver) + [(c, c.expression.constant)], requiredOnly: true)
                #expect(reference.solve() == .infeasible, "seed \(seed) \(phase): rejected \(c), which can hold")
            }
        }
        compare(solver, seed: seed, phase)
    }

    static func compare(_ solver: Solver, seed: UInt64, _ phase: String) {
        solver.update()
        #expect(solver.violatedRequired().isEmpty, "seed \(seed) \(phase)")
        let ours = objective(solver)
        switch DenseReferenceLP(held(solver)).solve() {
        case .infeasible:
            Issue.record("seed \(seed) \(phase): the reference finds the held required constraints infeasible")
        case .optimal(let best):
            #expect(
                abs(ours - best) <= 1e-6 * max(1, abs(best)),
                "seed \(seed) \(phase): objective \(ours), reference optimum \(best)")
        }
    }

    @Test(arguments: Array(UInt64(500)..<UInt64(560)))
    func solutionsAreOptimaOfTheReferenceLP(seed: UInt64) throws {
        var gen = RandomSystem(seed: seed, variableCount: 3 + Int(seed % 6))
        let solver = Solver()
        Self.addAndCompare(solver, &gen, count: 6 + Int(seed % 19), seed: seed, "build")
        // Incremental changes: removes, constant changes, more adds.
        for c in solver.constraints where Int.random(in: 0..<3, using: &gen.rng) == 0 {
            try solver.remove(c)
        }
        for c in solver.constraints where Int.random(in: 0..<4, using: &gen.rng) == 0 {
            try? solver.setConstant(gen.constant(), of: c)
        }
        Self.compare(solver, seed: seed, "after removes and constant changes")
        Self.addAndCompare(solver, &gen, count: 6, seed: seed, "after more adds")
    }

    @Test func theReferenceSolvesAKnownProblem() {
        // x ≥ 10 required, x == 4 weighted 2, x == 20 weighted 1: optimum x = 10, cost 2·6 + 10.
        let x = Variable("x")
        let two = Strength(priority: 400 + 100 * log10(2))
        let lp = DenseReferenceLP([x >= 10, (x == 4) | two, (x == 20) | .weak].map { ($0, $0.expression.constant) })
        guard case .optimal(let value) = lp.solve() else {
            Issue.record("no optimum")
            return
        }
        #expect(abs(value - 22) < 1e-6)
        #expect(DenseReferenceLP([x >= 10, x <= 5].map { ($0, $0.expression.constant) }, requiredOnly: true).solve() == .infeasible)
    }
}
