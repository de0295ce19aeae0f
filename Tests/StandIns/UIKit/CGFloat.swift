/// The stand-in's `CGFloat`: a number that remembers which parameters it was made of, so
/// a constraint's constant built by generated code (`2 * gap + 4`) can be read back as the
/// `.layout` expression it came from. It supports the arithmetic UIKit code does on
/// constants; multiplying two parameter-bearing values marks the result `isNonlinear`.
public struct CGFloat: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    public var value: Double
    /// Parameter name → coefficient.
    public var terms: [String: Double]
    public var isNonlinear = false

    public init(_ value: Double) {
        self.value = value
        self.terms = [:]
    }

    public init(_ value: Int) { self.init(Double(value)) }
    public init(integerLiteral value: Int) { self.init(Double(value)) }
    public init(floatLiteral value: Double) { self.init(value) }

    /// A parameter's value as the probes pass it: its name, and a number for frames.
    public static func parameter(_ name: String, _ value: Double = 0) -> CGFloat {
        var result = CGFloat(value)
        result.terms = [name: 1]
        return result
    }

    public var description: String { "\(value) \(terms)" }

    public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat {
        var result = CGFloat(lhs.value + rhs.value)
        result.terms = lhs.terms.merging(rhs.terms, uniquingKeysWith: +)
        result.isNonlinear = lhs.isNonlinear || rhs.isNonlinear
        return result
    }

    public static prefix func - (operand: CGFloat) -> CGFloat { operand * -1 }

    public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { lhs + -rhs }

    public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat {
        var result = CGFloat(lhs.value * rhs.value)
        result.terms = lhs.terms.mapValues { $0 * rhs.value }.merging(rhs.terms.mapValues { $0 * lhs.value }, uniquingKeysWith: +)
        result.isNonlinear = lhs.isNonlinear || rhs.isNonlinear || (!lhs.terms.isEmpty && !rhs.terms.isEmpty)
        return result
    }

    public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat {
        var result = CGFloat(lhs.value / rhs.value)
        result.terms = lhs.terms.mapValues { $0 / rhs.value }
        result.isNonlinear = lhs.isNonlinear || rhs.isNonlinear || !rhs.terms.isEmpty
        return result
    }
}

/// Foundation's coder, only so `required init?(coder:)` compiles as on iOS.
open class NSCoder {}

public struct CGRect: Hashable, Sendable {
    public var x, y, width, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }
    public static let zero = CGRect(x: 0, y: 0, width: 0, height: 0)
}

public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top, leading, bottom, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
}

public struct UIEdgeInsets: Hashable, Sendable {
    public var top, left, bottom, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
}
