import TrellisModel
import TrellisSolver

extension LayoutSession {
    /// Intrinsic content size as Auto Layout turns it into constraints, per axis with a
    /// size: content hugging `size <= intrinsic @hugging` and compression resistance
    /// `size >= intrinsic @compression`. A side of `none` (noIntrinsicMetric) makes none.
    /// Stack views have no intrinsic size of their own: their size comes from their
    /// arranged views through the stack's constraints.
    func addIntrinsicConstraints(_ item: Int, view: ViewItem) {
        guard let intrinsic = view.intrinsicSize else { return }
        let g = geometry[item]
        if let width = intrinsic.width {
            make(Constraint(g.width - width, .lessThanOrEqual, strength: Strength(priority: Double(view.hugging.horizontal.rawValue))),
                 .intrinsic(item: item, horizontal: true, compression: false))
            make(Constraint(g.width - width, .greaterThanOrEqual, strength: Strength(priority: Double(view.compressionResistance.horizontal.rawValue))),
                 .intrinsic(item: item, horizontal: true, compression: true))
        }
        if let height = intrinsic.height {
            make(Constraint(g.height - height, .lessThanOrEqual, strength: Strength(priority: Double(view.hugging.vertical.rawValue))),
                 .intrinsic(item: item, horizontal: false, compression: false))
            make(Constraint(g.height - height, .greaterThanOrEqual, strength: Strength(priority: Double(view.compressionResistance.vertical.rawValue))),
                 .intrinsic(item: item, horizontal: false, compression: true))
        }
    }
}
