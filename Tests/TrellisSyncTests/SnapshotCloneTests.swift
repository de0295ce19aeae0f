import Foundation
import GRDB
import Testing
import TrellisHubFixtures
import TrellisModel
import TrellisServer
import TrellisStore
@testable import TrellisSync
import TrellisTestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Clones travel as a snapshot of the source store, verified whole by the receiver.
@Suite(.serialized, .temporaryFolders)
struct SnapshotCloneTests {
    typealias F = SyncFixtures

    /// A folder that is removed when the test ends.
    final class Folder {
        let url = TemporaryFolder.name("trellis-snapshot")
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
        var contents: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    /// A store file with history (two commits, a tag, a deletion) and state local to it:
    /// a remote with a token and its tracking ref, an open conflict, a cached solution and
    /// a working-copy index entry.
    func library(in folder: Folder) throws -> (store: TrellisStore, path: String) {
        let path = folder.path("library.sqlite")
        let store = try TrellisStore.open(path: path, create: true, environment: .fixed(author: "lib", storeID: "library"))
        try store.commit([F.parse(F.avatar), F.parse(F.listCell)] + F.generated(20), message: "library")
        try store.commit([F.edited(F.avatar, "badgeSize = 30", "badgeSize = 36")], deleting: ["Generated3"], message: "bigger badge")
        try store.tag("UserAvatarContainer", "1.0.0")
        let head = try #require(try store.head(of: "UserAvatarContainer"))
        try store.addRemote(name: "upstream", url: "https://example.invalid/lib")
        // What an older trellis kept: the remote's token in the store.
        try store.writer.write { db in try db.execute(sql: "UPDATE remote SET token = 'upstream-secret' WHERE name = 'upstream'") }
        try store.writer.write { db in
            try db.execute(
                sql: "INSERT INTO remote_ref (remote, component, version_id, pending) VALUES ('upstream', ?, ?, 1)",
                arguments: [head.component, head.id])
            try db.execute(
                sql: """
                    INSERT INTO conflict (component, base_id, ours_id, theirs_id, fields, source, created_ms) VALUES (?, NULL, ?, ?, '[]', 'upstream', 0)
                    """, arguments: [head.component, head.id, head.id])
        }
        try store.storeInCache("relayout", [(key: Data(repeating: 0xAA, count: 32), data: Data([0]))])
        return (store, path)
    }

    /// What a clone must not have taken from its source.
    func expectNoLocalStateOfTheSource(_ clone: TrellisStore, origin url: String) throws {
        #expect(try clone.remotes().map(\.name) == ["origin"])
        #expect(try clone.remote(named: "origin").url == url)
        #expect(try clone.openConflicts().isEmpty)
        let leftovers = try clone.writer.read { db in
            try [
                "SELECT COUNT(*) FROM cache_entry",
                "SELECT COUNT(*) FROM remote_ref WHERE remote != 'origin'", "SELECT COUNT(*) FROM remote WHERE token = 'upstream-secret'",
            ].map { try Int.fetchOne(db, sql: $0) ?? -1 }
        }
        #expect(leftovers == [0, 0, 0])
    }

