/// Why a solver operation was refused. A refused operation leaves the solver exactly
/// as it was.
public enum SolverError: Error, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// A required constraint cannot hold together with the required constraints
    /// already present. `conflicting` is a minimal set that cannot hold together
    /// (removing any one member makes it satisfiable); it includes the new constraint.
    case unsatisfiable(Constraint, conflicting: [Constraint])
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint.
    case unknownEditVariable(Variable)
    /// Edit variables must have a non-required strength.
    case badRequiredStrength(Variable)
    /// An elastic constraint with a required side (use a required constraint instead).
    case requiredElasticSide(Constraint)
    /// A failure inside the solver, or input it cannot handle (a non-finite number).
    /// The operation was rolled back.
    case internalError(String)

    public var description: String {
        switch self {
        case .duplicateConstraint(let c):
            return "constraint `\(c)` is already in the solver; add it once, or use withStrength(_:) to make a new constraint"
        case .unknownConstraint(let c):
            return "constraint `\(c)` is not in the solver; it was never added or was already removed"
        case .unsatisfiable(let c, let set):
            let list = set.map { "  `\($0)`" }.joined(separator: "\n")
            return
                "required constraint `\(c)` cannot be satisfied: these \(set.count) constraints cannot hold together:\n\(list)\nremove one of them, give one a non-required strength, or add with onConflict: .breakConstraint"
        case .duplicateEditVariable(let v):
            return "variable `\(v)` is already an edit variable; remove it first to change its strength"
        case .unknownEditVariable(let v):
            return "variable `\(v)` is not an edit variable; call addEditVariable(_:strength:) first"
        case .badRequiredStrength(let v):
            return "edit variable `\(v)` cannot be required; use .strong or a priority below 1000"
        case .requiredElasticSide(let c):
            return "elastic constraint `\(c)` has a required side; both prices must be non-required (use an inequality for a required side)"
        case .internalError(let message):
            return "internal solver error: \(message); the operation was rolled back"
        }
    }
}
