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
///   instead of their expansions. No pivot ever enters a user variable, so these
///   names stay valid; only values and new constraints read through them
///   (`expand`). kiwi expands every variable's row into parameters, which makes a
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
/// - `changed` lists the external symbols whose value may have moved, so `update()`
///   does not scan every variable.
struct Tableau {
    // Per-symbol tables, all indexed by symbol id.
    var kinds: [SymbolKind] = []
    var isFree: [Bool] = []
    var isBasic: [Bool] = []
    var rows: [Row] = []
    /// Restricted rows that contain the symbol (loosely, see above).
    var rowColumns: [[Int]] = []
    /// Definitions (user variables' rows) that contain the symbol (loosely).
    var definitionColumns: [[Int]] = []
    /// Size of each list after its last compaction.
    var compactedSize: [Int] = []
    /// Incarnation of each symbol's row, bumped whenever the row is put or taken
    /// whole. A list entry packs the row id with the incarnation it was made in, so
    /// a compaction drops entries of moved rows without looking inside them.
    var rowVersion: [UInt32] = []
    var columnMark: [UInt32] = []
    var columnEpoch: UInt32 = 0
    var objective: [Double] = []
    var isCandidate: [Bool] = []
    var isChanged: [Bool] = []

    var freeList: [Int] = []
    var objectiveConstant = 0.0
    /// Symbols whose objective coefficient may be negative (entering candidates).
    var candidates: [Int] = []
    /// The artificial objective while an add needs one.
    var artificial: Row? = nil
    /// Rows that may have become infeasible, for the dual simplex.
    var infeasible: [Int] = []
    /// External symbols whose value may have changed since the last `update()`.
    var changed: [Int] = []
    /// Number of basic rows.
    var rowCount = 0

    // Reused buffers for row merges (no allocation in the pivot loop).
    var scratch: [Cell] = []
    var added: [Int] = []
    var removed: [Int] = []
    // Dense accumulator and marks for expanding definitions and evaluating values.
    var accumulator: [Double] = []
    /// Sum of the magnitudes that went into `accumulator[s]`: a result far below it
    /// is cancellation noise, not a coefficient.
    var magnitude: [Double] = []
    var mark: [UInt32] = []
    var markEpoch: UInt32 = 0
    var memo: [Double] = []

    var log = UndoLog()

    var symbolCount: Int { kinds.count }

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
    var liveSymbolCount: Int { kinds.count - freeList.count }

    // MARK: Symbols

    mutating func allocate(_ kind: SymbolKind) -> Int {
        let s: Int
        if let reused = freeList.popLast() {
            s = reused
            kinds[s] = kind
            isFree[s] = false
        } else {
            s = kinds.count
            kinds.append(kind)
            isFree.append(false)
            isBasic.append(false)
            rows.append(Row())
            rowColumns.append([])
            definitionColumns.append([])
            compactedSize.append(0)
            rowVersion.append(0)
            columnMark.append(0)
            objective.append(0)
            accumulator.append(0)
            magnitude.append(0)
            mark.append(0)
            memo.append(0)
            isCandidate.append(false)
            isChanged.append(false)
            log.rowEpoch.append(0)
            log.objectiveEpoch.append(0)
        }
        if log.isActive { log.allocated.append(s) }
        return s
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
        guard s >= 0, s < kinds.count, !isFree[s] else { return }
        if isBasic[s] {
            isBasic[s] = false
            rowCount -= 1
        }
        rows[s] = Row()
        for entry in rowColumns[s] + definitionColumns[s] where Tableau.row(entry) < kinds.count {
            rows[Tableau.row(entry)].remove(s)
        }
        rowColumns[s] = []
        definitionColumns[s] = []
        compactedSize[s] = 0
        objective[s] = 0
        isFree[s] = true
        freeList.append(s)
    }

