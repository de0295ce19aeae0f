/// Why the tableau refused an operation. The solver turns these into ``SolverError``s
/// (naming constraints) and rolls the transaction back.
enum TableauFailure: Error {
    /// The listed symbols' constraints, with the one being added or changed, cannot
    /// hold together.
    case conflict(symbols: [Int])
    /// Something that should not happen (an unbounded objective, a missing row).
    case internalError(String)
}

/// The simplex tableau: rows keyed by their basic symbol, a column index, and the
/// objective. Everything here is in symbols; the ``Solver`` maps constraints and
/// variables onto it.
///
/// Two kinds of rows:
/// - a *restricted* row (basic slack, error or dummy symbol) is in parametric form:
///   only non-basic symbols. The simplex works on these and the objective only.
/// - a *definition* (basic user variable) is parametric too, except that a
///   variable first defined by a constraint keeps that constraint's own terms:
///   `L5 = L4 + W4 + 8 - d` names L4 and W4 (user variables defined before it)
///   instead of their expansions. A definition is an identity of the system, so
///   the names stay valid whatever the basis; only values and new constraints read
///   through them (`expand`). kiwi expands every variable's row into parameters, which makes a
///   chain's rows dense (L_i holds every earlier width: O(N²) cells, O(N²) work
///   per edit); definitions keep them at a few cells.
///
/// Cost is kept proportional to what an operation touches:
/// - `rowColumns[s]` / `definitionColumns[s]` list the restricted rows and the
///   definitions that contain `s`, so a substitution visits only those rows instead
///   of scanning the whole tableau (kiwi's main cost). The lists are loose:
///   adding is an append and removing costs nothing; readers skip entries whose
///   row no longer holds the symbol, and a list is compacted when it doubles. (A
///   hash set per symbol cost a hash per cell change, which was most of an edit.)
/// - the objective is a dense array with a list of entries that may have turned
///   negative (`candidates`), so optimising never scans the whole objective;
/// - `changed` lists the symbols whose value may have moved (user variables, and
///   symbols a definition reads), so `update()` follows definitions from there
///   instead of scanning every variable.
struct Tableau {
    // Per-symbol tables, all indexed by symbol id: the plain fields in one array of
    // slots (one allocation to grow, reserve and free instead of fifteen), the rows
    // and column lists, which own storage, beside it.
    var slots = PerSymbol<SymbolSlot>()
    var rows = PerSymbol<Row>()
    /// Restricted rows that contain the symbol (loosely, see above).
    var rowColumns = PerSymbol<ColumnList>()
    /// Definitions (user variables' rows) that contain the symbol (loosely).
    var definitionColumns = PerSymbol<ColumnList>()
    var columnEpoch: UInt32 = 0

    var freeList: [Int] = []
    var objectiveConstant = 0.0
    /// Symbols whose objective coefficient may be negative (entering candidates).
    var candidates: [Int] = []
    /// The artificial objective while an add needs one.
    var artificial: Row? = nil
    /// Rows that may have become infeasible, for the dual simplex.
    var infeasible: [Int] = []
    /// Symbols whose value may have changed since the last `update()`.
    var changed: [Int] = []
    /// Number of basic rows.
    var rowCount = 0

    // Reused buffers for row merges (no allocation in the pivot loop).
    var scratch: [Cell] = []
    var added: [Int] = []
    var removed: [Int] = []
    var markEpoch: UInt32 = 0
    var valueStack: [Int] = []
    /// Reused work lists of `expand` (`_ExpandWork`), of a fixed size per symbol.
    var expandScratch: [Int] = []
    /// Reused work list of `Solver.update()`.
    var affected: [Int] = []
    /// Emptied cell buffers of dropped rows, for new rows (`Tableau+RowStorage`).
    var spareRows: [[Cell]] = []

    var log = UndoLog()

    /// Symbols in use or free; the tables hold default slots beyond (see `grow`).
    var symbolCount = 0
    /// The room a batch asked for (`reserve(symbols:)`): growth stops there rather than
    /// doubling past it.
    var reservedSymbols = 0

    static let rowMask = 0xFFFF_FFFF

    /// The row id of a column-list entry.
    @inline(__always)
    static func row(_ entry: Int) -> Int { entry & rowMask }

    /// Largest objective coefficient treated as round-off when it has no blocking
    /// row: weights reach 10^6 and coefficients 10^3, so sums carry errors far above
    /// the 1e-8 near-zero test.
    static let roundOffTolerance = 1e-4

    /// Smallest coefficient the simplex pivots on. Pivoting on round-off (a "zero"
    /// of 1e-8 that survived cancellation) multiplies every error by its inverse;
    /// such entries are skipped in the ratio tests.
    static let pivotTolerance = 1e-7
    var liveSymbolCount: Int { symbolCount - freeList.count }

    // MARK: Symbols

