import Testing
@testable import TrellisSolver

@Suite struct ExplanationTests {
    @Test func conflictNamesAMinimalSetIncludingTheNewConstraint() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let ab = a + 10 <= b
        let bc = b + 10 <= c
        let unrelated1 = d >= 5
        let ca = c <= a + 15  // with ab and bc: a + 20 <= c <= a + 15
        let unrelated2 = d <= a + 100
        try solver.add([ab, bc, unrelated1, unrelated2, a >= 0])
        do {
            try solver.add(ca)
            Issue.record("expected a conflict")
        } catch let SolverError.unsatisfiable(failed, conflicting) {
            #expect(failed === ca)
            #expect(Set(conflicting.map(ObjectIdentifier.init)) == Set([ab, bc, ca].map(ObjectIdentifier.init)))
            let message = "\(SolverError.unsatisfiable(failed, conflicting: conflicting))"
            #expect(message.contains("cannot be satisfied"))
        }
    }

    @Test func contradictoryConstantIsItsOwnExplanation() throws {
        let solver = Solver()
        let never = Constraint(Expression(constant: 5), .equal)  // 5 == 0
        do {
            try solver.add(never)
        } catch let SolverError.unsatisfiable(_, conflicting) {
            #expect(conflicting.count == 1 && conflicting[0] === never)
        }
    }

    @Test func breakModeRelaxesTheConstraintReportsItAndGoesOn() throws {
        let solver = Solver()
        let width = Variable("width")
        let fixed = width == 100
        let tooWide = width >= 150
        try solver.add(fixed)
        let broken = try solver.add(tooWide, onConflict: .breakConstraint)
        #expect(broken?.constraint === tooWide)
        #expect(broken?.relaxedTo == .broken)
        #expect(broken.map { Set($0.conflicting.map(ObjectIdentifier.init)) } == [ObjectIdentifier(fixed), ObjectIdentifier(tooWide)])
        #expect(solver.has(tooWide))
        #expect(solver.brokenConstraints.map(\.constraint) == [tooWide])
        #expect(solver.value(of: width) == 100)
        // Once the conflict is gone, the relaxed constraint pulls again.
        try solver.remove(fixed)
        #expect(solver.value(of: width) == 150)
        try solver.remove(tooWide)
        #expect(solver.brokenConstraints.isEmpty)
    }

    @Test func breakModeWithoutConflictAddsNormally() throws {
        let solver = Solver()
        let x = Variable("x")
        #expect(try solver.add(x == 1, onConflict: .breakConstraint) == nil)
        #expect(solver.value(of: x) == 1)
    }

    @Test func breakModeBatchBreaksEachConflictingConstraint() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let broken = try solver.add([x == 1, y == 2, x == 3, y >= 1, y <= 0], onConflict: .breakConstraint)
        #expect(broken.count == 2)
        #expect(solver.constraints.count == 5)
        #expect(solver.value(of: x) == 1)
        #expect(solver.value(of: y) == 2)
    }

    @Test func rejectModeIsTheDefault() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x == 1)
        #expect(throws: SolverError.self) { try solver.add(x == 2, onConflict: .reject) }
        #expect(solver.constraints.count == 1)
    }
}
