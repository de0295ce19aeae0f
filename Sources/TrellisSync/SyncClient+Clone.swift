import Foundation
import TrellisModel
import TrellisStore

extension SyncClient {
    /// What a clone brought.
    public struct CloneReport: Hashable, Sendable {
        public var versions = 0
        public var objects = 0
        public var heads = 0
        public var tags = 0
        /// The snapshot's size (0 through the change feed).
        public var bytes: Int64 = 0
        /// Whether it travelled as a snapshot, or through the change feed (a remote that
        /// serves no snapshots).
        public var viaSnapshot = false
        /// Through a snapshot: the parse of each head's text its verification did (by
        /// version id), which the checkout of a clone records in the working copy's index.
        public var headTexts: [String: CheckedText] = [:]
    }

    /// Creates a store at `path` holding everything `remote` has, with the remote as
    /// `origin` (`remoteName`) and its heads as ours, already merged and pushed.
    ///
    /// The remote writes a snapshot of its store into a temporary file beside `path`
    /// (a store file copies its pages there; a server streams them), which is verified
    /// in full and renamed into place (`TrellisStore.adoptSnapshot`). A remote that serves
    /// no snapshots is cloned through the change feed, also into a temporary file. Either
    /// way nothing exists at `path` unless the clone completed.
    ///
    /// `progress` hears the snapshot's bytes as they arrive (`.snapshot`), then its check
    /// (`.verifying`, with the objects and versions it held once done) — or, through the
    /// change feed, the fetch's batches (`.fetch`).
    public static func clone(
        from remote: any SyncRemote, url: String, to path: String, environment: StoreEnvironment,
        remoteName: String = "origin", progress: SyncProgressHandler? = nil
    ) async throws -> (store: TrellisStore, report: CloneReport) {
        if FileManager.default.fileExists(atPath: path) { throw SnapshotError.destinationExists(path) }
        let temporary = StoreSnapshot.temporaryPath(beside: path)
        var received: SnapshotProgressHandler?
        if let progress {
            received = { written, length in progress(SyncProgress(step: .snapshot, completed: written, total: length, bytes: written)) }
        }
        do {
            try await remote.downloadSnapshot(to: temporary, progress: received)
        } catch SyncError.snapshotUnavailable {
            StoreSnapshot.removeFiles(temporary)
            return try await cloneThroughFeed(
                from: remote, url: url, to: path, environment: environment, remoteName: remoteName, progress: progress)
        } catch {
            StoreSnapshot.removeFiles(temporary)
            throw error
        }
        // What arrived, also from a remote that copies its file without counting (a store file).
        let size = progress == nil ? 0 : StoreSnapshot.fileSize(temporary)
        progress?(SyncProgress(step: .snapshot, completed: size, total: size, bytes: size))
        progress?(SyncProgress(step: .verifying, bytes: size))
        let (store, summary) = try TrellisStore.adoptSnapshot(
            temporary, at: path, origin: CloneOrigin(name: remoteName, url: url), source: remote.location,
            environment: environment)
        let report = CloneReport(
            versions: summary.versions, objects: summary.objects, heads: summary.heads, tags: summary.tags, bytes: summary.bytes,
            viaSnapshot: true, headTexts: summary.headTexts)
        progress?(SyncProgress(step: .verifying, completed: 1, total: 1, objects: summary.objects, versions: summary.versions, bytes: size))
        return (store, report)
    }

    /// The clone of a remote without snapshots: a fetch of its whole change feed and a
    /// merge into an empty store, built under a temporary name and renamed when done.
    static func cloneThroughFeed(
        from remote: any SyncRemote, url: String, to path: String, environment: StoreEnvironment, remoteName: String,
        progress: SyncProgressHandler?
    ) async throws -> (store: TrellisStore, report: CloneReport) {
        let temporary = StoreSnapshot.temporaryPath(beside: path)
        do {
            let store = try TrellisStore.open(path: temporary, create: true, environment: environment)
            try store.addRemote(name: remoteName, url: url)
            var client = SyncClient(store: store, remoteName: remoteName, remote: remote)
            client.progress = progress
            let fetched = try await client.fetch()
            _ = try client.merge()
            try store.recordPush(remote: remoteName, heads: [], pushSeq: try store.latestSeq())
            let heads = try store.heads().count
            let tags = try store.tags(since: 0).count
            try store.close()
            if FileManager.default.fileExists(atPath: path) { throw SnapshotError.destinationExists(path) }
            try FileManager.default.moveItem(atPath: temporary, toPath: path)
            // The log was checkpointed into the file; what SQLite may keep beside it is empty.
            StoreSnapshot.removeFiles(temporary)
            let report = CloneReport(versions: fetched.versions, objects: fetched.objects, heads: heads, tags: tags)
            return (try TrellisStore.open(path: path, environment: environment), report)
        } catch {
            StoreSnapshot.removeFiles(temporary)
            throw error
        }
    }
}