    mutating func allocate(_ kind: SymbolKind) -> Int {
        let s: Int
        if !freeList.isEmpty {  // (popLast on the empty list of a new solver was a call per symbol)
            s = freeList.removeLast()
            slots[s].kind = kind
            slots[s].isFree = false
        } else {
            // Fresh slots past `symbolCount` already hold every table's default.
            // Doubling, so that a system added one constraint at a time grows its
            // per-symbol tables a few times (a cells build of 4,000 symbols grew 35 times by
            // an eighth); but not past room a batch reserved (`reserve(symbols:)`), which
            // would reallocate every table once more at the end — unless that room is less
            // than half the tables again: growing by small steps to a reservation that
            // creeps ahead (a long chain's edits) reallocated every table again and again.
            if symbolCount == slots.count {
                let reserved = reservedSymbols - symbolCount
                let doubling = Swift.max(64, symbolCount)
                grow(by: reserved >= Swift.max(64, symbolCount / 2) ? Swift.min(reserved, doubling) : doubling)
            }
            s = symbolCount
            symbolCount += 1
            slots[s].kind = kind
        }
        if log.isActive { log.allocated.append(s) }
        return s
    }

    /// Appends `count` default slots to every per-symbol table at once: one append of
    /// many per table instead of four single appends per symbol.
    mutating func grow(by count: Int) {
        slots.append(SymbolSlot(), count: count)
        rows.append(Row(), count: count)
        rowColumns.append([], count: count)
        definitionColumns.append([], count: count)
    }

    /// Puts the slots from `start` to `symbolCount` back to their defaults and makes
    /// `start` the count (a rolled-back transaction's new symbols).
    mutating func truncate(to start: Int) {
        guard start < symbolCount else { return }
        // The tables are taken out and walked through unsafe buffers: element by element,
        // each write checked its array's uniqueness (a freed small solver resets ~60 slots).
        var slotTable = PerSymbol<SymbolSlot>(), rowTable = PerSymbol<Row>()
        var rowLists = PerSymbol<ColumnList>(), definitionLists = PerSymbol<ColumnList>()
        swap(&slotTable, &slots)
        swap(&rowTable, &rows)
        swap(&rowLists, &rowColumns)
        swap(&definitionLists, &definitionColumns)
        let range = start..<symbolCount
        slotTable.withUnsafeMutableBufferPointer { slots in
            for s in range { slots[s] = SymbolSlot() }
        }
        rowLists.withUnsafeMutableBufferPointer { rowLists in
            definitionLists.withUnsafeMutableBufferPointer { definitionLists in
                // Emptied in place: assigning a new list released the old one's array.
                for s in range {
                    rowLists[s].truncate(to: 0)
                    definitionLists[s].truncate(to: 0)
                }
            }
        }
        // Only what is not already empty: a solver's tables are emptied this way for the
        // next one (`SolverStorage.empty`), and most symbols have no row.
        rowTable.withUnsafeMutableBufferPointer { rows in
            for s in range where !rows[s].cells.isEmpty || rows[s].constant != 0 {
                var cells: [Cell] = []
                swap(&cells, &rows[s].cells)
                rows[s].constant = 0
                recycle(cells: &cells)
            }
        }
        swap(&slotTable, &slots)
        swap(&rowTable, &rows)
        swap(&rowLists, &rowColumns)
        swap(&definitionLists, &definitionColumns)
        symbolCount = start
    }

    /// Room for `count` symbols in every per-symbol table.
    mutating func reserve(symbols count: Int) {
        reservedSymbols = Swift.max(reservedSymbols, count)
        guard count > slots.capacity else { return }
        slots.reserveCapacity(count)
        rows.reserveCapacity(count)
        rowColumns.reserveCapacity(count)
        definitionColumns.reserveCapacity(count)
        // The work lists a batch fills: room now, rather than each doubling from empty in a
        // new solver's first solve (a small screen's first solve regrew them ~40 times).
        changed.reserveCapacity(count)
        candidates.reserveCapacity(count)
    }

    /// Releases a symbol that no row, column or objective entry refers to any more.
    /// Inside a transaction the release waits for the commit.
    mutating func release(_ s: Int) {
        if log.isActive {
            log.pendingRelease.append(s)
        } else {
            releaseNow(s)
        }
    }

    mutating func releaseNow(_ s: Int) {
        guard s >= 0, s < symbolCount, !slots[s].isFree else { return }
        if slots[s].isBasic {
            slots[s].isBasic = false
            rowCount -= 1
        }
        recycleRow(at: s)
        for list in [rowColumns[s], definitionColumns[s]] {
            for entry in list where Tableau.row(entry) < symbolCount { rows[Tableau.row(entry)].remove(s) }
        }
        rowColumns[s] = []
        definitionColumns[s] = []
        slots[s].compactedSize = 0
        slots[s].objective = 0
        slots[s].isFree = true
        freeList.append(s)
    }

    // MARK: Logged primitives (every change to rows or objective goes through these)

    @inline(__always)
    mutating func saveRow(_ b: Int) {
        if log.isActive && slots[b].rowEpoch != log.epoch {
            slots[b].rowEpoch = log.epoch
            log.savedRows.append((b, slots[b].isBasic ? rows[b] : nil))
        }
    }

