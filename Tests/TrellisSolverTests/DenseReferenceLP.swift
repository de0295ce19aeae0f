@testable import TrellisSolver

/// A dense two-phase simplex (Bland's rule) for `min c·z` subject to `A z = b`, `z ≥ 0`:
/// slow and obvious, the reference the solver's optima are checked against.
struct DenseReferenceLP {
    var rows: [[Double]] = []
    var rhs: [Double] = []
    var costs: [Double] = []

    enum Outcome: Equatable {
        case infeasible
        case optimal(Double)
    }

    /// A new non-negative column of cost `cost`; returns its index.
    mutating func column(cost: Double = 0) -> Int {
        costs.append(cost)
        for i in rows.indices { rows[i].append(0) }
        return costs.count - 1
    }

    /// `Σ coefficient·z[column] = value`.
    mutating func equation(_ terms: [(column: Int, coefficient: Double)], equals value: Double) {
        var row = [Double](repeating: 0, count: costs.count)
        for (column, coefficient) in terms { row[column] += coefficient }
        rows.append(row)
        rhs.append(value)
    }

    func solve(tolerance eps: Double = 1e-9) -> Outcome {
        let m = rows.count, n = costs.count
        if m == 0 { return .optimal(0) }
        // Tableau: n columns, m artificial columns, then the right-hand side.
        var t = [[Double]](repeating: [Double](repeating: 0, count: n + m + 1), count: m)
        for i in 0..<m {
            let sign: Double = rhs[i] < 0 ? -1 : 1
            for j in 0..<n { t[i][j] = sign * rows[i][j] }
            t[i][n + i] = 1
            t[i][n + m] = sign * rhs[i]
        }
        var basis = Array(n..<(n + m))

        func pivot(_ r: Int, _ e: Int) {
            let p = t[r][e]
            for j in t[r].indices { t[r][j] /= p }
            for i in 0..<m where i != r && t[i][e] != 0 {
                let f = t[i][e]
                for j in t[i].indices { t[i][j] -= f * t[r][j] }
            }
            basis[r] = e
        }

        /// Minimises `cost` over the columns `allowed` accepts; false if unbounded.
        func optimise(_ cost: [Double], _ allowed: (Int) -> Bool) -> Bool {
            while true {
                var entering = -1
                for j in 0..<(n + m) where allowed(j) && !basis.contains(j) {
                    var reduced = cost[j]
                    for i in 0..<m { reduced -= cost[basis[i]] * t[i][j] }
                    if reduced < -eps * Swift.max(1, abs(cost[j])) { entering = j; break }
                }
                if entering < 0 { return true }
                var leaving = -1
                var best = Double.infinity
                for i in 0..<m where t[i][entering] > eps {
                    let ratio = t[i][n + m] / t[i][entering]
                    if leaving < 0 || ratio < best - eps || (abs(ratio - best) <= eps && basis[i] < basis[leaving]) {
                        best = ratio
                        leaving = i
                    }
                }
                if leaving < 0 { return false }
                pivot(leaving, entering)
            }
        }

        // Phase one: drive the artificial columns to zero.
        var phaseOne = [Double](repeating: 0, count: n + m)
        for j in n..<(n + m) { phaseOne[j] = 1 }
        _ = optimise(phaseOne) { _ in true }
        let scale = Swift.max(1, rhs.map(abs).max() ?? 1)
        for i in 0..<m where basis[i] >= n && t[i][n + m] > 1e-7 * scale { return .infeasible }
        // Artificials left in the basis at zero: pivot them out, or the row is redundant.
        for i in 0..<m where basis[i] >= n {
            if let j = (0..<n).first(where: { abs(t[i][$0]) > 1e-9 }) { pivot(i, j) }
        }
        var phaseTwo = costs
        phaseTwo.append(contentsOf: repeatElement(0, count: m))
        guard optimise(phaseTwo, { $0 < n }) else { return .optimal(-.infinity) }
        var value = 0.0
        for i in 0..<m where basis[i] < n { value += costs[basis[i]] * t[i][n + m] }
        return .optimal(value)
    }
}

extension DenseReferenceLP {
    /// The solver's problem as an LP: free variables split in two non-negative columns,
    /// a slack per inequality, and per non-required constraint the error column(s) the
    /// solver weighs (both sides of an equality, the violating side of an inequality).
    /// `requiredOnly` keeps the required constraints alone (a feasibility question).
    init(_ constraints: [(Constraint, constant: Double)], requiredOnly: Bool = false) {
        var columns: [ObjectIdentifier: (Int, Int)] = [:]
        for (c, constant) in constraints {
            if requiredOnly && !c.strength.isRequired { continue }
            var terms: [(column: Int, coefficient: Double)] = []
            for term in c.expression.terms {
                let id = ObjectIdentifier(term.variable)
                let pair = columns[id] ?? (column(), column())
                columns[id] = pair
                terms.append((pair.0, term.coefficient))
                terms.append((pair.1, -term.coefficient))
            }
            let w = c.strength.weight
            switch c.relation {
            case .equal:
                if w.isFinite {
                    terms.append((column(cost: w), -1))
                    terms.append((column(cost: w), 1))
                }
            case .lessThanOrEqual:
                terms.append((column(), 1))
                if w.isFinite { terms.append((column(cost: w), -1)) }
            case .greaterThanOrEqual:
                terms.append((column(), -1))
                if w.isFinite { terms.append((column(cost: w), 1)) }
            }
            equation(terms, equals: -constant)
        }
    }
}
