#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How much the solver cares about a constraint.
///
/// `required` constraints are hard: they hold exactly or the add is rejected. Every
/// other strength is a positive *weight*; the solver minimises the sum over
/// non-required constraints of `weight * violation`.
///
/// Auto Layout priorities map to weights geometrically:
///
///     weight(p) = 10^((p - 400) / 100)        for 1 ≤ p < 1000;  p ≥ 1000 is required
///
/// so one priority step is a factor of 1.023 (hugging 251 beats 250), 100 steps a
/// factor of 10, and 750 outweighs 250 by 10^5: a 750 beats any number of 250s in a
/// row of 1000 items (a 999 beats about 300 750s). kiwi's symbolic strengths sit on
/// the same scale: `weak` = 1 (priority 400), `medium` = 1 000 (700),
/// `strong` = 10^6 (1000, just above every non-required priority). Weights
/// span 10^-4 … 10^6, which keeps the objective well inside double precision.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The weight of a violation in the objective; `.infinity` for required.
    public let weight: Double

    private init(weight: Double) {
        self.weight = weight
    }

    public static let required = Strength(weight: .infinity)
    /// kiwi's strong (10^6).
    public static let strong = Strength(weight: 1_000_000)
    /// kiwi's medium (10^3).
    public static let medium = Strength(weight: 1_000)
    /// kiwi's weak (1).
    public static let weak = Strength(weight: 1)

    /// kiwi's `strength.create(a, b, c, w)`: `a` strong, `b` medium and `c` weak
    /// units, each clamped to 0…1000, times `w`.
    public init(strong: Double, medium: Double = 0, weak: Double = 0, weight w: Double = 1) {
        func clamp(_ x: Double) -> Double { x.isNaN ? 0 : Swift.max(0, Swift.min(1000, x)) }
        let value = clamp(strong * w) * 1_000_000 + clamp(medium * w) * 1_000 + clamp(weak * w)
        self.init(weight: Swift.max(value, Strength.minimumWeight))
    }

    /// An Auto Layout priority, 1…1000 (1000 is required). Values below 1 are
    /// treated as 1; NaN as 1.
    public init(priority: Double) {
        if priority >= 1000 {
            self = .required
            return
        }
        let p = priority.isNaN ? 1 : Swift.max(1, priority)
        self.init(weight: pow(10, (p - 400) / 100))
    }

    /// The Auto Layout priority this strength corresponds to (1000 for required);
    /// a best-effort inverse of ``init(priority:)`` for display.
    public var priority: Double {
        if isRequired { return 1000 }
        return Swift.min(1000, Swift.max(0, 400 + 100 * log10(weight)))
    }

    public var isRequired: Bool { weight == .infinity }

    /// The smallest weight a strength can have; keeps every error term visible.
    static let minimumWeight = 1e-6

    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.weight < rhs.weight
    }

    public var description: String {
        switch self {
        case .required: return "required"
        case .strong: return "strong"
        case .medium: return "medium"
        case .weak: return "weak"
        default:
            let p = priority
            let rounded = p.rounded()
            if abs(p - rounded) < 1e-6 { return "priority \(Int(rounded))" }
            return "priority \((p * 100).rounded() / 100)"
        }
    }
}
