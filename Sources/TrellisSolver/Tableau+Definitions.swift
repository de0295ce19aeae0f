// Reading through definitions: expanding a row into parameters, and values.

extension Tableau {
    mutating func nextMarkEpoch() -> UInt32 {
        markEpoch &+= 1
        if markEpoch == 0 {
            for i in slots.indices { slots[i].mark = 0 }
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
        // The work lists live in one reused array of fixed size, walked through a pointer: each
        // list holds distinct symbols, so `slots.count` entries bound it. As arrays, every
        // append checked its buffer's uniqueness and capacity (a third of an expansion).
        let bound = slots.count
        if expandScratch.count < _ExpandWork.scratchPerSymbol * bound {
            expandScratch = Array(repeating: 0, count: _ExpandWork.scratchPerSymbol * bound)
        }
        var scratch: [Int] = []
        swap(&scratch, &expandScratch)
        // The slots are taken out too and walked through an unsafe buffer: a stacked
        // screen's expansions read back through every row above, and each plain array
        // write checked that its buffer was unique (a fifth of an expansion).
        var table = PerSymbol<SymbolSlot>()
        swap(&table, &slots)
        var storage = newRow(constant: 0, capacity: 0).cells
        let result = table.withUnsafeMutableBufferPointer { slots in
            rows.withUnsafeBufferPointer { rows in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    var work = _ExpandWork(
                        slots: slots, rows: rows, epoch: epoch, magnitudes: magnitudes, scratch: scratch, bound: bound)
                    return work.expand(row, storage: &storage)
                }
            }
        }
        swap(&table, &slots)
        swap(&scratch, &expandScratch)
        return result
    }

    /// The current value of a symbol: 0 for a parameter, the row's constant for a
    /// restricted basic, and a definition read through recursively (memoised for
    /// one `epoch`, iteratively so long chains cannot overflow the stack).
    mutating func value(of s: Int, epoch: UInt32) -> Double {
        withValueReader(epoch: epoch) { $0.value(of: s) }
    }

    /// Runs `body` with a reader of values for `epoch` over the tables taken out once: per
    /// symbol read, taking them out (and the arrays' checks) cost more than reading most
    /// definitions (`Solver.updateValues()` reads every variable of a new layout).
    mutating func withValueReader<R>(epoch: UInt32, _ body: (inout _ValueReader) -> R) -> R {
        var table = PerSymbol<SymbolSlot>()
        swap(&table, &slots)
        var stack: [Int] = []
        swap(&stack, &valueStack)  // reused storage: no allocation per call
        defer {
            swap(&table, &slots)
            swap(&stack, &valueStack)
        }
        return table.withUnsafeMutableBufferPointer { slots in
            rows.withUnsafeBufferPointer { rows in
                var reader = _ValueReader(slots: slots, rows: rows, epoch: epoch, stack: stack)
                defer { stack = reader.stack }
                return body(&reader)
            }
        }
    }
}

/// Reads values through definitions for one mark epoch (see `Tableau.value(of:epoch:)`).
struct _ValueReader {
    /// Writes `mark` and `memo`; reads `kind` and `isBasic`.
    let slots: UnsafeMutableBufferPointer<SymbolSlot>
    let rows: UnsafeBufferPointer<Row>
    let epoch: UInt32
    var stack: [Int]

    mutating func value(of s: Int) -> Double {
        if !slots[s].isBasic { return 0 }
        if slots[s].kind != .external { return rows[s].constant }
        if slots[s].mark == epoch { return slots[s].memo }
        // Most definitions read only parameters, restricted rows and definitions already
        // read: those are evaluated here, without the work stack. Otherwise the stack starts
        // at the first definition not read yet (`s` is scanned again after it).
        let (direct, unread) = evaluate(s)
        if unread < 0 {
            slots[s].memo = direct
            slots[s].mark = epoch
            return direct
        }
        stack.removeAllKeepingCapacity()
        stack.append(s)
        stack.append(unread)
        while let d = stack.last {
            // Evaluate `d` if every variable it names is known; else visit those first.
            var ready = true
            var v = rows[d].constant
            for cell in rows[d].unsafeCells {
                let t = cell.symbol
                guard slots[t].isBasic else { continue }
                if slots[t].kind != .external {
                    v += cell.coefficient * rows[t].constant
                } else if slots[t].mark == epoch {
                    v += cell.coefficient * slots[t].memo
                } else {
                    stack.append(t)
                    ready = false
                }
            }
            if !ready { continue }
            stack.removeLast()
            slots[d].memo = v
            slots[d].mark = epoch
        }
        return slots[s].memo
    }

    /// The value of definition `d` from what is known, or the first variable it names whose
    /// definition is not read yet.
    @inline(__always)
    private func evaluate(_ d: Int) -> (value: Double, unread: Int) {
        var v = rows[d].constant
        for cell in rows[d].unsafeCells {
            let t = cell.symbol
            guard slots[t].isBasic else { continue }
            if slots[t].kind != .external {
                v += cell.coefficient * rows[t].constant
            } else if slots[t].mark == epoch {
                v += cell.coefficient * slots[t].memo
            } else {
                return (0, t)
            }
        }
        return (v, -1)
    }
}

/// One expansion (`Tableau.expand`): the tableau's tables as unsafe buffers, and the work
/// lists in a scratch buffer of `scratchPerSymbol` entries per symbol.
struct _ExpandWork {
    static let scratchPerSymbol = 5

