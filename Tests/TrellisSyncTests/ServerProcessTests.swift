import Foundation
import Testing
import TrellisHubFixtures
import TrellisModel
import TrellisStore
import TrellisTestSupport
@testable import TrellisSync

/// `trellis serve` as a separate process, killed with SIGKILL in the middle of a clone.
@Suite(.serialized, .temporaryFolders)
struct ServerProcessTests {
    typealias F = SyncFixtures

    /// Passes calls through, and kills the server before the fetchObjects call numbered `killBefore`.
    final class KillingRemote: SyncRemote, @unchecked Sendable {
        let inner: HTTPRemote
        let server: ServeProcess
        let killBefore: Int
        private let lock = NSLock()
        private var calls = 0
        private var served = 0
        var location: String { inner.location }
        var objectsServed: Int { lock.withLock { served } }

        init(_ inner: HTTPRemote, server: ServeProcess, killBefore: Int) {
            self.inner = inner
            self.server = server
            self.killBefore = killBefore
        }

        func info() async throws -> InfoResponse { try await inner.info() }
        func changes(after cursor: FeedCursor, limit: Int) async throws -> ChangesResponse { try await inner.changes(after: cursor, limit: limit) }
        func fetchObjects(_ hashes: [String]) async throws -> [WireObject] {
            let call: Int = lock.withLock {
                calls += 1; return calls
            }
            if call == killBefore { server.kill() }
            let objects = try await inner.fetchObjects(hashes)
            lock.withLock { served += objects.count }
            return objects
        }
        func missing(_ request: MissingMessage) async throws -> MissingMessage { try await inner.missing(request) }
        func uploadObjects(_ objects: [WireObject]) async throws -> Int { try await inner.uploadObjects(objects) }
        func uploadVersions(_ versions: [WireVersion], tags: [WireTag]) async throws -> Int { try await inner.uploadVersions(versions, tags: tags) }
        func updateHeads(_ updates: [HeadUpdate]) async throws -> [WireHead] { try await inner.updateHeads(updates) }
    }

    @Test func aServerKilledMidCloneLeavesBothStoresValidAndTheNextSyncResumes() async throws {
        let folder = TemporaryFolder.name("trellis-kill")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let served = folder.appendingPathComponent("served.sqlite").path
        let total = 600
        do {
            let store = try TrellisStore.open(path: served, create: true, environment: .fixed(author: "lib", storeID: "served"))
            try store.commit(F.generated(total), message: "library")
        }
        let first = try ServeProcess(store: served)
        defer { first.stop() }

        let clonePath = folder.appendingPathComponent("clone.sqlite").path
        let clone = try TrellisStore.open(path: clonePath, create: true, environment: .fixed(author: "ana", storeID: "clone"))
        try clone.addRemote(name: "origin", url: first.url)
        let killing = KillingRemote(try HTTPRemote(url: first.url, token: "r"), server: first, killBefore: 5)
        let client = SyncClient(store: clone, remoteName: "origin", remote: killing, pageLimit: 200, objectBatch: 50)
        await #expect(throws: SyncError.self) { try await client.fetch() }
        #expect(!first.process.isRunning)
        let arrived = killing.objectsServed
        #expect(arrived == 200, "the first page (4 batches of 50) arrived before the kill")
        let cloneProblems = try clone.fsck()
        #expect(cloneProblems.isEmpty, "\(cloneProblems)")
        do {
            let servedProblems = try TrellisStore.open(path: served, environment: .fixed()).fsck()
            #expect(servedProblems.isEmpty, "\(servedProblems)")
        }

        // Restart the server on the same store; the next sync asks only for what is missing.
        let second = try ServeProcess(store: served)
        defer { second.stop() }
        // The same remote (its cursor kept), at the new port.
        let resumedRemote = try HTTPRemote(url: second.url, token: "r")
        let resumed = SyncClient(store: clone, remoteName: "origin", remote: resumedRemote, pageLimit: 200, objectBatch: 50)
        _ = try await resumed.fetchAndMerge()
        let stats = try await resumedRemote.stats()
        #expect(stats.objectsServed == total - arrived, "objects already received were sent again")
        let heads = try clone.heads()
        #expect(heads.count == total)
        #expect(try clone.fsck().isEmpty)
        let servedHeads = try TrellisStore.open(path: served, environment: .fixed()).heads()
        #expect(heads.map(\.id) == servedHeads.map(\.id))
    }
}
