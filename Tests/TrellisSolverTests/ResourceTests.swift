import Testing
@testable import TrellisSolver

/// Memory is reclaimed, and work stays proportional to the part of the system an
/// operation touches.
@Suite struct ResourceTests {
    @Test func removingEverythingReclaimsRowsSymbolsAndVariables() throws {
        let solver = Solver()
        let vars = (0..<20).map { Variable("v\($0)") }
        var added: [Constraint] = []
        for i in 1..<vars.count {
            let c = vars[i] == vars[i - 1] + 5
            try solver.add(c)
            added.append(c)
            let soft = (vars[i] <= 50) | .weak
            try solver.add(soft)
            added.append(soft)
        }
        try solver.addEditVariable(vars[0], strength: .strong)
        try solver.suggestValue(3, for: vars[0])
        #expect(solver.statistics.rows > 0)
        try solver.removeEditVariable(vars[0])
        for c in added.reversed() { try solver.remove(c) }
        let empty = SolverStatistics(constraints: 0, editVariables: 0, variables: 0, rows: 0, symbols: 0, cells: 0)
        #expect(solver.statistics == empty)
        // Ids are reused: building again does not grow the symbol tables.
        let capacity = solver.tableau.symbolCount
        for c in added { try solver.add(c) }
        for c in added { try solver.remove(c) }
        #expect(solver.tableau.symbolCount == capacity)
        #expect(solver.statistics == empty)
    }

    @Test func aVariableIsForgottenWhenItsLastConstraintGoes() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let a = x == 3
        let b = y == x + 1
        try solver.add([a, b])
        solver.update()
        #expect(solver.statistics.variables == 2)
        try solver.remove(b)
        #expect(solver.statistics.variables == 1)
        #expect(solver.value(of: y) == 0)
        #expect(solver.update() == [y])
    }

    /// A table of independent cells: an edit in one cell touches only that cell's
    /// rows and reports only its variables, however many cells there are.
    @Test(arguments: [10, 200])
    func editingOneCellTouchesOnlyThatCell(cellCount: Int) throws {
        let solver = Solver()
        var widths: [Variable] = []
        var cells: [[Variable]] = []
        for i in 0..<cellCount {
            let left = Variable("c\(i).left"), width = Variable("c\(i).width")
            let label = Variable("c\(i).label"), labelWidth = Variable("c\(i).labelWidth")
            try solver.add([
                left == 0, label == left + 16, label + labelWidth == left + width - 16,
                labelWidth >= 10, (labelWidth == 100) | .weak,
            ])
            try solver.addEditVariable(width, strength: .strong)
            try solver.suggestValue(320, for: width)
            widths.append(width)
            cells.append([left, width, label, labelWidth])
        }
        solver.update()
        try solver.suggestValue(200, for: widths[cellCount / 2])
        let changed = Set(solver.update())
        #expect(changed.isSubset(of: Set(cells[cellCount / 2])))
        #expect(!changed.isEmpty)
        #expect(solver.tableau.log.rowsTouchedByLastCommit <= 8)
    }
}
