import Testing
@testable import TrellisSolver

/// A new constraint's row is built cell by cell in any symbol order (`Row.insertDistinct`) and
/// must come out as every row is: sorted by symbol, round-off dropped.
@Suite struct RowTests {
    @Test(arguments: [[5, 1, 9, 3], [1, 2, 3, 4], [9, 7, 5, 3, 1], [4], [2, 8, 6, 0, 7, 1]])
    func cellsInsertedInAnyOrderComeOutSorted(symbols: [Int]) {
        var row = Row(constant: 2)
        for s in symbols { row.insertDistinct(s, Double(s) + 0.5) }
        #expect(row.cells.map(\.symbol) == symbols.sorted())
        for cell in row.cells { #expect(cell.coefficient == Double(cell.symbol) + 0.5) }
        #expect(row.constant == 2)
    }

    @Test func roundOffIsNotInserted() {
        var row = Row()
        row.insertDistinct(3, 1)
        row.insertDistinct(1, 1e-12)
        row.insertDistinct(2, -4)
        #expect(row.cells.map(\.symbol) == [2, 3])
        #expect(row.coefficient(for: 1) == 0)
    }
}
