import TrellisModel
import TrellisSolver

extension _SystemBuilder {
    /// `fillProportionally` as UIKit's `_UIOrderedLayoutArrangement` builds it
    /// (`-_setUpDimensionConstraintForItem:referenceItem:atIndex:`, `UISV-fill-proportionally`):
    ///
    /// - each visible view's length L is its intrinsic size along the axis (text measured
    ///   on one line, a declared `intrinsic`, a control's built-in size);
    /// - the denominator D is the sum of the positive lengths plus the spacing between
    ///   the views; when D is not above `max(spacing × (n − 1), 1)` the stack fills equally;
    /// - a view with L ≤ 0 gets `size == 0`, required (a constant constraint's multiplier
    ///   is 1, and UIKit makes every multiplier-1 dimension constraint required: an empty
    ///   label in such a stack collapses even against its own required height);
    /// - the others `size == stack.size × L / D` at `max(999 − index, 751)`, or required
    ///   when L / D is 1 (the only view with a length, no spacing).
    ///
    /// Because D counts the spacing, a stack stretched past D gives the earlier views
    /// their share and the last one what remains, as UIKit does. When a view's length is
    /// A view with no intrinsic size there (a plain view, a nested stack) is measured by
    /// its current size, as UIKit does: the stack's `proportions`, the lengths it was
    /// designed with (Interface Builder's recorded frames). Without them the exact rule
    /// cannot be applied: the views known to be empty still collapse, the only view with
    /// content still fills the stack when nothing else takes room, and the others keep
    /// the ratios of their intrinsic sizes.
    mutating func addProportionalConstraints(_ stack: _Instantiation.Stack, visible: [Int]) {
        let s = stack.item, axis = stack.axis
        let lengths = visible.map { proportionalLength(of: $0, axis: axis) ?? stack.proportions[$0] }
        let spacing = stack.spacing * Double(max(visible.count - 1, 0))
        let rule: StaticString = "fill proportionally"
        guard lengths.allSatisfy({ $0 != nil }) else {
            addPartialProportionalConstraints(stack, visible: visible, lengths: lengths)
            return
        }
        let denominator = lengths.reduce(0) { $0 + max($1 ?? 0, 0) } + spacing
        guard denominator > max(spacing, 1) else {
            for (previous, view) in zip(visible, visible.dropFirst()) {
                make(Constraint(size(view, axis) - size(previous, axis), .equal), .stack(item: s, rule: "fill equally", arranged: view))
            }
            return
        }
        for (index, view) in visible.enumerated() {
            let length = lengths[index] ?? 0
            if length <= 0 {
                make(Constraint(size(view, axis), .equal), .stack(item: s, rule: rule, arranged: view))
                continue
            }
            let multiplier = length / denominator
            let strength = multiplier == 1 ? Strength.required : Strength(priority: max(999 - Double(stackPosition(of: view, in: stack)), 751))
            make(
                Constraint(size(view, axis) - arrangedSize(stack, axis) * multiplier, .equal, strength: strength),
                .stack(item: s, rule: rule, arranged: view))
        }
    }

    /// Some lengths unknown: what holds whatever they are (see above).
    private mutating func addPartialProportionalConstraints(_ stack: _Instantiation.Stack, visible: [Int], lengths: [Double?]) {
        let s = stack.item, axis = stack.axis
        let rule: StaticString = "fill proportionally"
        for (view, length) in zip(visible, lengths) where length.map({ $0 <= 0 }) == true {
            make(Constraint(size(view, axis), .equal), .stack(item: s, rule: rule, arranged: view))
        }
        let unknown = zip(visible, lengths).filter { $0.1 == nil }.map(\.0)
        let positive = zip(visible, lengths).compactMap { view, length in length.flatMap { $0 > 0 ? (view, $0) : nil } }
        if unknown.count == 1, positive.isEmpty, stack.spacing == 0 || visible.count == 1 {
            make(Constraint(size(unknown[0], axis) - arrangedSize(stack, axis), .equal), .stack(item: s, rule: rule, arranged: unknown[0]))
            return
        }
        guard let (base, baseLength) = positive.first else { return }
        for (view, length) in positive.dropFirst() {
            make(Constraint(size(view, axis) - size(base, axis) * (length / baseLength), .equal), .stack(item: s, rule: rule, arranged: view))
        }
    }

    /// The length UIKit measures a view by in a proportional stack, when it is known here.
    private func proportionalLength(of view: Int, axis: StackItem.Axis) -> Double? {
        guard let item = component.items[view].view else { return nil }
        if let measure = _TextMeasure.of(item, category: environment.contentSizeCategory) {
            let size = measure.intrinsicSize(preferredWidth: nil)
            return axis == .horizontal ? size.width : size.height
        }
        let intrinsic = _ControlMetrics.intrinsicSize(of: item)
        return axis == .horizontal ? intrinsic?.width : intrinsic?.height
    }

    /// The view's index among all the stack's arranged views (hidden ones included), which
    /// UIKit lowers the priority by.
    private func stackPosition(of view: Int, in stack: _Instantiation.Stack) -> Int {
        stack.arranged.firstIndex(of: view) ?? 0
    }
}
