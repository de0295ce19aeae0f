/// An incremental simplex solver for linear constraints (the Cassowary family, in
/// kiwi's vocabulary).
///
/// Required constraints hold exactly; among the solutions, the solver minimises the
/// weighted violation of non-required ones (see ``Strength``). Every mutating
/// operation is a transaction: if it throws, the solver is exactly as it was.
///
/// Independent parts of a system cost nothing to each other: substitutions follow a
/// column index to the rows that contain a symbol, the simplex only looks at
/// objective entries that changed, and ``update()`` only at variables whose row
/// changed.
///
/// Not thread-safe: use one solver per thread.
public final class Solver {
    // The solver is not thread-safe and never hands out references into its
    // storage, so dynamic exclusivity checks on these hot properties buy nothing.
    @exclusivity(unchecked) var tableau = Tableau()
    /// Every constraint in the solver, edit constraints included.
    @exclusivity(unchecked) var tags = TagTable()
    @exclusivity(unchecked) var variableSymbols = SymbolTable()
    /// Per symbol: the variable of an external symbol (see `VariableRecord`).
    @exclusivity(unchecked) var records = PerSymbol<VariableRecord?>()
    /// Per symbol: the value the last `update()` reported (0 for non-variables).
    @exclusivity(unchecked) var reported = PerSymbol<Double>()
    /// Per symbol: the constraint a marker or error symbol belongs to, not counted: its tag
    /// holds it (and, once removed, the undo log while a rollback may restore the owner).
    /// Counting it was two atomic retains and releases per constraint.
    @exclusivity(unchecked) var owners = PerSymbol<Unmanaged<Constraint>?>()
    var edits: [ObjectIdentifier: EditInfo] = [:]
    /// Book-keeping to undo if the current transaction fails.
    @exclusivity(unchecked) var undo: [UndoStep] = []
    /// Variables the solver forgot while their last reported value was not 0.
    var forgotten: [Variable] = []
    var broken: [ObjectIdentifier: BrokenConstraint] = [:]
    var brokenOrder: [ObjectIdentifier] = []
    /// Off in the scratch solvers that minimise explanations.
    var explainsConflicts = true
    /// Numbers constraints in the order they were added.
    var nextSerial = 0

    public init() {
        adoptPooledStorage()
    }

    deinit {
        returnStorageToPool()
    }

    // MARK: Constraints

    /// Adds a constraint. A required constraint that cannot hold with the required
    /// constraints already present is rejected with ``SolverError/unsatisfiable(_:conflicting:)``
    /// naming a minimal conflicting set; the solver is then unchanged.
    public func add(_ constraint: Constraint) throws {
        try _add([constraint])
    }

    /// Adds constraints all or nothing: if one is rejected, none is added and the
    /// solver is exactly as it was.
    public func add(_ constraints: [Constraint]) throws {
        try _add(constraints)
    }

    /// Removes a constraint and the symbols, rows and variables only it used.
    public func remove(_ constraint: Constraint) throws {
        let id = ObjectIdentifier(constraint)
        guard let tag = tags[id], !tag.isEdit else {
            throw SolverError.unknownConstraint(constraint)
        }
        try transaction { () throws(SolverError) in
            try _remove(tag)
        }
        if broken.removeValue(forKey: id) != nil { brokenOrder.removeAll { $0 == id } }
    }

    /// Whether the constraint is in the solver (a broken one still is, relaxed).
    public func has(_ constraint: Constraint) -> Bool {
        guard let tag = tags[ObjectIdentifier(constraint)] else { return false }
        return !tag.isEdit
    }

    /// The constraints in the solver (not edit constraints), oldest first.
    public var constraints: [Constraint] {
        tags.values.filter { !$0.isEdit }.sorted { $0.serial < $1.serial }.map(\.constraint)
    }

    /// The constant the solver uses for `constraint`: its expression's constant, or
    /// the last value given to ``setConstant(_:of:)``. `nil` if not in the solver.
    public func constant(of constraint: Constraint) -> Double? {
        guard let tag = tags[ObjectIdentifier(constraint)], !tag.isEdit else { return nil }
        return tag.constant
    }

    // MARK: Values

