// One simulated developer or CI runner of `TrellisBench hub`: its own store, cloned from the
// library, syncing with the hub over HTTP in the mix a hub sees — 90% fetch / no-op sync,
// 9% a small push to one of a few shared components, 1% a clone of the whole library.

import Foundation
import TrellisModel
import TrellisStore
import TrellisSync

/// What a client asks of the hub, as the latency table groups it.
enum HubOperation: String, CaseIterable, Sendable {
    case sync = "fetch / no-op sync"
    case push = "small push"
    case clone = "clone"
}

/// One finished operation: its kind and how long it took from the client's side.
struct HubSample: Sendable {
    var operation: HubOperation
    var milliseconds: Double
}

/// A push the hub acknowledged: this version became the component's head there.
struct AcknowledgedPush: Hashable, Sendable {
    var component: String
    var versionID: String
}

/// What one client did in a run.
struct HubClientOutcome: Sendable {
    var samples: [HubSample] = []
    var acknowledged: [AcknowledgedPush] = []
    /// "Pull first" answers: the push lost a race and was retried after a pull.
    var pullFirst = 0
    /// Conflicts a pull met and the client resolved with its own edit before pushing again.
    var conflictsResolved = 0
    var failures: [String] = []
}

struct HubClient: Sendable {
    let index: Int
    let store: TrellisStore
    let serverURL: String
    let scratch: URL
    /// The components every client's pushes go to: small, so pushes overlap and race.
    let hotComponents: [Int]
    let libraryCount: Int

    /// Runs operations until `deadline` (a `DispatchTime` uptime in nanoseconds).
    func run(until deadline: UInt64, seed: UInt64) async -> HubClientOutcome {
        var outcome = HubClientOutcome()
        var random = SplitMix64(seed: seed &+ UInt64(index) &* 0x9E37_79B9)
        var round = 0
        while DispatchTime.now().uptimeNanoseconds < deadline {
            let draw = random.next() % 100
            let operation: HubOperation = draw < 90 ? .sync : draw < 99 ? .push : .clone
            let start = DispatchTime.now().uptimeNanoseconds
            do {
                switch operation {
                case .sync: try await syncOnce()
                case .push:
                    round += 1
                    let component = hotComponents[Int(random.next() % UInt64(hotComponents.count))]
                    try await push(component: component, round: index * 1_000_000 + round, into: &outcome)
                case .clone: try await cloneLibrary(number: round)
                }
                outcome.samples.append(HubSample(operation: operation, milliseconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6))
            } catch {
                outcome.failures.append("client \(index), \(operation.rawValue): \(error)")
            }
        }
        return outcome
    }

    private func client() throws -> SyncClient {
        SyncClient(store: store, remoteName: "origin", remote: try HTTPRemote(url: serverURL, token: HubBenchmark.writeToken))
    }

    private func syncOnce() async throws {
        _ = try await client().syncBare()
    }

    /// Commits an edit of one shared component and syncs until the hub takes it, as a
    /// developer does: a "pull first" answer means pull (merge) and push again; a conflict
    /// the pull meets is resolved with the client's own edit.
    private func push(component index: Int, round: Int, into outcome: inout HubClientOutcome) async throws {
        let edit = StoreBenchmark.component(index, round: round)
        try store.commit([edit], message: "client \(self.index) edits \(edit.name)")
        for _ in 0..<20 {
            let report: BareSyncReport
            do {
                report = try await client().syncBare()
            } catch SyncError.nonFastForward {
                outcome.pullFirst += 1
                continue
            }
            if report.push == nil {
                for conflict in try store.openConflicts() {
                    try store.resolveConflict(conflict.component, with: edit, message: "client \(self.index) keeps its edit")
                    outcome.conflictsResolved += 1
                }
                continue
            }
            if report.push?.moved.contains(edit.name) == true, let head = try store.head(of: edit.name) {
                outcome.acknowledged.append(AcknowledgedPush(component: edit.name, versionID: head.id))
                return
            }
            // Nothing moved: the hub already had an equal head (another client's same edit).
            return
        }
        throw SyncError.protocolError("the push of \(edit.name) lost 20 races in a row")
    }

    private func cloneLibrary(number: Int) async throws {
        let path = scratch.appendingPathComponent("clone-\(index)-\(number).sqlite").path
        defer { StoreSnapshot.removeFiles(path) }
        let remote = try HTTPRemote(url: serverURL, token: HubBenchmark.readToken)
        let (clone, _) = try await SyncClient.clone(from: remote, url: serverURL, to: path, environment: .live(author: "bench-clone"))
        let heads = try clone.heads().count
        if heads < libraryCount { throw SyncError.protocolError("a clone has \(heads) heads, the library \(libraryCount)") }
    }
}