    /// The clone holds what the source holds, with the source as its verified origin.
    func expectSameHistory(_ clone: TrellisStore, as source: TrellisStore) throws {
        #expect(try F.headMap(clone) == F.headMap(source))
        #expect(try F.contentMap(clone) == F.contentMap(source))
        #expect(try clone.tags(of: "UserAvatarContainer").map(\.name) == ["1.0.0"])
        #expect(try clone.storeID() != source.storeID())
        let origin = try clone.remote(named: "origin")
        #expect(origin.storeID == (try source.storeID()))
        #expect(origin.fetchCursor == FeedCursor(seq: try source.latestSeq()))
        let tracking = try clone.remoteRefs("origin")
        #expect(tracking.allSatisfy { !$0.pending })
        #expect(Dictionary(uniqueKeysWithValues: tracking.map { ($0.component, $0.versionID) }) == (try F.headMap(source)))
        let problems = try clone.fsck()
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func aCloneOfAStoreFileHasItsHistoryAndNoneOfItsLocalState() async throws {
        let folder = try Folder()
        let (source, sourcePath) = try library(in: folder)
        let path = folder.path("clone.sqlite")
        let (clone, report) = try await SyncClient.clone(
            from: StoreFileRemote(path: sourcePath, environment: .fixed()), url: sourcePath, to: path, environment: .fixed(author: "ana", storeID: "ana"))
        #expect(report.viaSnapshot)
        #expect(report.heads == 22 && report.tags == 1)
        #expect(report.versions == (try versionCount(source)))
        try expectSameHistory(clone, as: source)
        try expectNoLocalStateOfTheSource(clone, origin: sourcePath)
        #expect(!folder.contents.contains { $0.contains("incoming") }, "no temporary file is left")
    }

    @Test func aNoOpFetchAfterACloneTransfersNothingAndTenChangesOnlyThose() async throws {
        let folder = try Folder()
        let (source, sourcePath) = try library(in: folder)
        let (clone, _) = try await SyncClient.clone(
            from: StoreFileRemote(path: sourcePath, environment: .fixed()), url: sourcePath, to: folder.path("clone.sqlite"),
            environment: .fixed(author: "ana", storeID: "ana"))
        try closeConflicts(source)
        let counting = FaultyRemote(StoreFileRemote(store: source))
        let client = SyncClient(store: clone, remoteName: "origin", remote: counting)
        let latest = try clone.latestSeq()
        let noop = try await client.fetchMergeAndPush()
        #expect(noop.fetch.versions == 0 && noop.fetch.objects == 0 && noop.fetch.pages == 1)
        #expect(noop.merge.isEmpty && noop.push?.moved == [] && noop.push?.versions == 0)
        #expect(counting.objectsServed == 0)
        #expect(try clone.latestSeq() == latest, "a no-op sync records nothing")

        let edits = try (0..<10).map {
            try F.edited(
                F.avatar.replacingOccurrences(of: "UserAvatarContainer", with: "Generated\($0 + 10)"),
                "badgeSize = 30", "badgeSize = \(40 + $0)")
        }
        try source.commit(edits, message: "ten")
        let ten = try await client.fetchMergeAndPush()
        #expect(ten.fetch.versions == 10 && ten.fetch.objects == 10 && counting.objectsServed == 10)
        #expect(ten.merge.map(\.kind) == Array(repeating: .fastForward, count: 10))
        #expect(ten.push?.versions == 0 && ten.push?.moved == [])
        #expect(try F.headMap(clone) == F.headMap(source))
        #expect(try clone.fsck().isEmpty)
    }

    @Test func aCloneOverHTTPHasTheSameHistoryAndTheServerSendsNothingLocal() async throws {
        let folder = try Folder()
        let (source, _) = try library(in: folder)
        let server = try await TestServer.start(source)
        defer { Task { await server.stop() } }
        let path = folder.path("clone.sqlite")
        let (clone, report) = try await SyncClient.clone(
            from: HTTPRemote(url: server.url, token: TestServer.read), url: server.url, to: path,
            environment: .fixed(author: "ben", storeID: "ben"))
        #expect(report.viaSnapshot && report.bytes > 0)
        try expectSameHistory(clone, as: source)
        try expectNoLocalStateOfTheSource(clone, origin: server.url)
        // The token travels with the requests, never into the store (tokens live in .trellis/credentials).
        #expect(try clone.remote(named: "origin").token == nil, "the clone keeps no token")
        #expect(server.service.stats.snapshotsServed == 1 && server.service.stats.objectsServed == 0)
        // The bytes the server sent hold no trace of its remotes' tokens.
        let image = try #require(try source.snapshotImage()).image
        #expect(image.range(of: Data("upstream-secret".utf8)) == nil)
        #expect(image.range(of: Data("example.invalid".utf8)) == nil)
    }

    @Test func rowsTheSourceDeletedLongAgoDoNotTravelInTheSnapshot() throws {
        let folder = try Folder()
        let (source, _) = try library(in: folder)
        // A remote removed earlier, and a solution cache of many pages pruned: their
        // bytes are in free space and on the free list of the source's file.
        try source.addRemote(name: "old", url: "https://old.invalid")
        try source.writer.write { db in try db.execute(sql: "UPDATE remote SET token = 'removed-long-ago' WHERE name = 'old'") }
        try source.removeRemote(name: "old")
        try Self.fillAndPruneSolutions(source, marker: "pruned-solution-marker")
        let image = try #require(try source.snapshotImage()).image
        #expect(image.range(of: Data("removed-long-ago".utf8)) == nil)
        #expect(image.range(of: Data("pruned-solution-marker".utf8)) == nil)
        #expect(image.range(of: Data("upstream-secret".utf8)) == nil)
    }

    static func fillAndPruneSolutions(_ store: TrellisStore, marker: String) throws {
        let blob = Data(String(repeating: marker, count: 200).utf8)
        try store.storeInCache("relayout", (0..<4).map { (key: Data(repeating: UInt8($0 + 1), count: 32), data: blob) })
        _ = try store.clearCache("relayout")
    }

    @Test func theServerMakesASnapshotOnceUntilTheStoreChanges() async throws {
        let folder = try Folder()
        let (source, _) = try library(in: folder)
        let service = SyncService(store: source)
        let first = try #require(try service.snapshotImage())
        let second = try #require(try service.snapshotImage())
        #expect(service.snapshotsBuilt == 1 && second.image == first.image)
        // A change, even one that only moves a tag, makes the next snapshot anew.
        try source.tag("ListCell", "2.0.0")
        let third = try #require(try service.snapshotImage())
        #expect(service.snapshotsBuilt == 2 && third.summary.latestSeq > first.summary.latestSeq && third.summary.tags == first.summary.tags + 1)
        _ = try service.snapshotImage()
        #expect(service.snapshotsBuilt == 2 && service.stats.snapshotsServed == 4)
    }

    @Test func theSnapshotEndpointWantsTheReadToken() async throws {
        let folder = try Folder()
        let (source, _) = try library(in: folder)
        let server = try await TestServer.start(source)
        defer { Task { await server.stop() } }
        #expect(try await status(server.url + "/v1/snapshot", token: nil) == 401)
        #expect(try await status(server.url + "/v1/snapshot", token: "nope") == 401)
        #expect(try await status(server.url + "/v1/snapshot", token: TestServer.read) == 200)
        #expect(try await status(server.url + "/v1/snapshot", token: TestServer.write) == 200)
        let path = folder.path("clone.sqlite")
        await #expect(throws: SyncError.unauthorized(server.url)) {
            _ = try await SyncClient.clone(from: HTTPRemote(url: server.url, token: "nope"), url: server.url, to: path, environment: .fixed())
        }
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(!folder.contents.contains { $0.contains("incoming") })
    }

