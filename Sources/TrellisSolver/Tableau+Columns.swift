// The column index: which rows hold a symbol. See `Tableau` for why the lists are
// loose (append to add, nothing to remove, compact on doubling).

extension Tableau {
    /// Records that row `b` now holds `symbol`.
    @inline(__always)
    mutating func index(_ symbol: Int, in b: Int) {
        let entry = b | (Int(slots[b].rowVersion) << 32)
        let count: Int
        if slots[b].kind == .external {
            definitionColumns[symbol].append(entry)
            count = definitionColumns[symbol].count
        } else {
            rowColumns[symbol].append(entry)
            count = rowColumns[symbol].count
        }
        if count >= 16 && count >= 2 * slots[symbol].compactedSize {
            compact(symbol)
        }
    }

    /// Records that row `b` holds every symbol of `row` (`putRow`). One pass through unsafe
    /// buffers: indexing symbol by symbol checked the list array's uniqueness per cell, a
    /// twentieth of a small screen's layout.
    mutating func index(_ row: Row, in b: Int) {
        let entry = b | (Int(slots[b].rowVersion) << 32)
        var lists = PerSymbol<ColumnList>()
        let definitions = slots[b].kind == .external
        if definitions { swap(&lists, &definitionColumns) } else { swap(&lists, &rowColumns) }
        let crowded = lists.withUnsafeMutableBufferPointer { lists in
            row.cells.withUnsafeBufferPointer { cells in
                var crowded = false
                for cell in cells {
                    lists[cell.symbol].append(entry)
                    if lists[cell.symbol].count >= 16 { crowded = true }
                }
                return crowded
            }
        }
        if definitions { swap(&lists, &definitionColumns) } else { swap(&lists, &rowColumns) }
        guard crowded else { return }
        for cell in row.cells {
            let s = cell.symbol
            let count = definitions ? definitionColumns[s].count : rowColumns[s].count
            if count >= 16 && count >= 2 * slots[s].compactedSize { compact(s) }
        }
    }

    /// Whether `b` is a live row of the given kind that holds `symbol`.
    @inline(__always)
    func holds(_ b: Int, _ symbol: Int, definitions: Bool) -> Bool {
        b < symbolCount && slots[b].isBasic && (slots[b].kind == .external) == definitions
            && rows[b].contains(symbol)
    }

    /// A fresh mark for `columnMark` (compaction, and the walk in `update()`).
    mutating func nextColumnEpoch() -> UInt32 {
        columnEpoch &+= 1
        if columnEpoch == 0 {
            for i in slots.indices { slots[i].columnMark = 0 }
            columnEpoch = 1
        }
        return columnEpoch
    }

    /// Drops the entries of moved rows and duplicates from both lists of `symbol`.
    /// (An entry whose row merely lost the symbol by cancellation stays until the
    /// row moves; readers check the row itself.)
    mutating func compact(_ symbol: Int) {
        let epoch = nextColumnEpoch()
        func live(_ entry: Int) -> Bool {
            let b = Tableau.row(entry)
            guard b < symbolCount, slots[b].columnMark != epoch, slots[b].isBasic,
                slots[b].rowVersion == UInt32(truncatingIfNeeded: entry >> 32)
            else { return false }
            slots[b].columnMark = epoch
            return true
        }
        // Each list is taken out while `live` marks rows, then put back.
        var list = ColumnList()
        swap(&list, &rowColumns[symbol])
        list.removeAll { !live($0) }
        swap(&list, &rowColumns[symbol])
        list = ColumnList()
        swap(&list, &definitionColumns[symbol])
        list.removeAll { !live($0) }
        swap(&list, &definitionColumns[symbol])
        slots[symbol].compactedSize = rowColumns[symbol].count + definitionColumns[symbol].count
    }

    /// The live rows of one kind holding `symbol`, sorted, without compacting (for
    /// tests and dumps).
    func exactRows(holding symbol: Int, definitions: Bool) -> [Int] {
        let list = Array(definitions ? definitionColumns[symbol] : rowColumns[symbol]).map(Tableau.row)
        return Set(list.filter { holds($0, symbol, definitions: definitions) }).sorted()
    }

    /// The rows that hold `symbol`, exactly (compacted), restricted rows first.
    mutating func rowsHolding(_ symbol: Int) -> [Int] {
        compact(symbol)
        return (Array(rowColumns[symbol]) + Array(definitionColumns[symbol])).map(Tableau.row)
            .filter { rows[$0].contains(symbol) }
    }

    /// Whether no row, definition or objective entry mentions the symbol yet.
    /// (Reads the loose lists in place: this runs for every variable of every new row.
    /// Inlined: a call of a non-mutating method from the mutating `insert` copied the whole
    /// tableau struct, 264 bytes, per call.)
    @inline(__always)
    func isFresh(_ s: Int) -> Bool {
        if slots[s].isBasic || slots[s].objective != 0 { return false }
        for entry in rowColumns[s] where holds(Tableau.row(entry), s, definitions: false) { return false }
        for entry in definitionColumns[s] where holds(Tableau.row(entry), s, definitions: true) { return false }
        return true
    }
}