    /// The value of `variable` in the current solution; 0 for a variable the solver
    /// does not know (never seen, or no longer used by any constraint).
    public func value(of variable: Variable) -> Double {
        guard let s = variableSymbols[ObjectIdentifier(variable)] else { return 0 }
        // After update() every reported value is current.
        if tableau.changed.isEmpty { return reported[s] }
        let epoch = tableau.nextMarkEpoch()
        return tableau.value(of: s, epoch: epoch)
    }

    /// Reports the variables whose value differs from the value reported for them by
    /// the previous `update()` (a variable first seen counts as having been 0).
    /// Costs what changed, not the size of the system: it starts from the symbols
    /// the tableau touched and follows the definitions that read them.
    @discardableResult
    public func update() -> [Variable] {
        var result: [Variable] = []
        refreshValues(collecting: true, into: &result)
        return result
    }

    /// ``update()`` without the list of changed variables, for callers that read the values
    /// they need with ``value(of:)``: the list (an allocation and a retain per variable) was
    /// a fiftieth of laying out a small screen.
    public func updateValues() {
        var none: [Variable] = []
        refreshValues(collecting: false, into: &none)
    }

    /// Brings `reported` up to date; with `collecting`, appends to `result` the variables
    /// whose value changed and the forgotten ones.
    @inline(__always)
    func refreshValues(collecting: Bool, into result: inout [Variable]) {
        if !collecting && 2 * tableau.changed.count >= variableSymbols.count {
            refreshEveryValue()
            return
        }
        let epoch = tableau.nextMarkEpoch()
        let visited = tableau.nextColumnEpoch()
        // Every variable whose definition reads, directly or not, a changed symbol (in the
        // tableau's reused list: a new array was an allocation per update).
        var affected: [Int] = []
        swap(&affected, &tableau.affected)
        defer {
            affected.removeAllKeepingCapacity()
            swap(&affected, &tableau.affected)
        }
        // The changed list is walked as the stack and handed back empty: its storage is
        // kept (copying it would make the next append allocate).
        var stack: [Int] = []
        swap(&stack, &tableau.changed)
        for s in stack { tableau.slots[s].isChanged = false }
        affected.reserveCapacity(stack.count)
        defer { swap(&stack, &tableau.changed) }
        while let s = stack.popLast() {
            guard s < tableau.symbolCount, tableau.slots[s].columnMark != visited, !tableau.slots[s].isFree
            else { continue }
            tableau.slots[s].columnMark = visited
            if tableau.slots[s].kind == .external { affected.append(s) }
            for entry in tableau.definitionColumns[s] {
                let d = Tableau.row(entry)
                if d < tableau.symbolCount && tableau.slots[d].columnMark != visited { stack.append(d) }
            }
        }
        if collecting { result.reserveCapacity(affected.count) }
        tableau.withValueReader(epoch: epoch) { reader in
            for s in affected where s < records.count {
                let v = reader.value(of: s)
                if v != reported[s] {
                    reported[s] = v
                    if collecting, let record = records[s] { result.append(record.variable) }
                }
            }
        }
        guard !forgotten.isEmpty else { return }
        if collecting {
            for v in forgotten where variableSymbols[ObjectIdentifier(v)] == nil {
                result.append(v)
            }
        }
        forgotten.removeAll()
    }

    /// `updateValues()` when most symbols may have moved (a new layout): every variable is
    /// read, in symbol order, through one value reader. Following the definitions from the
    /// changed symbols would reach nearly all of them anyway, at several times the cost.
    func refreshEveryValue() {
        let epoch = tableau.nextMarkEpoch()
        for s in tableau.changed { tableau.slots[s].isChanged = false }
        tableau.changed.removeAllKeepingCapacity()
        let count = Swift.min(records.count, tableau.symbolCount)
        records.withUnsafeBufferPointer { records in
            reported.withUnsafeMutableBufferPointer { reported in
                tableau.withValueReader(epoch: epoch) { reader in
                    for s in 0..<count where records[s] != nil { reported[s] = reader.value(of: s) }
                }
            }
        }
        if !forgotten.isEmpty { forgotten.removeAll() }
    }

    /// Removes every constraint, edit variable and variable.
    public func reset() {
        rollbackToEmpty()
        forgotten = []
        broken = [:]
        brokenOrder = []
    }

    // MARK: Internals

