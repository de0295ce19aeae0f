import TrellisModel
import TrellisSolver

extension _SystemBuilder {
    /// Across a horizontal stack aligned by `firstBaseline` (or `lastBaseline`), as UIKit's
    /// `_UIAlignedLayoutArrangement` builds it with two or more visible views:
    ///
    /// - a spanner (`UISV-alignment-spanner`) encloses every visible view (`UISV-spanning-boundary`,
    ///   required) and hugs them at priority 51 (`UISV-spanning-fit`);
    /// - `firstBaseline`: the stack's bottom is the spanner's, and only the *first* view's top must
    ///   lie inside the stack (`UISV-canvas-connection`, ≥), so a taller view whose baseline sits
    ///   lower sticks out above the stack, and a stack stretched taller keeps its views at the
    ///   bottom; `lastBaseline` mirrors it (the spanner's top, the first view's bottom).
    ///
    /// The stack hugs across at priority 25 as for the other alignments (``addStackConstraints(_:)``).
    /// Interface Builder records these frames: a 30-point button beside a 20.5-point label in a
    /// 25.5-point stack, 4.5 points above it.
    mutating func addBaselineSpanner(_ stack: _Instantiation.Stack, visible: [Int], first isFirst: Bool) {
        guard let first = visible.first else { return }
        let s = stack.item
        let top = Variable(), bottom = Variable()
        for view in visible {
            let origin = _Origin.stack(item: s, rule: "spanning boundary", arranged: view)
            make(Constraint(start(view, .vertical) - Expression(top), .greaterThanOrEqual), origin)
            make(Constraint(Expression(bottom) - end(view, .vertical), .greaterThanOrEqual), origin)
        }
        make(
            Constraint(Expression(bottom) - Expression(top), .equal, strength: Strength(priority: 51)),
            .stack(item: s, rule: "spanning fit", arranged: nil))
        let connection = _Origin.stack(item: s, rule: "canvas connection", arranged: first)
        if isFirst {
            make(Constraint(arrangedEnd(stack, .vertical) - Expression(bottom), .equal), connection)
            make(Constraint(start(first, .vertical) - arrangedStart(stack, .vertical), .greaterThanOrEqual), connection)
        } else {
            make(Constraint(Expression(top) - arrangedStart(stack, .vertical), .equal), connection)
            make(Constraint(arrangedEnd(stack, .vertical) - end(first, .vertical), .greaterThanOrEqual), connection)
        }
    }
}
