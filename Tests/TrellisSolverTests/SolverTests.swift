import Testing
@testable import TrellisSolver

@Suite struct SolverTests {
    @Test func addSolvesAndHasReportsMembership() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let c1 = x + y == 10
        let c2 = x - y == 4
        try solver.add(c1)
        try solver.add(c2)
        #expect(solver.has(c1) && solver.has(c2))
        #expect(solver.value(of: x) == 7)
        #expect(solver.value(of: y) == 3)
        #expect(solver.constraints.count == 2)
        try solver.remove(c2)
        #expect(!solver.has(c2))
        #expect(solver.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(c1)])
    }

    @Test func valueOfAnUnknownVariableIsZero() {
        #expect(Solver().value(of: Variable("never")) == 0)
    }

    @Test func inequalitiesAndStrengthsAreHonoured() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x >= 10)
        try solver.add(x <= 20)
        try solver.add((x == 50) | .strong)
        #expect(solver.value(of: x) == 20)
        #expect(throws: SolverError.self) { try solver.add(x == 0) }
        try solver.add((x == 0) | 999.0)  // kiwi's strong outranks every priority
        #expect(solver.value(of: x) == 20)
    }

    enum Misuse: String, CaseIterable, CustomStringConvertible {
        case addTwice, addTwiceInOneBatch, removeUnknown, removeTwice, setConstantOfUnknown
        var description: String { rawValue }
    }

    @Test(arguments: Misuse.allCases)
    func misuseThrowsAnErrorNamingTheConstraint(_ misuse: Misuse) throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x >= 1
        var thrown: SolverError?
        do {
            switch misuse {
            case .addTwice:
                try solver.add(c)
                try solver.add(c)
            case .addTwiceInOneBatch:
                try solver.add([c, c])
            case .removeUnknown:
                try solver.remove(c)
            case .removeTwice:
                try solver.add(c)
                try solver.remove(c)
                try solver.remove(c)
            case .setConstantOfUnknown:
                try solver.setConstant(3, of: c)
            }
        } catch let error as SolverError {
            thrown = error
        }
        switch (misuse, thrown) {
        case (.addTwice, .duplicateConstraint(let d)?), (.addTwiceInOneBatch, .duplicateConstraint(let d)?):
            #expect(d === c)
        case (.removeUnknown, .unknownConstraint(let d)?), (.removeTwice, .unknownConstraint(let d)?),
            (.setConstantOfUnknown, .unknownConstraint(let d)?):
            #expect(d === c)
        default:
            Issue.record("unexpected \(String(describing: thrown)) for \(misuse)")
        }
        #expect(thrown.map { "\($0)".contains("x - 1 >= 0") } == true)
    }

    @Test func nonFiniteInputIsAnErrorNotACrash() throws {
        let solver = Solver()
        let x = Variable("x")
        #expect(throws: SolverError.self) { try solver.add(x == .infinity) }
        #expect(throws: SolverError.self) { try solver.add(x * .nan >= 1) }
        let c = x >= 1
        try solver.add(c)
        #expect(throws: SolverError.self) { try solver.setConstant(.nan, of: c) }
        try solver.addEditVariable(x, strength: .strong)
        #expect(throws: SolverError.self) { try solver.suggestValue(.infinity, for: x) }
        #expect(solver.value(of: x) == 1)
    }

    @Test func updateReturnsOnlyTheVariablesThatChanged() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.add(a == 1)
        try solver.add((b == 2) | .weak)
        try solver.add(c == 0)
        #expect(Set(solver.update()) == [a, b])  // c was 0 before and after
        #expect(solver.update().isEmpty)
        let ca = a == 1
        try solver.add(ca | .required)
        #expect(solver.update().isEmpty)
        try solver.add(b >= 5)
        #expect(solver.update() == [b])
        #expect(solver.value(of: b) == 5)
    }

    @Test func batchAddIsAllOrNothing() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x == 1)
        let good = y == 2
        let bad = x == 3
        #expect(throws: SolverError.self) { try solver.add([good, bad]) }
        #expect(!solver.has(good) && !solver.has(bad))
        #expect(solver.value(of: y) == 0)
        try solver.add([good])
        #expect(solver.value(of: y) == 2)
    }

    @Test func resetForgetsEverything() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x == 4
        try solver.add(c)
        try solver.addEditVariable(x, strength: .weak)
        solver.reset()
        #expect(!solver.has(c))
        #expect(!solver.hasEditVariable(x))
        #expect(solver.value(of: x) == 0)
        #expect(solver.statistics == SolverStatistics(constraints: 0, editVariables: 0, variables: 0, rows: 0, symbols: 0, cells: 0))
        try solver.add(c)
        #expect(solver.value(of: x) == 4)
    }

    @Test func redundantRequiredEqualitiesAreAccepted() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let link = y == x + 1
        try solver.add(x == 2)
        try solver.add(link)
        try solver.add(y == 3)  // implied by the two above
        #expect(solver.value(of: y) == 3)
        try solver.remove(link)  // y == 3 now stands on its own
        #expect(solver.value(of: y) == 3)
        #expect(throws: SolverError.self) { try solver.add(y == 4) }
    }
}
