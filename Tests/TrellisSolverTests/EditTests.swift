import Testing
@testable import TrellisSolver

@Suite struct EditTests {
    @Test func suggestValueMovesTheVariableWithinRequiredBounds() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.add(left == 0)
        try solver.add(right == left + width)
        try solver.add(width >= 20)
        try solver.add((width == 100) | .weak)
        try solver.addEditVariable(right, strength: .strong)
        #expect(solver.hasEditVariable(right))
        #expect(solver.editVariables == [right])
        try solver.suggestValue(300, for: right)
        #expect(Set(solver.update()) == [right, width])
        #expect(solver.value(of: width) == 300)
        try solver.suggestValue(5, for: right)
        solver.update()
        #expect(solver.value(of: right) == 20)
        try solver.removeEditVariable(right)
        #expect(!solver.hasEditVariable(right))
        #expect(solver.value(of: width) == 100)
    }

    @Test func addingAnEditVariableMovesNothing() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 42) | .weak)
        solver.update()
        try solver.addEditVariable(x, strength: .medium)
        #expect(solver.update().isEmpty)
        #expect(solver.value(of: x) == 42)
    }

    enum Misuse: String, CaseIterable, CustomStringConvertible {
        case requiredStrength, addTwice, removeUnknown, suggestUnknown
        var description: String { rawValue }
    }

    @Test(arguments: Misuse.allCases)
    func editMisuseThrowsAnErrorNamingTheVariable(_ misuse: Misuse) throws {
        let solver = Solver()
        let x = Variable("x")
        var thrown: SolverError?
        do {
            switch misuse {
            case .requiredStrength: try solver.addEditVariable(x, strength: .required)
            case .addTwice:
                try solver.addEditVariable(x, strength: .strong)
                try solver.addEditVariable(x, strength: .weak)
            case .removeUnknown: try solver.removeEditVariable(x)
            case .suggestUnknown: try solver.suggestValue(1, for: x)
            }
        } catch let error as SolverError {
            thrown = error
        }
        switch (misuse, thrown) {
        case (.requiredStrength, .badRequiredStrength(let v)?), (.addTwice, .duplicateEditVariable(let v)?),
            (.removeUnknown, .unknownEditVariable(let v)?), (.suggestUnknown, .unknownEditVariable(let v)?):
            #expect(v === x)
        default:
            Issue.record("unexpected \(String(describing: thrown)) for \(misuse)")
        }
        #expect(thrown.map { "\($0)".contains("`x`") } == true)
    }

    @Test func setConstantGivesTheSameSolutionAsRemoveAndAdd() throws {
        let x = Variable("x"), y = Variable("y")
        func build() throws -> (Solver, Constraint) {
            let solver = Solver()
            let gap = y == x + 10
            try solver.add(x >= 0)
            try solver.add((x == 5) | .medium)
            try solver.add(gap)
            try solver.add((y == 40) | .strong)
            try solver.add(y <= 100)
            return (solver, gap)
        }
        let (a, gapA) = try build()
        try a.setConstant(-60, of: gapA)  // y == x + 60
        #expect(a.constant(of: gapA) == -60)
        let (b, gapB) = try build()
        try b.remove(gapB)
        try b.add(y == x + 60)
        #expect(a.value(of: x) == b.value(of: x))
        #expect(a.value(of: y) == b.value(of: y))
        #expect(a.value(of: y) == 60)
    }

    @Test func setConstantThatBreaksARequiredConstraintIsRejectedAndRolledBack() throws {
        let solver = Solver()
        let x = Variable("x")
        let low = x >= 10
        let high = x <= 20
        try solver.add(low)
        try solver.add(high)
        let before = solver._debugState()
        do {
            try solver.setConstant(-30, of: low)  // x >= 30
            Issue.record("expected a conflict")
        } catch let SolverError.unsatisfiable(c, conflicting) {
            #expect(c === low)
            #expect(Set(conflicting.map(ObjectIdentifier.init)) == [ObjectIdentifier(low), ObjectIdentifier(high)])
        }
        #expect(solver._debugState() == before)
        #expect(solver.constant(of: low) == -10)
        try solver.setConstant(-15, of: low)
        #expect(solver.value(of: x) >= 15)
    }

    @Test func setConstantWorksOnEveryKindOfConstraint() throws {
        // Required equality, inequality, and soft equality: moving the constant
        // moves the solution like a fresh constraint would.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let eq = x == 3
        let ineq = y >= 7
        let soft = (z == 2) | .weak
        try solver.add([eq, ineq, soft, (y == 0) | .weak])
        try solver.setConstant(-8, of: eq)
        try solver.setConstant(-9, of: ineq)
        try solver.setConstant(-4, of: soft)
        #expect(solver.value(of: x) == 8)
        #expect(solver.value(of: y) == 9)
        #expect(solver.value(of: z) == 4)
    }
}
