import TrellisModel
import TrellisSolver

extension _SystemBuilder {
    // The area a stack arranges its views in: its edges, or with `marginsRelative`
    // (`isLayoutMarginsRelativeArrangement`) its layout margins, which are the stack's own
    // (0 unless set; directional: the leading one at the leading edge) — its margins guide,
    // which UIKit insets from the safe area where the stack reaches into it: a stack pinned
    // to the top of a view under the status bar starts its views below it, margin added.

    func arrangedStart(_ stack: _Instantiation.Stack, _ axis: StackItem.Axis) -> Expression {
        if let guide = stack.marginsGuide { return start(guide, axis) }
        return start(stack.item, axis) + marginInsets(stack, axis).start
    }

    func arrangedEnd(_ stack: _Instantiation.Stack, _ axis: StackItem.Axis) -> Expression {
        if let guide = stack.marginsGuide { return end(guide, axis) }
        return end(stack.item, axis) - marginInsets(stack, axis).end
    }

    func arrangedCenter(_ stack: _Instantiation.Stack, _ axis: StackItem.Axis) -> Expression {
        if let guide = stack.marginsGuide { return center(guide, axis) }
        let insets = marginInsets(stack, axis)
        return center(stack.item, axis) + (insets.start - insets.end) / 2
    }

    func arrangedSize(_ stack: _Instantiation.Stack, _ axis: StackItem.Axis) -> Expression {
        if let guide = stack.marginsGuide { return size(guide, axis) }
        let insets = marginInsets(stack, axis)
        return size(stack.item, axis) - (insets.start + insets.end)
    }

    private func marginInsets(_ stack: _Instantiation.Stack, _ axis: StackItem.Axis) -> (start: Double, end: Double) {
        guard let margins = stack.margins else { return (0, 0) }
        return axis == .horizontal ? (margins.leading, margins.trailing) : (margins.top, margins.bottom)
    }
}
