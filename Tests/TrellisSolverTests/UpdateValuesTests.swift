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

    /// A new layout reads every variable in one pass (`refreshEveryValue`), a later small change
    /// follows the definitions from what changed: both give `update()`'s values, step by step
    /// through adds, constant changes, edits and removals of random systems.
    @Test(arguments: 1...12 as ClosedRange<UInt64>)
    func updateValuesAgreesWithUpdateStepByStep(seed: UInt64) throws {
        var system = RandomSystem(seed: seed, variableCount: 10)
        var cns = system.anchors()
        for _ in 0..<16 { cns.append(system.constraint(requiredShare: 0.5)) }
        let reporting = Solver(), silent = Solver()
        var kept: [Constraint] = []
        for c in cns where (try? reporting.add(c)) != nil {
            try silent.add(c)
            kept.append(c)
        }
        func agree(_ step: String) {
            reporting.update()
            silent.updateValues()
            for v in system.variables {
                #expect(reporting.value(of: v) == silent.value(of: v), "\(step): \(v)")
            }
            #expect(silent.update().isEmpty, "\(step): updateValues left nothing to report")
        }
        agree("layout")
        let edited = system.variables[3]
        for s in [reporting, silent] { try s.addEditVariable(edited, strength: .strong) }
        for value in [5.0, -40, 12.5] {
            for s in [reporting, silent] { try s.suggestValue(value, for: edited) }
            agree("suggest \(value)")
        }
        for c in kept.suffix(4) {
            let constant = system.constant()
            let movedReporting = (try? reporting.setConstant(constant, of: c)) != nil
            let movedSilent = (try? silent.setConstant(constant, of: c)) != nil
            #expect(movedReporting == movedSilent)
            agree("setConstant \(constant)")
        }
        for c in kept.prefix(3) {
            for s in [reporting, silent] { try s.remove(c) }
            agree("remove \(c)")
        }
    }
}
