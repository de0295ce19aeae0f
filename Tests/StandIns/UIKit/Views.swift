/// The view classes generated code creates; they add nothing but their names.
open class UIImageView: UIView {}
open class UILabel: UIView {
    /// nil until set: the class's default (1 line).
    public private(set) var explicitNumberOfLines: Int?
    public var numberOfLines: Int {
        get { explicitNumberOfLines ?? 1 }
        set { explicitNumberOfLines = newValue }
    }
    /// nil until set: the body style.
    public private(set) var explicitFont: UIFont?
    public var font: UIFont! {
        get { explicitFont ?? .preferredFont(forTextStyle: .body) }
        set { explicitFont = newValue }
    }
    public var adjustsFontForContentSizeCategory = false
}
open class UIButton: UIView {
    public private(set) lazy var titleLabel: UILabel? = UILabel()
}
open class UITextField: UIView {}
open class UISwitch: UIView {}
open class UISlider: UIView {}
open class UIProgressView: UIView {}
open class UIActivityIndicatorView: UIView {}
open class UISegmentedControl: UIView {}
open class UIPageControl: UIView {}
/// A table's pull-to-refresh control (a `UIControl` in the SDK).
open class UIRefreshControl: UIView {}
/// Deprecated since iOS 12 but still declared by the SDK: apps imported as they are use it.
@available(iOS, deprecated: 12.0, message: "No longer supported; please adopt WKWebView.")
open class UIWebView: UIView {}

open class UIScrollView: UIView {
    public var isScrollEnabled = true
    public private(set) lazy var frameLayoutGuide = UILayoutGuide(system: "frameGuide", of: self)
    public private(set) lazy var contentLayoutGuide = UILayoutGuide(system: "contentGuide", of: self)
}
open class UITextView: UIScrollView {
    public private(set) var explicitFont: UIFont?
    public var font: UIFont? {
        get { explicitFont }
        set { explicitFont = newValue }
    }
    public var adjustsFontForContentSizeCategory = false
    public let textContainer = NSTextContainer()
}

/// Where a text view lays out its text; `maximumNumberOfLines` 0 is unlimited.
@MainActor
open class NSTextContainer {
    public private(set) var explicitMaximumNumberOfLines: Int?
    public var maximumNumberOfLines: Int {
        get { explicitMaximumNumberOfLines ?? 0 }
        set { explicitMaximumNumberOfLines = newValue }
    }
    public init() {}
}

/// A font as generated code asks for one: a Dynamic Type style or a fixed size.
public struct UIFont: Hashable, Sendable {
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "largeTitle"), title1 = TextStyle(rawValue: "title1")
        public static let title2 = TextStyle(rawValue: "title2"), title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline"), subheadline = TextStyle(rawValue: "subheadline")
        public static let body = TextStyle(rawValue: "body"), callout = TextStyle(rawValue: "callout")
        public static let footnote = TextStyle(rawValue: "footnote"), caption1 = TextStyle(rawValue: "caption1")
        public static let caption2 = TextStyle(rawValue: "caption2")
    }

    public var textStyle: TextStyle?
    public var pointSize: CGFloat

    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(textStyle: style, pointSize: 17) }
    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(textStyle: nil, pointSize: size) }
}
open class UITableView: UIScrollView {}
@MainActor
open class UICollectionViewLayout {}
open class UICollectionViewFlowLayout: UICollectionViewLayout { public override init() {} }
open class UICollectionView: UIScrollView {
    public init(frame: CGRect, collectionViewLayout: UICollectionViewLayout) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
}

open class UIStackView: UIView {
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }
    public var axis: NSLayoutConstraint.Axis = .horizontal
    public var distribution: Distribution = .fill
    public var alignment: Alignment = .fill
    public var spacing: CGFloat = 0
    public var isBaselineRelativeArrangement = false
    public var isLayoutMarginsRelativeArrangement = false
    public private(set) var arrangedSubviews: [UIView] = []

    public func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
    }
}
