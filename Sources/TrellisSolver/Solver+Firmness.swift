// Whether variables are determined, read off the solved tableau instead of probed.

extension Solver {
    /// Whether no set of pulls on `variables` — one per variable, each costing at most
    /// `weight` per unit of distance from its current value — could move any of them.
    ///
    /// A `true` is a proof, read off the optimal tableau: on every solution the objective
    /// exceeds its optimum by `Σ d·x` over the non-basic symbols `x` (each ≥ 0, `d` its
    /// objective coefficient), while the variables move by at most `Σ m·x`, `m` being what
    /// every listed variable's expansion holds of `x` by magnitude. When each `x` the
    /// variables depend on has `d > 2·weight·m`, any move costs more than the pulls could
    /// gain, so the current values are the only optimum of the system with the pulls. A
    /// variable that depends on a free parameter (a non-basic variable), or on a symbol that
    /// moves for less, gives `false`: then it may or may not move (degenerate rows can block
    /// a direction), and only a solve with the pulls can tell.
    ///
    /// This is what the engine's ambiguity probes ask, for the price of one expansion
    /// instead of two builds with a pull per variable. The solver must be solved (after an
    /// add, a remove or a constant change, as always).
    public func holdsFirm(_ variables: [Variable], againstPullsWeighing weight: Double) -> Bool {
        guard weight.isFinite, weight > 0 else { return false }
        var symbols: [Int] = []
        symbols.reserveCapacity(variables.count)
        for variable in variables {
            // Unknown (in no constraint) or non-basic: a free parameter of the system.
            guard let s = variableSymbols[ObjectIdentifier(variable)], tableau.slots[s].isBasic else { return false }
            symbols.append(s)
        }
        symbols.sort()
        var row = Row()
        row.cells.reserveCapacity(symbols.count)
        for s in symbols where row.cells.last?.symbol != s { row.cells.append(Cell(symbol: s, coefficient: 1)) }
        for parameter in tableau.expand(row, magnitudes: true).cells {
            switch tableau.slots[parameter.symbol].kind {
            case .dummy:
                continue  // a required equality's marker: always 0
            case .external:
                return false  // a free parameter moves the variables at no cost
            case .slack, .error:
                let cost = tableau.slots[parameter.symbol].objective
                if !(cost > 2 * weight * parameter.coefficient + _epsilon) { return false }
            }
        }
        return true
    }
}
