/// Sizes of a solver's internal state, for tests and benchmarks (memory is reclaimed
/// when constraints and edit variables go).
public struct SolverStatistics: Sendable, Equatable, CustomStringConvertible {
    /// Constraints, edit constraints included.
    public var constraints: Int
    public var editVariables: Int
    /// Variables the solver knows (used by at least one constraint).
    public var variables: Int
    /// Rows of the tableau.
    public var rows: Int
    /// Symbols in use (ids are reused after release).
    public var symbols: Int
    /// Non-zero cells over all rows.
    public var cells: Int

    public var description: String {
        "\(constraints) constraints (\(editVariables) edits), \(variables) variables, \(rows) rows, \(symbols) symbols, \(cells) cells"
    }
}

extension Solver {
    public var statistics: SolverStatistics {
        var cells = 0
        for s in 0..<tableau.symbolCount where tableau.isBasic[s] {
            cells += tableau.rows[s].cells.count
        }
        return SolverStatistics(
            constraints: tags.count, editVariables: edits.count,
            variables: variableSymbols.count, rows: tableau.rowCount,
            symbols: tableau.liveSymbolCount, cells: cells)
    }
}

extension Solver {
    /// A canonical dump of the whole internal state (rows, objective, symbols,
    /// book-keeping), for tests that check a rejected operation changed nothing.
    func _debugState() -> String {
        var lines: [String] = []
        let t = tableau
        lines.append("symbols \(t.symbolCount) free \(t.freeList)")
        for s in 0..<t.symbolCount {
            var line = t.isFree[s] ? "\(s) free" : "\(s) \(t.kinds[s])"
            if t.isBasic[s] {
                let cells = t.rows[s].cells.map { "\($0.symbol):\($0.coefficient)" }
                line += " = \(t.rows[s].constant) + [\(cells.joined(separator: " "))]"
            }
            if t.objective[s] != 0 { line += " obj \(t.objective[s])" }
            let column = t.columns[s].sorted()
            if !column.isEmpty { line += " in \(column)" }
            if s < records.count, let r = records[s] { line += " var \(r.variable) refs \(r.references)" }
            if s < owners.count, let o = owners[s] { line += " owner \(o)" }
            lines.append(line)
        }
        lines.append("objective constant \(t.objectiveConstant)")
        for tag in tags.values.sorted(by: { $0.marker < $1.marker }) {
            lines.append(
                "tag \(tag.constraint) m\(tag.marker) o\(tag.other) k\(tag.constant) edit \(tag.isEdit)")
        }
        for (id, s) in variableSymbols.sorted(by: { $0.value < $1.value }) {
            lines.append("varsym \(s) \(id.hashValue)")
        }
        for info in edits.values.sorted(by: { $0.value < $1.value }) {
            lines.append("edit \(info.constraint) \(info.value)")
        }
        return lines.joined(separator: "\n")
    }
}

extension Solver {
    /// Checks the tableau's invariants; returns what is broken (empty when sound).
    func _invariantViolations() -> [String] {
        var problems: [String] = []
        let t = tableau
        for s in 0..<t.symbolCount {
            if t.isFree[s] {
                if t.isBasic[s] || !t.columns[s].isEmpty || t.objective[s] != 0 {
                    problems.append("free symbol \(s) still in use")
                }
                continue
            }
            if t.isBasic[s] {
                if t.objective[s] != 0 { problems.append("basic \(s) in objective") }
                if !t.columns[s].isEmpty { problems.append("basic \(s) in rows \(t.columns[s])") }
                let row = t.rows[s]
                for cell in row.cells {
                    if !t.columns[cell.symbol].contains(s) {
                        problems.append("column \(cell.symbol) misses row \(s)")
                    }
                    if t.isFree[cell.symbol] { problems.append("row \(s) uses free \(cell.symbol)") }
                }
                let restricted = t.kinds[s] == .slack || t.kinds[s] == .error
                if restricted && row.constant < -1e-6 {
                    problems.append("row \(s) infeasible: \(row.constant)")
                }
                if t.kinds[s] == .dummy && abs(row.constant) > 1e-6 {
                    problems.append("dummy row \(s) not zero: \(row.constant)")
                }
            } else {
                for b in t.columns[s] where !t.isBasic[b] || !t.rows[b].contains(s) {
                    problems.append("column \(s) lists \(b) wrongly")
                }
                if t.objective[s] < 0 && t.kinds[s] != .dummy {
                    problems.append("objective not optimal at \(s): \(t.objective[s])")
                }
                if t.kinds[s] == .external && (t.objective[s] != 0
                    || t.columns[s].contains(where: { t.kinds[$0] != .external }))
                {
                    problems.append("parametric external \(s) in objective or restricted row")
                }
            }
        }
        return problems
    }
}