    func _add(_ constraints: [Constraint]) throws(SolverError) {
        // Through the buffer: iterating the array retained and released each constraint.
        try constraints.withUnsafeBufferPointer { (constraints) throws(SolverError) in
            for i in constraints.indices { try validate(constraints[i]) }
            // Duplicates (already in, or twice in the batch) are caught as their tag goes in,
            // and the transaction puts everything back.
            if constraints.count > 1 { reserve(forAdding: constraints.count) }
            try transaction { () throws(SolverError) in
                for i in constraints.indices {
                    // Borrowed, not retained (the caller's array holds it): an atomic retain and
                    // release per constraint otherwise.
                    var failure: SolverError? = nil
                    Unmanaged.passUnretained(constraints[i])._withUnsafeGuaranteedRef { c in
                        do throws(SolverError) {
                            try _insert(c, strength: c.strength, constant: c.expression.constant)
                        } catch {
                            failure = error
                        }
                    }
                    if let failure { throw failure }
                }
            }
        }
    }

    func validate(_ c: Constraint) throws(SolverError) {
        // Through the buffer: iterating the terms retained and released each variable.
        let finite = c.expression.terms.withUnsafeBufferPointer { terms in
            for i in terms.indices where !terms[i].coefficient.isFinite { return false }
            return true
        }
        guard c.expression.constant.isFinite, finite else {
            throw .internalError("constraint `\(c)` has a non-finite coefficient or constant")
        }
        if let below = c.strengthBelow, c.strength.isRequired || below.isRequired {
            throw .requiredElasticSide(c)
        }
    }

    /// Runs `body` as a transaction: on any error, rows, objective, symbols and
    /// book-keeping are put back as they were.
    ///
    /// A transaction on an empty solver (nothing ever allocated: a new one, or one that
    /// rolled back to empty) logs nothing: its rollback is emptying the solver again. That
    /// is how a layout is built — a new solver and one batch of constraints — and the log
    /// (every row saved, every book-keeping step recorded) was a tenth of that build.
    func transaction<T>(_ body: () throws(SolverError) -> T) throws(SolverError) -> T {
        let fromEmpty = tableau.symbolCount == 0 && tags.count == 0 && edits.isEmpty
        if !fromEmpty { tableau.begin() }
        undo.removeAllKeepingCapacity()
        do {
            let result = try body()
            tableau.commit()
            undo.removeAllKeepingCapacity()
            return result
        } catch {
            if fromEmpty { rollbackToEmpty() } else { rollback() }
            throw error
        }
    }

    /// Undoes a failed transaction that started on an empty solver.
    func rollbackToEmpty() {
        tableau = Tableau()
        tags = TagTable()
        variableSymbols = SymbolTable()
        records = PerSymbol()
        reported = PerSymbol()
        owners = PerSymbol()
        edits = [:]
        undo.removeAll()
    }

    /// Records a step to undo, when the transaction keeps a log (see `transaction`).
    @inline(__always)
    func logUndo(_ step: UndoStep) {
        if tableau.log.isActive { undo.append(step) }
    }

    func rollback() {
        // Symbols allocated in the transaction took their owner without an undo step.
        for s in tableau.log.allocated where s < owners.count { owners[s] = nil }
        tableau.rollback()
        for step in undo.reversed() {
            switch step {
            case .insertedTag(let id):
                tags[id] = nil
            case .removedTag(let id, let tag):
                tags[id] = tag
            case .changedTag(let id, let tag):
                tags[id] = tag
            case .retained(let s):
                records[s]?.references -= 1
            case .created(let id, let s):
                variableSymbols[id] = nil
                records[s] = nil
            case .released(let s):
                records[s]?.references += 1
            case .dropped(let id, let s, let record):
                variableSymbols[id] = s
                records[s] = record
            case .owner(let s, let old):
                owners[s] = old
            case .edit(let id, let old):
                edits[id] = old
            }
        }
        let count = tableau.symbolCount
        if records.count > count {
            let extra = records.count - count
            records.removeLast(extra)
            owners.removeLast(extra)
            reported.removeLast(extra)
        }
        undo.removeAllKeepingCapacity()
    }