    /// Records that row `b` now holds `symbol`.
    @inline(__always)
    mutating func index(_ symbol: Int, in b: Int) {
        let entry = b | (Int(rowVersion[b]) << 32)
        let count: Int
        if kinds[b] == .external {
            definitionColumns[symbol].append(entry)
            count = definitionColumns[symbol].count
        } else {
            rowColumns[symbol].append(entry)
            count = rowColumns[symbol].count
        }
        if count >= 16 && count >= 2 * compactedSize[symbol] {
            compact(symbol)
        }
    }

    /// Whether `b` is a live row of the given kind that holds `symbol`.
    @inline(__always)
    func holds(_ b: Int, _ symbol: Int, definitions: Bool) -> Bool {
        b < kinds.count && isBasic[b] && (kinds[b] == .external) == definitions
            && rows[b].contains(symbol)
    }

    /// Drops the entries of moved rows and duplicates from both lists of `symbol`.
    /// (An entry whose row merely lost the symbol by cancellation stays until the
    /// row moves; readers check the row itself.)
    mutating func compact(_ symbol: Int) {
        columnEpoch &+= 1
        if columnEpoch == 0 {
            for i in columnMark.indices { columnMark[i] = 0 }
            columnEpoch = 1
        }
        let epoch = columnEpoch
        var list: [Int] = []
        swap(&list, &rowColumns[symbol])
        var kept = 0
        for entry in list {
            let b = Tableau.row(entry)
            guard b < kinds.count, columnMark[b] != epoch, isBasic[b],
                rowVersion[b] == UInt32(truncatingIfNeeded: entry >> 32)
            else { continue }
            columnMark[b] = epoch
            list[kept] = entry
            kept += 1
        }
        list.removeLast(list.count - kept)
        swap(&list, &rowColumns[symbol])
        list = []
        swap(&list, &definitionColumns[symbol])
        kept = 0
        for entry in list {
            let b = Tableau.row(entry)
            guard b < kinds.count, columnMark[b] != epoch, isBasic[b],
                rowVersion[b] == UInt32(truncatingIfNeeded: entry >> 32)
            else { continue }
            columnMark[b] = epoch
            list[kept] = entry
            kept += 1
        }
        list.removeLast(list.count - kept)
        swap(&list, &definitionColumns[symbol])
        compactedSize[symbol] = rowColumns[symbol].count + definitionColumns[symbol].count
    }

    /// The live rows of one kind holding `symbol`, sorted, without compacting (for
    /// tests and dumps).
    func exactRows(holding symbol: Int, definitions: Bool) -> [Int] {
        let list = (definitions ? definitionColumns[symbol] : rowColumns[symbol]).map(Tableau.row)
        return Set(list.filter { holds($0, symbol, definitions: definitions) }).sorted()
    }

    /// The rows that hold `symbol`, exactly (compacted), restricted rows first.
    mutating func rowsHolding(_ symbol: Int) -> [Int] {
        compact(symbol)
        return (rowColumns[symbol] + definitionColumns[symbol]).map(Tableau.row)
            .filter { rows[$0].contains(symbol) }
    }

    /// Whether no row, definition or objective entry mentions the symbol yet.
    mutating func isFresh(_ s: Int) -> Bool {
        if isBasic[s] || objective[s] != 0 { return false }
        if rowColumns[s].isEmpty && definitionColumns[s].isEmpty { return true }
        return rowsHolding(s).isEmpty
    }

    mutating func nextMarkEpoch() -> UInt32 {
        markEpoch &+= 1
        if markEpoch == 0 {
            for i in mark.indices { mark[i] = 0 }
            markEpoch = 1
        }
        return markEpoch
    }

    // MARK: Logged primitives (every change to rows or objective goes through these)

    @inline(__always)
    mutating func saveRow(_ b: Int) {
        if log.isActive && log.rowEpoch[b] != log.epoch {
            log.rowEpoch[b] = log.epoch
            log.savedRows.append((b, isBasic[b] ? rows[b] : nil))
        }
    }

