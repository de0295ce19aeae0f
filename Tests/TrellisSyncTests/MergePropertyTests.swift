import TrellisTestSupport
import Testing
import TrellisLayoutFixtures
import TrellisModel
@testable import TrellisSync

/// Seeded property tests of the pure merge: whatever the edits, merging in either
/// direction agrees, and a merge keeps every change only one side made.
struct MergePropertyTests {
    @Test(arguments: 0..<8)
    func mergeIsSymmetric(_ round: Int) throws {
        var conflicted = 0, merged = 0
        for trial in 0..<60 {
            let seed = UInt64(round * 1000 + trial)
            var rng = SeededRandom(seed: seed)
            let base = RandomEdits.container("Random", seed: seed)
            let ours = RandomEdits.edit(base, &rng, count: rng.int(1...3))
            let theirs = RandomEdits.edit(base, &rng, count: rng.int(1...3))
            let forward = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
            let backward = ThreeWayMerge.merge(base: base, ours: theirs, theirs: ours)
            if forward.isConflict {
                conflicted += 1
                #expect(forward.conflicts == backward.conflicts.swapped, "seed \(seed)")
            } else {
                merged += 1
                #expect(forward.document?.contentHash == backward.document?.contentHash, "seed \(seed)")
                #expect(!backward.isConflict, "seed \(seed)")
                // Merging the result with either side again changes nothing more.
                if let result = forward.document {
                    #expect(ThreeWayMerge.merge(base: ours, ours: result, theirs: ours).document?.contentHash == result.contentHash)
                }
            }
        }
        #expect(merged > 0, "no clean merge in round \(round)")
    }

    @Test func aMergeKeepsEachSidesOwnChanges() throws {
        for seed in UInt64(0)..<100 {
            var rng = SeededRandom(seed: seed)
            let base = RandomEdits.container("Random", seed: seed)
            let ours = RandomEdits.edit(base, &rng, count: 2)
            let theirs = RandomEdits.edit(base, &rng, count: 2)
            guard let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs).document else { continue }
            // Every field ours changed and theirs left alone is ours in the result, and the other way round.
            let b = MergeTree(document: base.canonicalJSON), o = MergeTree(document: ours.canonicalJSON)
            let t = MergeTree(document: theirs.canonicalJSON), r = MergeTree(document: result.canonicalJSON)
            for (path, value) in o.leaves where b.leaves[path] != value && t.leaves[path] == b.leaves[path] {
                #expect(r.leaves[path] == value, "seed \(seed): \(path)")
            }
            for (path, value) in t.leaves where b.leaves[path] != value && o.leaves[path] == b.leaves[path] {
                #expect(r.leaves[path] == value, "seed \(seed): \(path)")
            }
        }
    }
}

extension MergeTree {
    /// path → leaf value, for checking merges field by field.
    var leaves: [String: CanonicalJSON] {
        var result: [String: CanonicalJSON] = [:]
        func walk(_ node: MergeTree, _ path: String) {
            switch node {
            case .leaf(let value): result[path] = value
            case .record(let fields): for (name, child) in fields { walk(child, "\(path).\(name)") }
            case .collection(let entities): for (key, child) in entities { walk(child, "\(path)[\(key)]") }
            case .ordered(_, let entities): for (key, child) in entities { walk(child, "\(path)[\(key)]") }
            }
        }
        walk(self, "")
        return result
    }
}
