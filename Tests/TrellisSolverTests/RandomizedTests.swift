import Testing
@testable import TrellisSolver

/// Property tests on seeded random systems of 1–3-term constraints with mixed
/// strengths: adds (some rejected), removes, edits and constant changes.
@Suite struct RandomizedTests {
    @Test(arguments: Array(UInt64(1)...UInt64(12)))
    func everyAcceptedRequiredConstraintHoldsAfterEveryStep(seed: UInt64) throws {
        var gen = RandomSystem(seed: seed, variableCount: 10)
        let solver = Solver()
        var edits: [Variable] = []
        for step in 0..<160 {
            let roll = Int.random(in: 0..<100, using: &gen.rng)
            if roll < 55 || solver.constraints.isEmpty {
                let c = gen.constraint(requiredShare: 0.6)
                let before = solver._debugState()
                do {
                    try solver.add(c)
                } catch let SolverError.unsatisfiable(failed, conflicting) {
                    #expect(failed === c)
                    let after = solver._debugState()
                    #expect(after == before, "rejected add changed state (seed \(seed), step \(step)):\n\(stateDiff(before, after))")
                    if after != before { return }
                    #expect(conflicting.contains { $0 === c })
                }
            } else if roll < 70 {
                if let c = gen.pick(solver.constraints) { try solver.remove(c) }
            } else if roll < 80 {
                if let c = gen.pick(solver.constraints) {
                    let before = solver._debugState()
                    do {
                        try solver.setConstant(gen.constant(), of: c)
                    } catch SolverError.unsatisfiable {
                        #expect(solver._debugState() == before)
                    }
                }
            } else if roll < 88 {
                let v = gen.variables[Int.random(in: 0..<gen.variables.count, using: &gen.rng)]
                if solver.hasEditVariable(v) {
                    try solver.removeEditVariable(v)
                    edits.removeAll { $0 === v }
                } else {
                    try solver.addEditVariable(v, strength: gen.strength(requiredShare: 0))
                    edits.append(v)
                }
            } else if let v = gen.pick(edits) {
                try solver.suggestValue(gen.constant(), for: v)
            }
            solver.update()
            let violated = solver.violatedRequired()
            #expect(violated.isEmpty, "seed \(seed) step \(step): \(violated)")
            let broken = solver._invariantViolations() + solver._identityViolations(seed: UInt64(step))
            #expect(broken.isEmpty, "seed \(seed) step \(step): \(broken)")
            if !violated.isEmpty || !broken.isEmpty { return }
        }
    }

    /// After any sequence of operations the solution equals that of a fresh solver
    /// given the same constraints (edits as equal-strength constraints): incremental
    /// removes, edits and constant changes leave nothing behind.
    @Test(arguments: Array(UInt64(100)...UInt64(107)))
    func incrementalSolutionMatchesAFreshSolve(seed: UInt64) throws {
        var gen = RandomSystem(seed: seed, variableCount: 8)
        let solver = Solver()
        try solver.add(gen.anchors())
        var suggested: [ObjectIdentifier: (Variable, Strength, Double)] = [:]
        for step in 0..<80 {
            let roll = Int.random(in: 0..<100, using: &gen.rng)
            if roll < 50 {
                try? solver.add(gen.constraint(requiredShare: 0.5))
            } else if roll < 65 {
                if let c = gen.pick(solver.constraints.filter { $0.terms.count > 1 || $0.relation != .equal || $0.strength.isRequired }) {
                    try solver.remove(c)
                }
            } else if roll < 78 {
                if let c = gen.pick(solver.constraints) { try? solver.setConstant(gen.constant(), of: c) }
            } else {
                let v = gen.variables[Int.random(in: 0..<gen.variables.count, using: &gen.rng)]
                if let (_, strength, _) = suggested[ObjectIdentifier(v)] {
                    let value = gen.constant()
                    try solver.suggestValue(value, for: v)
                    suggested[ObjectIdentifier(v)] = (v, strength, value)
                } else {
                    let strength = Strength(priority: Double.random(in: 300..<999, using: &gen.rng))
                    try solver.addEditVariable(v, strength: strength)
                    let value = gen.constant()
                    try solver.suggestValue(value, for: v)
                    suggested[ObjectIdentifier(v)] = (v, strength, value)
                }
            }
            let fresh = Solver()
            let current = solver.constraints.map { withConstant($0, solver.constant(of: $0)!) }
            try fresh.add(current)
            for (v, strength, value) in suggested.values {
                try fresh.add(Constraint(Expression([Term(v)], constant: -value), .equal, strength: strength))
            }
            for v in gen.variables {
                #expect(abs(solver.value(of: v) - fresh.value(of: v)) < 1e-6, "seed \(seed) step \(step) \(v)")
            }
        }
    }

