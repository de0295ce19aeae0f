import Foundation
import Testing
import TrellisStore
import TrellisTestSupport
@testable import TrellisSync

/// Whether a hub serves snapshots is a capability its storage declares (`HubStorage.snapshots`),
/// not a cast to `TrellisStore`: a store handed over as `any HubStorage` still serves them,
/// and a storage that declares none is cloned through its feed.
@Suite(.temporaryFolders) struct SnapshotCapabilityTests {
    typealias F = SyncFixtures

    /// A storage that forwards every requirement to a store but declares no snapshots (as a
    /// hub on PostgreSQL).
    struct FeedOnlyStorage: HubStorage {
        let store: TrellisStore
        func storeID() throws -> String { try store.storeID() }
        func latestSeq() throws -> Int64 { try store.latestSeq() }
        func feed(after cursor: FeedCursor, limit: Int) throws -> FeedPage { try store.feed(after: cursor, limit: limit) }
        func sourceTexts(of versionIDs: [String]) throws -> [String: SourceText] { try store.sourceTexts(of: versionIDs) }
        func objects(_ hashes: [String]) throws -> [(hash: String, data: Data)] { try store.objects(hashes) }
        func missingObjects(_ hashes: [String]) throws -> [String] { try store.missingObjects(hashes) }
        func missingVersions(_ ids: [String]) throws -> [String] { try store.missingVersions(ids) }
        func receiveObjects(_ objects: [(hash: String, data: Data)], message: String) throws -> Int {
            try store.receiveObjects(objects, message: message)
        }
        func receiveHistory(_ versions: [VersionInfo], tags: [TagInfo], texts: [String: SourceText], message: String) throws -> Int {
            try store.receiveHistory(versions, tags: tags, texts: texts, message: message)
        }
        func compareAndSwapHeads(_ updates: [HeadUpdate], message: String) throws -> [HeadRef] {
            try store.compareAndSwapHeads(updates, message: message)
        }
    }

    static func library() throws -> TrellisStore {
        let store = try F.store("lib")
        try store.commit([F.parse(F.avatar)], message: "library")
        return store
    }

    @Test func aStoreServedAsAnyHubStorageStillServesSnapshots() throws {
        let storage: any HubStorage = try Self.library()
        let service = SyncService(storage: storage, location: "hub")
        let image = try #require(try service.snapshotImage())
        #expect(image.summary.versions == 1 && service.stats.snapshotsServed == 1)
    }

    @Test func aStorageWithoutSnapshotsSaysSoAndServesNone() throws {
        let service = SyncService(storage: FeedOnlyStorage(store: try Self.library()), location: "hub")
        #expect(throws: SyncError.snapshotUnavailable("hub")) { try service.snapshotImage() }
        #expect(service.stats.snapshotsServed == 0)
    }
}
