import Foundation
import TrellisProject
import TrellisModel
import TrellisStore
import TrellisSupport

/// The serving side of the protocol over one hub's storage (a store file, or a team
/// hub's PostgreSQL database: `HubStorage`): what `TrellisServer` answers over HTTP and
/// what `StoreFileRemote` calls directly. Bounds every batch, verifies everything
/// received (the storage re-hashes objects and recomputes version ids) and counts what
/// it served.
public final class SyncService: SyncRemote, @unchecked Sendable {
    public let storage: any HubStorage
    public let maxBatch: Int
    public let location: String
    /// The project whose store this is, when it has a working copy: a push updates its
    /// files with its heads (`updateHeads`).
    public let project: TrellisProject?
    private let counters = Locked(StatsResponse(objectsServed: 0, objectsReceived: 0, versionsReceived: 0, snapshotsServed: 0, requests: 0))
    /// The last snapshot and how many were built; its lock also makes concurrent clones
    /// wait for one build.
    private let snapshots = Locked<(cached: (image: Data, summary: SnapshotSummary)?, built: Int)>((nil, 0))

    public static let defaultMaxBatch = 2000

    public init(store: TrellisStore, location: String = "store", maxBatch: Int = SyncService.defaultMaxBatch, project: TrellisProject? = nil) {
        self.storage = store
        self.location = location
        self.maxBatch = maxBatch
        self.project = project
    }

    public init(storage: any HubStorage, location: String, maxBatch: Int = SyncService.defaultMaxBatch) {
        self.storage = storage
        self.location = location
        self.maxBatch = maxBatch
        self.project = nil
    }

    public var stats: StatsResponse { counters.withLock { $0 } }

    private func count(_ update: (inout StatsResponse) -> Void) {
        counters.withLock { counters in
            update(&counters)
            counters.requests += 1
        }
    }

    private func bounded(_ count: Int, _ what: String) throws {
        if count > maxBatch { throw SyncError.badRequest("\(count) \(what) in one request; at most \(maxBatch)") }
    }

    public func info() async throws -> InfoResponse {
        count { _ in }
        return InfoResponse(storeID: try await storage.storeID(), latest: try await storage.latestSeq(), maxBatch: maxBatch)
    }

    public func changes(after cursor: FeedCursor, limit: Int) async throws -> ChangesResponse {
        count { _ in }
        let page = try await storage.feed(after: cursor, limit: min(max(1, limit), maxBatch))
        let texts = try await storage.sourceTexts(of: page.versions.map(\.id))
        // A release's message travels back with its tags, as a push sent it: a consumer's
        // `update` shows it.
        let changes = page.tags.isEmpty ? [:] : try await storage.changeMessages(Array(Set(page.tags.map(\.seq))))
        return ChangesResponse(
            storeID: try await storage.storeID(), versions: page.versions.map { WireVersion($0, source: texts[$0.id]) },
            heads: page.heads.map { WireHead(component: $0.component, version: $0.versionID) },
            tags: page.tags.map { tag in WireTag(tag, message: changes[tag.seq].flatMap { ReleaseMessage.given(in: $0, release: tag.name) }) },
            next: page.next, hasMore: page.hasMore, latest: page.latest)
    }

    public func fetchObjects(_ hashes: [String]) async throws -> [WireObject] {
        try bounded(hashes.count, "objects")
        let objects = try await storage.objects(hashes).map { WireObject(hash: $0.hash, data: $0.data) }
        count { $0.objectsServed += objects.count }
        return objects
    }

    public func missing(_ request: MissingMessage) async throws -> MissingMessage {
        try bounded(request.objects.count + request.versions.count, "hashes")
        count { _ in }
        return MissingMessage(objects: try await storage.missingObjects(request.objects), versions: try await storage.missingVersions(request.versions))
    }

    public func uploadObjects(_ objects: [WireObject]) async throws -> Int {
        try bounded(objects.count, "objects")
        let received = try await storage.receiveObjects(objects.map { ($0.hash, $0.data) }, message: "receive \(objects.count) objects")
        count { $0.objectsReceived += received }
        return received
    }

    public func uploadVersions(_ versions: [WireVersion], tags: [WireTag]) async throws -> Int {
        try bounded(versions.count + tags.count, "versions and tags")
        // The texts go in the versions' transaction: a push killed between them would leave
        // versions that are never sent again and come back printed.
        let releases = Self.releaseChanges(tags)
        let plain = tags.filter { tag in !releases.contains { $0.tags.contains(tag) } }
        let received = try await storage.receiveHistory(
            versions.map(\.info), tags: plain.map(\.info), texts: Self.texts(of: versions), message: "receive \(versions.count) versions")
        // A release's tags in a change of their own, its message as `release` wrote it.
        for release in releases {
            _ = try await storage.receiveHistory([], tags: release.tags.map(\.info), texts: [:], message: release.message)
        }
        count { $0.versionsReceived += received }
        return received
    }

