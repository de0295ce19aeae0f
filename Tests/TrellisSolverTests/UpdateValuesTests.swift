import Testing
@testable import TrellisSolver

/// `updateValues()`: `update()` without the list of changed variables.
@Suite struct UpdateValuesTests {
    @Test func updateValuesBringsValuesUpToDateSoUpdateReportsNothingAfter() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.add(a == 1)
        try solver.add((b == 2) | .weak)
        solver.updateValues()
        #expect(solver.value(of: a) == 1)
        #expect(solver.value(of: b) == 2)
        // The values were recorded as reported: nothing is new for update().
        #expect(solver.update().isEmpty)
        try solver.add(b >= 5)
        solver.updateValues()
        #expect(solver.value(of: b) == 5)
        #expect(solver.update().isEmpty)
    }

    @Test func updateValuesDropsForgottenVariablesLikeUpdate() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x == 3
        try solver.add(c)
        solver.updateValues()
        try solver.remove(c)
        // x is forgotten (its value was 3); updateValues consumes that report too.
        solver.updateValues()
        #expect(solver.value(of: x) == 0)
        #expect(solver.update().isEmpty)
    }

    @Test func updateValuesAndUpdateAgreeOnEveryValue() throws {
        let x = (0..<6).map { Variable("x\($0)") }
        func build() throws -> Solver {
            let solver = Solver()
            try solver.add(x[0] == 10)
            for i in 1..<x.count {
                try solver.add(x[i] >= x[i - 1] + Double(i))
                try solver.add((x[i] == 100) | .weak)
            }
            return solver
        }
        let reporting = try build(), silent = try build()
        let changed = reporting.update()
        silent.updateValues()
        #expect(changed.count == x.count)
        for v in x { #expect(reporting.value(of: v) == silent.value(of: v)) }
    }
}
