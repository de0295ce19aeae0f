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
/// Cost is kept proportional to what an operation touches:
/// - `columns[s]` lists the rows that contain `s`, so a substitution visits only those
///   rows instead of scanning the whole tableau (kiwi's main cost);
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
    var columns: [Set<Int>] = []
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

    var log = UndoLog()

    var symbolCount: Int { kinds.count }

    /// Largest objective coefficient treated as round-off when it has no blocking
    /// row: weights reach 10^6 and coefficients 10^3, so sums carry errors far above
    /// the 1e-8 near-zero test.
    static let roundOffTolerance = 1e-4
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
            columns.append([])
            objective.append(0)
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
            for cell in rows[s].cells { columns[cell.symbol].remove(s) }
        }
        rows[s] = Row()
        for b in columns[s] { rows[b].remove(s) }
        columns[s] = []
        objective[s] = 0
        isFree[s] = true
        freeList.append(s)
    }

    @inline(__always)
    func value(of s: Int) -> Double {
        isBasic[s] ? rows[s].constant : 0
    }

    // MARK: Logged primitives (every change to rows or objective goes through these)

    @inline(__always)
    mutating func saveRow(_ b: Int) {
        if log.isActive && log.rowEpoch[b] != log.epoch {
            log.rowEpoch[b] = log.epoch
            log.savedRows.append((b, isBasic[b] ? rows[b] : nil))
        }
    }

    @inline(__always)
    mutating func markChanged(_ b: Int) {
        if kinds[b] == .external && !isChanged[b] {
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
        for cell in row.cells { columns[cell.symbol].insert(b) }
        rows[b] = row
        markChanged(b)
    }

    /// Removes and returns the row of basic symbol `b`.
    mutating func takeRow(_ b: Int) -> Row {
        saveRow(b)
        isBasic[b] = false
        rowCount -= 1
        let row = rows[b]
        rows[b] = Row()
        for cell in row.cells { columns[cell.symbol].remove(b) }
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
        let targets = columns[s]
        for b in targets {
            saveRow(b)
            rows[b].remove(s)
            markChanged(b)
        }
        columns[s] = []
        if objective[s] != 0 { setObjective(s, 0) }
    }

    // MARK: Substitution and pivoting

    /// Replaces non-basic `s` by `row` everywhere: in the rows that contain it (found
    /// through the column index), the objective and the artificial objective.
    mutating func substitute(_ s: Int, _ row: Row) {
        var targets = Set<Int>()
        swap(&targets, &columns[s])  // every target loses `s`
        for b in targets {
            saveRow(b)
            let c = rows[b].remove(s)
            if c == 0 { continue }
            added.removeAll(keepingCapacity: true)
            removed.removeAll(keepingCapacity: true)
            rows[b].add(row, times: c, scratch: &scratch, added: &added, removed: &removed)
            for x in added { columns[x].insert(b) }
            for x in removed { columns[x].remove(b) }
            markChanged(b)
            checkFeasibility(b)
        }
        let c = objective[s]
        if c != 0 {
            setObjective(s, 0)
            addRowToObjective(row, times: c)
        }
        if artificial != nil {
            _ = artificial?.substitute(s, by: row)
        }
    }

    /// Makes `entering` basic in place of `leaving`, using `leaving`'s row.
    mutating func pivot(entering: Int, leaving: Int) {
        var row = takeRow(leaving)
        row.solve(lhs: leaving, rhs: entering)
        substitute(entering, row)
        putRow(entering, row)
    }

    // MARK: Adding a row

    /// Inserts the row of a new constraint (already expressed in non-basic symbols,
    /// constant ≥ 0) and re-optimises. `marker`/`other` are the constraint's own
    /// symbols.
    mutating func insert(_ row: Row, marker: Int, other: Int) throws(TableauFailure) {
        var row = row
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
        for cell in row.cells where kinds[cell.symbol] == .external {
            let count = columns[cell.symbol].count
            if count < bestCount {
                best = cell.symbol
                bestCount = count
                if count == 0 { break }
            }
        }
        if best >= 0 { return best }
        if kinds[marker].isPivotable && row.coefficient(for: marker) < 0 { return marker }
        if other >= 0 && kinds[other].isPivotable && row.coefficient(for: other) < 0 {
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
            where cell.coefficient < 0 && kinds[cell.symbol] != .dummy {
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
        for b in columns[entering] {
            let kind = kinds[b]
            if kind == .external { continue }
            let c = rows[b].coefficient(for: entering)
            let ratio: Double
            if kind == .dummy {
                // A required equality's row must keep its value: it blocks at once.
                if _isNearZero(c) { continue }
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
                if c <= 0 || kinds[cell.symbol] == .dummy { continue }
                let ratio = objective[cell.symbol] / c
                let tolerance = 1e-9 * Swift.max(1, abs(bestRatio))
                if ratio < bestRatio - tolerance {
                    entering = cell.symbol
                    bestRatio = ratio
                    bestCount = columns[cell.symbol].count
                } else if ratio <= bestRatio + tolerance {
                    let count = columns[cell.symbol].count
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
        } else {
            for b in columns[marker] {
                addToConstant(b, rows[b].coefficient(for: marker) * shift)
            }
        }
        try dualOptimize()
        try optimize()
    }

    // MARK: Removing a row

    /// The row to pivot a non-basic marker into, so its row can be dropped (kiwi's
    /// rule: prefer restricted rows that stay feasible, then external rows).
    func markerLeavingRow(_ marker: Int) -> Int? {
        var first = -1, second = -1, third = -1
        var r1 = Double.infinity, r2 = Double.infinity
        for b in columns[marker] {
            let c = rows[b].coefficient(for: marker)
            if c == 0 { continue }
            if kinds[b] == .external {
                if third < 0 || b < third { third = b }
            } else if c < 0 {
                let r = -rows[b].constant / c
                if r < r1 || (r == r1 && b < first) { r1 = r; first = b }
            } else {
                let r = rows[b].constant / c
                if r < r2 || (r == r2 && b < second) { r2 = r; second = b }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }

    /// Removes the row that belongs to `marker`'s constraint.
    mutating func removeRow(marker: Int) throws(TableauFailure) {
        if isBasic[marker] {
            _ = takeRow(marker)
        } else if let leaving = markerLeavingRow(marker) {
            var row = takeRow(leaving)
            row.solve(lhs: leaving, rhs: marker)
            substitute(marker, row)
        } else if !columns[marker].isEmpty {
            throw .internalError("no row to remove for a constraint's marker")
        }
    }
}