    /// The tags sent with a release's message, grouped per release, each with the message
    /// its change records (`release 1.1.0: Bigger badge`); a message that may not be stored
    /// leaves its tags with the others.
    static func releaseChanges(_ tags: [WireTag]) -> [(message: String, tags: [WireTag])] {
        let grouped = Dictionary(grouping: tags.filter { $0.message != nil }, by: \.name)
        return grouped.keys.sorted().compactMap { name in
            let group = grouped[name] ?? []
            let given = group.compactMap(\.message).first ?? ""
            let message = ReleaseMessage.change(release: name, message: given)
            return RecordText.problem(message, as: .message) == nil ? (message, group) : nil
        }
    }

    /// The texts that came with `versions`, by version id.
    static func texts(of versions: [WireVersion]) -> [String: SourceText] {
        var texts: [String: SourceText] = [:]
        for version in versions { if let source = version.source { texts[version.id] = source } }
        return texts
    }

    /// Writes a snapshot of the store into a new file at `path` (a clone's transfer).
    @discardableResult
    public func writeSnapshot(to path: String) throws -> SnapshotSummary {
        guard let source = storage.snapshots else { throw SyncError.snapshotUnavailable(location) }
        let summary = try source.writeSnapshot(to: path)
        count { $0.snapshotsServed += 1 }
        return summary
    }

    /// A snapshot of the store as bytes, when it is small enough to be made in memory.
    /// The last one is kept and served again while the store has recorded nothing since:
    /// everything a snapshot holds changes only with a new change record, so the store's
    /// latest sequence number equal to the snapshot's says it is current. Clones of an
    /// unchanged library then cost the server no copy, and concurrent ones share one image.
    public func snapshotImage() throws -> (image: Data, summary: SnapshotSummary)? {
        guard let source = storage.snapshots else { throw SyncError.snapshotUnavailable(location) }
        let snapshot = try snapshots.withLock { snapshots throws -> (image: Data, summary: SnapshotSummary)? in
            if let cached = snapshots.cached, try source.latestSeq() == cached.summary.latestSeq { return cached }
            snapshots.cached = nil
            guard let made = try source.snapshotImage(upTo: StoreSnapshot.inMemoryLimit) else { return nil }
            snapshots.built += 1
            snapshots.cached = made
            return made
        }
        if snapshot != nil { count { $0.snapshotsServed += 1 } }
        return snapshot
    }

    /// How many in-memory snapshots were made (the rest were served from the last one).
    public var snapshotsBuilt: Int { snapshots.withLock { $0.built } }

    public func downloadSnapshot(to path: String) async throws {
        try writeSnapshot(to: path)
    }

    public func updateHeads(_ updates: [HeadUpdate]) async throws -> [WireHead] {
        count { _ in }
        // A served project's storage is its own store (`init(store:…project:)`).
        guard let project else { return try await moveHeads(updates) }
        return try project.updateInstead(updates.map(\.component), location: location) { try self.moveStoreHeads(project.store, updates) }
    }

    /// A project with uncommitted work on any of `components` refuses a push of them.
    public func checkHeadUpdates(_ components: [String]) async throws {
        guard let project else { return }
        _ = try project.updateInstead(components, location: location, move: nil)
    }

    private func moveHeads(_ updates: [HeadUpdate]) async throws -> [WireHead] {
        try await storage.compareAndSwapHeads(updates, message: Self.pushMessage(updates)).map { WireHead(component: $0.component, version: $0.versionID) }
    }

    /// A served project's heads move inside its working copy's update (synchronously).
    private func moveStoreHeads(_ store: TrellisStore, _ updates: [HeadUpdate]) throws -> [WireHead] {
        try store.compareAndSwapHeads(updates, message: Self.pushMessage(updates)).map { WireHead(component: $0.component, version: $0.versionID) }
    }

    static func pushMessage(_ updates: [HeadUpdate]) -> String { "push: \(updates.count) head\(updates.count == 1 ? "" : "s")" }
}

/// A remote that is another store file, opened directly (no server).
public struct StoreFileRemote: SyncRemote {
    public let service: SyncService
    public var location: String { service.location }

    public init(path: String, environment: StoreEnvironment) throws {
        service = SyncService(store: try TrellisStore.open(path: path, environment: environment), location: path)
    }

    /// A project folder: its store, and its working copy kept in step with what is pushed.
    public init(project: TrellisProject, location: String) {
        service = SyncService(store: project.store, location: location, project: project)
    }

    public init(store: TrellisStore, location: String = "store") {
        service = SyncService(store: store, location: location)
    }

    public func info() async throws -> InfoResponse { try await service.info() }
    public func changes(after cursor: FeedCursor, limit: Int) async throws -> ChangesResponse { try await service.changes(after: cursor, limit: limit) }
    public func fetchObjects(_ hashes: [String]) async throws -> [WireObject] { try await service.fetchObjects(hashes) }
    public func missing(_ request: MissingMessage) async throws -> MissingMessage { try await service.missing(request) }
    public func uploadObjects(_ objects: [WireObject]) async throws -> Int { try await service.uploadObjects(objects) }
    public func uploadVersions(_ versions: [WireVersion], tags: [WireTag]) async throws -> Int { try await service.uploadVersions(versions, tags: tags) }
    public func updateHeads(_ updates: [HeadUpdate]) async throws -> [WireHead] { try await service.updateHeads(updates) }
    public func checkHeadUpdates(_ components: [String]) async throws { try await service.checkHeadUpdates(components) }
    public func downloadSnapshot(to path: String) async throws { try await service.downloadSnapshot(to: path) }
}
