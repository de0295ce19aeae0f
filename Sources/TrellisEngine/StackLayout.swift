import TrellisModel
import TrellisSolver

/// How weakly the engine prefers a stack to hug its content where nothing else decides
/// (UIKit's `UISV-canvas-fit`/ambiguity suppression): priority 25, below `fittingSize` and
/// every hugging priority people write.
let _canvasFit = Strength(priority: 25)

/// How strongly an arranged view keeps a length of at least 0 along its stack's axis: above
/// every priority apps write short of required, so it never makes a conflict of its own.
let _nonNegativeLength = Strength(priority: 999.5)

extension _SystemBuilder {
    /// Expands a `UIStackView` into the constraints UIKit makes for it.
    ///
    /// Along the axis (leading→trailing, or top→bottom), over the visible arranged views:
    /// the first starts at the stack's start and the last ends at its end, and
    /// - `fill`: each starts `spacing` after the previous one ends; sizes come from
    ///   hugging and compression resistance (equal lowest hugging is ambiguous, as Xcode says);
    /// - `fillEqually`: as fill, all sizes equal;
    /// - `fillProportionally`: as fill, each view a share of the stack's length by its
    ///   intrinsic size, as UIKit computes it (``addProportionalConstraints(_:visible:)``);
    /// - `equalSpacing`: equal gaps of at least `spacing` (views keep their intrinsic sizes;
    ///   the gap is as small as it can be when nothing stretches the stack);
    /// - `equalCentering`: equal distances between centres, gaps at least `spacing`.
    /// Hidden arranged views collapse: size 0 along the axis at the stack's start, no
    /// spacing; across, they follow the alignment as visible ones do.
    ///
    /// Across the axis: `fill` pins both edges; `leading`/`top` the start edge,
    /// `trailing`/`bottom` the end edge, `center` the centre, each keeping the view inside
    /// the stack; `firstBaseline`/`lastBaseline` (horizontal stacks) align baselines, the
    /// stack's far edge fits the lowest view and only the first view's near edge is kept inside
    /// (``addBaselineSpanner(_:visible:first:)``); in a vertical stack the baseline alignments act as `fill`. For every
    /// alignment but `fill` the stack hugs its content across at priority 25, and so does each
    /// arranged view (UIKit's ambiguity suppression). With `marginsRelative` the stack's
    /// layout margins stand for its edges throughout (``arrangedStart(_:_:)``).
    mutating func addStackConstraints(_ stack: _Instantiation.Stack) {
        let s = stack.item
        let axis = stack.axis
        let cross = axis.cross
        let hidden = stack.arranged.filter { component.items[$0].view?.isHidden ?? false }
        let visible = stack.arranged.filter { !(component.items[$0].view?.isHidden ?? false) }
        for view in hidden {
            make(Constraint(size(view, axis), .equal), .stack(item: s, rule: _StackHiding.collapsed, arranged: view))
            make(Constraint(start(view, axis) - arrangedStart(stack, axis), .equal), .stack(item: s, rule: "hidden view at start", arranged: view))
        }

        // Across the axis, hidden views as visible ones: UIKit's alignment arrangement does not
        // tell them apart (only the axis gets `UISV-hiding`), so a hidden view of its own height
        // in a centred stack is centred, not stretched against that height.
        var alignment = stack.alignment
        if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        for view in stack.arranged {
            let origin = _Origin.stack(item: s, rule: "alignment", arranged: view)
            switch alignment {
            case .fill:
                make(Constraint(start(view, cross) - arrangedStart(stack, cross), .equal), origin)
                make(Constraint(end(view, cross) - arrangedEnd(stack, cross), .equal), origin)
            case .leading, .top:
                make(Constraint(start(view, cross) - arrangedStart(stack, cross), .equal), origin)
                make(Constraint(arrangedEnd(stack, cross) - end(view, cross), .greaterThanOrEqual), origin)
            case .trailing, .bottom:
                make(Constraint(end(view, cross) - arrangedEnd(stack, cross), .equal), origin)
                make(Constraint(start(view, cross) - arrangedStart(stack, cross), .greaterThanOrEqual), origin)
            case .center:
                make(Constraint(center(view, cross) - arrangedCenter(stack, cross), .equal), origin)
                make(Constraint(start(view, cross) - arrangedStart(stack, cross), .greaterThanOrEqual), origin)
            case .firstBaseline, .lastBaseline:
                let isFirst = alignment == .firstBaseline
                if let first = visible.first, view != first, visible.contains(view) {
                    make(Constraint(baseline(view, first: isFirst) - baseline(first, first: isFirst), .equal), origin)
                }
                // Two or more visible views: the spanner's rules below instead.
                if visible.count < 2 || !visible.contains(view) {
                    make(Constraint(start(view, cross) - arrangedStart(stack, cross), .greaterThanOrEqual), origin)
                    make(Constraint(arrangedEnd(stack, cross) - end(view, cross), .greaterThanOrEqual), origin)
                }
            }
        }
        if alignment == .firstBaseline || alignment == .lastBaseline, visible.count > 1 {
            addBaselineSpanner(stack, visible: visible, first: alignment == .firstBaseline)
        }
        if alignment != .fill {
            if !visible.isEmpty {
                make(Constraint(arrangedSize(stack, cross), .equal, strength: _canvasFit), .stack(item: s, rule: "hug content across", arranged: nil))
            }
            // UIKit's `UISV-ambiguity-suppression` (`_UIAlignedLayoutArrangement`): an alignment that
            // does not stretch the views across gives each a size of 0 there at priority 25, so a
            // view with nothing else sizing it across is 0 wide (or high), not ambiguous.
            for view in stack.arranged {
                make(Constraint(size(view, cross), .equal, strength: _canvasFit), .stack(item: s, rule: "ambiguity suppression", arranged: view))
            }
        }

        guard let first = visible.first, let last = visible.last else {
            // Every arranged view hidden: each collapsed at the start, the stack is no longer than
            // nothing along its axis when nothing else sizes it (Interface Builder records it 0
            // long, not ambiguous); weak, so a stack pinned at both ends keeps its length.
            if !hidden.isEmpty {
                make(
                    Constraint(arrangedEnd(stack, axis) - arrangedStart(stack, axis), .equal, strength: _canvasFit),
                    .stack(item: s, rule: "all arranged views hidden", arranged: nil))
            }
            return
        }
        // No arranged view is laid out shorter than nothing: where only a weak constraint
        // would have a plain spacer view go negative, Interface Builder records it at 0 and
        // lets the weak constraint go (it never records a negative size).
        for view in visible {
            make(
                Constraint(size(view, axis), .greaterThanOrEqual, strength: _nonNegativeLength),
                .stack(item: s, rule: "non-negative length", arranged: view))
        }
        make(Constraint(start(first, axis) - arrangedStart(stack, axis), .equal), .stack(item: s, rule: "first view at start", arranged: first))
        make(Constraint(arrangedEnd(stack, axis) - end(last, axis), .equal), .stack(item: s, rule: "last view at end", arranged: last))

        var gap: Variable?
        switch stack.distribution {
        case .equalSpacing, .equalCentering:
            let g = Variable()
            gap = g
            if visible.count > 1 {
                make(Constraint(Expression(g) - stack.spacing, .greaterThanOrEqual), .stack(item: s, rule: "minimum spacing", arranged: nil))
                make(
                    Constraint(Expression(g) - stack.spacing, .lessThanOrEqual, strength: _canvasFit),
                    .stack(item: s, rule: "spacing fits content", arranged: nil))
            }
        default:
            break
        }
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let between = start(next, axis) - end(previous, axis)
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                make(Constraint(between - stack.spacing, .equal), .stack(item: s, rule: "spacing", arranged: next))
            case .equalSpacing:
                make(Constraint(between - Expression(gap!), .equal), .stack(item: s, rule: "equal spacing", arranged: next))
            case .equalCentering:
                make(Constraint(between - stack.spacing, .greaterThanOrEqual), .stack(item: s, rule: "minimum spacing", arranged: next))
                make(
                    Constraint(center(next, axis) - center(previous, axis) - Expression(gap!), .equal), .stack(item: s, rule: "equal centering", arranged: next)
                )
            }
        }
        switch stack.distribution {
        case .fillEqually:
            for view in visible.dropFirst() {
                make(Constraint(size(view, axis) - size(first, axis), .equal), .stack(item: s, rule: "fill equally", arranged: view))
            }
        case .fillProportionally:
            addProportionalConstraints(stack, visible: visible)
        default:
            break
        }
    }
}