    /// Room for a batch of `count` constraints, so the tables grow once, not by doubling
    /// along the way (a 1,000-view screen adds ~6,000 at once).
    func reserve(forAdding count: Int) {
        tags.reserveCapacity(tags.count + count)
        variableSymbols.reserveCapacity(variableSymbols.count + count)
        let symbols = tableau.symbolCount + 3 * count
        tableau.reserve(symbols: symbols)
        records.reserveCapacity(symbols)
        owners.reserveCapacity(symbols)
        reported.reserveCapacity(symbols)
        undo.reserveCapacity(undo.count + 6 * count)
    }

    func newSymbol(_ kind: SymbolKind) -> Int {
        let s = tableau.allocate(kind)
        if records.count < tableau.symbolCount {
            // Grown to the tableau's tables at once (entries past `symbolCount` hold defaults,
            // as the tableau's): one entry at a time was a call per symbol into three tables.
            let missing = tableau.slots.count - records.count
            records.append(nil, count: missing)
            owners.append(nil, count: missing)
            reported.append(0, count: missing)
        }
        return s
    }

    /// The symbol of `variable`, created on first use; counts one more reference.
    /// Takes the variable unretained (the constraint naming it holds it): passing it strongly
    /// retained and released it per term of every constraint added.
    func retain(_ variable: Unmanaged<Variable>) -> Int {
        let id = ObjectIdentifier(variable.takeUnretainedValue())
        if let s = variableSymbols[id] {
            // Read and written whole: `records[s]?.references += 1` went through the array's
            // modify accessor, a call per term.
            if var record = records[s] {
                record.references += 1
                records[s] = record
            }
            logUndo(.retained(s))
            return s
        }
        let s = newSymbol(.external)
        variableSymbols[id] = s
        records[s] = VariableRecord(variable, references: 1)
        if reported[s] != 0 { reported[s] = 0 }  // a released variable's symbol, taken again
        logUndo(.created(id, s))
        return s
    }

    /// Drops one reference to a variable's symbol; at zero the variable is forgotten
    /// and its symbol released.
    func release(variableSymbol s: Int) {
        guard let record = records[s] else { return }
        if record.references > 1 {
            records[s]?.references -= 1
            logUndo(.released(s))
            return
        }
        let id = record.id
        logUndo(.dropped(id, s, record))
        variableSymbols[id] = nil
        records[s] = nil
        tableau.purge(s)
        tableau.release(s)
        if reported[s] != 0 { forgotten.append(record.variable) }
    }

    func setOwner(_ s: Int, _ c: Constraint?) {
        logUndo(.owner(s, owners[s]))
        owners[s] = c.map { Unmanaged.passUnretained($0) }
    }

