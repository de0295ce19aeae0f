/// Every attribute an anchor can name, as `NSLayoutConstraint.Attribute` has them,
/// plus the composites that expand into several single constraints.
public enum LayoutAttribute: String, CaseIterable, Hashable, Sendable, Codable {
    case left, right, top, bottom, leading, trailing
    case width, height
    case centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    // Composites.
    case edges, horizontalEdges, verticalEdges, size, center

    /// Which anchors may be related to which: Auto Layout refuses x to y, and both to dimensions.
    public enum Kind: String, Sendable {
        case x = "x axis"
        case y = "y axis"
        case dimension = "dimension"
    }

    public var kind: Kind {
        switch self {
        case .left, .right, .leading, .trailing, .centerX,
            .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins,
            .horizontalEdges:
            return .x
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline,
            .topMargin, .bottomMargin, .centerYWithinMargins, .verticalEdges:
            return .y
        case .width, .height, .size:
            return .dimension
        case .edges, .center:
            // Mixed composites: both members are checked after expansion.
            return .x
        }
    }

    public var isComposite: Bool {
        switch self {
        case .edges, .horizontalEdges, .verticalEdges, .size, .center: return true
        default: return false
        }
    }

    /// leading/trailing flip with the layout direction; left/right never do. Auto Layout
    /// refuses to relate the two families.
    public enum Direction: Sendable { case directional, absolute, none }

    public var direction: Direction {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return .directional
        case .left, .right, .leftMargin, .rightMargin: return .absolute
        default: return .none
        }
    }

    /// The margin variant's plain attribute (`leadingMargin` → `leading`), or nil.
    public var withoutMargin: LayoutAttribute? {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return nil
        }
    }

    /// A composite's members in a fixed order, each with the sign its constant takes.
    /// Edges follow SnapKit's `inset`: a constant c moves top/leading by +c and
    /// bottom/trailing by −c, so `label.edges == owner.edges + 8` insets by 8 all round.
    public var expansion: [(attribute: LayoutAttribute, constantSign: Double)] {
        switch self {
        case .edges: return [(.top, 1), (.leading, 1), (.bottom, -1), (.trailing, -1)]
        case .horizontalEdges: return [(.leading, 1), (.trailing, -1)]
        case .verticalEdges: return [(.top, 1), (.bottom, -1)]
        case .size: return [(.width, 1), (.height, 1)]
        case .center: return [(.centerX, 1), (.centerY, 1)]
        default: return [(self, 1)]
        }
    }
}
