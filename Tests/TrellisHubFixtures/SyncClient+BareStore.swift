import TrellisStore
import TrellisSync

/// A bare store's pull and sync, composed from the client's three steps for the tests of
/// the sync protocol. The library has pull and sync once, on the project
/// (`TrellisProject.pull(with:)`, `sync(with:)`), because they also bring the working copy
/// in step; a store with no folder has only `fetch`, `merge` and `push`, which these run
/// in that order.
extension SyncClient {
    package struct BareSyncReport: Sendable {
        package var fetch: FetchReport
        package var merge: [MergeOutcome]
        /// nil when the push was skipped (conflicts to resolve first).
        package var push: PushReport?

        package init(fetch: FetchReport, merge: [MergeOutcome], push: PushReport?) {
            self.fetch = fetch
            self.merge = merge
            self.push = push
        }
    }

    /// Fetch, then merge into the store's heads.
    package func fetchAndMerge(options: MergeOptions = MergeOptions()) async throws -> (fetch: FetchReport, merge: [MergeOutcome]) {
        let fetched = try await fetch()
        return (fetched, try merge(options: options))
    }

    /// Fetch and merge, then push unless the merge left conflicts; a failed push throws.
    package func fetchMergeAndPush(options: MergeOptions = MergeOptions()) async throws -> BareSyncReport {
        let (fetched, merged) = try await fetchAndMerge(options: options)
        if try !store.openConflicts().isEmpty { return BareSyncReport(fetch: fetched, merge: merged, push: nil) }
        return BareSyncReport(fetch: fetched, merge: merged, push: try await push())
    }
}