    @Test func aSnapshotWithAByteFlippedInAnObjectIsRefusedNamingItAndLeavesNoStore() async throws {
        let folder = try Folder()
        let (source, _) = try library(in: folder)
        let listCell = try #require(try source.head(of: "ListCell"))
        let hash = try #require(listCell.contentHash)
        let remote = TamperingRemote(StoreFileRemote(store: source)) { file in
            // Flip one byte inside the object's stored (compressed) form where it sits in the file.
            let stored = try #require(
                try source.writer.read { db in
                    try Data.fetchOne(db, sql: "SELECT data FROM object WHERE hash = ?", arguments: [hash])
                })
            let at = try #require(file.range(of: stored))
            var tampered = file
            tampered[at.lowerBound + stored.count / 2] ^= 0x10
            return tampered
        }
        let path = folder.path("clone.sqlite")
        await #expect {
            _ = try await SyncClient.clone(from: remote, url: "tampered", to: path, environment: .fixed())
        } throws: { error in
            guard case SnapshotError.rejected(_, let problems) = error else { return false }
            return problems.contains { $0.location == "object \(hash)" }
                && "\(error)".contains(hash) && "\(error)".contains("nothing was stored")
        }
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(!folder.contents.contains { $0.contains("incoming") }, "the rejected snapshot was removed")
    }

    @Test func aSnapshotWhoseVersionWasAlteredIsRefused() async throws {
        let folder = try Folder()
        let (source, _) = try library(in: folder)
        let head = try #require(try source.head(of: "ListCell"))
        let remote = TamperingRemote(StoreFileRemote(store: source), tamper: { $0 }) { db in
            try db.execute(sql: "UPDATE version SET message = 'rewritten' WHERE id = ?", arguments: [head.id])
        }
        let path = folder.path("clone.sqlite")
        await #expect {
            _ = try await SyncClient.clone(from: remote, url: "tampered", to: path, environment: .fixed())
        } throws: { error in
            guard case SnapshotError.rejected(_, let problems) = error else { return false }
            return problems.contains { $0.location.contains(head.id.prefix(12)) && $0.message.contains("altered") }
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test(arguments: [TruncatedTransfer.dropped, .short, .empty, .notSQLite])
    func anInterruptedOrDamagedTransferLeavesNothing(_ transfer: TruncatedTransfer) async throws {
        let folder = try Folder()
        let (source, _) = try library(in: folder)
        let remote = TamperingRemote(StoreFileRemote(store: source)) { file in
            switch transfer {
            case .dropped: throw SyncError.unreachable("connection dropped (test)")
            case .short: return file.prefix(file.count / 2)
            case .empty: return Data()
            case .notSQLite: return Data("hello, this is not a store".utf8)
            }
        }
        let path = folder.path("clone.sqlite")
        await #expect(throws: (any Error).self) {
            _ = try await SyncClient.clone(from: remote, url: "damaged", to: path, environment: .fixed())
        }
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(!folder.contents.contains { $0.contains("incoming") })
    }

    enum TruncatedTransfer: CaseIterable, Sendable { case dropped, short, empty, notSQLite }

    @Test func aRemoteWithoutSnapshotsIsClonedThroughTheChangeFeed() async throws {
        let folder = try Folder()
        let (source, _) = try library(in: folder)
        // FaultyRemote has no snapshot of its own: the protocol's default says "unavailable".
        let path = folder.path("clone.sqlite")
        let (clone, report) = try await SyncClient.clone(from: FaultyRemote(StoreFileRemote(store: source)), url: "feed", to: path, environment: .fixed())
        #expect(!report.viaSnapshot)
        #expect(try F.headMap(clone) == F.headMap(source))
        #expect(try clone.fsck().isEmpty)
        #expect(!folder.contents.contains { $0.contains("incoming") }, "\(folder.contents)")
    }

    @Test func aSnapshotFromAnOlderTrellisIsMigratedAndGetsItsOrigin() async throws {
        let folder = try Folder()
        let old = folder.path("old.sqlite")
        try Self.storeWithFirstMigrations(1, at: old)
        let path = folder.path("clone.sqlite")
        let (clone, report) = try await SyncClient.clone(from: CopyingRemote(file: old), url: "old", to: path, environment: .fixed(storeID: "clone"))
        #expect(report.viaSnapshot && report.versions == 0)
        // Brought to this build's schema (what a new store has).
        #expect(try clone.schemaVersion() == TrellisStore.inMemory(environment: .fixed()).schemaVersion())
        #expect(try clone.remote(named: "origin").storeID == "old-store")
        #expect(try clone.fsck().isEmpty)
    }

    /// A store file as a trellis that knew only the first `count` migrations made it.
    static func storeWithFirstMigrations(_ count: Int, at path: String) throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Migrations")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".sql") }.sorted().prefix(count)
        let queue = try DatabaseQueue(path: path)
        var migrator = DatabaseMigrator()
        for (index, name) in names.enumerated() {
            let sql = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            migrator.registerMigration(String(name.dropLast(4))) { db in
                try db.execute(sql: sql)
                try db.execute(
                    sql: "INSERT INTO meta (key, value) VALUES ('schema_version', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                    arguments: [String(index + 1)])
            }
        }
        try migrator.migrate(queue)
        try queue.write { db in try db.execute(sql: "INSERT INTO meta (key, value) VALUES ('store_id', 'old-store')") }
        try queue.close()
    }

    @Test func aCloneNeverOverwritesAnExistingStore() async throws {
        let folder = try Folder()
        let (source, sourcePath) = try library(in: folder)
        _ = source
        await #expect(throws: SnapshotError.destinationExists(sourcePath)) {
            _ = try await SyncClient.clone(from: StoreFileRemote(store: source), url: "x", to: sourcePath, environment: .fixed())
        }
        #expect(try source.fsck().isEmpty)
    }

    /// The library's conflict is only there to be left behind; committing to it needs it gone.
    func closeConflicts(_ store: TrellisStore) throws {
        try store.writer.write { db in try db.execute(sql: "DELETE FROM conflict") }
    }

    func versionCount(_ store: TrellisStore) throws -> Int {
        try store.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM version") ?? 0 }
    }

    func status(_ url: String, token: String?) async throws -> Int {
        var request = URLRequest(url: try #require(URL(string: url)))
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        let (_, response) = try await URLSession.shared.data(for: request)
        return try #require(response as? HTTPURLResponse).statusCode
    }
}

