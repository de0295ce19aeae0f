import Testing
@testable import TrellisSolver

/// The solver keeps its constraints (and through them their variables) alive while they are
/// in it, and nothing longer: its per-symbol tables and tags refer to them unretained, and
/// only the tag table holds them (`TagTable`, `VariableRecord`, `Solver.owners`).
@Suite struct ObjectLifetimeTests {
    final class Weak<T: AnyObject> {
        weak var object: T?
        init(_ object: T) { self.object = object }
    }

    /// Adds constraints the caller does not keep; returns weak references to them and to
    /// their variables.
    static func addUnkept(to solver: Solver) throws -> (constraints: [Weak<Constraint>], variables: [Weak<Variable>]) {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let cns = [x == 10, y == x + 20, (z >= y + 5) | .strong, (z == 0) | .weak]
        try solver.add(cns)
        return (cns.map(Weak.init), [x, y, z].map(Weak.init))
    }

    @Test func aSolverKeepsItsConstraintsAndVariablesAlive() throws {
        let solver = Solver()
        let (constraints, variables) = try Self.addUnkept(to: solver)
        #expect(constraints.allSatisfy { $0.object != nil })
        #expect(variables.allSatisfy { $0.object != nil })
        solver.update()
        let names = solver.constraints.map(\.description)
        #expect(names.count == 4)
        #expect(solver.update().isEmpty)
        #expect(abs((variables[2].object.map { solver.value(of: $0) } ?? -1) - 35) < 1e-9)
    }

    @Test func aFreedSolverReleasesItsConstraintsAndVariables() throws {
        var constraints: [Weak<Constraint>] = []
        var variables: [Weak<Variable>] = []
        do {
            let solver = Solver()
            (constraints, variables) = try Self.addUnkept(to: solver)
            solver.update()
        }
        #expect(constraints.allSatisfy { $0.object == nil }, "the pooled tables hold no constraint")
        #expect(variables.allSatisfy { $0.object == nil })
    }

    @Test func removingAConstraintReleasesIt() throws {
        let solver = Solver()
        let x = Variable("x")
        var held: Constraint? = x == 3
        let weak = Weak(held!)
        try solver.add(held!)
        try solver.remove(held!)
        held = nil
        #expect(weak.object == nil)
        #expect(solver.constraints.isEmpty)
    }

    /// A rejected batch leaves the constraints already in held by the solver.
    @Test func aRejectedBatchLeavesTheConstraintsInHeld() throws {
        let solver = Solver()
        let x = Variable("x")
        var kept: Constraint? = (x == 5) | .strong
        let weak = Weak(kept!)
        try solver.add([kept!, x >= 0])
        #expect(throws: SolverError.self) {
            try solver.add([x <= 10, x >= 20])  // rejected: nothing of it stays
        }
        kept = nil
        #expect(weak.object != nil, "still in the solver")
        #expect(solver.constraints.count == 2)
        solver.update()
        #expect(abs(solver.value(of: weak.object!.expression.terms[0].variable) - 5) < 1e-9)
    }

    @Test func resetReleasesEverything() throws {
        let solver = Solver()
        let (constraints, variables) = try Self.addUnkept(to: solver)
        solver.reset()
        #expect(constraints.allSatisfy { $0.object == nil })
        #expect(variables.allSatisfy { $0.object == nil })
    }
}
