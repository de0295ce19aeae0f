/// One entry of a sparse row.
struct Cell {
    var symbol: Int
    var coefficient: Double
}

/// A sparse linear row `constant + Σ coefficient·symbol`, cells sorted by symbol.
///
/// As a tableau row it reads `basic = constant + Σ…`. Sorted arrays (rather than
/// dictionaries) make the common operation — adding a multiple of another row —
/// a linear merge without hashing, and keep iteration order deterministic.
struct Row {
    var cells: [Cell] = []
    var constant: Double = 0

    init() {}

    init(constant: Double) {
        self.constant = constant
    }

    /// The cells' storage, for readers that leave every row as it is while they read (an
    /// expansion, a value read: `_ExpandWork`, `_ValueReader`). Read through
    /// `withUnsafeBufferPointer` in their loops, each row visited was retained and released.
    /// Valid while the row is neither changed nor dropped.
    @inline(__always)
    var unsafeCells: UnsafeBufferPointer<Cell> { cells.withUnsafeBufferPointer { $0 } }

    /// Binary search: the index of `symbol`, or where it would be inserted.
    @inline(__always)
    func search(_ symbol: Int) -> (found: Bool, index: Int) {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let s = cells[mid].symbol
            if s == symbol { return (true, mid) }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return (false, low)
    }

    func coefficient(for symbol: Int) -> Double {
        let (found, i) = search(symbol)
        return found ? cells[i].coefficient : 0
    }

    func contains(_ symbol: Int) -> Bool {
        search(symbol).found
    }

    /// Adds `coefficient` to the symbol's coefficient, dropping it if it becomes
    /// near zero. Returns +1 if the symbol was inserted, -1 if it was dropped, else 0.
    @discardableResult
    mutating func add(_ symbol: Int, _ coefficient: Double) -> Int {
        // Past the last cell (a new constraint's row, built in symbol order): an append.
        if cells.isEmpty || cells[cells.count - 1].symbol < symbol {
            if _isNearZero(coefficient) { return 0 }
            cells.append(Cell(symbol: symbol, coefficient: coefficient))
            return 1
        }
        let (found, i) = search(symbol)
        if found {
            let value = cells[i].coefficient + coefficient
            if _isNearZero(value) {
                removeCell(at: i)
                return -1
            }
            cells[i].coefficient = value
            return 0
        }
        if _isNearZero(coefficient) { return 0 }
        insertCell(Cell(symbol: symbol, coefficient: coefficient), at: i)
        return 1
    }

    /// Adds a cell of a symbol the row does not hold, unless its coefficient is round-off: a
    /// new constraint's row is built this way (a reduced expression names a variable once,
    /// and its markers are new). Appended, then moved down past larger symbols (terms come in
    /// any order, a handful): `add` searched the row and shifted it through two more checks.
    @inline(__always)
    mutating func insertDistinct(_ symbol: Int, _ coefficient: Double) {
        if _isNearZero(coefficient) { return }
        let cell = Cell(symbol: symbol, coefficient: coefficient)
        cells.append(cell)
        let last = cells.count - 1
        guard last > 0 && cells[last - 1].symbol > symbol else { return }
        cells.withUnsafeMutableBufferPointer { cells in
            var j = last
            while j > 0 && cells[j - 1].symbol > symbol {
                cells[j] = cells[j - 1]
                j -= 1
            }
            cells[j] = cell
        }
    }

    // Array's insert(_:at:) and remove(at:) go through replaceSubrange, several times
    // the cost of shifting a short row of plain values by hand.
    @inline(__always)
    private mutating func insertCell(_ cell: Cell, at index: Int) {
        cells.append(cell)
        cells.withUnsafeMutableBufferPointer { cells in
            var j = cells.count - 1
            while j > index {
                cells[j] = cells[j - 1]
                j -= 1
            }
            cells[index] = cell
        }
    }

    @inline(__always)
    @discardableResult
    private mutating func removeCell(at index: Int) -> Cell {
        let removed = cells[index]
        cells.withUnsafeMutableBufferPointer { cells in
            for j in index..<(cells.count - 1) { cells[j] = cells[j + 1] }
        }
        cells.removeLast()
        return removed
    }

    /// Removes the symbol and returns its coefficient (0 if absent).
    @discardableResult
    mutating func remove(_ symbol: Int) -> Double {
        let (found, i) = search(symbol)
        guard found else { return 0 }
        return removeCell(at: i).coefficient
    }

    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Turns `0 = constant + c·symbol + rest` into `symbol = -(constant + rest)/c`.
    /// The symbol must be present.
    mutating func solve(for symbol: Int) {
        let c = remove(symbol)
        let factor = -1 / c
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Turns `lhs = …` (lhs not in the row) into `rhs = …` (rhs in the row).
    mutating func solve(lhs: Int, rhs: Int) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// `self += factor * other`. Symbols that appear are appended to `added`, symbols
    /// that cancel to `removed` (so the caller can keep its column index). `scratch`
    /// is reused storage for the merge.
    mutating func add(
        _ other: Row, times factor: Double,
        scratch: inout [Cell], added: inout [Int], removed: inout [Int]
    ) {
        constant += factor * other.constant
        let m = other.cells.count
        if m == 0 { return }
        let n = cells.count
        // A short row into a long one: update in place (binary search + memmove)
        // rather than rewriting the long row.
        if m * 8 < n {
            for cell in other.cells {
                switch add(cell.symbol, factor * cell.coefficient) {
                case 1: added.append(cell.symbol)
                case -1: removed.append(cell.symbol)
                default: break
                }
            }
            return
        }
        scratch.removeAllKeepingCapacity()
        scratch.reserveCapacity(n + m)
        cells.withUnsafeBufferPointer { a in
            other.cells.withUnsafeBufferPointer { b in
                var i = 0
                var j = 0
                while i < n && j < m {
                    let sa = a[i].symbol
                    let sb = b[j].symbol
                    if sa < sb {
                        scratch.append(a[i])
                        i += 1
                    } else if sa > sb {
                        let v = factor * b[j].coefficient
                        if !_isNearZero(v) {
                            scratch.append(Cell(symbol: sb, coefficient: v))
                            added.append(sb)
                        }
                        j += 1
                    } else {
                        let v = a[i].coefficient + factor * b[j].coefficient
                        if _isNearZero(v) {
                            removed.append(sa)
                        } else {
                            scratch.append(Cell(symbol: sa, coefficient: v))
                        }
                        i += 1
                        j += 1
                    }
                }
                while i < n {
                    scratch.append(a[i])
                    i += 1
                }
                while j < m {
                    let v = factor * b[j].coefficient
                    if !_isNearZero(v) {
                        scratch.append(Cell(symbol: b[j].symbol, coefficient: v))
                        added.append(b[j].symbol)
                    }
                    j += 1
                }
            }
        }
        swap(&cells, &scratch)
    }

    /// `self += factor * other` for a row outside the tableau (no index to keep).
    mutating func add(_ other: Row, times factor: Double) {
        var scratch: [Cell] = []
        var added: [Int] = []
        var removed: [Int] = []
        add(other, times: factor, scratch: &scratch, added: &added, removed: &removed)
    }

    /// Replaces `symbol` by the expression `row` (which must not contain it).
    /// Returns the coefficient the symbol had (0: nothing changed).
    mutating func substitute(_ symbol: Int, by row: Row) -> Double {
        let c = remove(symbol)
        if c != 0 { add(row, times: c) }
        return c
    }
}
