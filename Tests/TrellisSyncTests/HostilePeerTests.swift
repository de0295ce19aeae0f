import Foundation
import GRDB
import Testing
import TrellisModel
import TrellisProject
import TrellisServer
@testable import TrellisStore
@testable import TrellisSync
import TrellisTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Stores and peers that follow the protocol but mean harm, written by hand. Whatever they
/// serve — a traversal name, a NUL in a name, a junk object, an object under another
/// component's name — is refused with an error naming it, nothing of it is kept, and no
/// file is written outside the project.
@Suite(.serialized, .temporaryFolders)
struct HostilePeerTests {
    typealias F = SyncFixtures

    /// A folder for one test, removed after.
    final class Folder {
        let path: String
        init() throws {
            path = TemporaryFolder.name("trellis-hostile").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }
        func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }
    }

    /// The names a hostile store slips in. The traversal climbs out of any temporary
    /// folder into one the test owns and checks afterwards.
    static let escapeFolder = "trellis-pwned-\(UUID().uuidString)"
    static let badNames = [
        "../../../../../../../../tmp/\(escapeFolder)/evil",
        "Nul\u{0}Name",
        "Esc\u{1B}[2JName",
        "Sub/Dir",
    ]

    // MARK: A store file written by hand

    /// A real store holding the example avatar, then, written around the store's own
    /// checks with SQL, a component named `name` with an object, a version and a head.
    static func hostileStore(at path: String, extraName name: String) throws {
        let store = try TrellisStore.open(path: path, create: true, environment: .fixed(author: "mallory"))
        try store.commit([F.parse(F.avatar)], message: "library")
        try store.writer.write { db in try plant(db, name: name) }
        try store.close()
    }

    /// Inserts a component `name` whose object is the canonical JSON of an empty container
    /// of that name; `objectName` makes the object claim another name.
    static func plant(_ db: Database, name: String, objectName: String? = nil) throws {
        let data = LayoutDocument.container(Container(name: objectName ?? name)).canonicalData
        let hash = VersionID.sha256Hex(data)
        try db.execute(sql: "INSERT INTO change (kind, author, time_ms, message) VALUES ('commit', 'mallory', 1, 'evil')")
        let seq = db.lastInsertedRowID
        try db.execute(sql: "INSERT OR IGNORE INTO object (hash, data, seq) VALUES (?, ?, ?)", arguments: [hash, data, seq])
        try db.execute(sql: "INSERT INTO component (name, seq) VALUES (?, ?)", arguments: [name, seq])
        let id = VersionID.compute(component: name, contentHash: hash, parents: [], author: "mallory", message: "evil", timeMilliseconds: 1)
        try db.execute(
            sql: """
                INSERT INTO version (id, component, object_hash, author, message, time_ms, generation, seq) VALUES (?, ?, ?, 'mallory', 'evil', 1, 1, ?)
                """, arguments: [id, name, hash, seq])
        try db.execute(sql: "INSERT INTO ref (component, name, version_id, seq) VALUES (?, 'head', ?, ?)", arguments: [name, id, seq])
    }

    /// Bytes whose SHA-256 is their name, but no component.
    static func plantJunk(_ db: Database) throws -> String {
        let junk = Data("{\"not\":\"a component\"}".utf8)
        let hash = VersionID.sha256Hex(junk)
        try db.execute(sql: "INSERT INTO change (kind, author, time_ms, message) VALUES ('commit', 'mallory', 1, 'junk')")
        try db.execute(sql: "INSERT INTO object (hash, data, seq) VALUES (?, ?, ?)", arguments: [hash, junk, db.lastInsertedRowID])
        return hash
    }

    static var escaped: Bool { FileManager.default.fileExists(atPath: "/tmp/\(escapeFolder)") }

    @Test(arguments: badNames.indices)
    func aFetchRefusesABadNameAndKeepsNothing(_ index: Int) async throws {
        let name = Self.badNames[index]
        let folder = try Folder()
        try Self.hostileStore(at: folder.file("hostile.sqlite"), extraName: name)
        let victim = try F.store("victim")
        try victim.addRemote(name: "origin", url: folder.file("hostile.sqlite"))
        let client = SyncClient(
            store: victim, remoteName: "origin", remote: try StoreFileRemote(path: folder.file("hostile.sqlite"), environment: .fixed()))
        let before = try victim.latestSeq()
        await #expect {
            try await client.fetch()
        } throws: { error in
            "\(error)".contains("not a valid component name") && "\(error)".contains("nothing of the batch was stored")
        }
        #expect(try victim.componentNames().allSatisfy { ComponentName.isValid($0) })
        #expect(try victim.missingObjects([VersionID.sha256Hex(LayoutDocument.container(Container(name: name)).canonicalData)]).count == 1)
        #expect(try victim.fsck() == [])
        #expect(try victim.latestSeq() == before)
        #expect(!Self.escaped)
    }

    @Test(arguments: badNames.indices)
    func aCloneOfAStoreHoldingABadNameFailsAndLeavesNothing(_ index: Int) async throws {
        let name = Self.badNames[index]
        let folder = try Folder()
        try Self.hostileStore(at: folder.file("hostile.sqlite"), extraName: name)
        let destination = folder.file("clone/.trellis/store.sqlite")
        try FileManager.default.createDirectory(atPath: folder.file("clone/.trellis"), withIntermediateDirectories: true)
        await #expect {
            _ = try await SyncClient.clone(
                from: StoreFileRemote(path: folder.file("hostile.sqlite"), environment: .fixed()), url: folder.file("hostile.sqlite"),
                to: destination, environment: .fixed())
        } throws: { error in "\(error)".contains("not a valid component name") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("clone/.trellis")) == [])
        #expect(!Self.escaped)
    }

    @Test(arguments: badNames.indices)
    func fsckFlagsABadNameAndGcMakesTheStoreCloneAgain(_ index: Int) async throws {
        let name = Self.badNames[index]
        let folder = try Folder()
        let path = folder.file("hostile.sqlite")
        try Self.hostileStore(at: path, extraName: name)
        let store = try TrellisStore.open(path: path, environment: .fixed())
        let problems = try store.fsck()
        #expect(problems.contains { $0.kind == .name && $0.message.contains("not a valid component name") }, "\(problems)")
        let report = try store.gc()
        // SQLite keeps a name only up to a NUL: the component is recorded as "Nul", and
        // its object (the whole name) tells it apart.
        let recorded = name.prefix { $0 != "\u{0}" }
        #expect(report.components.map(\.name) == [String(recorded)], "\(String(reflecting: "\(report)"))")
        #expect(report.components.first?.versions == 1)
        #expect(report.objects.count == 1 && report.objects[0].reason.hasPrefix("unreferenced, and invalid"), "\(String(reflecting: "\(report)"))")
        let after = try store.fsck()
        #expect(after == [], "\(String(reflecting: "\(after)"))")
        #expect(try store.componentNames() == ["UserAvatarContainer"])
        try store.close()

        let (clone, summary) = try await SyncClient.clone(
            from: StoreFileRemote(path: path, environment: .fixed()), url: path, to: folder.file("clone.sqlite"), environment: .fixed())
        #expect(summary.heads == 1)
        #expect(try clone.fsck() == [])
    }

    @Test func aCheckoutNeverWritesOutsideTheProjectWhateverTheStoreSays() throws {
        let folder = try Folder()
        let root = folder.file("project")
        try FileManager.default.createDirectory(atPath: root + "/.trellis", withIntermediateDirectories: true)
        let name = "../outside/Evil"
        try Self.hostileStore(at: TrellisProject.storePath(root: root), extraName: name)
        let project = TrellisProject(root: root, store: try TrellisStore.open(path: TrellisProject.storePath(root: root), environment: .fixed()))
        #expect(throws: PathEscapeError.self) { try project.checkout(["UserAvatarContainer", name]) }
        #expect(!FileManager.default.fileExists(atPath: folder.file("outside")))
        // Checked before the first write: not even the good component was written.
        #expect(!FileManager.default.fileExists(atPath: root + "/UserAvatarContainer.layout"))
    }

    @Test func aJunkObjectInAStoreIsFlaggedRefusedInASnapshotAndRemovedByGc() async throws {
        let folder = try Folder()
        let path = folder.file("junk.sqlite")
        let store = try TrellisStore.open(path: path, create: true, environment: .fixed())
        try store.commit([F.parse(F.avatar)], message: "library")
        let junk = try await store.writer.write { db in try Self.plantJunk(db) }
        #expect(try store.fsck().contains { $0.location == "object \(junk)" })
        try store.close()
        await #expect {
            _ = try await SyncClient.clone(
                from: StoreFileRemote(path: path, environment: .fixed()), url: path, to: folder.file("first.sqlite"), environment: .fixed())
        } throws: { error in "\(error)".contains(junk) }
        #expect(!FileManager.default.fileExists(atPath: folder.file("first.sqlite")))

        let reopened = try TrellisStore.open(path: path, environment: .fixed())
        let report = try reopened.gc()
        #expect(report.objects.map(\.hash) == [junk])
        #expect(report.objects[0].reason.hasPrefix("unreferenced, and invalid: it is not a component"))
        #expect(try reopened.fsck() == [])
        try reopened.close()
        _ = try await SyncClient.clone(
            from: StoreFileRemote(path: path, environment: .fixed()), url: path, to: folder.file("second.sqlite"), environment: .fixed())
    }

    @Test func anObjectUnderAnotherComponentsNameIsRefused() async throws {
        let folder = try Folder()
        let path = folder.file("mismatch.sqlite")
        let store = try TrellisStore.open(path: path, create: true, environment: .fixed())
        try await store.writer.write { db in try Self.plant(db, name: "Honest", objectName: "Impostor") }
        try store.close()
        let victim = try F.store("victim")
        try victim.addRemote(name: "origin", url: path)
        let client = SyncClient(store: victim, remoteName: "origin", remote: try StoreFileRemote(path: path, environment: .fixed()))
        await #expect {
            try await client.fetch()
        } throws: { error in "\(error)".contains("is the component Impostor") }
        #expect(try victim.componentNames() == [])
    }

    // MARK: Pushed to a store

    @Test func aPushedVersionWithANulInItsMessageIsRefusedBeforeSQLite() async throws {
        let origin = try F.store("origin")
        let document = try F.parse(F.avatar)
        try origin.receiveObjects([(document.contentHash, document.canonicalData)], message: "object")
        let message = "looks fine\u{0}DROP"
        let version = VersionInfo(
            id: VersionID.compute(component: document.name, contentHash: document.contentHash, parents: [], author: "m", message: message, timeMilliseconds: 1),
            component: document.name, contentHash: document.contentHash, parents: [], author: "m", message: message, timeMilliseconds: 1,
            generation: 1)
        #expect {
            try origin.receiveVersions([version], message: "push")
        } throws: { error in "\(error)".contains("its message cannot be stored: it holds the control character U+0000") }
        #expect(try origin.componentNames() == [])
    }

    // MARK: A hostile server, seen from the client

    @Test func aCloneFromAPortNobodyListensOnFailsWithinSecondsAndLeavesNothing() async throws {
        let folder = try Folder()
        let started = Date()
        await #expect {
            _ = try await SyncClient.clone(
                from: HTTPRemote(url: "http://127.0.0.1:1", token: nil), url: "http://127.0.0.1:1", to: folder.file("x.sqlite"),
                environment: .fixed())
        } throws: { error in "\(error)".hasPrefix("cannot reach http://127.0.0.1:1") && "\(error)".contains("connection refused") }
        #expect(Date().timeIntervalSince(started) < 8)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    @Test func aFeedServingATraversalNameIsRefusedAndNothingIsKept() async throws {
        let name = Self.badNames[0]
        let id = VersionID.compute(component: name, contentHash: nil, parents: [], author: "m", message: "x", timeMilliseconds: 1)
        let page = ChangesResponse(
            storeID: "hostile",
            versions: [
                WireVersion(
                    VersionInfo(
                        id: id, component: name, contentHash: nil, parents: [], author: "m", message: "x", timeMilliseconds: 1, generation: 1))
            ],
            heads: [WireHead(component: name, version: id)], tags: [], next: FeedCursor(seq: 1), hasMore: false, latest: 1)
        let body = try JSONEncoder().encode(page)
        let server = try SnapshotDownloadTests.OneShotServer(
            answer: Array("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n".utf8) + Array(body))
        defer { server.stop() }
        let victim = try F.store("victim")
        try victim.addRemote(name: "origin", url: server.url)
        let client = SyncClient(store: victim, remoteName: "origin", remote: try HTTPRemote(url: server.url, token: nil))
        await #expect {
            try await client.fetch()
        } throws: { error in "\(error)".contains("not a valid component name") }
        #expect(try victim.componentNames() == [])
        #expect(try victim.remoteRefs("origin") == [])
    }

    @Test func anAnswerLargerThanTheLimitIsRefusedWithoutWaitingForIt() async throws {
        let server = try SnapshotDownloadTests.OneShotServer(
            answer: Array("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(600 << 20)\r\n\r\n{".utf8))
        defer { server.stop() }
        let started = Date()
        await #expect {
            _ = try await HTTPRemote(url: server.url, token: nil).info()
        } throws: { error in "\(error)".contains("larger than 512 MiB") }
        #expect(Date().timeIntervalSince(started) < 8)
    }
}
