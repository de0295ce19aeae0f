import TrellisEngine
import TrellisModel

/// The constraints UIKit makes from a view's autoresizing mask when it translates it into
/// constraints (`translatesAutoresizingMaskIntoConstraints`, IB's default for views without
/// constraints): fixed margins and sizes stay, flexible ones share the superview's growth in
/// proportion to their designed size. All of them reproduce the designed frame exactly.
enum IBAutoresizing {
    struct Axis {
        var minFlexible: Bool
        var sizeFlexible: Bool
        var maxFlexible: Bool
    }

    /// `parent` is the superview's reference; `parentIsOwner` allows the proportional
    /// centre constraints, which UIKit evaluates in the superview's own coordinates.
    static func constraints(
        for item: ItemReference, mask: IBElement?, frame: Rect, parentSize: (width: Double, height: Double),
        parent: ItemReference, parentIsOwner: Bool, location: SourceLocation
    ) -> (constraints: [LayoutConstraint], approximated: Bool) {
        let horizontal = Axis(
            minFlexible: mask?.flag("flexibleMinX") ?? false, sizeFlexible: mask?.flag("widthSizable") ?? false,
            maxFlexible: mask?.flag("flexibleMaxX") ?? false
        )
        let vertical = Axis(
            minFlexible: mask?.flag("flexibleMinY") ?? false, sizeFlexible: mask?.flag("heightSizable") ?? false,
            maxFlexible: mask?.flag("flexibleMaxY") ?? false
        )
        let x = axis(
            horizontal, origin: frame.x, size: frame.width, total: parentSize.width,
            attributes: (.left, .right, .width, .centerX), item: item, parent: parent, parentIsOwner: parentIsOwner, location: location
        )
        let y = axis(
            vertical, origin: frame.y, size: frame.height, total: parentSize.height,
            attributes: (.top, .bottom, .height, .centerY), item: item, parent: parent, parentIsOwner: parentIsOwner, location: location
        )
        return (x.constraints + y.constraints, x.approximated || y.approximated)
    }

    private static func axis(
        _ axis: Axis, origin: Double, size: Double, total: Double,
        attributes: (min: LayoutAttribute, max: LayoutAttribute, size: LayoutAttribute, center: LayoutAttribute),
        item: ItemReference, parent: ItemReference, parentIsOwner: Bool, location: SourceLocation
    ) -> (constraints: [LayoutConstraint], approximated: Bool) {
        let trailing = total - origin - size
        func make(_ attribute: LayoutAttribute, _ second: LayoutAttribute?, multiplier: Double = 1, constant: Double) -> LayoutConstraint {
            LayoutConstraint(
                Anchor(item, attribute), .equal, second.map { Anchor(parent, $0) },
                multiplier: multiplier, constant: ConstantExpression(constant), location: location
            )
        }
        let pinMin = make(attributes.min, attributes.min, constant: origin)
        let pinMax = make(attributes.max, attributes.max, constant: -trailing)
        let fixedSize = make(attributes.size, nil, constant: size)
        switch (axis.minFlexible, axis.sizeFlexible, axis.maxFlexible) {
        case (false, false, _):
            return ([pinMin, fixedSize], false)
        case (true, false, false):
            return ([pinMax, fixedSize], false)
        case (false, true, false):
            return ([pinMin, pinMax], false)
        case (true, true, false) where origin + size > 0:
            // The left margin and the width share the growth in proportion.
            let share = size / (origin + size)
            return ([pinMax, make(attributes.size, attributes.size, multiplier: share, constant: -trailing * share)], false)
        case (false, true, true) where size + trailing > 0:
            let share = size / (size + trailing)
            return ([pinMin, make(attributes.size, attributes.size, multiplier: share, constant: -origin * share)], false)
        case (true, false, true) where origin == 0:
            return ([pinMin, fixedSize], false)
        case (true, false, true) where parentIsOwner && total - size > 0:
            // Both margins share the growth: the centre moves by origin / (total - size) of it.
            let ratio = origin / (total - size)
            let center = make(attributes.center, attributes.center, multiplier: 2 * ratio, constant: size / 2 - ratio * size)
            return ([center, fixedSize], false)
        case (true, true, true) where parentIsOwner && total > 0 && size > 0:
            let width = make(attributes.size, attributes.size, multiplier: size / total, constant: 0)
            let center = make(attributes.center, attributes.center, multiplier: (2 * origin + size) / total, constant: 0)
            return ([center, width], false)
        default:
            // Proportional margins inside a nested superview: kept at the designed frame.
            return ([pinMin, fixedSize], true)
        }
    }
}
