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
    ///
    /// With `magnitudes`, every coefficient is taken by its absolute value: the result
    /// bounds, per parameter, the sum over the row's symbols of how much each moves with it
    /// (`Solver.holdsFirm`).
    mutating func expand(_ row: Row, magnitudes: Bool = false) -> Row {
        let epoch = nextMarkEpoch()
        // Reused storage (taken out and put back): no allocation per call.
        var work = _ExpandWork(touched: expandTouched, order: expandOrder, restricted: expandRestricted, stack: expandStack)
        expandTouched = []; expandOrder = []; expandRestricted = []; expandStack = []
        // The dense tables are taken out too and walked through unsafe buffers: a stacked
        // screen's expansions read back through every row above, and each plain array
        // write checked that its buffer was unique (a fifth of an expansion).
        var marks: [UInt32] = [], sums: [Double] = [], sizes: [Double] = []
        swap(&marks, &mark); swap(&sums, &accumulator); swap(&sizes, &magnitude)
        let result = marks.withUnsafeMutableBufferPointer { mark in
            sums.withUnsafeMutableBufferPointer { accumulator in
                sizes.withUnsafeMutableBufferPointer { magnitude in
                    rows.withUnsafeBufferPointer { rows in
                        kinds.withUnsafeBufferPointer { kinds in
                            isBasic.withUnsafeBufferPointer { isBasic in
                                _ExpandWork.expand(
                                    row, epoch: epoch, magnitudes: magnitudes,
                                    tables: _ExpandTables(
                                        mark: mark, accumulator: accumulator, magnitude: magnitude,
                                        rows: rows, kinds: kinds, isBasic: isBasic),
                                    work: &work)
                            }
                        }
                    }
                }
            }
        }
        swap(&marks, &mark); swap(&sums, &accumulator); swap(&sizes, &magnitude)
        work.clear()
        expandTouched = work.touched; expandOrder = work.order; expandRestricted = work.restricted; expandStack = work.stack
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

/// The tableau's tables an expansion reads and writes, as unsafe buffers.
struct _ExpandTables {
    let mark: UnsafeMutableBufferPointer<UInt32>
    let accumulator: UnsafeMutableBufferPointer<Double>
    /// Sum of the magnitudes that went into `accumulator[s]` (see `Tableau.magnitude`).
    let magnitude: UnsafeMutableBufferPointer<Double>
    let rows: UnsafeBufferPointer<Row>
    let kinds: UnsafeBufferPointer<SymbolKind>
    let isBasic: UnsafeBufferPointer<Bool>
}

/// The work lists of `Tableau.expand`, kept between calls for their storage.
struct _ExpandWork {
    var touched: [Int]
    /// Definitions in post-order (named before namer).
    var order: [Int]
    var restricted: [Int]
    var stack: [(Int, Int)]

    mutating func clear() {
        touched.removeAll(keepingCapacity: true); order.removeAll(keepingCapacity: true)
        restricted.removeAll(keepingCapacity: true); stack.removeAll(keepingCapacity: true)
    }

    static func expand(
        _ row: Row, epoch: UInt32, magnitudes: Bool, tables t: _ExpandTables, work: inout _ExpandWork
    ) -> Row {
        let mark = t.mark, accumulator = t.accumulator, magnitude = t.magnitude
        let rows = t.rows, kinds = t.kinds, isBasic = t.isBasic
        // In magnitude mode the accumulated coefficients are ≥ 0, so only the rows' own
        // coefficients need their sign dropped.
        @inline(__always) func coefficient(_ c: Double) -> Double { magnitudes ? abs(c) : c }
        @inline(__always) func touch(_ s: Int) {
            mark[s] = epoch
            work.touched.append(s)
            accumulator[s] = 0
            magnitude[s] = 0
        }
        for cell in row.cells {
            let s = cell.symbol
            if mark[s] != epoch {
                touch(s)
                if isBasic[s] {
                    if kinds[s] == .external { work.stack.append((s, 0)) } else { work.restricted.append(s) }
                }
            }
            accumulator[s] += coefficient(cell.coefficient)
            magnitude[s] += abs(cell.coefficient)
            // Depth-first over the definitions reachable from this cell.
            while let (d, next) = work.stack.last {
                let (child, resume) = rows[d].cells.withUnsafeBufferPointer { cells -> (Int, Int) in
                    var i = next
                    while i < cells.count {
                        let t = cells[i].symbol
                        i += 1
                        guard mark[t] != epoch else { continue }
                        touch(t)
                        guard isBasic[t] else { continue }
                        if kinds[t] == .external { return (t, i) }
                        work.restricted.append(t)
                    }
                    return (-1, i)
                }
                if child >= 0 {
                    work.stack[work.stack.count - 1].1 = resume
                    work.stack.append((child, 0))
                } else {
                    work.stack.removeLast()
                    work.order.append(d)
                }
            }
        }
        var constant = row.constant
        for d in work.order.reversed() {
            let c = accumulator[d]
            accumulator[d] = 0
            if c == 0 { continue }
            constant += c * rows[d].constant
            rows[d].cells.withUnsafeBufferPointer { cells in
                for cell in cells {
                    let v = c * coefficient(cell.coefficient)
                    accumulator[cell.symbol] += v
                    magnitude[cell.symbol] += abs(v)
                }
            }
        }
        // Restricted rows name parameters only; two of them never share a basic.
        for b in work.restricted {
            let c = accumulator[b]
            accumulator[b] = 0
            if c == 0 { continue }
            constant += c * rows[b].constant
            rows[b].cells.withUnsafeBufferPointer { cells in
                for cell in cells {
                    let s = cell.symbol
                    if mark[s] != epoch { touch(s) }
                    let v = c * coefficient(cell.coefficient)
                    accumulator[s] += v
                    magnitude[s] += abs(v)
                }
            }
        }
        work.touched.sort()
        var result = Row(constant: constant)
        result.cells.reserveCapacity(work.touched.count)
        for s in work.touched {
            let c = accumulator[s]
            accumulator[s] = 0
            if !_isNearZero(c) && !isBasic[s] && abs(c) > 1e-11 * magnitude[s] {
                result.cells.append(Cell(symbol: s, coefficient: c))
            }
        }
        return result
    }
}
