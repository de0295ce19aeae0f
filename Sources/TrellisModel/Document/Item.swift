/// Something a component lays out: a view, a plain guide, an instance of another
/// container, or a stack view.
public enum Item: Hashable, Sendable {
    case view(ViewItem)
    case guide(GuideItem)
    case use(ContainerUse)
    case stack(StackItem)

    public var name: String {
        switch self {
        case .view(let view): return view.name
        case .guide(let guide): return guide.name
        case .use(let use): return use.name
        case .stack(let stack): return stack.view.name
        }
    }

    /// The item this one is added to (`in bar`); nil means the owner.
    public var parent: String? {
        switch self {
        case .view(let view): return view.parent
        case .guide(let guide): return guide.parent
        case .use(let use): return use.parent
        case .stack(let stack): return stack.view.parent
        }
    }

    public var location: SourceLocation? {
        switch self {
        case .view(let view): return view.location
        case .guide(let guide): return guide.location
        case .use(let use): return use.location
        case .stack(let stack): return stack.view.location
        }
    }

    /// The `//` lines written above the item (a stack's are its view's).
    public var comments: [String] {
        switch self {
        case .view(let view): return view.comments
        case .guide(let guide): return guide.comments
        case .use(let use): return use.comments
        case .stack(let stack): return stack.view.comments
        }
    }

    /// Views and stacks are views; guides and container instances are layout guides.
    public var isView: Bool {
        switch self {
        case .view, .stack: return true
        case .guide, .use: return false
        }
    }
}

/// A pair of values, one per axis (content hugging, compression resistance).
public struct AxisPriorities: Hashable, Sendable, Codable {
    public var horizontal: Priority
    public var vertical: Priority
    public init(horizontal: Priority, vertical: Priority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// UIKit's defaults for a view created in code.
    public static let defaultHugging = AxisPriorities(horizontal: .low, vertical: .low)
    public static let defaultCompression = AxisPriorities(horizontal: .high, vertical: .high)
}

/// `intrinsicContentSize`; a nil side is `UIView.noIntrinsicMetric`.
public struct IntrinsicSize: Hashable, Sendable, Codable {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}

/// Directional insets (top, leading, bottom, trailing), as `NSDirectionalEdgeInsets`.
public struct DirectionalInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }
    /// UIKit's default `directionalLayoutMargins` of a view.
    public static let uikitDefault = DirectionalInsets(all: 8)
}

/// Where a view's baselines sit: the first measured down from its top, the last up from its bottom.
/// Views without text have none, and Auto Layout then uses the bottom edge for both.
public struct Baselines: Hashable, Sendable, Codable {
    public var firstFromTop: Double
    public var lastFromBottom: Double
    public init(firstFromTop: Double, lastFromBottom: Double) {
        self.firstFromTop = firstFromTop
        self.lastFromBottom = lastFromBottom
    }
}

public struct ViewItem: Hashable, Sendable {
    public var name: String
    public var className: String
    /// The UIKit class a custom `className` derives from (`ThemeableTable(UITableView)`);
    /// nil when `className` is UIKit's own or its base is not known.
    public var baseClass: String?
    public var parent: String?
    public var intrinsicSize: IntrinsicSize?
    public var hugging: AxisPriorities
    public var compressionResistance: AxisPriorities
    /// nil: UIKit's default margins.
    public var margins: DirectionalInsets?
    /// `insetsLayoutMarginsFromSafeArea`, true by default as in UIKit.
    public var insetsMarginsFromSafeArea: Bool
    public var isHidden: Bool
    public var baselines: Baselines?
    /// Forces scroll-view guides for a custom class the model does not know scrolls.
    public var scrolls: Bool
    /// `isScrollEnabled`; `scrolls off` clears it (a `UITextView` that sizes to its text).
    public var isScrollEnabled: Bool
    /// `preservesSuperviewLayoutMargins`: the margins take at least the superview's
    /// margins where the view reaches into them.
    public var preservesSuperviewMargins: Bool
    /// `alignmentInsets T L B R`: the alignment-rect insets (absolute edges), replacing
    /// the built-in ones of standard controls; constraints act on the alignment rect.
    public var alignmentInsets: AbsoluteInsets?
    /// `text`, `font`, `lines`: what the view's text is, so the engine can measure it.
    public var text: TextContent?
    @NotCompared public var location: SourceLocation?
    /// The `//` lines written just above it (without `//` and one space after it); kept by `fmt`, never compared.
    @NotCompared public var comments: [String] = []

