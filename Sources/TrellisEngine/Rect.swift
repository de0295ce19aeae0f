import Foundation

/// A rectangle in points, as `CGRect` (origin top-left, y down).
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// The same rectangle with its origin moved by (−dx, −dy): relative to a parent at (dx, dy).
    public func relative(to origin: Rect) -> Rect {
        Rect(x: Rect.snap(x - origin.x), y: Rect.snap(y - origin.y), width: width, height: height)
    }

    /// `(12, 10, 100 × 100)`.
    public var description: String {
        "(\(Rect.format(x)), \(Rect.format(y)), \(Rect.format(width)) × \(Rect.format(height)))"
    }

    /// Rounds away solver noise (1e-9) and folds −0, so equal layouts print and compare equal.
    public static func snap(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let snapped = (value * 1_000_000).rounded() / 1_000_000
        return snapped == 0 ? 0 : snapped
    }

    /// Up to three decimals, no trailing zeros: `12`, `222.333`, `187.5`.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
