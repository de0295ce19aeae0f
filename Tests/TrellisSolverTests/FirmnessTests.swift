import Testing
import TrellisTestSupport
@testable import TrellisSolver

/// `Solver.holdsFirm` proves from the solved tableau that pulls on variables cannot move
/// them; a proof must agree with actually pulling them.
@Suite struct FirmnessTests {
    /// A pull of `weight` per unit on `variable` toward `target`.
    static func pull(_ variable: Variable, to target: Double, weight: Double) -> Constraint {
        Constraint(Expression(variable) - target, .equal, strength: Strength(strong: 0, medium: 0, weak: weight))
    }

    @Test func aPinnedChainHoldsFirm() throws {
        let x = Variable("x"), y = Variable("y"), w = Variable("w")
        let solver = Solver()
        try solver.add([
            Constraint(Expression(x) - 10, .equal),
            Constraint(Expression(y) - x - 5, .equal),
            Constraint(elastic: Expression(w) - 40, above: Strength(priority: 250), below: Strength(priority: 750)),
            Constraint(Expression(w) - y, .greaterThanOrEqual),
        ])
        #expect(solver.holdsFirm([x, y, w], againstPullsWeighing: 1e-6))
    }

    @Test func aFreeParameterDoesNotHoldFirm() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.add([Constraint(Expression(x) + y - 10, .equal), Constraint(Expression(z) - 3, .equal)])
        // One of x and y is the free parameter; z alone is pinned.
        #expect(!solver.holdsFirm([x, y], againstPullsWeighing: 1e-6))
        #expect(solver.holdsFirm([z], againstPullsWeighing: 1e-6))
        // A variable in no constraint is free too.
        #expect(!solver.holdsFirm([z, Variable("unknown")], againstPullsWeighing: 1e-6))
    }

    @Test func aPreferenceHoldsOnlyAgainstWeakerPulls() throws {
        let x = Variable("x")
        let held = Strength(priority: 300)  // weight 0.1
        let solver = Solver()
        try solver.add(Constraint(Expression(x) - 7, .equal, strength: held))
        #expect(solver.holdsFirm([x], againstPullsWeighing: held.weight / 4))
        #expect(!solver.holdsFirm([x], againstPullsWeighing: held.weight))
        // Pulled at the preference's own weight, x may indeed move: both optima tie.
        #expect(!solver.holdsFirm([x], againstPullsWeighing: .infinity))
    }

    /// Random systems, some with every variable anchored, some with anchors missing: every
    /// proof is checked by building the system again with a pull on each variable, both
    /// ways, and seeing that none moves; and the proof must fire for most anchored systems.
    @Test func everyProofSurvivesPullingEachVariableBothWays() throws {
        let weight = 1e-6
        var proven = 0, refused = 0, anchoredSystems = 0
        for seed in UInt64(1)...120 {
            var system = RandomSystem(seed: seed, variableCount: Int(seed % 5) + 3)  // a constraint takes up to 3
            let anchored = seed % 3 != 0
            var constraints = (0..<Int(seed % 6) + 2).map { _ in system.constraint(requiredShare: 0.4) }
            if anchored {
                constraints += system.anchors()
                anchoredSystems += 1
            }
            let solver = Solver()
            guard (try? solver.add(constraints)) != nil else { continue }
            solver.update()
            let values = system.variables.map { solver.value(of: $0) }
            guard solver.holdsFirm(system.variables, againstPullsWeighing: weight) else {
                refused += 1
                continue
            }
            proven += 1
            for sign in [1.0, -1.0] {
                let pulled = Solver()
                let pulls = system.variables.enumerated().map { i, v in
                    Self.pull(v, to: values[i] + sign * (1 + Double(i) / 7), weight: weight)
                }
                try pulled.add(constraints + pulls)
                pulled.update()
                for (i, v) in system.variables.enumerated() {
                    #expect(abs(pulled.value(of: v) - values[i]) < 1e-6, "seed \(seed): \(v) moved from \(values[i]) to \(pulled.value(of: v))")
                }
            }
        }
        // Anchors at priorities up to 300 (weights ≥ 1e-4) pin every variable; unanchored
        // systems leave parameters free.
        #expect(proven * 2 > anchoredSystems, "proven \(proven) of \(anchoredSystems) anchored systems")
        #expect(refused > 0)
    }
}