    /// Builds the constraint's row, adds it to the tableau and records its tag.
    func _insert(_ c: Constraint, strength: Strength, constant: Double, isEdit: Bool = false)
        throws(SolverError)
    {
        let weight = strength.isRequired ? Double.infinity : strength.weight
        // An elastic constraint prices its shortfall apart (validated non-required).
        let otherWeight = c.strengthBelow.map { $0.weight } ?? weight
        var row = tableau.newRow(constant: constant, capacity: c.expression.terms.count + 2)
        // Through the buffer: iterating the array retained and released each term's variable.
        c.expression.terms.withUnsafeBufferPointer { terms in
            for i in terms.indices {
                row.insertDistinct(retain(Unmanaged.passUnretained(terms[i].variable)), terms[i].coefficient)
            }
        }
        let marker: Int
        var other = -1
        let markerCoefficient: Double
        switch c.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = c.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            markerCoefficient = sign
            row.insertDistinct(marker, sign)
            if !strength.isRequired {
                other = newSymbol(.error)
                row.insertDistinct(other, -sign)
                tableau.addToObjective(other, weight)
            }
        case .equal:
            if strength.isRequired {
                marker = newSymbol(.dummy)
                markerCoefficient = 1
                row.insertDistinct(marker, 1)
            } else {
                // expression = marker - other: marker is the excess, other the shortfall.
                marker = newSymbol(.error)
                other = newSymbol(.error)
                markerCoefficient = -1
                row.insertDistinct(marker, -1)
                row.insertDistinct(other, 1)
                tableau.addToObjective(marker, weight)
                tableau.addToObjective(other, otherWeight)
            }
        }
        let id = ObjectIdentifier(c)
        let tag = Tag(
            constraint: c, marker: marker, other: other,
            markerCoefficient: markerCoefficient, constant: constant, weight: weight,
            otherWeight: otherWeight, strength: strength, isEdit: isEdit, serial: nextSerial)
        guard tags.insertIfAbsent(tag, forKey: id) else { throw .duplicateConstraint(c) }
        nextSerial += 1
        logUndo(.insertedTag(id))
        // Both symbols are new in this transaction: rollback clears their owners.
        owners[marker] = Unmanaged.passUnretained(c)
        if other >= 0 { owners[other] = Unmanaged.passUnretained(c) }
        do {
            try tableau.insert(consume row, marker: marker, other: other)
        } catch {
            throw explain(error, for: c)
        }
    }

    func _remove(_ tag: Tag) throws(SolverError) {
        let id = ObjectIdentifier(tag.constraint)
        if tag.weight.isFinite {
            for (e, weight) in [(tag.marker, tag.weight), (tag.other, tag.otherWeight)]
            where e >= 0 && tableau.slots[e].kind == .error {
                tableau.addToObjective(e, -weight)
            }
        }
        do {
            try tableau.removeRow(marker: tag.marker)
        } catch {
            throw explain(error, for: tag.constraint)
        }
        tableau.purge(tag.marker)
        setOwner(tag.marker, nil)
        tableau.release(tag.marker)
        if tag.other >= 0 {
            tableau.purge(tag.other)
            setOwner(tag.other, nil)
            tableau.release(tag.other)
        }
        tags[id] = nil
        logUndo(.removedTag(id, tag))
        // Expressions are reduced: each term is one reference to its variable's symbol.
        for term in tag.constraint.expression.terms {
            if let s = variableSymbols[ObjectIdentifier(term.variable)] { release(variableSymbol: s) }
        }
        do {
            try tableau.optimize()
        } catch {
            throw explain(error, for: tag.constraint)
        }
    }
}

/// What the solver keeps per constraint.
struct Tag {
    /// Not counted: the solver's ``TagTable`` holds the constraint while the tag is in it, and
    /// a removed tag kept to undo is the constraint of the call that removed it.
    unowned(unsafe) let constraint: Constraint
    /// The slack (inequality), dummy (required equality) or positive error symbol.
    let marker: Int
    /// The error symbol of a non-required constraint, or -1.
    let other: Int
    /// The marker's coefficient in the constraint's original row (±1).
    let markerCoefficient: Double
    /// The constant currently in force (see `setConstant`).
    var constant: Double
    /// Objective weight; infinity for required.
    let weight: Double
    /// The `other` error symbol's weight: `weight`, or an elastic constraint's price below.
    let otherWeight: Double
    /// The strength in force (a broken constraint's is relaxed).
    let strength: Strength
    let isEdit: Bool
    /// Order of addition.
    let serial: Int

    var isRequired: Bool { weight == .infinity }
}

/// A variable the solver knows, not counted: the constraints that name it hold it (the
/// record lives while `references`, the terms naming it in the solver's constraints, is
/// above zero), and a forgotten one is counted as it goes to `Solver.forgotten`. Counting it
/// was an atomic retain and release per variable per layout, and made the per-symbol table
/// one to release slot by slot.
struct VariableRecord {
    let unmanaged: Unmanaged<Variable>
    var references: Int

    init(_ variable: Unmanaged<Variable>, references: Int) {
        unmanaged = variable
        self.references = references
    }

    var variable: Variable { unmanaged.takeUnretainedValue() }
    var id: ObjectIdentifier { ObjectIdentifier(unmanaged.takeUnretainedValue()) }
}

struct EditInfo {
    let constraint: Constraint
    var value: Double
}

/// One step of the solver's own book-keeping to undo. The rare, large payloads are
/// `indirect` so that a step is three words: a batch add logs several per constraint.
enum UndoStep {
    case insertedTag(ObjectIdentifier)
    indirect case removedTag(ObjectIdentifier, Tag)
    indirect case changedTag(ObjectIdentifier, Tag)
    case retained(Int)
    case created(ObjectIdentifier, Int)
    case released(Int)
    indirect case dropped(ObjectIdentifier, Int, VariableRecord)
    case owner(Int, Unmanaged<Constraint>?)
    indirect case edit(ObjectIdentifier, EditInfo?)
}