/// Passes everything through, but changes the snapshot on its way: its bytes (`tamper`),
/// or its rows (`alter`, run on the file as SQLite before the bytes).
final class TamperingRemote: SyncRemote, @unchecked Sendable {
    let inner: any SyncRemote
    let tamper: @Sendable (Data) throws -> Data
    let alter: (@Sendable (Database) throws -> Void)?
    var location: String { inner.location }

    init(_ inner: any SyncRemote, tamper: @escaping @Sendable (Data) throws -> Data, alter: (@Sendable (Database) throws -> Void)? = nil) {
        self.inner = inner
        self.tamper = tamper
        self.alter = alter
    }

    func downloadSnapshot(to path: String) async throws {
        try await inner.downloadSnapshot(to: path)
        if let alter { try Self.alter(path, alter) }
        let file = try Data(contentsOf: URL(fileURLWithPath: path))
        try tamper(file).write(to: URL(fileURLWithPath: path))
    }

    static func alter(_ path: String, _ alter: (Database) throws -> Void) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try alter(db) }
        try queue.close()
    }

    func info() async throws -> InfoResponse { try await inner.info() }
    func changes(after cursor: FeedCursor, limit: Int) async throws -> ChangesResponse { try await inner.changes(after: cursor, limit: limit) }
    func fetchObjects(_ hashes: [String]) async throws -> [WireObject] { try await inner.fetchObjects(hashes) }
    func missing(_ request: MissingMessage) async throws -> MissingMessage { try await inner.missing(request) }
    func uploadObjects(_ objects: [WireObject]) async throws -> Int { try await inner.uploadObjects(objects) }
    func uploadVersions(_ versions: [WireVersion], tags: [WireTag]) async throws -> Int { try await inner.uploadVersions(versions, tags: tags) }
    func updateHeads(_ updates: [HeadUpdate]) async throws -> [WireHead] { try await inner.updateHeads(updates) }
}

/// A remote whose snapshot is a copy of a given file (a store written by another trellis).
struct CopyingRemote: SyncRemote {
    let file: String
    var location: String { file }

    func downloadSnapshot(to path: String) async throws { try FileManager.default.copyItem(atPath: file, toPath: path) }

    func info() async throws -> InfoResponse { throw SyncError.unreachable(file) }
    func changes(after cursor: FeedCursor, limit: Int) async throws -> ChangesResponse { throw SyncError.unreachable(file) }
    func fetchObjects(_ hashes: [String]) async throws -> [WireObject] { throw SyncError.unreachable(file) }
    func missing(_ request: MissingMessage) async throws -> MissingMessage { throw SyncError.unreachable(file) }
    func uploadObjects(_ objects: [WireObject]) async throws -> Int { throw SyncError.unreachable(file) }
    func uploadVersions(_ versions: [WireVersion], tags: [WireTag]) async throws -> Int { throw SyncError.unreachable(file) }
    func updateHeads(_ updates: [HeadUpdate]) async throws -> [WireHead] { throw SyncError.unreachable(file) }
}
