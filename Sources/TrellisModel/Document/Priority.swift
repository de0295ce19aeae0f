/// An Auto Layout priority, 1…1000. Values outside the range can be written (and are
/// reported by validation) so that a typo never silently becomes another number.
public struct Priority: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init(_ value: Int) { self.rawValue = value }

    public static let required = Priority(1000)
    public static let high = Priority(750)
    public static let low = Priority(250)
    public static let fittingSize = Priority(50)

    public static let validRange = 1...1000
    public var isValid: Bool { Self.validRange.contains(rawValue) }
    public var isRequired: Bool { rawValue == 1000 }

    /// Names a priority is written with in `.layout` (`@high`), as UIKit names them.
    public static let named: [(name: String, priority: Priority)] = [
        ("required", .required), ("high", .high), ("low", .low), ("fittingSize", .fittingSize),
    ]

    public var name: String? { Self.named.first { $0.priority == self }?.name }

    public var description: String { name ?? String(rawValue) }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
}