    @Test(arguments: Array(UInt64(200)...UInt64(209)))
    func removingAConstraintRestoresTheEarlierSolution(seed: UInt64) throws {
        var gen = RandomSystem(seed: seed, variableCount: 8)
        let solver = Solver()
        try solver.add(gen.anchors())
        for _ in 0..<40 {
            let before = gen.variables.map { solver.value(of: $0) }
            let c = gen.constraint(requiredShare: 0.5)
            guard (try? solver.add(c)) != nil else { continue }
            // Keep some, remove the rest: each removal must give back the solution
            // from before the add.
            if Bool.random(using: &gen.rng) {
                try solver.remove(c)
                let after = gen.variables.map { solver.value(of: $0) }
                for (a, b) in zip(before, after) { #expect(abs(a - b) < 1e-6, "seed \(seed)") }
            }
        }
    }

    @Test(arguments: Array(UInt64(300)...UInt64(309)))
    func uniquelyDeterminedSystemsDoNotDependOnInsertionOrder(seed: UInt64) throws {
        var gen = RandomSystem(seed: seed, variableCount: 8)
        var system = gen.anchors()
        let probe = Solver()
        try probe.add(system)
        for _ in 0..<30 {
            let c = gen.constraint(requiredShare: 0.5)
            if (try? probe.add(c)) != nil { system.append(c) }
        }
        let reference = gen.variables.map { probe.value(of: $0) }
        for _ in 0..<4 {
            let solver = Solver()
            try solver.add(system.shuffled(using: &gen.rng))
            for (v, r) in zip(gen.variables, reference) {
                #expect(abs(solver.value(of: v) - r) < 1e-6, "seed \(seed)")
            }
        }
    }

    @Test(arguments: [UInt64(400), 401, 402])
    func explanationsAreMinimalConflictingSets(seed: UInt64) throws {
        var gen = RandomSystem(seed: seed, variableCount: 6)
        let solver = Solver()
        var checked = 0
        for _ in 0..<200 where checked < 15 {
            let c = gen.constraint(requiredShare: 1)
            do {
                try solver.add(c)
            } catch let SolverError.unsatisfiable(_, conflicting) {
                checked += 1
                let set = conflicting.map { withConstant($0, solver.constant(of: $0) ?? $0.expression.constant) }
                #expect(!Solver.isSatisfiable(set))
                for i in set.indices {
                    var smaller = set
                    smaller.remove(at: i)
                    #expect(Solver.isSatisfiable(smaller), "not minimal: \(conflicting)")
                }
            }
        }
        #expect(checked > 0)
    }

    /// The Cassowary paper's add/delete workload, scaled down: add random required
    /// inequalities (rejecting the unsatisfiable), edit, then delete them all.
    @Test func addDeleteWorkloadKeepsEveryRequiredConstraintAndCleansUp() throws {
        var gen = RandomSystem(seed: 7, variableCount: 60)
        let solver = Solver()
        var added: [Constraint] = []
        for _ in 0..<150 {
            let c = gen.constraint(requiredShare: 0.7)
            if (try? solver.add(c)) != nil { added.append(c) }
        }
        #expect(solver.violatedRequired().isEmpty)
        for v in gen.variables.prefix(5) { try solver.addEditVariable(v, strength: .strong) }
        for _ in 0..<20 {
            for v in gen.variables.prefix(5) { try solver.suggestValue(gen.constant(), for: v) }
            #expect(solver.violatedRequired().isEmpty)
        }
        for v in gen.variables.prefix(5) { try solver.removeEditVariable(v) }
        for c in added.shuffled(using: &gen.rng) {
            try solver.remove(c)
            #expect(solver.violatedRequired().isEmpty)
        }
        let stats = solver.statistics
        #expect(stats.rows == 0 && stats.symbols == 0 && stats.variables == 0 && stats.constraints == 0)
    }
}

extension Constraint {
    var terms: [Term] { expression.terms }
}
