// Reading through definitions: expanding a row into parameters, and values.

extension Tableau {
    mutating func nextMarkEpoch() -> UInt32 {
        markEpoch &+= 1
        if markEpoch == 0 {
            for i in mark.indices { mark[i] = 0 }
            markEpoch = 1
        }
        return markEpoch
    }

    /// `row` with every basic symbol replaced by its row, recursively, so that it
    /// names parameters only. Definitions are expanded once each, in topological
    /// order (a definition only after every definition that names it), into a dense
    /// accumulator: a chain of N definitions costs O(N), not O(N²).
    mutating func expand(_ row: Row) -> Row {
        let epoch = nextMarkEpoch()
        // Reused storage (taken out and put back): no allocation per call.
        var touched = expandTouched, order = expandOrder, restricted = expandRestricted, stack = expandStack
        expandTouched = []; expandOrder = []; expandRestricted = []; expandStack = []
        defer {
            touched.removeAll(keepingCapacity: true); order.removeAll(keepingCapacity: true)
            restricted.removeAll(keepingCapacity: true); stack.removeAll(keepingCapacity: true)
            expandTouched = touched; expandOrder = order; expandRestricted = restricted; expandStack = stack
        }
        // `order`: definitions in post-order (named before namer).
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
        var stack = valueStack  // reused storage: no allocation per call
        valueStack = []
        stack.removeAll(keepingCapacity: true)
        stack.append(s)
        while let d = stack.last {
            // Evaluate `d` if every variable it names is known; else visit those first.
            let (ready, v) = rows.withUnsafeBufferPointer { rows in
                kinds.withUnsafeBufferPointer { kinds in
                    isBasic.withUnsafeBufferPointer { isBasic in
                        rows[d].cells.withUnsafeBufferPointer { cells -> (Bool, Double) in
                            var ready = true
                            var v = rows[d].constant
                            for cell in cells {
                                let t = cell.symbol
                                guard isBasic[t] else { continue }
                                if kinds[t] != .external {
                                    v += cell.coefficient * rows[t].constant
                                } else if mark[t] == epoch {
                                    v += cell.coefficient * memo[t]
                                } else {
                                    stack.append(t)
                                    ready = false
                                }
                            }
                            return (ready, v)
                        }
                    }
                }
            }
            if !ready { continue }
            stack.removeLast()
            memo[d] = v
            mark[d] = epoch
        }
        valueStack = stack
        return memo[s]
    }
}
