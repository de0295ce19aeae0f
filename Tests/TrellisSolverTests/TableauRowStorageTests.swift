import Testing
@testable import TrellisSolver

/// Rows' cell buffers are recycled (`Tableau+RowStorage`): a new row must start empty whatever
/// the buffer held, the list must stay bounded, and nothing may be emptied that a transaction's
/// log still shares.
@Suite struct TableauRowStorageTests {
    static func row(_ symbols: ClosedRange<Int>, constant: Double = 0) -> Row {
        var row = Row(constant: constant)
        for s in symbols { row.add(s, Double(s) + 0.5) }
        return row
    }

    @Test func aRecycledBufferStartsTheNextRowEmpty() {
        var tableau = Tableau()
        tableau.recycle(Self.row(0...9, constant: 7))
        #expect(tableau.spareRows.count == 1)
        let row = tableau.newRow(constant: 3, capacity: 4)
        #expect(row.cells.isEmpty && row.constant == 3)
        #expect(row.cells.capacity >= 10, "the recycled buffer, not a new one")
        #expect(tableau.spareRows.isEmpty)
    }

    @Test func aRecycledRowOfTheTableauIsEmptiedInPlace() {
        var tableau = Tableau()
        tableau.grow(by: 4)
        tableau.rows[2] = Self.row(5...8, constant: -1)
        tableau.recycleRow(at: 2)
        #expect(tableau.rows[2].cells.isEmpty && tableau.rows[2].constant == 0)
        #expect(tableau.spareRows.count == 1 && tableau.spareRows[0].isEmpty)
    }

    @Test func theSpareListIsBoundedAndKeepsNoLongRows() {
        var tableau = Tableau()
        tableau.recycle(Self.row(0...(Tableau.spareRowLargest + 10)))
        #expect(tableau.spareRows.isEmpty, "a long row's buffer is freed")
        for _ in 0..<(Tableau.spareRowLimit + 50) { tableau.recycle(Self.row(0...2)) }
        #expect(tableau.spareRows.count == Tableau.spareRowLimit)
    }

    /// Inside a transaction the log may hold the same buffer (a saved row): emptying it would
    /// copy it, so nothing is kept, and the saved row is untouched.
    @Test func nothingIsRecycledWhileATransactionLogs() {
        var tableau = Tableau()
        tableau.grow(by: 2)
        tableau.rows[1] = Self.row(3...5, constant: 2)
        tableau.slots[1].isBasic = true
        tableau.begin()
        tableau.saveRow(1)
        tableau.recycleRow(at: 1)
        #expect(tableau.spareRows.isEmpty)
        #expect(tableau.log.savedRows.first?.row?.cells.count == 3)
    }

    /// Screens laid out one after another on pooled, recycled storage solve exactly as a
    /// solver on tables of its own.
    @Test func layoutsOnRecycledRowsSolveAsOnNewOnes() throws {
        for seed in 1...30 as ClosedRange<UInt64> {
            var system = RandomSystem(seed: seed, variableCount: 10)
            var cns = system.anchors()
            for _ in 0..<20 { cns.append(system.constraint(requiredShare: 0.5)) }
            func solve(_ solver: Solver) -> [Double] {
                for c in cns { _ = try? solver.add(c) }
                solver.update()
                return system.variables.map { solver.value(of: $0) }
            }
            let expected: [Double] = {
                let fresh = Solver()
                fresh.rollbackToEmpty()
                return solve(fresh)
            }()
            for _ in 0..<3 { #expect(solve(Solver()) == expected, "seed \(seed)") }
        }
    }
}