    /// Notes that `b`'s value may have moved: a user variable, or a symbol that a
    /// definition reads.
    @inline(__always)
    mutating func markChanged(_ b: Int) {
        if !isChanged[b] && (kinds[b] == .external || !definitionColumns[b].isEmpty) {
            isChanged[b] = true
            changed.append(b)
        }
    }

    @inline(__always)
    mutating func checkFeasibility(_ b: Int) {
        switch kinds[b] {
        case .external: break
        case .dummy: if !_isNearZero(rows[b].constant) { infeasible.append(b) }
        case .slack, .error: if rows[b].constant < 0 { infeasible.append(b) }
        }
    }

    /// Makes `row` the row of basic symbol `b`.
    mutating func putRow(_ b: Int, _ row: Row) {
        saveRow(b)
        isBasic[b] = true
        rowCount += 1
        rowVersion[b] &+= 1
        rows[b] = row  // before indexing: a compaction must see the row
        for cell in row.cells { index(cell.symbol, in: b) }
        markChanged(b)
    }

    /// Removes and returns the row of basic symbol `b`.
    mutating func takeRow(_ b: Int) -> Row {
        saveRow(b)
        isBasic[b] = false
        rowCount -= 1
        rowVersion[b] &+= 1
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
        if log.isActive && log.objectiveEpoch[s] != log.epoch {
            log.objectiveEpoch[s] = log.epoch
            log.savedObjective.append((s, objective[s]))
        }
        let v = _isNearZero(value) ? 0 : value
        objective[s] = v
        if v < 0 && !isCandidate[s] {
            isCandidate[s] = true
            candidates.append(s)
        }
    }

    mutating func addToObjective(_ s: Int, _ delta: Double) {
        if isBasic[s] {
            addRowToObjective(rows[s], times: delta)
        } else {
            setObjective(s, objective[s] + delta)
        }
    }

    mutating func addRowToObjective(_ row: Row, times factor: Double) {
        objectiveConstant += factor * row.constant
        for cell in row.cells {
            setObjective(cell.symbol, objective[cell.symbol] + factor * cell.coefficient)
        }
    }

    /// Removes every occurrence of `s` from rows and objective (for symbols whose
    /// constraint is gone; their coefficients should already be round-off only).
    mutating func purge(_ s: Int) {
        if isBasic[s] { _ = takeRow(s) }
        for entry in rowColumns[s] + definitionColumns[s] {
            let b = Tableau.row(entry)
            guard b < kinds.count, isBasic[b], rows[b].contains(s) else { continue }
            saveRow(b)
            rows[b].remove(s)
            markChanged(b)
        }
        rowColumns[s] = []
        definitionColumns[s] = []
        if objective[s] != 0 { setObjective(s, 0) }
    }

    // MARK: Substitution and pivoting

    /// Replaces non-basic `s` by `row` (parametric) in every row that contains it
    /// (found through the column indexes), the objective and the artificial
    /// objective.
    mutating func substitute(_ s: Int, _ row: Row) {
        var targets: [Int] = []
        swap(&targets, &rowColumns[s])  // every target loses `s`
        for entry in targets {
            substitute(s, row, into: Tableau.row(entry))
        }
        targets.removeAll(keepingCapacity: true)
        swap(&targets, &definitionColumns[s])
        for entry in targets {
            substitute(s, row, into: Tableau.row(entry))
        }
        compactedSize[s] = 0
        let c = objective[s]
        if c != 0 {
            setObjective(s, 0)
            addRowToObjective(row, times: c)
        }
        if artificial != nil {
            _ = artificial?.substitute(s, by: row)
        }
    }

    /// Replaces `s` by `row` in row `b` (if it still holds `s`: lists are loose).
    private mutating func substitute(_ s: Int, _ row: Row, into b: Int) {
        guard b < kinds.count, isBasic[b], rows[b].contains(s) else { return }  // stale entry
        saveRow(b)
        let c = rows[b].remove(s)
        added.removeAll(keepingCapacity: true)
        removed.removeAll(keepingCapacity: true)
        rows[b].add(row, times: c, scratch: &scratch, added: &added, removed: &removed)
        for x in added { index(x, in: b) }
        markChanged(b)
        checkFeasibility(b)
    }

