import UIKit

/// SnapKit's maker chain as generated specs use it — `view.snp.makeConstraints { make in
/// make.bottom.equalTo(superView.snp.bottom).offset(-8).labeled("…") }` — building the
/// same `NSLayoutConstraint`s SnapKit would and activating them through the stand-in UIKit.

/// `superView.snp.bottom`: an item and one attribute.
@MainActor
public struct ConstraintItem {
    public let target: AnyObject
    public let attribute: NSLayoutConstraint.Attribute
}

public protocol ConstraintRelatableTarget {}
extension ConstraintItem: ConstraintRelatableTarget {}
extension UIView: ConstraintRelatableTarget {}
extension UILayoutGuide: ConstraintRelatableTarget {}

/// SnapKit's number targets: `equalTo(48)`, `offset(-8)`, `multipliedBy(0.5)` take any of
/// Int, UInt, Float, Double and CGFloat — so `multipliedBy(1 / 3)` is the Int 0 there too.
public protocol ConstraintConstantTarget {}
public protocol ConstraintOffsetTarget: ConstraintConstantTarget {}
public protocol ConstraintMultiplierTarget {}
public protocol ConstraintPriorityTarget {}
extension Int: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintMultiplierTarget, ConstraintPriorityTarget {}
extension UInt: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintMultiplierTarget, ConstraintPriorityTarget {}
extension Float: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintMultiplierTarget, ConstraintPriorityTarget {}
extension Double: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintMultiplierTarget, ConstraintPriorityTarget {}
extension CGFloat: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintMultiplierTarget, ConstraintPriorityTarget {}

/// The `CGFloat` a number target stands for (SnapKit's `constraintOffsetTargetValue`); nil for no number.
func _number(_ value: Any) -> CGFloat? {
    switch value {
    case let value as CGFloat: return value
    case let value as Int: return CGFloat(value)
    case let value as UInt: return CGFloat(Int(value))
    case let value as Double: return CGFloat(value)
    case let value as Float: return CGFloat(Double(value))
    default: return nil
    }
}

/// Float literals only, as SnapKit's: `priority(751)` is an `Int` (`ConstraintPriorityTarget`).
public struct ConstraintPriority: ExpressibleByFloatLiteral, Hashable, Sendable {
    public var value: Float
    public init(floatLiteral value: Float) { self.value = value }
    public init(_ value: Float) { self.value = value }
    public static let required = ConstraintPriority(1000)
    public static let high = ConstraintPriority(750)
    public static let medium = ConstraintPriority(500)
    public static let low = ConstraintPriority(250)
}

/// `view.snp` / `guide.snp` (SnapKit's `ConstraintViewDSL` and `ConstraintLayoutGuideDSL`).
@MainActor
public struct ConstraintDSL {
    let target: AnyObject

    func item(_ attribute: NSLayoutConstraint.Attribute) -> ConstraintItem { ConstraintItem(target: target, attribute: attribute) }

