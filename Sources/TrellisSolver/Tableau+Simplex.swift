// Adding and removing constraint rows, and the primal and dual simplex.

extension Tableau {
    // MARK: Adding a row

    /// Inserts the row of a new constraint (`constant + Σ coefficient·symbol = 0`,
    /// symbols basic or not) and re-optimises. `marker`/`other` are the constraint's
    /// own symbols.
    mutating func insert(_ raw: consuming Row, marker: Int, other: Int) throws(TableauFailure) {
        // A user variable no row mentions yet: the row becomes its definition as it
        // stands (naming other variables, not their expansions), and there is
        // nothing to substitute anywhere. Only this path creates such names: every
        // other substitution below rewrites definitions too, which keeps round-off
        // from compounding through chains of names.
        let fresh = freshVariable(in: raw)
        if fresh >= 0 {
            // The row is solved in place (its buffer is not shared: no copy).
            raw.solve(for: fresh)
            putRow(fresh, raw)
            try optimize()
            return
        }
        var row = expand(raw)
        recycle(raw)
        if row.constant < 0 { row.reverseSign() }
        if let subject = chooseSubject(row, marker: marker, other: other) {
            row.solve(for: subject)
            substitute(subject, row)
            putRow(subject, row)
        } else if row.cells.allSatisfy({ slots[$0.symbol].kind == .dummy }) {
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

    /// The first user variable of `row` that no row mentions yet, or -1. (Through the buffer:
    /// iterating the cells retained and released the row's array.)
    @inline(__always)
    func freshVariable(in row: borrowing Row) -> Int {
        row.cells.withUnsafeBufferPointer { cells in
            for cell in cells where slots[cell.symbol].kind == .external && isFresh(cell.symbol) { return cell.symbol }
            return -1
        }
    }

    /// The basic symbol for a new row. Among user variables, the one in the fewest
    /// rows: substituting it out then touches (and densifies) the fewest rows, and a
    /// fresh variable costs nothing. Otherwise the constraint's own slack or error
    /// symbol when its coefficient keeps the row feasible. (Inlined, see `isFresh`.)
    @inline(__always)
    func chooseSubject(_ row: Row, marker: Int, other: Int) -> Int? {
        var best = -1
        var bestCount = Int.max
        for cell in row.cells
        where slots[cell.symbol].kind == .external && abs(cell.coefficient) >= Tableau.pivotTolerance {
            let count = definitionColumns[cell.symbol].count
            if count < bestCount {
                best = cell.symbol
                bestCount = count
                if count == 0 { break }
            }
        }
        if best >= 0 { return best }
        if slots[marker].kind.isPivotable && row.coefficient(for: marker) < -Tableau.pivotTolerance {
            return marker
        }
        if other >= 0 && slots[other].kind.isPivotable
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
        if slots[art].isBasic {
            var r = takeRow(art)
            if !r.cells.isEmpty {
                // Prefer a slack or error symbol; a dummy means the row is redundant.
                let entering =
                    r.cells.first(where: { slots[$0.symbol].kind.isPivotable })?.symbol
                    ?? r.cells.first(where: { slots[$0.symbol].kind == .dummy })?.symbol
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
                if !slots[s].isFree && slots[s].objective < 0 && slots[s].kind != .dummy && !slots[s].isBasic {
                    candidates[kept] = s
                    kept += 1
                    if entering < 0 || s < entering { entering = s }
                } else {
                    slots[s].isCandidate = false
                }
            }
            if kept < candidates.count { candidates.removeLast(candidates.count - kept) }
            if entering < 0 { return }
            guard let leaving = leavingRow(for: entering) else {
                // The objective is bounded below (a weighted sum of errors ≥ 0), so a
                // direction with no blocking row is round-off left on a symbol
                // (heavy weights make it exceed the near-zero test): clear it.
                if slots[entering].objective > -Tableau.roundOffTolerance {
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
            where cell.coefficient < -Tableau.pivotTolerance && slots[cell.symbol].kind != .dummy {
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

    /// The primal ratio test over the rows that contain `entering`. (Inlined, see `isFresh`.)
    @inline(__always)
    func leavingRow(for entering: Int) -> Int? {
        var best = -1
        var bestRatio = Double.infinity
        for entry in rowColumns[entering] {
            let b = Tableau.row(entry)
            guard b < symbolCount, slots[b].isBasic else { continue }
            let kind = slots[b].kind
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
        // The dual ratio test breaks ties for sparsity, not by Bland's rule, so
        // guard against cycling: an endless loop becomes an error.
        var budget = 1000 + 50 * rowCount
        while let b = infeasible.popLast() {
            budget -= 1
            if budget < 0 { throw .internalError("the dual simplex did not converge") }
            guard slots[b].isBasic else { continue }
            let row = rows[b]
            let sign: Double
            switch slots[b].kind {
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
                if c < Tableau.pivotTolerance || slots[cell.symbol].kind == .dummy { continue }
                let ratio = slots[cell.symbol].objective / c
                let tolerance = 1e-9 * Swift.max(1, abs(bestRatio))
                if ratio < bestRatio - tolerance {
                    entering = cell.symbol
                    bestRatio = ratio
                    bestCount = rowColumns[cell.symbol].count + definitionColumns[cell.symbol].count
                } else if ratio <= bestRatio + tolerance {
                    // Then the newest symbol: in a chain built left to right, the
                    // last view's change moves the fewest positions.
                    let count = rowColumns[cell.symbol].count + definitionColumns[cell.symbol].count
                    if count < bestCount || (count == bestCount && cell.symbol > entering) {
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
    /// row) by `delta` in its constant; rows that become infeasible are queued for
    /// ``restoreFeasibility()``, which the caller runs once for all its shifts. With the
    /// new marker `m' = m − delta/a` the new constraint reads exactly like the old one,
    /// so substituting `m = m' + delta/a` keeps every row an identity of the new system
    /// and only the rows containing the marker change.
    mutating func shiftConstant(marker: Int, markerCoefficient a: Double, by delta: Double) {
        let shift = delta / a
        if slots[marker].isBasic {
            addToConstant(marker, -shift)
        }
        // Restricted rows name the marker only while it is a parameter; definitions
        // may name it either way.
        for b in rowsHolding(marker) {
            addToConstant(b, rows[b].coefficient(for: marker) * shift)
        }
    }

    /// After constant shifts: the dual simplex makes the queued rows feasible again,
    /// then the primal simplex settles what that left improvable.
    mutating func restoreFeasibility() throws(TableauFailure) {
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
            guard b < symbolCount, slots[b].isBasic, slots[b].kind != .external else { continue }
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
        if slots[marker].isBasic {
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
            let holders = rowsHolding(marker).filter { slots[$0].kind == .external }
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
