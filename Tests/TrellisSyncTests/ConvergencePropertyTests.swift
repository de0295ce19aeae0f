import Foundation
import Testing
import TrellisHubFixtures
import TrellisLayoutFixtures
import TrellisModel
import TrellisStore
import TrellisTestSupport
@testable import TrellisSync

/// Several stores make random edits and random pairwise syncs (conflicts resolved by
/// keeping ours, as a person might); then a round of syncs through one store, and every
/// store holds the same heads, and passes fsck.
struct ConvergencePropertyTests {
    typealias F = SyncFixtures

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func randomEditsAndPairwiseSyncsConverge(seed: UInt64) async throws {
        var rng = SeededRandom(seed: seed)
        let count = 4
        let stores = try (0..<count).map { try F.store("s\($0)") }
        let library = (0..<5).map { RandomEdits.container("C\($0)", seed: seed &* 31 &+ UInt64($0)) }
        try stores[0].commit(library, message: "library")
        for index in 1..<count { _ = try await sync(stores[index], stores[0], name: "s0") }

        var threeWay = 0
        for step in 0..<40 {
            let actor = rng.int(0...(count - 1))
            if rng.chance(0.6) {
                let store = stores[actor]
                let name = "C\(rng.int(0...4))"
                let head = try #require(try store.head(of: name))
                if let document = try store.document(at: head) {
                    let edited = RandomEdits.edit(document, &rng, count: rng.int(1...2))
                    if rng.chance(0.05) {
                        try store.commit([], deleting: [name], message: "step \(step): delete \(name)")
                    } else {
                        try store.commit([edited], message: "step \(step): edit \(name)")
                    }
                } else {
                    try store.commit([RandomEdits.container(name, seed: UInt64(step))], message: "step \(step): re-add \(name)")
                }
            } else {
                var other = rng.int(0...(count - 1))
                if other == actor { other = (other + 1) % count }
                let report = try await sync(stores[actor], stores[other], name: "s\(other)")
                threeWay += report.merge.filter { $0.kind != .upToDate && $0.kind != .fastForward }.count
            }
        }
        #expect(threeWay > 0, "seed \(seed): no three-way merge happened")
        // Everyone syncs through s0, twice: the first round gathers, the second spreads.
        for _ in 0..<2 {
            for index in 1..<count { _ = try await sync(stores[index], stores[0], name: "s0") }
        }
        let expected = try F.headMap(stores[0])
        for (index, store) in stores.enumerated() {
            #expect(try F.headMap(store) == expected, "seed \(seed): store s\(index) differs")
            let problems = try store.fsck()
            #expect(problems.isEmpty, "seed \(seed): s\(index): \(problems)")
            #expect(try store.openConflicts().isEmpty)
        }
    }

    /// Pull, resolve every conflict by keeping ours, push (pulling again if the remote moved).
    func sync(_ store: TrellisStore, _ other: TrellisStore, name: String) async throws -> SyncClient.BareSyncReport {
        let client = try F.client(store, other, name: name)
        for _ in 0..<3 {
            let (fetched, merged) = try await client.fetchAndMerge()
            for conflict in try store.openConflicts() {
                let ours = try #require(try store.version(conflict.oursID))
                try store.resolveConflict(conflict.component, with: try store.document(at: ours), message: "keep ours")
            }
            do {
                return SyncClient.BareSyncReport(fetch: fetched, merge: merged, push: try await client.push())
            } catch SyncError.nonFastForward {
                continue
            }
        }
        Issue.record("push kept failing")
        throw SyncError.nonFastForward([])
    }
}
