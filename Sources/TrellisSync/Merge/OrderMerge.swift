/// The three-way merge of an ordered list of unique keys: a component's items in
/// declaration order (z-order). Which keys the result holds is decided elsewhere (the
/// entities' own merge); this decides only their order:
///
/// - the keys both sides hold keep the order of the side that changed it (a reorder on
///   one side is kept); when both sides changed it differently, there is no result: a
///   conflict, never a silent choice;
/// - a key only one side holds (an insertion) goes right after the key before it on
///   that side that both sides hold (or first, when none is), so each side's insertions
///   stay at their places, in their own order;
/// - when both sides inserted at the same place, the two runs stay whole and the one
///   whose first key sorts first goes first, so the result does not depend on which side
///   is "ours" (a merge gives the same content in both directions).
enum OrderMerge {
    /// The merged order of `keys`, or nil when both sides reordered the shared keys differently.
    static func merge(base: [String], ours: [String], theirs: [String], keeping keys: Set<String>) -> [String]? {
        let inOurs = Set(ours), inTheirs = Set(theirs)
        let shared = keys.filter { inOurs.contains($0) && inTheirs.contains($0) }
        let oursShared = ours.filter(shared.contains), theirsShared = theirs.filter(shared.contains)
        let spine: [String]
        if oursShared == theirsShared {
            spine = oursShared
        } else {
            // Keys both sides added (not in the base) but placed differently have no base
            // order to compare with: that is a conflict too.
            let baseShared = base.filter(shared.contains)
            guard baseShared.count == shared.count else { return nil }
            if oursShared == baseShared {
                spine = theirsShared
            } else if theirsShared == baseShared {
                spine = oursShared
            } else {
                return nil
            }
        }
        let ourRuns = insertions(ours, shared: shared, keeping: keys)
        let theirRuns = insertions(theirs, shared: shared, keeping: keys)
        var result: [String] = []
        result.reserveCapacity(keys.count)
        func emit(after anchor: String?) {
            let mine = ourRuns[anchor] ?? [], other = theirRuns[anchor] ?? []
            if let first = mine.first, let otherFirst = other.first, otherFirst < first {
                result += other + mine
            } else {
                result += mine + other
            }
        }
        emit(after: nil)
        for key in spine {
            result.append(key)
            emit(after: key)
        }
        return result
    }

    /// The keys of `side` that the other side lacks, grouped by the shared key before them
    /// (nil: before every shared key), in their order.
    private static func insertions(_ side: [String], shared: Set<String>, keeping keys: Set<String>) -> [String?: [String]] {
        var runs: [String?: [String]] = [:]
        var anchor: String?
        for key in side {
            if shared.contains(key) {
                anchor = key
            } else if keys.contains(key) {
                runs[anchor, default: []].append(key)
            }
        }
        return runs
    }
}
