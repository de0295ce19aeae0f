/// A linear expression: a sum of terms plus a constant.
public struct Expression: Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    CustomStringConvertible
{
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    public init(_ term: Term) {
        self.init([term])
    }

    public init(constant: Double) {
        self.init([], constant: constant)
    }

    public init(floatLiteral value: Double) {
        self.init(constant: value)
    }

    public init(integerLiteral value: Int) {
        self.init(constant: Double(value))
    }

    /// The same expression with like terms merged and zero coefficients dropped,
    /// in order of first appearance.
    public func reduced() -> Expression {
        var copy = self
        copy.reduce()
        return copy
    }

    /// Merges like terms and drops zero coefficients in place, in order of first
    /// appearance. An expression already reduced is left untouched (no copy is made).
    public mutating func reduce() {
        // Constraints built from anchors have a handful of terms: a scan beats hashing.
        guard terms.count > 16 else {
            if !isReducedByScan { reduceByScan() }
            return
        }
        var index: [ObjectIdentifier: Int] = [:]
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if let at = index[key] {
                merged[at].coefficient += term.coefficient
            } else {
                index[key] = merged.count
                merged.append(term)
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        terms = merged
    }

    // Identity compares through unsafe buffers: no retain/release per comparison.
    private var isReducedByScan: Bool {
        terms.withUnsafeBufferPointer { terms in
            for i in terms.indices {
                if terms[i].coefficient == 0 { return false }
                let id = ObjectIdentifier(terms[i].variable)
                for j in 0..<i where ObjectIdentifier(terms[j].variable) == id { return false }
            }
            return true
        }
    }

    private mutating func reduceByScan() {
        let kept = terms.withUnsafeMutableBufferPointer { terms -> Int in
            var kept = 0
            for i in terms.indices {
                let id = ObjectIdentifier(terms[i].variable)
                var merged = false
                for j in 0..<kept where ObjectIdentifier(terms[j].variable) == id {
                    terms[j].coefficient += terms[i].coefficient
                    merged = true
                    break
                }
                if !merged {
                    if kept != i { terms.swapAt(kept, i) }
                    kept += 1
                }
            }
            // Zero coefficients (cancelled terms) move behind the kept ones too.
            var nonzero = 0
            for i in 0..<kept where terms[i].coefficient != 0 {
                if nonzero != i { terms.swapAt(nonzero, i) }
                nonzero += 1
            }
            return nonzero
        }
        terms.removeLast(terms.count - kept)
    }

    /// `self += factor * other`, in place (terms appended; ``reduced()`` merges them).
    public mutating func add(_ other: Expression, times factor: Double = 1) {
        constant += factor * other.constant
        if factor == 1 {
            terms.append(contentsOf: other.terms)
        } else {
            for term in other.terms { terms.append(Term(term.variable, term.coefficient * factor)) }
        }
    }

    /// The value of the expression when every variable takes `value(variable)`.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    public var description: String {
        var parts: [String] = []
        for (i, term) in terms.enumerated() {
            let magnitude = Term(term.variable, abs(term.coefficient)).description
            if i == 0 {
                parts.append(term.coefficient < 0 ? "-\(magnitude)" : magnitude)
            } else {
                parts.append(term.coefficient < 0 ? "- \(magnitude)" : "+ \(magnitude)")
            }
        }
        if constant != 0 || parts.isEmpty {
            if parts.isEmpty {
                parts.append(_format(constant))
            } else {
                parts.append(constant < 0 ? "- \(_format(-constant))" : "+ \(_format(constant))")
            }
        }
        return parts.joined(separator: " ")
    }
}