    /// Writes `mark`, `accumulator` and `magnitude`; reads `kind` and `isBasic`.
    let slots: UnsafeMutableBufferPointer<SymbolSlot>
    let rows: UnsafeBufferPointer<Row>
    let epoch: UInt32
    /// In magnitude mode the accumulated coefficients are ≥ 0, so only the rows' own
    /// coefficients need their sign dropped.
    let magnitudes: Bool
    /// Every symbol touched (its accumulator in use).
    let touched: UnsafeMutablePointer<Int>
    /// Definitions in post-order (named before namer).
    let order: UnsafeMutablePointer<Int>
    let restricted: UnsafeMutablePointer<Int>
    /// The depth-first walk: (definition, next cell to read) pairs.
    let stack: UnsafeMutablePointer<Int>
    var touchedCount = 0, orderCount = 0, restrictedCount = 0, stackCount = 0

    init(
        slots: UnsafeMutableBufferPointer<SymbolSlot>, rows: UnsafeBufferPointer<Row>, epoch: UInt32, magnitudes: Bool,
        scratch: UnsafeMutableBufferPointer<Int>, bound: Int
    ) {
        self.slots = slots
        self.rows = rows
        self.epoch = epoch
        self.magnitudes = magnitudes
        let base = scratch.baseAddress ?? UnsafeMutablePointer(bitPattern: MemoryLayout<Int>.alignment)!
        touched = base
        order = base + bound
        restricted = base + 2 * bound
        stack = base + 3 * bound
    }

    @inline(__always) func coefficient(_ c: Double) -> Double { magnitudes ? abs(c) : c }

    @inline(__always) mutating func touch(_ s: Int) {
        slots[s].mark = epoch
        touched[touchedCount] = s
        touchedCount += 1
        slots[s].accumulator = 0
        slots[s].magnitude = 0
    }

    @inline(__always) mutating func push(_ d: Int) {
        stack[2 * stackCount] = d
        stack[2 * stackCount + 1] = 0
        stackCount += 1
    }

    @inline(__always) mutating func addRestricted(_ b: Int) {
        restricted[restrictedCount] = b
        restrictedCount += 1
    }

    mutating func expand(_ row: Row, storage: inout [Cell]) -> Row {
        row.cells.withUnsafeBufferPointer { cells in
            for cell in cells {
                let s = cell.symbol
                if slots[s].mark != epoch {
                    touch(s)
                    if slots[s].isBasic {
                        if slots[s].kind == .external { push(s) } else { addRestricted(s) }
                    }
                }
                slots[s].accumulator += coefficient(cell.coefficient)
                slots[s].magnitude += abs(cell.coefficient)
                walkDefinitions()
            }
        }
        var constant = row.constant
        for k in stride(from: orderCount - 1, through: 0, by: -1) {
            let d = order[k]
            let c = slots[d].accumulator
            slots[d].accumulator = 0
            if c == 0 { continue }
            constant += c * rows[d].constant
            for cell in rows[d].unsafeCells {
                let v = c * coefficient(cell.coefficient)
                slots[cell.symbol].accumulator += v
                slots[cell.symbol].magnitude += abs(v)
            }
        }
        // Restricted rows name parameters only; two of them never share a basic.
        for k in 0..<restrictedCount {
            let b = restricted[k]
            let c = slots[b].accumulator
            slots[b].accumulator = 0
            if c == 0 { continue }
            constant += c * rows[b].constant
            for cell in rows[b].unsafeCells {
                let s = cell.symbol
                if slots[s].mark != epoch { touch(s) }
                let v = c * coefficient(cell.coefficient)
                slots[s].accumulator += v
                slots[s].magnitude += abs(v)
            }
        }
        let symbols = UnsafeMutableBufferPointer(start: touched, count: touchedCount)
        if touchedCount <= 32 {
            // A handful (a screen's rows): insertion sort, without the library sort's set-up.
            for i in 1..<Swift.max(touchedCount, 1) {
                let s = symbols[i]
                var j = i
                while j > 0 && symbols[j - 1] > s {
                    symbols[j] = symbols[j - 1]
                    j -= 1
                }
                symbols[j] = s
            }
        } else {
            var all = symbols
            all.sort()
        }
        var result = Row(constant: constant)
        swap(&result.cells, &storage)  // an empty buffer, recycled (`Tableau.newRow`)
        result.cells.reserveCapacity(touchedCount)
        for s in symbols {
            let c = slots[s].accumulator
            slots[s].accumulator = 0
            if !_isNearZero(c) && !slots[s].isBasic && abs(c) > 1e-11 * slots[s].magnitude {
                result.cells.append(Cell(symbol: s, coefficient: c))
            }
        }
        return result
    }

    /// Depth-first over the definitions reachable from those on the stack; each is listed in
    /// `order` once every definition it names is.
    @inline(__always)
    mutating func walkDefinitions() {
        while stackCount > 0 {
            let top = 2 * (stackCount - 1)
            let d = stack[top]
            var child = -1
            var i = stack[top + 1]
            let cells = rows[d].unsafeCells
            while i < cells.count {
                let t = cells[i].symbol
                i += 1
                guard slots[t].mark != epoch else { continue }
                touch(t)
                guard slots[t].isBasic else { continue }
                if slots[t].kind == .external {
                    child = t
                    break
                }
                addRestricted(t)
            }
            if child >= 0 {
                stack[top + 1] = i
                push(child)
            } else {
                stackCount -= 1
                order[orderCount] = d
                orderCount += 1
            }
        }
    }
}
