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
        for s in 0..<tableau.symbolCount where tableau.slots[s].isBasic {
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
            var line = t.slots[s].isFree ? "\(s) free" : "\(s) \(t.slots[s].kind)"
            if t.slots[s].isBasic {
                let cells = t.rows[s].cells.map { "\($0.symbol):\($0.coefficient)" }
                line += " = \(t.rows[s].constant) + [\(cells.joined(separator: " "))]"
            }
            if t.slots[s].objective != 0 { line += " obj \(t.slots[s].objective)" }
            let column = t.exactRows(holding: s, definitions: false)
            let definitions = t.exactRows(holding: s, definitions: true)
            if !column.isEmpty { line += " in \(column)" }
            if !definitions.isEmpty { line += " defs \(definitions)" }
            if s < records.count, let r = records[s] { line += " var \(r.variable) refs \(r.references) reported \(reported[s])" }
            if s < owners.count, let o = owners[s] { line += " owner \(o.takeUnretainedValue())" }
            lines.append(line)
        }
        lines.append("objective constant \(t.objectiveConstant)")
        for tag in tags.values.sorted(by: { $0.marker < $1.marker }) {
            lines.append(
                "tag \(tag.constraint) m\(tag.marker) o\(tag.other) k\(tag.constant) edit \(tag.isEdit)")
        }
        for (id, s) in variableSymbols.entries.sorted(by: { $0.symbol < $1.symbol }) {
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
            let restrictedUsers = t.exactRows(holding: s, definitions: false)
            let definitionUsers = t.exactRows(holding: s, definitions: true)
            let users = Set(restrictedUsers + definitionUsers)
            if t.slots[s].isFree {
                if t.slots[s].isBasic || !users.isEmpty || t.slots[s].objective != 0 {
                    problems.append("free symbol \(s) still in use")
                }
                continue
            }
            if t.slots[s].isBasic {
                if t.slots[s].objective != 0 { problems.append("basic \(s) in objective") }
                if !restrictedUsers.isEmpty { problems.append("basic \(s) in restricted rows \(restrictedUsers)") }
                let row = t.rows[s]
                for cell in row.cells {
                    let lists = t.slots[s].kind == .external ? t.definitionColumns : t.rowColumns
                    if !lists[cell.symbol].contains(where: { Tableau.row($0) == s }) {
                        problems.append("column \(cell.symbol) misses row \(s)")
                    }
                    if t.slots[cell.symbol].isFree { problems.append("row \(s) uses free \(cell.symbol)") }
                    if t.slots[s].kind != .external && t.slots[cell.symbol].kind == .external {
                        problems.append("restricted row \(s) names variable \(cell.symbol)")
                    }
                }
                let restricted = t.slots[s].kind == .slack || t.slots[s].kind == .error
                if restricted && row.constant < -1e-6 {
                    problems.append("row \(s) infeasible: \(row.constant)")
                }
                if t.slots[s].kind == .dummy && abs(row.constant) > 1e-6 {
                    problems.append("dummy row \(s) not zero: \(row.constant)")
                }
            } else {
                if t.slots[s].objective < 0 && t.slots[s].kind != .dummy {
                    problems.append("objective not optimal at \(s): \(t.slots[s].objective)")
                }
                if t.slots[s].kind == .external && (t.slots[s].objective != 0 || !restrictedUsers.isEmpty) {
                    problems.append("parametric variable \(s) in objective or restricted row")
                }
            }
        }
        return problems
    }
}

extension Solver {
    /// Every row is an identity of the constraints: with random values for the
    /// parameters, the basic symbols' values must satisfy every constraint's
    /// equation exactly (up to round-off). Returns the constraints whose equation
    /// fails, for tests.
    func _identityViolations(seed: UInt64 = 1, tolerance: Double = 1e-6) -> [String] {
        let t = tableau
        var state = seed
        func random() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53) * 10 - 5
        }
        var value = [Double](repeating: 0, count: t.symbolCount)
        for s in 0..<t.symbolCount where !t.slots[s].isFree && !t.slots[s].isBasic { value[s] = random() }
        for s in 0..<t.symbolCount where !t.slots[s].isFree && t.slots[s].isBasic && t.slots[s].kind != .external {
            value[s] = t.rows[s].cells.reduce(t.rows[s].constant) { $0 + $1.coefficient * value[$1.symbol] }
        }
        // Definitions: evaluate with the parameters' random values.
        var done = [Bool](repeating: false, count: t.symbolCount)
        func eval(_ s: Int) -> Double {
            if !t.slots[s].isBasic || t.slots[s].kind != .external || done[s] { return value[s] }
            var v = t.rows[s].constant
            for cell in t.rows[s].cells { v += cell.coefficient * eval(cell.symbol) }
            value[s] = v
            done[s] = true
            return v
        }
        for s in 0..<t.symbolCount where !t.slots[s].isFree { _ = eval(s) }
        var problems: [String] = []
        for tag in tags.values {
            var residual = tag.constant
            for term in tag.constraint.expression.terms {
                guard let s = variableSymbols[ObjectIdentifier(term.variable)] else { continue }
                residual += term.coefficient * value[s]
            }
            residual += tag.markerCoefficient * value[tag.marker]
            if tag.other >= 0 { residual -= tag.markerCoefficient * value[tag.other] }
            if abs(residual) > tolerance * (1 + abs(tag.constant)) {
                problems.append("\(tag.constraint): residual \(residual)")
            }
        }
        return problems
    }
}

extension Solver {
    func _maxIdentityResidual() -> Double {
        var m = 0.0
        for line in _identityViolations(tolerance: 0) {
            if let r = line.split(separator: " ").last, let v = Double(r) { m = max(m, abs(v)) }
        }
        return m
    }
}
