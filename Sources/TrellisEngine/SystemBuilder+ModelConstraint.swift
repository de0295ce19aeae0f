import TrellisModel
import TrellisSolver

extension _SystemBuilder {
    /// The solver constraint of model constraint `index` of `instantiation` (the built
    /// component, or one with the same items: a fix-it candidate's), over this geometry, and
    /// its constant before the model constant (see `_BuiltSystem.modelConstraints`).
    func solverConstraint(for index: Int, of instantiation: _Instantiation) -> (Constraint, base: Double) {
        // Fields are read in place: copying the whole instantiated constraint (its source
        // text, names and location) per constraint was a noticeable share of the build.
        let first = instantiation.constraints[index].first, firstAttribute = instantiation.constraints[index].firstAttribute
        let multiplier = instantiation.constraints[index].multiplier
        var difference = Expression()
        difference.terms.reserveCapacity(4)
        if let second = instantiation.constraints[index].second, let attribute = instantiation.constraints[index].secondAttribute {
            if multiplier == 1 {
                addDifference(first, firstAttribute, second, attribute, to: &difference)
            } else {
                add(first, firstAttribute, times: 1, to: &difference)
                add(second, attribute, times: -multiplier, to: &difference)
                addCommonOrigin(first, firstAttribute, second, attribute, multiplier: multiplier, of: instantiation, to: &difference)
            }
        } else {
            add(first, firstAttribute, times: 1, to: &difference)
        }
        let base = difference.constant
        difference.constant = base - instantiation.constraints[index].constant
        let constraint = Constraint(
            difference, Self.relation(instantiation.constraints[index].relation),
            strength: Strength(priority: Double(instantiation.constraints[index].priority))
        )
        return (constraint, base)
    }

    static func relation(_ relation: TrellisModel.Relation) -> TrellisSolver.Relation {
        switch relation {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }
}