    public init(
        name: String,
        className: String = "UIView",
        baseClass: String? = nil,
        parent: String? = nil,
        intrinsicSize: IntrinsicSize? = nil,
        hugging: AxisPriorities = .defaultHugging,
        compressionResistance: AxisPriorities = .defaultCompression,
        margins: DirectionalInsets? = nil,
        insetsMarginsFromSafeArea: Bool = true,
        isHidden: Bool = false,
        baselines: Baselines? = nil,
        scrolls: Bool = false,
        isScrollEnabled: Bool = true,
        preservesSuperviewMargins: Bool = false,
        alignmentInsets: AbsoluteInsets? = nil,
        text: TextContent? = nil,
        location: SourceLocation? = nil
    ) {
        self.name = name
        self.className = className
        self.baseClass = baseClass
        self.parent = parent
        self.intrinsicSize = intrinsicSize
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        self.margins = margins
        self.insetsMarginsFromSafeArea = insetsMarginsFromSafeArea
        self.isHidden = isHidden
        self.baselines = baselines
        self.scrolls = scrolls
        self.isScrollEnabled = isScrollEnabled
        self.preservesSuperviewMargins = preservesSuperviewMargins
        self.alignmentInsets = alignmentInsets
        self.text = text
        self.location = location
    }

    /// UIKit classes that are scroll views and so have frame and content guides.
    public static let scrollViewClasses: Set<String> = [
        "UIScrollView", "UITableView", "UICollectionView", "UITextView",
    ]

    /// The class that decides how the view behaves: its UIKit base, else its own class.
    public var uikitClass: String { baseClass ?? className }

    public var isScrollView: Bool { scrolls || Self.scrollViewClasses.contains(uikitClass) }
}

/// A plain `UILayoutGuide` added to the owner (or to the view named by `parent`).
public struct GuideItem: Hashable, Sendable {
    public var name: String
    public var parent: String?
    @NotCompared public var location: SourceLocation?
    /// The `//` lines written just above it (without `//` and one space after it); kept by `fmt`, never compared.
    @NotCompared public var comments: [String] = []

    public init(name: String, parent: String? = nil, location: SourceLocation? = nil) {
        self.name = name
        self.parent = parent
        self.location = location
    }
}

/// A value passed to a container's or spec's parameter.
public enum ArgumentValue: Hashable, Sendable {
    case constant(ConstantExpression)
    /// A reference view, for a spec's `ref` parameters.
    case item(ItemReference)
}

public struct LayoutArgument: Hashable, Sendable {
    public var name: String
    public var value: ArgumentValue
    @NotCompared public var location: SourceLocation?

    public init(_ name: String, _ value: ArgumentValue, location: SourceLocation? = nil) {
        self.name = name
        self.value = value
        self.location = location
    }
}

/// `use avatar: UserAvatarContainer(badgeSize: 36)`: an instance of another container.
/// Its guide and views are added to the owning view flat, which is the point of a
/// `LayoutContainer`; `avatar` names its guide and `avatar.vip` one of its views.
public struct ContainerUse: Hashable, Sendable {
    public var name: String
    public var container: String
    public var arguments: [LayoutArgument]
    public var parent: String?
    @NotCompared public var location: SourceLocation?
    /// The `//` lines written just above it (without `//` and one space after it); kept by `fmt`, never compared.
    @NotCompared public var comments: [String] = []

    public init(name: String, container: String, arguments: [LayoutArgument] = [], parent: String? = nil, location: SourceLocation? = nil) {
        self.name = name
        self.container = container
        self.arguments = arguments
        self.parent = parent
        self.location = location
    }
}

/// A `UIStackView`, expanded by the engine into the constraints UIKit would make.
public struct StackItem: Hashable, Sendable {
    public enum Axis: String, CaseIterable, Hashable, Sendable, Codable { case horizontal, vertical }

    public enum Distribution: String, CaseIterable, Hashable, Sendable, Codable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: String, CaseIterable, Hashable, Sendable, Codable {
        case fill, leading, center, trailing, firstBaseline, lastBaseline
        // UIKit's names for the vertical-axis members of a horizontal stack.
        case top, bottom
    }

    /// The stack view's own view properties (class `UIStackView` unless a subclass is named).
    public var view: ViewItem
    public var axis: Axis
    public var distribution: Distribution
    public var alignment: Alignment
    public var spacing: Double
    /// Names of the arranged views, in order. Their parent is the stack.
    public var arranged: [String]
    /// `isLayoutMarginsRelativeArrangement`: the arranged views fill the stack's layout
    /// margins, not its edges (`marginsRelative`; a stack with margins set in Interface Builder).
    public var marginsRelative: Bool
    /// `proportions 51.5, 88.5, …`: one length per arranged view, the size along the axis each
    /// had when the stack was designed (Interface Builder's recorded frames). `fillProportionally`
    /// divides the stack by a view's intrinsic size, and UIKit uses a view's current size
    /// where it has none (a plain view, a nested stack); nil: not known (an empty view is 0).
    public var proportions: [Double]?

    public init(
        view: ViewItem,
        axis: Axis,
        distribution: Distribution = .fill,
        alignment: Alignment = .fill,
        spacing: Double = 0,
        arranged: [String] = [],
        marginsRelative: Bool = false,
        proportions: [Double]? = nil
    ) {
        self.view = view
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.arranged = arranged
        self.marginsRelative = marginsRelative
        self.proportions = proportions
    }
}
