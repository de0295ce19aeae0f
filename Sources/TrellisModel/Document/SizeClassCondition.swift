/// A horizontal or vertical size class, as `UIUserInterfaceSizeClass`.
public enum SizeClass: String, CaseIterable, Hashable, Sendable, Codable {
    case compact, regular
}

/// The size classes a constraint exists in: `when width compact { … }` (Interface
/// Builder's `<variation key="widthClass=compact">`). A nil side matches any class;
/// `.always` (both nil) is a constraint outside any `when` block.
public struct SizeClassCondition: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: SizeClass?
    public var height: SizeClass?

    public init(width: SizeClass? = nil, height: SizeClass? = nil) {
        self.width = width
        self.height = height
    }

    public static let always = SizeClassCondition()

    public var isAlways: Bool { width == nil && height == nil }

    /// Whether a trait environment with these classes selects the constraint.
    public func matches(width actualWidth: SizeClass, height actualHeight: SizeClass) -> Bool {
        (width == nil || width == actualWidth) && (height == nil || height == actualHeight)
    }

    /// `width compact height regular` (what follows `when`); empty for `.always`.
    public var description: String {
        var parts: [String] = []
        if let width { parts.append("width \(width.rawValue)") }
        if let height { parts.append("height \(height.rawValue)") }
        return parts.joined(separator: " ")
    }
}
