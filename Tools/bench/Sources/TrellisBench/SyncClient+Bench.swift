import TrellisStore
import TrellisSync

/// A bare store's sync, as the workloads time it: fetch, merge, then push unless the merge
/// left conflicts. The library has pull and sync on the project only (they also write the
/// working copy); the benchmark's stores have no folder, so it runs the client's three
/// steps itself.
struct BareSyncReport: Sendable {
    var fetch: SyncClient.FetchReport
    var merge: [MergeOutcome]
    /// nil when the push was skipped (conflicts to resolve first).
    var push: SyncClient.PushReport?
}

extension SyncClient {
    func syncBare() async throws -> BareSyncReport {
        let fetched = try await fetch()
        let merged = try merge()
        if try !store.openConflicts().isEmpty { return BareSyncReport(fetch: fetched, merge: merged, push: nil) }
        return BareSyncReport(fetch: fetched, merge: merged, push: try await push())
    }
}