    /// `row` with every basic symbol replaced by its row, recursively, so that it
    /// names parameters only. Definitions are expanded once each, in topological
    /// order (a definition only after every definition that names it), into a dense
    /// accumulator: a chain of N definitions costs O(N), not O(N²).
    mutating func expand(_ row: Row) -> Row {
        let epoch = nextMarkEpoch()
        var touched: [Int] = []
        var order: [Int] = []  // definitions, post-order (named before namer)
        var restricted: [Int] = []
        var stack: [(Int, Int)] = []
        for cell in row.cells {
            let s = cell.symbol
            if mark[s] != epoch {
                mark[s] = epoch
                touched.append(s)
                accumulator[s] = 0
                magnitude[s] = 0
                if isBasic[s] {
                    if kinds[s] == .external { stack.append((s, 0)) } else { restricted.append(s) }
                }
            }
            accumulator[s] += cell.coefficient
            magnitude[s] += abs(cell.coefficient)
            // Depth-first over the definitions reachable from this cell.
            while let (d, next) = stack.last {
                let cells = rows[d].cells
                var i = next
                var descended = false
                while i < cells.count {
                    let t = cells[i].symbol
                    i += 1
                    if mark[t] != epoch {
                        mark[t] = epoch
                        touched.append(t)
                        accumulator[t] = 0
                        magnitude[t] = 0
                        if isBasic[t] {
                            if kinds[t] == .external {
                                stack[stack.count - 1].1 = i
                                stack.append((t, 0))
                                descended = true
                                break
                            }
                            restricted.append(t)
                        }
                    }
                }
                if !descended {
                    stack.removeLast()
                    order.append(d)
                }
            }
        }
        var constant = row.constant
        for d in order.reversed() {
            let c = accumulator[d]
            accumulator[d] = 0
            if c == 0 { continue }
            constant += c * rows[d].constant
            for cell in rows[d].cells {
                let v = c * cell.coefficient
                accumulator[cell.symbol] += v
                magnitude[cell.symbol] += abs(v)
            }
        }
        // Restricted rows name parameters only; two of them never share a basic.
        for b in restricted {
            let c = accumulator[b]
            accumulator[b] = 0
            if c == 0 { continue }
            constant += c * rows[b].constant
            for cell in rows[b].cells {
                let t = cell.symbol
                if mark[t] != epoch {
                    mark[t] = epoch
                    touched.append(t)
                    accumulator[t] = 0
                    magnitude[t] = 0
                }
                let v = c * cell.coefficient
                accumulator[t] += v
                magnitude[t] += abs(v)
            }
        }
        touched.sort()
        var result = Row(constant: constant)
        result.cells.reserveCapacity(touched.count)
        for t in touched {
            let c = accumulator[t]
            accumulator[t] = 0
            if !_isNearZero(c) && !isBasic[t] && abs(c) > 1e-11 * magnitude[t] {
                result.cells.append(Cell(symbol: t, coefficient: c))
            }
        }
        return result
    }

    /// The current value of a symbol: 0 for a parameter, the row's constant for a
    /// restricted basic, and a definition read through recursively (memoised for
    /// one `epoch`, iteratively so long chains cannot overflow the stack).
    mutating func value(of s: Int, epoch: UInt32) -> Double {
        if !isBasic[s] { return 0 }
        if kinds[s] != .external { return rows[s].constant }
        if mark[s] == epoch { return memo[s] }
        var stack: [Int] = [s]
        while let d = stack.last {
            var ready = true
            for cell in rows[d].cells {
                let t = cell.symbol
                if isBasic[t] && kinds[t] == .external && mark[t] != epoch {
                    stack.append(t)
                    ready = false
                }
            }
            if !ready { continue }
            stack.removeLast()
            if mark[d] == epoch { continue }
            var v = rows[d].constant
            for cell in rows[d].cells {
                let t = cell.symbol
                if !isBasic[t] { continue }
                v += cell.coefficient * (kinds[t] == .external ? memo[t] : rows[t].constant)
            }
            memo[d] = v
            mark[d] = epoch
        }
        return memo[s]
    }

