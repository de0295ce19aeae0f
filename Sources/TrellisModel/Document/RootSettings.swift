/// What kind of view a screen's root (`owner`) is. Each has UIKit's own default layout
/// margins and safe-area behaviour (the engine applies them; `LayoutFormat.md` lists them).
public enum RootKind: String, CaseIterable, Hashable, Sendable, Codable {
    /// A view controller's view (the default): side margins `systemMinimumLayoutMargins`
    /// (16 or 20), top and bottom 0, plus the safe area.
    case controller
    /// A `UITableViewCell`'s or `UICollectionViewCell`'s content view: 8 all round.
    case cell
    /// A plain custom view (a view xib's root): 8 all round.
    case view
}

/// Insets on absolute edges (top, left, bottom, right), as `UIEdgeInsets`: a root's
/// explicit safe area, a control's alignment-rect insets. Unlike margins these do not
/// flip in right-to-left layouts.
public struct AbsoluteInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }
    public static let zero = AbsoluteInsets(all: 0)

    /// `[top, left, bottom, right]`, the order the format writes them in.
    public var values: [Double] { [top, left, bottom, right] }
}

extension DirectionalInsets {
    /// `[top, leading, bottom, trailing]`, the order the format writes them in.
    public var values: [Double] { [top, leading, bottom, trailing] }
}
