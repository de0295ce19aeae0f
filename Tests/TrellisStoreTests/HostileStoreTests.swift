import Foundation
import GRDB
import Testing
import TrellisModel
import TrellisTestSupport
@testable import TrellisStore

/// The store's own defences: the schema compared with the migrations', names and text
/// checked on commit and on receipt, a damaged or read-only file opened truthfully.
@Suite(.temporaryFolders) struct HostileStoreTests {
    func populated() throws -> TrellisStore {
        let store = try Fixtures.store()
        try store.commit([Fixtures.avatar(), Fixtures.panelSpec], message: "one")
        try store.addRemote(name: "origin", url: "https://example.invalid/lib")
        return store
    }

    @Test func aSoundStoreMatchesTheMigrationsSchema() throws {
        #expect(try populated().writer.read { db in try TrellisStore.fsckSchema(db) } == [])
    }

    @Test func aBitFlippedTableDefinitionIsReported() throws {
        let store = try populated()
        try store.writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA writable_schema = ON")
            try db.execute(sql: "UPDATE sqlite_master SET sql = replace(sql, 'push_seq', 'push_sep') WHERE name = 'remote'")
            try db.execute(sql: "PRAGMA writable_schema = OFF")
        }
        let problems = try store.fsck().filter { $0.kind == .schema }
        #expect(problems.map(\.location) == ["schema table remote"])
        #expect(problems.first?.message.contains("differs from what migration") == true)
    }

    /// One bit of a record header (0x17 → 0x16) stores sqlite_master's `type` as a blob:
    /// SQLite still opens and reads the store, but VACUUM (a clone's snapshot) skips the table.
    @Test func aSchemaEntryWhoseTypeIsStoredAsABlobIsReported() throws {
        let store = try populated()
        try store.writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA writable_schema = ON")
            try db.execute(sql: "UPDATE sqlite_master SET type = CAST(type AS BLOB) WHERE name = 'remote_ref'")
            try db.execute(sql: "PRAGMA writable_schema = OFF")
        }
        let problems = try store.fsck().filter { $0.kind == .schema }
        #expect(problems.map(\.location) == ["schema table remote_ref"])
        #expect(problems.first?.message.contains("type stored as") == true, "\(problems)")
    }

    @Test func aTableNoMigrationCreatesIsReported() throws {
        let store = try populated()
        try store.writer.write { db in try db.execute(sql: "CREATE TABLE stowaway (x)") }
        #expect(try store.fsck().filter { $0.kind == .schema }.map(\.location) == ["schema table stowaway"])
    }

    @Test func aCommitRefusesWhatAPeerWouldRefuse() throws {
        let store = try Fixtures.store()
        #expect(throws: NameError.self) {
            try store.commit([.container(Container(name: "../escape"))], message: "x")
        }
        #expect(throws: RecordTextError.self) { try store.commit([Fixtures.avatar()], message: "bell\u{7}") }
        var environment = StoreEnvironment.fixed()
        environment.author = "evil\u{0}author"
        let other = try TrellisStore.inMemory(environment: environment)
        #expect(throws: RecordTextError.self) { try other.commit([Fixtures.avatar()], message: "x") }
        #expect(try store.componentNames() == [])
    }

    @Test func receivedObjectsMustBeCanonicalComponentsWithGoodNames() throws {
        let store = try Fixtures.store()
        let good = Fixtures.avatar()
        #expect(try store.receiveObjects([(good.contentHash, good.canonicalData)], message: "x") == 1)
        // Valid JSON and a component, but not in canonical form (a space added).
        let spaced = Data(String(decoding: good.canonicalData, as: UTF8.self).replacingOccurrences(of: "{\"", with: "{ \"", options: [], range: nil).utf8)
        let cases: [(Data, String)] = [
            (spaced, "not in canonical form"),
            (Data("[1,2,3]".utf8), "it is not a component"),
            (LayoutDocument.container(Container(name: "a/b")).canonicalData, "not a valid component name"),
        ]
        for (data, expected) in cases {
            let hash = VersionID.sha256Hex(data)
            #expect {
                try store.receiveObjects([(hash, data)], message: "x")
            } throws: { error in "\(error)".contains(expected) && "\(error)".contains(hash) }
            #expect(try store.missingObjects([hash]) == [hash])
        }
    }

    @Test func tagsAndHeadsWithBadNamesAreRefused() throws {
        let store = try Fixtures.store()
        #expect(throws: ReceiveError.self) {
            try store.receiveVersions(
                [], tags: [TagInfo(component: "X", name: "1.0.0\u{0}", versionID: String(repeating: "a", count: 64), author: "m", timeMilliseconds: 1)],
                message: "x")
        }
        #expect(throws: ReceiveError.self) {
            try store.compareAndSwapHeads([HeadUpdate(component: "../x", expected: nil, new: String(repeating: "a", count: 64))], message: "x")
        }
        #expect(throws: (any Error).self) { try store.addRemote(name: "o\u{1B}rigin", url: "x") }
    }

    @Test func anEmptyStoreFileIsTruncatedNotMissing() throws {
        let folder = TemporaryFolder.name("trellis-open")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("store.sqlite").path
        FileManager.default.createFile(atPath: path, contents: Data())
        #expect(throws: StoreError.truncated(path: path)) { try TrellisStore.open(path: path, environment: .fixed()) }
        #expect(throws: StoreError.notADirectory(path: path + "/inside/store.sqlite")) {
            try TrellisStore.open(path: path + "/inside/store.sqlite", environment: .fixed())
        }
    }

    @Test func aStoreCutShortIsDamagedBeforeSQLiteReadsIt() throws {
        let folder = TemporaryFolder.name("trellis-open")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("store.sqlite").path
        let store = try TrellisStore.open(path: path, create: true, environment: .fixed())
        try store.commit([Fixtures.avatar(), Fixtures.panelSpec], message: "one")
        try store.close()
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        try data.prefix(data.count - 4096).write(to: URL(fileURLWithPath: path))
        #expect {
            try TrellisStore.open(path: path, environment: .fixed())
        } throws: { error in
            guard let error = error as? StoreError, case .damaged = error else { return false }
            // The command line spells the hint 'trellis fsck' (BadPathCLITests); here it is in words.
            return "\(error)".contains("run the store check") && !"\(error)".contains("creation")
        }
    }

    /// A read-only folder (root, who runs these tests, may write anywhere, so the choice
    /// is forced): reads work without the log's files, writes are refused.
    @Test func aReadOnlyStoreReadsWithoutWritingAnything() throws {
        let folder = TemporaryFolder.name("trellis-open")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("store.sqlite").path
        let store = try TrellisStore.open(path: path, create: true, environment: .fixed())
        try store.commit([Fixtures.avatar()], message: "one")
        try store.close()
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let readOnly = try TrellisStore.open(path: path, create: false, readOnly: true, environment: .fixed())
        #expect(try readOnly.componentNames() == ["UserAvatarContainer"])
        #expect(try readOnly.fsck() == [])
        #expect(throws: (any Error).self) { try readOnly.commit([Fixtures.panelSpec], message: "two") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)
        let refused = StoreErrorText.message(for: DatabaseError(resultCode: .SQLITE_READONLY))
        #expect(refused?.contains("read commands work") == true)
    }
}