    /// Makes `entering` basic in place of `leaving`, using `leaving`'s row.
    mutating func pivot(entering: Int, leaving: Int) {
        var row = takeRow(leaving)
        row.solve(lhs: leaving, rhs: entering)
        substitute(entering, row)
        putRow(entering, row)
    }

    // MARK: Adding a row

    /// Inserts the row of a new constraint (`constant + Σ coefficient·symbol = 0`,
    /// symbols basic or not) and re-optimises. `marker`/`other` are the constraint's
    /// own symbols.
    mutating func insert(_ raw: Row, marker: Int, other: Int) throws(TableauFailure) {
        // A user variable no row mentions yet: the row becomes its definition as it
        // stands (naming other variables, not their expansions), and there is
        // nothing to substitute anywhere. Only this path creates such names: every
        // other substitution below rewrites definitions too, which keeps round-off
        // from compounding through chains of names.
        for cell in raw.cells where kinds[cell.symbol] == .external && isFresh(cell.symbol) {
            var row = raw
            row.solve(for: cell.symbol)
            putRow(cell.symbol, row)
            try optimize()
            return
        }
        var row = expand(raw)
        if row.constant < 0 { row.reverseSign() }
        if let subject = chooseSubject(row, marker: marker, other: other) {
            row.solve(for: subject)
            substitute(subject, row)
            putRow(subject, row)
        } else if row.cells.allSatisfy({ kinds[$0.symbol] == .dummy }) {
            // Only required equalities' markers: the constraint is implied by others
            // (constant 0: keep it as a redundant row) or contradicts them.
            guard _isNearZero(row.constant) else {
                throw .conflict(symbols: row.cells.map(\.symbol))
            }
            row.solve(for: marker)
            substitute(marker, row)
            putRow(marker, row)
        } else {
            try insertWithArtificialVariable(row)
        }
        try optimize()
    }

    /// The basic symbol for a new row. Among user variables, the one in the fewest
    /// rows: substituting it out then touches (and densifies) the fewest rows, and a
    /// fresh variable costs nothing. Otherwise the constraint's own slack or error
    /// symbol when its coefficient keeps the row feasible.
    func chooseSubject(_ row: Row, marker: Int, other: Int) -> Int? {
        var best = -1
        var bestCount = Int.max
        for cell in row.cells
        where kinds[cell.symbol] == .external && abs(cell.coefficient) >= Tableau.pivotTolerance {
            let count = definitionColumns[cell.symbol].count
            if count < bestCount {
                best = cell.symbol
                bestCount = count
                if count == 0 { break }
            }
        }
        if best >= 0 { return best }
        if kinds[marker].isPivotable && row.coefficient(for: marker) < -Tableau.pivotTolerance {
            return marker
        }
        if other >= 0 && kinds[other].isPivotable
            && row.coefficient(for: other) < -Tableau.pivotTolerance
        {
            return other
        }
        return nil
    }

    /// Phase one for a row with no usable subject: minimise an artificial variable
    /// equal to the row; the constraint is satisfiable iff it reaches zero.
    mutating func insertWithArtificialVariable(_ row: Row) throws(TableauFailure) {
        let art = allocate(.slack)
        putRow(art, row)
        artificial = row
        defer { artificial = nil }
        try optimizeArtificial()
        let final = artificial ?? Row()
        artificial = nil
        guard _isNearZero(final.constant) else {
            throw .conflict(symbols: final.cells.map(\.symbol).filter { $0 != art })
        }
        if isBasic[art] {
            var r = takeRow(art)
            if !r.cells.isEmpty {
                // Prefer a slack or error symbol; a dummy means the row is redundant.
                let entering =
                    r.cells.first(where: { kinds[$0.symbol].isPivotable })?.symbol
                    ?? r.cells.first(where: { kinds[$0.symbol] == .dummy })?.symbol
                guard let entering else {
                    throw .internalError("artificial row has no symbol to pivot on")
                }
                r.solve(lhs: art, rhs: entering)
                substitute(entering, r)
                putRow(entering, r)
            }
        }
        // The artificial variable is non-basic (zero) now: drop it.
        purge(art)
        release(art)
    }

