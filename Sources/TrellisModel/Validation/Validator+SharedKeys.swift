/// Two constraints with one key. Diff and merge know a constraint by its key, so no two may
/// share one (composites count as the single constraints they stand for) — but what to do
/// about it depends on what else the two say, so each case has its own words:
///
/// - the same constraint twice (maybe at another priority): a **duplicate**; remove one;
/// - one identifier on two different constraints: rename one;
/// - two equalities with different constants or multipliers: **conflicting**; both
///   required cannot hold at once, so remove one or make one a preference (a lower
///   priority, and a name of its own so that diff and merge can tell them apart);
/// - an equality beside a preference for another value: a preference needs a name;
/// - two bounds of one kind (`>=` and `>=`): **overlapping**; the tighter one makes the
///   other redundant.
extension _ComponentValidation {
    mutating func checkSharedKeys(_ constraints: [LayoutConstraint]) {
        // Each key made and looked up once (hashing a key hashes its item paths), in a table
        // sized up front: every component is validated, each constraint passes here.
        var seen = [ConstraintKey: (whole: LayoutConstraint, single: LayoutConstraint)](minimumCapacity: 2 * constraints.count)
        for constraint in constraints {
            let singles = constraint.expanded()
            let keys = singles.map(\.key)
            let earlier = keys.indices.lazy.compactMap { i in seen[keys[i]].map { (i, $0) } }.first
            if let (i, earlier) = earlier {
                reportSharedKey(singles[i], of: constraint, earlier: earlier.single, of: earlier.whole)
            }
            for (key, single) in zip(keys, singles) where earlier == nil || seen[key] == nil { seen[key] = (constraint, single) }
        }
    }

    private mutating func reportSharedKey(
        _ single: LayoutConstraint, of constraint: LayoutConstraint, earlier: LayoutConstraint, of earlierWhole: LayoutConstraint
    ) {
        let location = constraint.location
        let there = Self.written(earlier, in: earlierWhole)
        let sameAnchors = single.first == earlier.first && single.relation == earlier.relation && single.second == earlier.second
        if !sameAnchors {
            // Only an identifier can make two different constraints share a key.
            error(
                at: location, "duplicate identifier \(single.key): it already names \(there)",
                hint: "rename one of them; an identifier names one constraint")
            return
        }
        let sameValues = single.multiplier == earlier.multiplier && single.constant == earlier.constant
        if sameValues {
            let priorities = single.priority == earlier.priority ? "" : " but for its priority"
            error(
                at: location, "duplicate constraint \(single.key): the same as \(there)\(priorities)",
                hint: "remove one of them")
            return
        }
        let this = Self.written(single, in: constraint, at: false)
        let when = ConstraintKey.suffix(single.sizeClasses)
        switch single.relation {
        case .equal where single.priority.isRequired && earlier.priority.isRequired:
            error(
                at: location, "conflicting constraints\(when): \(this) and \(there) cannot both hold",
                hint: "remove one of them, or make one a preference with a lower priority and a name of its own: \(Self.preference(single))")
        case .equal:
            // One is a preference already: Auto Layout takes it as one; only the key is shared.
            let preference = single.priority < earlier.priority ? single : earlier
            error(
                at: location, "\(this) and \(there) share the key \(single.key): diff and merge cannot tell them apart",
                hint: "give the preference a name of its own: \(Self.preference(preference))")
        default:
            let redundant = Self.looser(single, earlier)
            let remove = redundant.map { $0 == single ? "remove this one" : "remove the one at \(Self.place(earlier.location))" }
            error(
                at: location, "overlapping bounds\(when): \(this) and \(there) limit one anchor the same way",
                hint: (remove.map { "only the tighter one matters: \($0)" } ?? "keep one of them")
                    + ", or name one with as \"name\" if both must stay")
        }
    }

    /// `a.top == owner.top + 8 at 4:5`, or for a member of a composite
    /// `a.edges == owner.edges at 3:5 (its a.top == owner.top)`; without the place for the
    /// constraint the diagnostic stands at.
    private static func written(_ single: LayoutConstraint, in whole: LayoutConstraint, at place: Bool = true) -> String {
        let text = whole.layoutText + (place ? " at \(Self.place(whole.location))" : "")
        return whole.isComposite ? text + " (its \(single.layoutText))" : text
    }

    /// The constraint at `@high` (750) with an identifier from its anchor.
    private static func preference(_ constraint: LayoutConstraint) -> String {
        var preference = constraint
        if preference.priority.isRequired { preference.priority = .high }
        preference.identifier = constraint.identifier ?? "\(constraint.first).preferred"
        return preference.layoutText
    }

    /// Of two bounds with the same anchors, multiplier and priority and plain-number
    /// constants, the one the other makes redundant; nil when that depends on values.
    private static func looser(_ a: LayoutConstraint, _ b: LayoutConstraint) -> LayoutConstraint? {
        guard a.multiplier == b.multiplier, a.priority == b.priority, a.constant.terms.isEmpty, b.constant.terms.isEmpty else { return nil }
        switch a.relation {
        case .greaterThanOrEqual: return a.constant.value < b.constant.value ? a : b
        case .lessThanOrEqual: return a.constant.value > b.constant.value ? a : b
        case .equal: return nil
        }
    }
}
