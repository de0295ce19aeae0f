// Conflict explanations, and the Auto Layout-like mode that breaks a constraint
// instead of rejecting it.
//
// When the tableau proves a required constraint unsatisfiable, the row that proves it
// (the artificial objective that cannot reach zero, or a required row that cannot
// become feasible) is a combination of the original constraints: exactly those
// whose marker or error symbols appear in it. That set cannot hold together, but
// need not be minimal; a constructive filter on scratch solvers makes it minimal.

/// What to do when a required constraint conflicts with the required constraints
/// already in the solver.
public enum ConflictPolicy: Sendable {
    /// Throw ``SolverError/unsatisfiable(_:conflicting:)``; the solver is unchanged.
    case reject
    /// Like Auto Layout: add the constraint relaxed to ``Strength/broken``
    /// (priority 999), so it holds as far as the required constraints allow, and
    /// report it as broken.
    case breakConstraint
}

/// A required constraint that was added relaxed because it conflicted.
public struct BrokenConstraint: Sendable, CustomStringConvertible {
    /// The constraint that was relaxed (it is in the solver, see `has(_:)`).
    public let constraint: Constraint
    /// A minimal set of required constraints that cannot hold together; includes
    /// `constraint`.
    public let conflicting: [Constraint]
    /// The strength the constraint was given instead of required.
    public let relaxedTo: Strength

    public var description: String {
        let list = conflicting.map { "  `\($0)`" }.joined(separator: "\n")
        return "will attempt to recover by breaking `\(constraint)` (relaxed to \(relaxedTo)); it conflicts with:\n\(list)"
    }
}

extension Strength {
    /// The strength a broken constraint is relaxed to: priority 999.
    public static let broken = Strength(priority: 999)
}

extension Solver {
    /// Adds a constraint; on a conflict between required constraints, follows
    /// `policy`. Returns the broken constraint, if one was broken.
    @discardableResult
    public func add(_ constraint: Constraint, onConflict policy: ConflictPolicy) throws
        -> BrokenConstraint?
    {
        let conflict: (Constraint, [Constraint])
        do {
            try _add([constraint])
            return nil
        } catch {
            guard policy == .breakConstraint,
                case .unsatisfiable(let c, let conflicting) = error
            else { throw error }
            conflict = (c, conflicting)
        }
        try transaction { () throws(SolverError) in
            try _insert(constraint, strength: .broken, constant: constraint.expression.constant)
        }
        let record = BrokenConstraint(
            constraint: conflict.0, conflicting: conflict.1, relaxedTo: .broken)
        let id = ObjectIdentifier(constraint)
        broken[id] = record
        brokenOrder.append(id)
        return record
    }

    /// Adds constraints; on a conflict, follows `policy`. With `.reject` this is the
    /// all-or-nothing batch add. With `.breakConstraint` each constraint that
    /// conflicts is relaxed and the others are added; duplicates are still rejected
    /// before anything is added. Returns the constraints that were broken.
    @discardableResult
    public func add(_ constraints: [Constraint], onConflict policy: ConflictPolicy) throws
        -> [BrokenConstraint]
    {
        guard policy == .breakConstraint else {
            try _add(constraints)
            return []
        }
        var seen = Set<ObjectIdentifier>()
        for c in constraints {
            let id = ObjectIdentifier(c)
            if tags[id] != nil || !seen.insert(id).inserted {
                throw SolverError.duplicateConstraint(c)
            }
            try validate(c)
        }
        var result: [BrokenConstraint] = []
        for c in constraints {
            if let b = try add(c, onConflict: .breakConstraint) { result.append(b) }
        }
        return result
    }

    /// The constraints currently in the solver that were added relaxed, oldest first.
    public var brokenConstraints: [BrokenConstraint] {
        brokenOrder.compactMap { broken[$0] }
    }

    /// Turns a tableau failure during an operation on `constraint` into an error
    /// naming constraints. Called inside the transaction, before the rollback, while
    /// the failing symbols still have owners.
    func explain(_ failure: TableauFailure, for constraint: Constraint) -> SolverError {
        switch failure {
        case .internalError(let message):
            return .internalError("\(message) (while changing `\(constraint)`)")
        case .conflict(let symbols):
            guard explainsConflicts else { return .unsatisfiable(constraint, conflicting: []) }
            var seen: Set<ObjectIdentifier> = [ObjectIdentifier(constraint)]
            var candidates: [(Constraint, Double)] = []
            if let tag = tags[ObjectIdentifier(constraint)] {
                candidates.append((constraint, tag.constant))
            }
            for s in symbols where s >= 0 && s < owners.count {
                guard let owner = owners[s]?.takeUnretainedValue(), seen.insert(ObjectIdentifier(owner)).inserted,
                    let tag = tags[ObjectIdentifier(owner)], tag.isRequired
                else { continue }
                candidates.append((owner, tag.constant))
            }
            return .unsatisfiable(
                constraint, conflicting: Solver.minimalConflict(candidates))
        }
    }

    /// A minimal subset of `candidates` (constraints with the constants in force) that
    /// cannot hold together: grow a core one culprit at a time, each culprit being the
    /// first constraint that makes core + prefix infeasible. Every member is needed.
    ///
    /// One scratch solver holds the core; each round adds the pool as one batch, which
    /// stops at the culprit and rolls back to the core exactly (a batch is all or nothing),
    /// instead of building a new solver with the core again every round (a third of a
    /// check's time went to these rebuilds when fix-it candidates conflicted).
    static func minimalConflict(_ candidates: [(Constraint, Double)]) -> [Constraint] {
        let originals = candidates.map(\.0)
        let scratch = candidates.map { c, constant in
            Constraint(
                Expression(c.expression.terms, constant: constant), c.relation,
                strength: .required)
        }
        let position = Dictionary(scratch.indices.map { (ObjectIdentifier(scratch[$0]), $0) }, uniquingKeysWith: { first, _ in first })
        let solver = Solver()
        solver.explainsConflicts = false
        var core: [Int] = []
        var pool = Array(scratch.indices)
        for _ in 0...scratch.count {
            let culprit: Int
            do {
                try solver._add(pool.map { scratch[$0] })
                // Round-off made the set look satisfiable: report it unminimised.
                return originals
            } catch .unsatisfiable(let failing, _) {
                guard let index = position[ObjectIdentifier(failing)], let at = pool.firstIndex(of: index) else { return originals }
                culprit = index
                pool = Array(pool[..<at])
            } catch {
                return originals
            }
            core.append(culprit)
            do {
                try solver._add([scratch[culprit]])
            } catch .unsatisfiable {
                return core.map { originals[$0] }
            } catch {
                return originals
            }
        }
        return originals
    }
}