    // MARK: Primal simplex

    /// Minimises the objective (Bland's rule: lowest entering and leaving symbol on
    /// ties, so it cannot cycle).
    mutating func optimize() throws(TableauFailure) {
        while true {
            var entering = -1
            var kept = 0
            for i in candidates.indices {
                let s = candidates[i]
                if !isFree[s] && objective[s] < 0 && kinds[s] != .dummy && !isBasic[s] {
                    candidates[kept] = s
                    kept += 1
                    if entering < 0 || s < entering { entering = s }
                } else {
                    isCandidate[s] = false
                }
            }
            candidates.removeLast(candidates.count - kept)
            if entering < 0 { return }
            guard let leaving = leavingRow(for: entering) else {
                // The objective is bounded below (a weighted sum of errors ≥ 0), so a
                // direction with no blocking row is round-off left on a symbol
                // (heavy weights make it exceed the near-zero test): clear it.
                if objective[entering] > -Tableau.roundOffTolerance {
                    setObjective(entering, 0)
                    continue
                }
                throw .internalError("the objective is unbounded")
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    mutating func optimizeArtificial() throws(TableauFailure) {
        while let art = artificial {
            var entering = -1
            for cell in art.cells
            where cell.coefficient < -Tableau.pivotTolerance && kinds[cell.symbol] != .dummy {
                entering = cell.symbol
                break  // cells are sorted: the first is the lowest symbol
            }
            if entering < 0 { return }
            guard let leaving = leavingRow(for: entering) else {
                throw .internalError("the artificial objective is unbounded")
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The primal ratio test over the rows that contain `entering`.
    func leavingRow(for entering: Int) -> Int? {
        var best = -1
        var bestRatio = Double.infinity
        for entry in rowColumns[entering] {
            let b = Tableau.row(entry)
            guard b < kinds.count, isBasic[b] else { continue }
            let kind = kinds[b]
            if kind == .external { continue }
            let c = rows[b].coefficient(for: entering)
            if abs(c) < Tableau.pivotTolerance { continue }
            let ratio: Double
            if kind == .dummy {
                // A required equality's row must keep its value: it blocks at once.
                ratio = 0
            } else {
                if c >= 0 { continue }
                ratio = -rows[b].constant / c
            }
            if ratio < bestRatio || (ratio == bestRatio && b < best) {
                best = b
                bestRatio = ratio
            }
        }
        return best >= 0 ? best : nil
    }

    // MARK: Dual simplex

    /// Restores feasibility after constants changed, keeping the objective optimal.
    mutating func dualOptimize() throws(TableauFailure) {
        while let b = infeasible.popLast() {
            guard isBasic[b] else { continue }
            let row = rows[b]
            let sign: Double
            switch kinds[b] {
            case .external: continue
            case .dummy:
                if _isNearZero(row.constant) { continue }
                sign = row.constant < 0 ? 1 : -1
            case .slack, .error:
                if _isNearZero(row.constant) || row.constant >= 0 { continue }
                sign = 1
            }
            // Ratio test; ties (within round-off) go to the symbol in the fewest rows,
            // since the pivot substitutes the new row into every row that holds it.
            // In a chain of views every view's error ties, and the last view's is in
            // one row where the first view's is in all of them.
            var entering = -1
            var bestRatio = Double.infinity
            var bestCount = Int.max
            for cell in row.cells {
                let c = cell.coefficient * sign
                if c < Tableau.pivotTolerance || kinds[cell.symbol] == .dummy { continue }
                let ratio = objective[cell.symbol] / c
                let tolerance = 1e-9 * Swift.max(1, abs(bestRatio))
                if ratio < bestRatio - tolerance {
                    entering = cell.symbol
                    bestRatio = ratio
                    bestCount = rowColumns[cell.symbol].count + definitionColumns[cell.symbol].count
                } else if ratio <= bestRatio + tolerance {
                    let count = rowColumns[cell.symbol].count + definitionColumns[cell.symbol].count
                    if count < bestCount || (count == bestCount && cell.symbol < entering) {
                        entering = cell.symbol
                        bestRatio = Swift.min(ratio, bestRatio)
                        bestCount = count
                    }
                }
            }
            guard entering >= 0 else {
                throw .conflict(symbols: [b] + row.cells.map(\.symbol))
            }
            pivot(entering: entering, leaving: b)
        }
    }

    /// Shifts the constraint whose marker is `marker` (coefficient ±1 in its original
    /// row) by `delta` in its constant, then restores feasibility. With the new
    /// marker `m' = m − delta/a` the new constraint reads exactly like the old one, so
    /// substituting `m = m' + delta/a` keeps every row an identity of the new system
    /// and only the rows containing the marker change.
    mutating func shiftConstant(marker: Int, markerCoefficient a: Double, by delta: Double)
        throws(TableauFailure)
    {
        let shift = delta / a
        if isBasic[marker] {
            addToConstant(marker, -shift)
        }
        // Restricted rows name the marker only while it is a parameter; definitions
        // may name it either way.
        for b in rowsHolding(marker) {
            addToConstant(b, rows[b].coefficient(for: marker) * shift)
        }
        try dualOptimize()
        try optimize()
    }

    // MARK: Removing a row

    /// The restricted row to pivot a non-basic marker into, so its row can be
    /// dropped (kiwi's rule: prefer rows that stay feasible).
    func markerLeavingRow(_ marker: Int) -> Int? {
        var first = -1, second = -1
        var r1 = Double.infinity, r2 = Double.infinity
        for entry in rowColumns[marker] {
            let b = Tableau.row(entry)
            guard b < kinds.count, isBasic[b], kinds[b] != .external else { continue }
            let c = rows[b].coefficient(for: marker)
            if abs(c) < Tableau.pivotTolerance { continue }
            if c < 0 {
                let r = -rows[b].constant / c
                if r < r1 || (r == r1 && b < first) { r1 = r; first = b }
            } else {
                let r = rows[b].constant / c
                if r < r2 || (r == r2 && b < second) { r2 = r; second = b }
            }
        }
        if first >= 0 { return first }
        return second >= 0 ? second : nil
    }

    /// Removes the equation of the constraint whose marker is `marker`: afterwards no
    /// row names the marker (every remaining row is then an identity of the other
    /// constraints alone).
    mutating func removeRow(marker: Int) throws(TableauFailure) {
        if isBasic[marker] {
            let row = takeRow(marker)
            substitute(marker, row)
        } else if let leaving = markerLeavingRow(marker) {
            var row = takeRow(leaving)
            row.solve(lhs: leaving, rhs: marker)
            substitute(marker, row)
        } else {
            // Only definitions name the marker: the variable of one of them becomes
            // a (free) parameter. Its definition is expanded first, so the rows it is
            // substituted into name no basic variable they did not name before.
            let holders = rowsHolding(marker).filter { kinds[$0] == .external }
            for d in holders.sorted() {
                var row = expand(rows[d])
                guard !_isNearZero(row.coefficient(for: marker)) else { continue }
                _ = takeRow(d)
                row.solve(lhs: d, rhs: marker)
                substitute(marker, row)
                return
            }
            if !holders.isEmpty {
                throw .internalError("no row to remove for a constraint's marker")
            }
        }
    }
}
