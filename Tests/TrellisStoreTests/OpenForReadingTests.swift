import Foundation
import GRDB
import Testing
import TrellisModel
import TrellisTestSupport
@testable import TrellisStore

/// `TrellisStore.openForReading`: what `status` opens. A writable open syncs an empty write
/// transaction to disk (the write-ahead log's set-up); a read must write nothing.
@Suite(.temporaryFolders) struct OpenForReadingTests {
    /// A store file with one commit, closed: its log written back and gone, as after any command.
    static func closedStore() throws -> String {
        let path = try Fixtures.temporaryDirectory().appendingPathComponent("store.sqlite").path
        let store = try TrellisStore.open(path: path, create: true, environment: .fixed())
        try store.commit([Fixtures.avatar()], message: "one")
        try store.close()
        return path
    }

    static func logSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path + "-wal"))?[.size] as? Int) ?? 0
    }

    @Test func openingForReadingWritesNothingToTheStore() throws {
        let path = try Self.closedStore()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let store = try TrellisStore.openForReading(path: path, environment: .fixed())
        #expect(try store.heads().map(\.component) == [Fixtures.avatar().name])
        #expect(Self.logSize(path) == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        // What a writable open of the same file does: the log is written (and synced).
        let writable = try TrellisStore.open(path: path, environment: .fixed())
        #expect(Self.logSize(path) > 0)
        _ = writable
    }

    @Test func aStoreOpenedForReadingSeesCommitsMadeSinceAndRefusesToWrite() throws {
        let path = try Self.closedStore()
        let reader = try TrellisStore.openForReading(path: path, environment: .fixed())
        let writer = try TrellisStore.open(path: path, environment: .fixed())
        try writer.commit([Fixtures.generated(1)], message: "two")
        #expect(try reader.heads().count == 2)
        #expect(throws: DatabaseError.self) { try reader.commit([Fixtures.generated(2)], message: "three") }
        #expect(try writer.heads().count == 2)
    }

    @Test func openingForReadingRefusesWhatOpeningRefuses() throws {
        let folder = try Fixtures.temporaryDirectory()
        let missing = folder.appendingPathComponent("none.sqlite").path
        #expect(throws: StoreError.noStore(path: missing)) { try TrellisStore.openForReading(path: missing, environment: .fixed()) }
        let text = folder.appendingPathComponent("text.sqlite").path
        try Data("not a store".utf8).write(to: URL(fileURLWithPath: text))
        #expect(throws: StoreError.self) { try TrellisStore.openForReading(path: text, environment: .fixed()) }
    }

    /// What `open` throws for the file, to compare with what `openForReading` throws.
    static func openError(_ path: String) -> StoreError? {
        do {
            _ = try TrellisStore.open(path: path, environment: .fixed())
            return nil
        } catch { return error as? StoreError }
    }

    /// The one connection `openForReading` keeps also judges the file: a SQLite database
    /// without trellis's table, a newer store and a damaged one get `open`'s verdicts.
    @Test func openingForReadingGivesOpensVerdictOnWhatIsNoCurrentStore() throws {
        let folder = try Fixtures.temporaryDirectory()
        let other = folder.appendingPathComponent("other.sqlite").path
        try DatabaseQueue(path: other).write { db in try db.execute(sql: "CREATE TABLE notes (text TEXT)") }
        #expect(throws: StoreError.notAStore(path: other, reason: "a SQLite database, but without trellis's meta table")) {
            try TrellisStore.openForReading(path: other, environment: .fixed())
        }

        let newer = try Self.closedStore()
        try DatabaseQueue(path: newer).write { db in
            try db.execute(sql: "UPDATE meta SET value = '99' WHERE key = 'schema_version'")
        }
        let known = try TrellisStore.inMemory(environment: .fixed()).schemaVersion()
        #expect(throws: StoreError.newerSchema(path: newer, found: 99, known: known)) {
            try TrellisStore.openForReading(path: newer, environment: .fixed())
        }

        // The schema's page overwritten behind an intact header: SQLite finds it malformed.
        let damaged = try Self.closedStore()
        let handle = try #require(FileHandle(forWritingAtPath: damaged))
        try handle.seek(toOffset: 100)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 400))
        try handle.close()
        let expected = try #require(Self.openError(damaged))
        #expect(throws: expected) { try TrellisStore.openForReading(path: damaged, environment: .fixed()) }
    }

    /// A current store without an id (cut off between its schema and its id) is given one,
    /// as `open` gives it (a read-only connection could not write it: the write failed).
    @Test func aCurrentStoreWithoutAnIdIsGivenOne() throws {
        let path = try Self.closedStore()
        try DatabaseQueue(path: path).write { db in try db.execute(sql: "DELETE FROM meta WHERE key IN ('store_id', 'created_ms')") }
        let store = try TrellisStore.openForReading(path: path, environment: .fixed())
        #expect(try !store.storeID().isEmpty)
        #expect(try store.heads().map(\.component) == [Fixtures.avatar().name])
    }
}
