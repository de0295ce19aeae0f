/// Where a component is laid out: the root view's size, its safe-area insets, the layout
/// direction and the keyboard. Build one from a ``Device`` or from an explicit size.
public struct Environment: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum LayoutDirection: String, Hashable, Sendable, Codable {
        case leftToRight, rightToLeft
    }

    public enum Orientation: String, Hashable, Sendable, Codable, CaseIterable {
        case portrait, landscape
    }

    /// What the environment is called in output: a device name (`iPhone-SE`), or the size.
    public var name: String
    public var width: Double
    public var height: Double
    /// The root view's safe-area insets (absolute left/right, as `UIEdgeInsets`).
    public var safeArea: EdgeInsets
    public var direction: LayoutDirection
    /// nil: the keyboard is hidden. A height: the keyboard is shown, that tall.
    public var keyboardHeight: Double?
    public var orientation: Orientation

    public init(
        name: String? = nil, width: Double, height: Double, safeArea: EdgeInsets = .zero,
        direction: LayoutDirection = .leftToRight, keyboardHeight: Double? = nil,
        orientation: Orientation? = nil
    ) {
        self.width = width
        self.height = height
        self.safeArea = safeArea
        self.direction = direction
        self.keyboardHeight = keyboardHeight
        self.orientation = orientation ?? (width > height ? .landscape : .portrait)
        self.name = name ?? "\(Rect.format(width))x\(Rect.format(height))"
    }

    /// `--size 375x667`: a size with no safe-area insets.
    public static func size(_ width: Double, _ height: Double) -> Environment {
        Environment(width: width, height: height)
    }

    /// The same environment, right-to-left.
    public func rightToLeft(_ on: Bool = true) -> Environment {
        var copy = self
        copy.direction = on ? .rightToLeft : .leftToRight
        return copy
    }

    /// The same environment with the keyboard shown at `height` points (nil hides it).
    public func keyboard(_ height: Double?) -> Environment {
        var copy = self
        copy.keyboardHeight = height
        return copy
    }

    public var isRightToLeft: Bool { direction == .rightToLeft }

    /// UIKit's `systemMinimumLayoutMargins` of a view controller's root view, horizontally:
    /// 16 on a compact-width portrait screen (narrower than 414 pt), 20 otherwise
    /// (Plus/Max-width phones, landscape, iPads). Vertically it is 0, so a root view's own
    /// default margin of 8 wins there.
    public var systemMinimumHorizontalMargin: Double {
        orientation == .portrait && width < 414 ? 16 : 20
    }

    /// UIKit's readable content width at the default Dynamic Type size (Large).
    public static let readableWidth: Double = 672

    /// `iPhone-SE 375×667 portrait, safe area 20/0/0/0, RTL, keyboard 300`.
    public var description: String {
        let size = "\(Rect.format(width))×\(Rect.format(height))"
        let isJustTheSize = name == "\(Rect.format(width))x\(Rect.format(height))"
        var text = isJustTheSize ? "\(size) \(orientation.rawValue)" : "\(name) \(size) \(orientation.rawValue)"
        if safeArea != .zero { text += ", safe area \(safeArea)" }
        if isRightToLeft { text += ", right-to-left" }
        if let keyboardHeight { text += ", keyboard \(Rect.format(keyboardHeight))" }
        return text
    }
}

/// Insets on absolute edges, as `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()

    /// `top/left/bottom/right`.
    public var description: String {
        [top, left, bottom, right].map(Rect.format).joined(separator: "/")
    }
}