    public var left: ConstraintItem { item(.left) }
    public var right: ConstraintItem { item(.right) }
    public var top: ConstraintItem { item(.top) }
    public var bottom: ConstraintItem { item(.bottom) }
    public var leading: ConstraintItem { item(.leading) }
    public var trailing: ConstraintItem { item(.trailing) }
    public var width: ConstraintItem { item(.width) }
    public var height: ConstraintItem { item(.height) }
    public var centerX: ConstraintItem { item(.centerX) }
    public var centerY: ConstraintItem { item(.centerY) }
    public var firstBaseline: ConstraintItem { item(.firstBaseline) }
    public var lastBaseline: ConstraintItem { item(.lastBaseline) }
    public var leftMargin: ConstraintItem { item(.leftMargin) }
    public var rightMargin: ConstraintItem { item(.rightMargin) }
    public var topMargin: ConstraintItem { item(.topMargin) }
    public var bottomMargin: ConstraintItem { item(.bottomMargin) }
    public var leadingMargin: ConstraintItem { item(.leadingMargin) }
    public var trailingMargin: ConstraintItem { item(.trailingMargin) }
    public var centerXWithinMargins: ConstraintItem { item(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintItem { item(.centerYWithinMargins) }

    /// Activates what the closure describes; a view's autoresizing mask is turned off, as
    /// SnapKit's `prepare()` does (a guide has none).
    public func makeConstraints(_ closure: (ConstraintMaker) -> Void) {
        (target as? UIView)?.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(ConstraintMaker.constraints(for: target, closure))
    }

    /// Changes the constant of each active constraint matching one the closure describes
    /// (same items, attributes, relation, multiplier and priority); SnapKit stops the
    /// program on one that matches nothing, the stand-in records it in `unmatchedUpdates`.
    public func updateConstraints(_ closure: (ConstraintMaker) -> Void) {
        let host = (target as? UIView) ?? (target as? UILayoutGuide)?.owningView
        let active = host?.ancestors.flatMap(\.constraints) ?? []
        for update in ConstraintMaker.constraints(for: target, closure) {
            if let match = active.first(where: {
                $0.firstItem === update.firstItem && $0.firstAttribute == update.firstAttribute
                    && $0.secondItem === update.secondItem && $0.secondAttribute == update.secondAttribute
                    && $0.relation == update.relation && $0.multiplier == update.multiplier && $0.priority == update.priority
            }) {
                match.constant = update.constant
            } else {
                ConstraintMaker.unmatchedUpdates.append(update)
            }
        }
    }
}

extension UIView { public var snp: ConstraintDSL { ConstraintDSL(target: self) } }
extension UILayoutGuide { public var snp: ConstraintDSL { ConstraintDSL(target: self) } }

@MainActor
public final class ConstraintMaker {
    nonisolated(unsafe) public static var unmatchedUpdates: [NSLayoutConstraint] = []

    /// The view or guide constrained.
    let item: AnyObject
    var descriptions: [ConstraintDescription] = []

    init(item: AnyObject) { self.item = item }

    /// The constraints a maker closure describes for `item` (a view or a guide), not activated.
    public static func constraints(for item: AnyObject, _ closure: (ConstraintMaker) -> Void) -> [NSLayoutConstraint] {
        let maker = ConstraintMaker(item: item)
        closure(maker)
        return maker.descriptions.flatMap { $0.constraints(from: item) }
    }

    func extendable(_ attribute: NSLayoutConstraint.Attribute) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(attributes: [attribute])
        descriptions.append(description)
        return ConstraintMakerExtendable(description: description)
    }

    public var left: ConstraintMakerExtendable { extendable(.left) }
    public var right: ConstraintMakerExtendable { extendable(.right) }
    public var top: ConstraintMakerExtendable { extendable(.top) }
    public var bottom: ConstraintMakerExtendable { extendable(.bottom) }
    public var leading: ConstraintMakerExtendable { extendable(.leading) }
    public var trailing: ConstraintMakerExtendable { extendable(.trailing) }
    public var width: ConstraintMakerExtendable { extendable(.width) }
    public var height: ConstraintMakerExtendable { extendable(.height) }
    public var centerX: ConstraintMakerExtendable { extendable(.centerX) }
    public var centerY: ConstraintMakerExtendable { extendable(.centerY) }
    public var firstBaseline: ConstraintMakerExtendable { extendable(.firstBaseline) }
    public var lastBaseline: ConstraintMakerExtendable { extendable(.lastBaseline) }
    public var leftMargin: ConstraintMakerExtendable { extendable(.leftMargin) }
    public var rightMargin: ConstraintMakerExtendable { extendable(.rightMargin) }
    public var topMargin: ConstraintMakerExtendable { extendable(.topMargin) }
    public var bottomMargin: ConstraintMakerExtendable { extendable(.bottomMargin) }
    public var leadingMargin: ConstraintMakerExtendable { extendable(.leadingMargin) }
    public var trailingMargin: ConstraintMakerExtendable { extendable(.trailingMargin) }
    public var centerXWithinMargins: ConstraintMakerExtendable { extendable(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintMakerExtendable { extendable(.centerYWithinMargins) }
}

/// One `make.…` chain.
@MainActor
public final class ConstraintDescription {
    var attributes: [NSLayoutConstraint.Attribute]
    var relation: NSLayoutConstraint.Relation = .equal
    var target: ConstraintRelatableTarget?
    var offset: CGFloat = 0
    var multiplier: CGFloat = 1
    var priority = ConstraintPriority.required
    var label: String?

    init(attributes: [NSLayoutConstraint.Attribute]) { self.attributes = attributes }

    func constraints(from item: AnyObject) -> [NSLayoutConstraint] {
        attributes.map { attribute in
            var toItem: AnyObject?
            var toAttribute = NSLayoutConstraint.Attribute.notAnAttribute
            var constant = offset
            switch target {
            case let other as ConstraintItem: (toItem, toAttribute) = (other.target, other.attribute)
            case let other as UIView: (toItem, toAttribute) = (other, attribute)
            case let other as UILayoutGuide: (toItem, toAttribute) = (other, attribute)
            case let value?: constant = (_number(value) ?? 0) + offset
            case nil: break
            }
            let constraint = NSLayoutConstraint(
                item: item, attribute: attribute, relatedBy: relation, toItem: toItem, attribute: toAttribute,
                multiplier: multiplier, constant: constant
            )
            constraint.priority = UILayoutPriority(priority.value)
            constraint.identifier = label
            return constraint
        }
    }
}

@MainActor
public class ConstraintMakerRelatable {
    let description: ConstraintDescription
    init(description: ConstraintDescription) { self.description = description }

    func relate(_ relation: NSLayoutConstraint.Relation, _ other: ConstraintRelatableTarget) -> ConstraintMakerEditable {
        description.relation = relation
        description.target = other
        return ConstraintMakerEditable(description: description)
    }

    @discardableResult public func equalTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable { relate(.equal, other) }
    @discardableResult public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable { relate(.lessThanOrEqual, other) }
    @discardableResult public func greaterThanOrEqualTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable { relate(.greaterThanOrEqual, other) }
}

public final class ConstraintMakerExtendable: ConstraintMakerRelatable {}

@MainActor
public final class ConstraintMakerEditable {
    let description: ConstraintDescription
    init(description: ConstraintDescription) { self.description = description }

    @discardableResult public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable {
        description.offset = _number(amount) ?? 0
        return self
    }
    @discardableResult public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = _number(amount) ?? 1
        return self
    }
    @discardableResult public func dividedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = 1 / (_number(amount) ?? 1)
        return self
    }
    @discardableResult public func priority(_ amount: ConstraintPriority) -> ConstraintMakerEditable { description.priority = amount; return self }
    @discardableResult public func priority(_ amount: ConstraintPriorityTarget) -> ConstraintMakerEditable {
        description.priority = ConstraintPriority(Float((_number(amount) ?? 1000).value))
        return self
    }
    @discardableResult public func labeled(_ label: String) -> ConstraintMakerEditable { description.label = label; return self }
}
