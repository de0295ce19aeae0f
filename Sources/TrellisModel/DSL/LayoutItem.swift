/// A handle on an item for the Swift DSL, after the pattern
/// `label.layout { $0.top == button.bottom + 20; $0.width <= view.width - 40 }`.
/// It builds the same model constraints as the `.layout` text.
public struct LayoutItem: Sendable {
    public let reference: ItemReference

    public init(_ name: String) { self.reference = ItemReference([name]) }
    public init(_ reference: ItemReference) { self.reference = reference }

    /// The container's guide, or the item a spec is applied to.
    public static let selfItem = LayoutItem(.selfItem)
    /// The owning view (a container's `owningView`, a screen's root view).
    public static let owner = LayoutItem(.owner)

    /// Constraints on this item; `$0` is the item itself.
    public func layout(@ConstraintBuilder _ body: (LayoutItem) -> [LayoutConstraint]) -> [LayoutConstraint] {
        body(self)
    }

    /// An item inside this one: a view of a used container (`avatar.child("vip")`).
    public func child(_ name: String) -> LayoutItem { LayoutItem(reference.appending(name)) }

    public var margins: LayoutItem { child(SystemGuide.margins.rawValue) }
    public var safeArea: LayoutItem { child(SystemGuide.safeArea.rawValue) }
    public var readable: LayoutItem { child(SystemGuide.readable.rawValue) }
    public var keyboard: LayoutItem { child(SystemGuide.keyboard.rawValue) }
    public var frameGuide: LayoutItem { child(SystemGuide.frameGuide.rawValue) }
    public var contentGuide: LayoutItem { child(SystemGuide.contentGuide.rawValue) }

    public func anchor(_ attribute: LayoutAttribute) -> LayoutAnchor { LayoutAnchor(Anchor(reference, attribute)) }

    public var left: LayoutAnchor { anchor(.left) }
    public var right: LayoutAnchor { anchor(.right) }
    public var top: LayoutAnchor { anchor(.top) }
    public var bottom: LayoutAnchor { anchor(.bottom) }
    public var leading: LayoutAnchor { anchor(.leading) }
    public var trailing: LayoutAnchor { anchor(.trailing) }
    public var width: LayoutAnchor { anchor(.width) }
    public var height: LayoutAnchor { anchor(.height) }
    public var centerX: LayoutAnchor { anchor(.centerX) }
    public var centerY: LayoutAnchor { anchor(.centerY) }
    public var firstBaseline: LayoutAnchor { anchor(.firstBaseline) }
    public var lastBaseline: LayoutAnchor { anchor(.lastBaseline) }
    public var leftMargin: LayoutAnchor { anchor(.leftMargin) }
    public var rightMargin: LayoutAnchor { anchor(.rightMargin) }
    public var topMargin: LayoutAnchor { anchor(.topMargin) }
    public var bottomMargin: LayoutAnchor { anchor(.bottomMargin) }
    public var leadingMargin: LayoutAnchor { anchor(.leadingMargin) }
    public var trailingMargin: LayoutAnchor { anchor(.trailingMargin) }
    public var centerXWithinMargins: LayoutAnchor { anchor(.centerXWithinMargins) }
    public var centerYWithinMargins: LayoutAnchor { anchor(.centerYWithinMargins) }
    public var edges: LayoutAnchor { anchor(.edges) }
    public var horizontalEdges: LayoutAnchor { anchor(.horizontalEdges) }
    public var verticalEdges: LayoutAnchor { anchor(.verticalEdges) }
    public var size: LayoutAnchor { anchor(.size) }
    public var center: LayoutAnchor { anchor(.center) }
}

/// A parameter in a DSL constant: `$0.width == param("badgeSize")`.
public func param(_ name: String) -> ConstantExpression { .parameter(name) }
