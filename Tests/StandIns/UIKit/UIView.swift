/// The anchors every view and guide has.
@MainActor
public protocol _LayoutItem: AnyObject {}

extension _LayoutItem {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}

@MainActor
open class UIView: _LayoutItem {
    /// Constraints activated with no common ancestor (UIKit throws); a probe checks it is empty.
    nonisolated(unsafe) public static var unrelatedActivations: [NSLayoutConstraint] = []

    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []
    public private(set) var layoutGuides: [UILayoutGuide] = []
    var installed: [NSLayoutConstraint] = []
    public var constraints: [NSLayoutConstraint] { installed }

    public var translatesAutoresizingMaskIntoConstraints = true
    public var isHidden = false
    public var insetsLayoutMarginsFromSafeArea = true
    public var preservesSuperviewLayoutMargins = false
    /// Constraints act on the alignment rect; a subclass overrides this (UIKit has no setter).
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// iOS 17's trait overrides; changing them calls the registered trait-change handlers.
    public var traitOverrides: UITraitOverrides {
        get { ownOverrides }
        set {
            let before = traitSnapshot()
            ownOverrides = newValue
            traitsChanged(from: before)
        }
    }
    var ownOverrides = UITraitOverrides()
    var traitHandlers: [@MainActor (UIView, UITraitCollection) -> Void] = []
    /// nil until set: UIKit's default margins.
    public private(set) var explicitMargins: NSDirectionalEdgeInsets?
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { explicitMargins ?? NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
        set { explicitMargins = newValue }
    }
    public private(set) var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    public private(set) var compressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]

    public init() {}
    public init(frame: CGRect) {}
    public required init?(coder: NSCoder) {}

    open func addSubview(_ view: UIView) {
        view.superview?.subviews.removeAll { $0 === view }
        subviews.append(view)
        view.superview = self
    }

    open func addLayoutGuide(_ guide: UILayoutGuide) {
        layoutGuides.append(guide)
        guide.owningView = self
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { hugging[axis] = priority }
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { hugging[axis] ?? .defaultLow }
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionResistance[axis] = priority
    }
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionResistance[axis] ?? .defaultHigh
    }

    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }

    public private(set) lazy var layoutMarginsGuide = UILayoutGuide(system: "margins", of: self)
    public private(set) lazy var safeAreaLayoutGuide = UILayoutGuide(system: "safeArea", of: self)
    public private(set) lazy var readableContentGuide = UILayoutGuide(system: "readable", of: self)
    public private(set) lazy var keyboardLayoutGuide = UIKeyboardLayoutGuide(system: "keyboard", of: self)

    /// This view, its superview, and so on up.
    public var ancestors: [UIView] { Array(sequence(first: self, next: { $0.superview })) }

    func nearestCommonAncestor(with other: UIView) -> UIView? {
        let mine = ancestors
        return other.ancestors.first { candidate in mine.contains { $0 === candidate } }
    }
}

@MainActor
open class UILayoutGuide: _LayoutItem {
    open weak var owningView: UIView?
    public var identifier = ""
    /// The system guide this is (`margins`, `safeArea`, `readable`, `keyboard`,
    /// `frameGuide`, `contentGuide`), nil for a guide made in code.
    public let systemName: String?

    public init() { systemName = nil }
    public required init?(coder: NSCoder) { systemName = nil }

    init(system name: String, of view: UIView) {
        systemName = name
        owningView = view
    }
}

public final class UIKeyboardLayoutGuide: UILayoutGuide {}