    /// Notes that `b`'s value may have moved: a user variable, or a symbol that a
    /// definition reads.
    @inline(__always)
    mutating func markChanged(_ b: Int) {
        if !slots[b].isChanged && (slots[b].kind == .external || !definitionColumns[b].isEmpty) {
            slots[b].isChanged = true
            changed.append(b)
        }
    }

    @inline(__always)
    mutating func checkFeasibility(_ b: Int) {
        switch slots[b].kind {
        case .external: break
        case .dummy: if !_isNearZero(rows[b].constant) { infeasible.append(b) }
        case .slack, .error: if rows[b].constant < 0 { infeasible.append(b) }
        }
    }

    /// Makes `row` the row of basic symbol `b`.
    mutating func putRow(_ b: Int, _ row: consuming Row) {
        saveRow(b)
        slots[b].isBasic = true
        rowCount += 1
        slots[b].rowVersion &+= 1
        // Indexed, then moved in: stored first, the row was copied (its cells retained and
        // released) to be indexed. A compaction the indexing runs reads versions, not rows.
        index(row, in: b)
        rows[b] = consume row
        markChanged(b)
    }

    /// Removes and returns the row of basic symbol `b`.
    mutating func takeRow(_ b: Int) -> Row {
        saveRow(b)
        slots[b].isBasic = false
        rowCount -= 1
        slots[b].rowVersion &+= 1
        let row = rows[b]
        rows[b] = Row()
        markChanged(b)
        return row
    }

    /// Changes a basic row's constant (edits and constant changes).
    mutating func addToConstant(_ b: Int, _ delta: Double) {
        saveRow(b)
        rows[b].constant += delta
        markChanged(b)
        checkFeasibility(b)
    }

    @inline(__always)
    mutating func setObjective(_ s: Int, _ value: Double) {
        if log.isActive && slots[s].objectiveEpoch != log.epoch {
            slots[s].objectiveEpoch = log.epoch
            log.savedObjective.append((s, slots[s].objective))
        }
        let v = _isNearZero(value) ? 0 : value
        slots[s].objective = v
        if v < 0 && !slots[s].isCandidate {
            slots[s].isCandidate = true
            candidates.append(s)
        }
    }

    mutating func addToObjective(_ s: Int, _ delta: Double) {
        if slots[s].isBasic {
            addRowToObjective(rows[s], times: delta)
        } else {
            setObjective(s, slots[s].objective + delta)
        }
    }

    mutating func addRowToObjective(_ row: Row, times factor: Double) {
        objectiveConstant += factor * row.constant
        for cell in row.cells {
            setObjective(cell.symbol, slots[cell.symbol].objective + factor * cell.coefficient)
        }
    }

    /// Removes every occurrence of `s` from rows and objective (for symbols whose
    /// constraint is gone; their coefficients should already be round-off only).
    mutating func purge(_ s: Int) {
        if slots[s].isBasic { _ = takeRow(s) }
        for list in [rowColumns[s], definitionColumns[s]] {
            for entry in list {
                let b = Tableau.row(entry)
                guard b < symbolCount, slots[b].isBasic, rows[b].contains(s) else { continue }
                saveRow(b)
                rows[b].remove(s)
                markChanged(b)
            }
        }
        rowColumns[s] = []
        definitionColumns[s] = []
        if slots[s].objective != 0 { setObjective(s, 0) }
    }

    // MARK: Substitution and pivoting

    /// Replaces non-basic `s` by `row` (parametric) in every row that contains it
    /// (found through the column indexes), the objective and the artificial
    /// objective.
    mutating func substitute(_ s: Int, _ row: Row) {
        var targets = ColumnList()
        swap(&targets, &rowColumns[s])  // every target loses `s`
        for entry in targets {
            substitute(s, row, into: Tableau.row(entry))
        }
        targets = ColumnList()
        swap(&targets, &definitionColumns[s])
        for entry in targets {
            substitute(s, row, into: Tableau.row(entry))
        }
        slots[s].compactedSize = 0
        let c = slots[s].objective
        if c != 0 {
            setObjective(s, 0)
            addRowToObjective(row, times: c)
        }
        if artificial != nil {
            _ = artificial?.substitute(s, by: row)
        }
    }

    /// Replaces `s` by `row` in row `b` (if it still holds `s`: lists are loose).
    mutating func substitute(_ s: Int, _ row: Row, into b: Int) {
        guard b < symbolCount, slots[b].isBasic, rows[b].contains(s) else { return }  // stale entry
        saveRow(b)
        let c = rows[b].remove(s)
        added.removeAllKeepingCapacity()
        removed.removeAllKeepingCapacity()
        rows[b].add(row, times: c, scratch: &scratch, added: &added, removed: &removed)
        for x in added { index(x, in: b) }
        markChanged(b)
        checkFeasibility(b)
    }

    /// Makes `entering` basic in place of `leaving`, using `leaving`'s row.
    mutating func pivot(entering: Int, leaving: Int) {
        var row = takeRow(leaving)
        row.solve(lhs: leaving, rhs: entering)
        substitute(entering, row)
        putRow(entering, row)
    }

}
