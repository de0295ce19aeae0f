// Edit variables and constant changes: both move a constraint's constant, which the
// tableau absorbs by touching only the rows that contain the constraint's marker and
// re-running the dual simplex on the rows that became infeasible.

extension Solver {
    /// Makes `variable` editable with ``suggestValue(_:for:)``. The edit starts at the
    /// variable's current value, so adding it moves nothing.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws {
        guard !strength.isRequired else { throw SolverError.badRequiredStrength(variable) }
        let id = ObjectIdentifier(variable)
        guard edits[id] == nil else { throw SolverError.duplicateEditVariable(variable) }
        let current = value(of: variable)
        let constraint = Constraint(
            Expression([Term(variable)], constant: -current), .equal, strength: strength)
        try transaction { () throws(SolverError) in
            try _insert(constraint, strength: strength, constant: -current, isEdit: true)
            logUndo(.edit(id, nil))
            edits[id] = EditInfo(constraint: constraint, value: current)
        }
    }

    /// Removes the edit constraint of `variable` (and the variable, if nothing else
    /// uses it).
    public func removeEditVariable(_ variable: Variable) throws {
        let id = ObjectIdentifier(variable)
        guard let info = edits[id], let tag = tags[ObjectIdentifier(info.constraint)] else {
            throw SolverError.unknownEditVariable(variable)
        }
        try transaction { () throws(SolverError) in
            try _remove(tag)
            logUndo(.edit(id, info))
            edits[id] = nil
        }
    }

    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// The variables with an edit constraint, oldest first.
    public var editVariables: [Variable] {
        edits.values
            .compactMap { info in tags[ObjectIdentifier(info.constraint)] }
            .sorted { $0.serial < $1.serial }
            .compactMap { $0.constraint.expression.terms.first?.variable }
    }

    /// Asks for `value` for an edit variable. The solver moves it there as far as
    /// the required (and stronger) constraints allow; call ``update()`` to learn what
    /// moved. Only the part of the system connected to the variable is touched.
    public func suggestValue(_ value: Double, for variable: Variable) throws {
        let id = ObjectIdentifier(variable)
        guard let info = edits[id], let tag = tags[ObjectIdentifier(info.constraint)] else {
            throw SolverError.unknownEditVariable(variable)
        }
        guard value.isFinite else {
            throw SolverError.internalError("suggested value \(value) for `\(variable)` is not finite")
        }
        try transaction { () throws(SolverError) in
            try _setConstant(tag, -value)
            logUndo(.edit(id, info))
            edits[id]?.value = value
        }
    }

    /// Changes the constant of a constraint in the solver, in place: no remove + add,
    /// and only the rows that depend on the constraint are touched. The constraint
    /// object itself is immutable; ``constant(of:)`` reports the constant in force.
    /// Throws ``SolverError/unsatisfiable(_:conflicting:)`` (solver unchanged) if a
    /// required constraint can no longer hold.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws {
        guard let tag = tags[ObjectIdentifier(constraint)], !tag.isEdit else {
            throw SolverError.unknownConstraint(constraint)
        }
        guard constant.isFinite else {
            throw SolverError.internalError("constant \(constant) for `\(constraint)` is not finite")
        }
        try transaction { () throws(SolverError) in
            try _setConstant(tag, constant)
        }
    }

    /// Changes the constants of several constraints in one transaction, all or nothing,
    /// and re-solves once (a list of ``setConstant(_:of:)`` calls re-solves after each).
    /// What holds is judged for the whole set: two required equalities that follow one
    /// value (`a == W`, `b == W` and `a == b`) move together here, where changing them one
    /// at a time is refused at the first. A constraint listed twice takes its last constant.
    /// Throws ``SolverError/unsatisfiable(_:conflicting:)`` (solver unchanged) naming a
    /// changed constraint of the conflict.
    public func setConstants(_ changes: [(constraint: Constraint, constant: Double)]) throws {
        for (constraint, constant) in changes {
            guard let tag = tags[ObjectIdentifier(constraint)], !tag.isEdit else {
                throw SolverError.unknownConstraint(constraint)
            }
            guard constant.isFinite else {
                throw SolverError.internalError("constant \(constant) for `\(constraint)` is not finite")
            }
        }
        try transaction { () throws(SolverError) in
            var shifted: [Tag] = []
            for (constraint, constant) in changes {
                guard let tag = tags[ObjectIdentifier(constraint)], shift(tag, to: constant) else { continue }
                shifted.append(tag)
            }
            guard let first = shifted.first else { return }
            do throws(TableauFailure) {
                try tableau.restoreFeasibility()
            } catch {
                throw explain(error, for: Solver.culprit(of: error, among: shifted) ?? first.constraint)
            }
        }
    }

    func _setConstant(_ tag: Tag, _ constant: Double) throws(SolverError) {
        guard shift(tag, to: constant) else { return }
        do {
            try tableau.restoreFeasibility()
        } catch {
            throw explain(error, for: tag.constraint)
        }
    }

    /// Moves the constraint's constant in its tag and the tableau, without re-solving.
    /// Returns false when the constant is already in force.
    private func shift(_ tag: Tag, to constant: Double) -> Bool {
        let delta = constant - tag.constant
        guard delta != 0 else { return false }
        let id = ObjectIdentifier(tag.constraint)
        var changed = tag
        changed.constant = constant
        tags[id] = changed
        logUndo(.changedTag(id, tag))
        tableau.shiftConstant(marker: tag.marker, markerCoefficient: tag.markerCoefficient, by: delta)
        return true
    }

    /// The changed constraint whose symbols the failing row names, if any: a failed batch
    /// is reported under it (the explanation lists the rest of the conflict).
    private static func culprit(of failure: TableauFailure, among shifted: [Tag]) -> Constraint? {
        guard case .conflict(let symbols) = failure else { return nil }
        let named = Set(symbols)
        return shifted.first { named.contains($0.marker) || named.contains($0.other) }?.constraint
    }
}
