import TrellisModel
import TrellisSolver

extension _SystemBuilder {
    /// Intrinsic content size as Auto Layout turns it into constraints, per axis with a
    /// size: content hugging `size <= intrinsic @hugging` and compression resistance
    /// `size >= intrinsic @compression`. A side of `none` (noIntrinsicMetric) makes none.
    /// Stack views have no intrinsic size of their own: their size comes from their
    /// arranged views through the stack's constraints.
    ///
    /// When neither side is required the pair is one elastic equality (hugging prices the
    /// excess, compression the shortfall): the same optimum with half the solver rows,
    /// and intrinsic sizes are most of a screen's constraints.
    mutating func addIntrinsicConstraints(_ item: Int, _ intrinsic: IntrinsicSize) {
        if let width = intrinsic.width {
            addIntrinsic(geometry[item].width - width, item: item, horizontal: true)
        }
        if let height = intrinsic.height {
            addIntrinsic(geometry[item].height - height, item: item, horizontal: false)
        }
    }

    private mutating func addIntrinsic(_ excess: Expression, item: Int, horizontal: Bool) {
        let hugging = component.items[item].view?.hugging ?? .defaultHugging
        let compression = component.items[item].view?.compressionResistance ?? .defaultCompression
        let hug = Strength(priority: Double((horizontal ? hugging.horizontal : hugging.vertical).rawValue))
        let resist = Strength(priority: Double((horizontal ? compression.horizontal : compression.vertical).rawValue))
        if !hug.isRequired && !resist.isRequired {
            make(
                Constraint(elastic: excess, above: hug, below: resist),
                .intrinsic(item: item, horizontal: horizontal, side: .both))
            return
        }
        make(Constraint(excess, .lessThanOrEqual, strength: hug), .intrinsic(item: item, horizontal: horizontal, side: .hugging))
        make(Constraint(excess, .greaterThanOrEqual, strength: resist), .intrinsic(item: item, horizontal: horizontal, side: .compression))
    }
}
