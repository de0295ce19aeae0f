/// A spec's `update` block.
extension _ComponentValidation {
    /// SnapKit's `updateConstraints` only changes the constant of a constraint made earlier
    /// with the same first anchor, relation and second anchor; anything else is a mistake
    /// (SnapKit traps on it; we report it).
    mutating func checkUpdates(of spec: Spec) {
        let made = Set(spec.make.flatMap { $0.expanded() }.map(Self.anchorKey))
        for update in spec.update {
            guard update.expanded().contains(where: { !made.contains(Self.anchorKey($0)) }) else { continue }
            let second = update.second?.description ?? "a constant"
            error(
                at: update.location,
                "update \(update.first) \(update.relation.symbol) \(second) matches no make constraint",
                hint: "update changes the constant of the make constraint with the same anchors and relation"
            )
        }
    }

    /// The key without the identifier: what `updateConstraints` matches on.
    private static func anchorKey(_ constraint: LayoutConstraint) -> ConstraintKey {
        .anchors(first: constraint.first, relation: constraint.relation, second: constraint.second)
    }
}
