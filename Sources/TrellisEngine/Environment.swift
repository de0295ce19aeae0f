import TrellisModel

/// Where a component is laid out: the root view's size, its safe-area insets, the layout
/// direction, the keyboard and the size classes. Build one from a ``Device`` or from an
/// explicit size.
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
    /// Given, never guessed from the aspect ratio: a 375 × 198.5 cell is not landscape.
    public var orientation: Orientation
    /// The trait collection's size classes, which select `when` blocks.
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    /// The Dynamic Type text size (`--content-size AX5`); nil is the default, Large (and
    /// keeps the encoded form, so cached solutions' keys, as before).
    public var contentSize: ContentSizeCategory?
    /// Pixels per point of the screen (2 or 3): views' frames are rounded to its grid, as
    /// UIKit rounds them (``_PixelGrid``). nil (an explicit size): not rounded, and the
    /// encoded form as before.
    public var scale: Double?

    public init(
        name: String? = nil, width: Double, height: Double, safeArea: EdgeInsets = .zero,
        direction: LayoutDirection = .leftToRight, keyboardHeight: Double? = nil,
        orientation: Orientation = .portrait, sizeClasses: (horizontal: SizeClass, vertical: SizeClass)? = nil
    ) {
        self.width = width
        self.height = height
        self.safeArea = safeArea
        self.direction = direction
        self.keyboardHeight = keyboardHeight
        self.orientation = orientation
        let classes = sizeClasses ?? Self.sizeClasses(width: width, orientation: orientation)
        horizontalSizeClass = classes.horizontal
        verticalSizeClass = classes.vertical
        self.name = name ?? "\(Rect.format(width))x\(Rect.format(height))"
    }

    /// The size classes of a root that is not a catalog device (`--size`): its window is
    /// taken to be a phone's — compact width, and regular height in portrait, compact in
    /// landscape — unless it is at least 700 points wide, an iPad's (regular both ways).
    /// A cell's own height says nothing about its window, so only the width counts.
    public static func sizeClasses(width: Double, orientation: Orientation) -> (horizontal: SizeClass, vertical: SizeClass) {
        if width >= 700 { return (.regular, .regular) }
        return (.compact, orientation == .portrait ? .regular : .compact)
    }

    /// `--size 375x667`: a size with no safe-area insets, portrait unless told otherwise.
    public static func size(_ width: Double, _ height: Double, orientation: Orientation = .portrait) -> Environment {
        Environment(width: width, height: height, orientation: orientation)
    }

    /// The same environment with these safe-area insets (`--safe-area`).
    public func safeArea(_ insets: EdgeInsets) -> Environment {
        var copy = self
        copy.safeArea = insets
        return copy
    }

    /// The same environment in these size classes (`--size-class`).
    public func sizeClasses(horizontal: SizeClass, vertical: SizeClass) -> Environment {
        var copy = self
        copy.horizontalSizeClass = horizontal
        copy.verticalSizeClass = vertical
        return copy
    }

    /// The same environment, right-to-left.
    public func rightToLeft(_ on: Bool = true) -> Environment {
        var copy = self
        copy.direction = on ? .rightToLeft : .leftToRight
        return copy
    }

    /// The same environment on a screen of this scale (nil: frames not rounded).
    public func scale(_ scale: Double?) -> Environment {
        var copy = self
        copy.scale = scale
        return copy
    }

    /// The same environment with the keyboard shown at `height` points (nil hides it).
    public func keyboard(_ height: Double?) -> Environment {
        var copy = self
        copy.keyboardHeight = height
        return copy
    }

    public var isRightToLeft: Bool { direction == .rightToLeft }

    /// The same environment at this Dynamic Type size (`--content-size`).
    public func contentSize(_ category: ContentSizeCategory) -> Environment {
        var copy = self
        copy.contentSize = category == .large ? nil : category
        return copy
    }

    /// The content size category in force (Large unless set).
    public var contentSizeCategory: ContentSizeCategory { contentSize ?? .large }

    /// UIKit's `systemMinimumLayoutMargins` of a view controller's root view, leading and
    /// trailing (top and bottom are 0). Apple documents 16 in compact width and 20 in
    /// regular width; on devices the compact-width value is 16 only for roots narrower than
    /// 414 points (portrait iPhones up to the Pro models) and 20 from 414 up (Plus and Max
    /// phones in portrait, every iPhone in landscape). The root's width decides, never the
    /// aspect ratio.
    public var systemMinimumHorizontalMargin: Double { systemMinimumHorizontalMargin(rootWidth: width) }

    /// The same for a root that pins its own width (a 510-wide view is 20 on any device).
    public func systemMinimumHorizontalMargin(rootWidth: Double) -> Double {
        horizontalSizeClass == .regular || rootWidth >= 414 ? 20 : 16
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
        if let contentSize { text += ", text size \(contentSize.rawValue)" }
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

    /// The model's absolute insets (a screen's `safeArea`, a view's `alignmentInsets`).
    public init(_ insets: AbsoluteInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }

    /// `top/left/bottom/right`.
    public var description: String {
        [top, left, bottom, right].map(Rect.format).joined(separator: "/")
    }
}
