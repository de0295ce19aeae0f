import Testing
@testable import TrellisSolver

/// A rejected operation leaves the solver exactly as it was: the internal state, the
/// values, the constraint set, and how it behaves afterwards.
@Suite struct TransactionTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    func populated() throws -> Solver {
        let solver = Solver()
        try solver.add([x >= 0, y == x + 10, (x == 5) | .weak, z <= 100, (z == y * 2) | .medium])
        try solver.addEditVariable(z, strength: .strong)
        try solver.suggestValue(70, for: z)
        solver.update()
        return solver
    }

    func observable(_ s: Solver) -> String {
        let values = [x, y, z].map { "\($0)=\(s.value(of: $0))" }.joined(separator: " ")
        let constraints = s.constraints.map(\.description).joined(separator: "; ")
        return "\(values) | \(constraints) | edits \(s.editVariables) | \(s.statistics)"
    }

    @Test func rejectedAddLeavesTheSolverExactlyAsItWas() throws {
        let solver = try populated()
        let stateBefore = solver._debugState()
        let seenBefore = observable(solver)
        let conflicting = x <= -1
        #expect(throws: SolverError.self) { try solver.add(conflicting) }
        #expect(solver._debugState() == stateBefore)
        #expect(observable(solver) == seenBefore)
        #expect(!solver.has(conflicting))
        #expect(solver.update().isEmpty)
        // And it behaves like a solver that never saw the rejected constraint.
        let twin = try populated()
        for s in [solver, twin] {
            try s.suggestValue(30, for: z)
            try s.add(y <= 25)
        }
        #expect(observable(solver) == observable(twin))
    }

    @Test func rejectedBatchLeavesTheSolverExactlyAsItWas() throws {
        let solver = try populated()
        let stateBefore = solver._debugState()
        let w = Variable("w")
        let batch = [w == 3, w >= x - 100, z >= 0, x == 50, y == 1]  // the last one conflicts
        do {
            try solver.add(batch)
            Issue.record("expected a conflict")
        } catch let SolverError.unsatisfiable(c, conflicting) {
            #expect(c === batch[4])
            #expect(conflicting.contains { $0 === batch[3] })  // a batch member
        }
        #expect(solver._debugState() == stateBefore)
        #expect(batch.allSatisfy { !solver.has($0) })
        #expect(solver.value(of: w) == 0)
        try solver.add(Array(batch.prefix(3)))
        #expect(solver.value(of: w) == 3)
    }

    @Test func rejectedEditAndConstantChangesLeaveTheSolverAsItWas() throws {
        let solver = try populated()
        let stateBefore = solver._debugState()
        #expect(throws: SolverError.self) { try solver.addEditVariable(z, strength: .weak) }
        #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: z) }
        #expect(solver._debugState() == stateBefore)
    }
}
