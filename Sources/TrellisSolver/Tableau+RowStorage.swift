// Rows' cell storage, recycled. A small screen's layout makes and drops a cell buffer per
// constraint (its row, and the expansion that replaces it), and the pooled tables dropped
// every row again when the solver was freed: a malloc and a free per row, with Swift's
// allocation and release around each, were a tenth of a 20-constraint layout. Dropped rows
// leave their emptied buffers here, new rows take them, and the list goes to the next
// solver with the rest of the tables (`SolverStorage`).

extension Tableau {
    /// At most this many buffers wait; more are freed.
    static let spareRowLimit = 1024
    /// Buffers with more room than this are freed, not kept: one long row of a large system
    /// would otherwise pin its memory for every small one.
    static let spareRowLargest = 256

    /// An empty row with room for `capacity` cells, in a recycled buffer when one is spare.
    @inline(__always)
    mutating func newRow(constant: Double, capacity: Int) -> Row {
        var row = Row(constant: constant)
        if !spareRows.isEmpty {
            swap(&row.cells, &spareRows[spareRows.count - 1])
            spareRows.removeLast()
        }
        if row.cells.capacity < capacity { row.cells.reserveCapacity(capacity) }
        return row
    }

    /// Keeps `row`'s buffer for a later ``newRow(constant:capacity:)``.
    @inline(__always)
    mutating func recycle(_ row: consuming Row) {
        var cells: [Cell] = []
        swap(&cells, &row.cells)
        recycle(cells: &cells)
    }

    /// Empties row `s` in place, keeping its buffer for a later row.
    @inline(__always)
    mutating func recycleRow(at s: Int) {
        var cells: [Cell] = []
        swap(&cells, &rows[s].cells)
        rows[s].constant = 0
        recycle(cells: &cells)
    }

    @inline(__always)
    mutating func recycle(cells: inout [Cell]) {
        let capacity = cells.capacity
        // A transaction's log may share the buffer: emptying it would copy it.
        guard capacity > 0, capacity <= Tableau.spareRowLargest, spareRows.count < Tableau.spareRowLimit,
            !log.isActive
        else { return }
        cells.removeAllKeepingCapacity()
        spareRows.append(cells)
        cells = []
    }
}
