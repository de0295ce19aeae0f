import Testing
import TrellisTestSupport
@testable import TrellisSync

/// The three-way merge of the items' declaration order (z-order), as a pure function of
/// key lists: seeded random insertions, deletions and moves on two sides.
struct OrderMergeTests {
    /// A side's edits of `base`: keys inserted anywhere, deleted, moved.
    static func edit(_ base: [String], _ rng: inout SeededRandom, side: String, moves: Bool) -> [String] {
        var list = base
        for step in 0..<rng.int(0...3) {
            switch rng.int(0...2) {
            case 0: list.insert("\(side)\(step)", at: rng.int(0...list.count))
            case 1 where !list.isEmpty: list.remove(at: rng.int(0...(list.count - 1)))
            default:
                guard moves, list.count > 1 else { continue }
                let key = list.remove(at: rng.int(0...(list.count - 1)))
                list.insert(key, at: rng.int(0...list.count))
            }
        }
        return list
    }

    /// What the entity merge keeps: what both hold, and what one side added.
    static func kept(base: [String], ours: [String], theirs: [String]) -> Set<String> {
        let b = Set(base), o = Set(ours), t = Set(theirs)
        return o.intersection(t).union(o.subtracting(b)).union(t.subtracting(b))
    }

    @Test func orderMergesAreSymmetricKeepEveryKeyAndKeepOneSidedOrders() {
        var merged = 0, refused = 0
        for seed in UInt64(0)..<400 {
            var rng = SeededRandom(seed: seed)
            let base = (0..<rng.int(0...6)).map { "k\($0)" }
            let ours = Self.edit(base, &rng, side: "o", moves: rng.chance(0.5))
            let theirs = Self.edit(base, &rng, side: "t", moves: rng.chance(0.5))
            let keys = Self.kept(base: base, ours: ours, theirs: theirs)
            let forward = OrderMerge.merge(base: base, ours: ours, theirs: theirs, keeping: keys)
            let backward = OrderMerge.merge(base: base, ours: theirs, theirs: ours, keeping: keys)
            #expect(forward == backward, "seed \(seed): \(base) \(ours) \(theirs)")
            guard let result = forward else {
                refused += 1
                continue
            }
            merged += 1
            #expect(result.count == keys.count && Set(result) == keys, "seed \(seed)")
            // A side whose shared keys the other side left in the base's order keeps the
            // whole of its own order: its reorders and where it inserted.
            func sharedOrder(_ list: [String]) -> [String] { list.filter { Set(ours).contains($0) && Set(theirs).contains($0) && keys.contains($0) } }
            for (side, other) in [(ours, theirs), (theirs, ours)] where sharedOrder(other) == sharedOrder(base) || sharedOrder(other) == sharedOrder(side) {
                let own = Set(side)
                #expect(result.filter(own.contains) == side.filter(keys.contains), "seed \(seed): \(base) \(ours) \(theirs) → \(result)")
            }
        }
        #expect(merged > 300 && refused > 0, "\(merged) merged, \(refused) refused")
    }

    @Test func differentReordersOfTheSameKeysAreAConflict() {
        let base = ["a", "b", "c"]
        #expect(OrderMerge.merge(base: base, ours: ["c", "a", "b"], theirs: ["b", "a", "c"], keeping: Set(base)) == nil)
        #expect(OrderMerge.merge(base: base, ours: ["c", "a", "b"], theirs: ["c", "a", "b"], keeping: Set(base)) == ["c", "a", "b"])
        // Both added the same key at different places: no base order to go by.
        #expect(OrderMerge.merge(base: base, ours: ["x", "a", "b", "c"], theirs: ["a", "b", "c", "x"], keeping: Set(base + ["x"])) == nil)
    }

    @Test func insertionsStayAtTheirPlaces() {
        let base = ["a", "b", "c"]
        // ours inserts after a, theirs moves c first: the insertion follows a.
        #expect(OrderMerge.merge(base: base, ours: ["a", "n", "b", "c"], theirs: ["c", "a", "b"], keeping: Set(base + ["n"])) == ["c", "a", "n", "b"])
        // Both insert at the start: whole runs, the run whose first key sorts first goes first.
        #expect(
            OrderMerge.merge(base: base, ours: ["z", "y", "a", "b", "c"], theirs: ["m", "a", "b", "c"], keeping: Set(base + ["z", "y", "m"]))
                == ["m", "z", "y", "a", "b", "c"])
    }
}
