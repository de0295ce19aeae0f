import TrellisTestSupport
@testable import TrellisSolver

/// Random systems for property tests: small integer-ish coefficients, real constants,
/// mixed strengths with random real priorities (so optima are unique in practice).
struct RandomSystem {
    var rng: SeededRandom
    let variables: [Variable]

    init(seed: UInt64, variableCount: Int) {
        rng = SeededRandom(seed: seed)
        variables = (0..<variableCount).map { Variable("x\($0)") }
    }

    mutating func coefficient() -> Double {
        let choices: [Double] = [1, -1, 2, -2, 0.5, -0.5, 3, -1.5]
        return choices[Int.random(in: 0..<choices.count, using: &rng)]
    }

    mutating func constant() -> Double {
        (Double.random(in: -100...100, using: &rng) * 8).rounded() / 8
    }

    mutating func strength(requiredShare: Double) -> Strength {
        if Double.random(in: 0..<1, using: &rng) < requiredShare { return .required }
        return Strength(priority: Double.random(in: 1..<999, using: &rng))
    }

    mutating func relation() -> Relation {
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: return .equal
        case 1: return .lessThanOrEqual
        default: return .greaterThanOrEqual
        }
    }

    /// A constraint of 1…3 distinct variables.
    mutating func constraint(requiredShare: Double) -> Constraint {
        let count = Int.random(in: 1...3, using: &rng)
        var chosen: [Variable] = []
        while chosen.count < count {
            let v = variables[Int.random(in: 0..<variables.count, using: &rng)]
            if !chosen.contains(v) { chosen.append(v) }
        }
        var terms: [Term] = []
        for v in chosen { terms.append(Term(v, coefficient())) }
        return Constraint(
            Expression(terms, constant: constant()), relation(),
            strength: strength(requiredShare: requiredShare))
    }

    /// Weak anchors `x == r` for every variable, each with its own random priority,
    /// so every variable is pinned by the objective.
    mutating func anchors() -> [Constraint] {
        variables.map { v in
            Constraint(
                Expression([Term(v)], constant: -constant()), .equal,
                strength: Strength(priority: Double.random(in: 1..<300, using: &rng)))
        }
    }

    mutating func pick<T>(_ items: [T]) -> T? {
        items.isEmpty ? nil : items[Int.random(in: 0..<items.count, using: &rng)]
    }
}

extension Solver {
    /// The required constraints (with the constants in force) that do not hold.
    func violatedRequired(tolerance: Double = 1e-6) -> [Constraint] {
        constraints.filter { c in
            guard c.strength.isRequired, !brokenConstraints.contains(where: { $0.constraint === c })
            else { return false }
            let constant = self.constant(of: c) ?? c.expression.constant
            let residual =
                c.expression.terms.reduce(constant) { $0 + $1.coefficient * value(of: $1.variable) }
            switch c.relation {
            case .equal: return abs(residual) > tolerance
            case .lessThanOrEqual: return residual > tolerance
            case .greaterThanOrEqual: return residual < -tolerance
            }
        }
    }

    /// Whether the required constraints can all hold (on a fresh solver).
    static func isSatisfiable(_ constraints: [Constraint]) -> Bool {
        let s = Solver()
        do {
            try s.add(constraints.map { $0.withStrength(.required) })
            return true
        } catch {
            return false
        }
    }
}

/// A constraint with the constant a solver has in force for it.
func withConstant(_ c: Constraint, _ constant: Double) -> Constraint {
    Constraint(Expression(c.expression.terms, constant: constant), c.relation, strength: c.strength)
}

/// The lines that differ between two state dumps (for readable failures).
func stateDiff(_ a: String, _ b: String) -> String {
    let x = a.split(separator: "\n"), y = b.split(separator: "\n")
    var out: [String] = []
    for i in 0..<max(x.count, y.count) {
        let l = i < x.count ? String(x[i]) : "<none>"
        let r = i < y.count ? String(y[i]) : "<none>"
        if l != r { out.append("- \(l)\n+ \(r)") }
    }
    return out.joined(separator: "\n")
}
