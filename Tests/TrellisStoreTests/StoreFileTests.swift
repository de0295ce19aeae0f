import Foundation
import GRDB
import Testing
import TrellisModel
import TrellisTestSupport
@testable import TrellisStore

@Suite(.temporaryFolders) struct StoreFileTests {
    @Test func aMissingStoreIsCreatedOnlyWhenAsked() throws {
        let folder = try Fixtures.temporaryDirectory()
        let path = folder.appendingPathComponent("store.sqlite").path
        #expect(throws: StoreError.noStore(path: path)) { try TrellisStore.open(path: path, environment: .fixed()) }
        #expect(!FileManager.default.fileExists(atPath: path))
        let store = try TrellisStore.open(path: path, create: true, environment: .fixed(storeID: "abc"))
        try store.commit([Fixtures.avatar()], message: "one")
        let reopened = try TrellisStore.open(path: path, environment: .fixed(storeID: "other"))
        #expect(try reopened.storeID() == "abc")
        #expect(try reopened.schemaVersion() == latestMigration)
        #expect(try reopened.heads().count == 1)
        let mode = try reopened.writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")
    }

    /// Schemas 3 and 4 have the same tables; a schema-3 store is one whose objects are
    /// stored as they are and whose migrations stop at 0003.
    @Test func upgradingASchema3StoreCompressesItsObjectsAndShrinksTheFile() throws {
        let folder = try Fixtures.temporaryDirectory()
        let path = folder.appendingPathComponent("store.sqlite").path
        let documents = (0..<300).map { Fixtures.generated($0) } + [Fixtures.avatar(), Fixtures.panelSpec]
        do {
            let store = try TrellisStore.open(path: path, create: true, environment: .fixed())
            try store.commit(documents, message: "library")
            try store.writer.write { db in
                for document in documents {
                    try db.execute(sql: "UPDATE object SET data = ? WHERE hash = ?", arguments: [document.canonicalData, document.contentHash])
                }
                try db.execute(sql: "UPDATE meta SET value = '3' WHERE key = 'schema_version'")
                try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = '0004_compressed_objects'")
                // Later migrations undone too, so the store is what a schema-3 trellis wrote.
                try db.execute(sql: "DROP TABLE version_text; DROP TABLE source_text; ALTER TABLE version DROP COLUMN renamed_from")
                try db.execute(
                    sql: """
                        CREATE TABLE working_file (
                            path TEXT PRIMARY KEY NOT NULL, size INTEGER NOT NULL, mtime_ns INTEGER NOT NULL, inode INTEGER NOT NULL,
                            hash TEXT NOT NULL, name TEXT NOT NULL, summary TEXT NOT NULL
                        ) WITHOUT ROWID
                        """)
                try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier > '0004'")
            }
            try store.writer.vacuum()
            try store.close()
        }
        let before = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        let store = try TrellisStore.open(path: path, environment: .fixed())
        #expect(try store.schemaVersion() >= StoredObject.firstSchema)
        let raw = try store.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM object WHERE substr(data, 1, 1) = CAST('{' AS BLOB)")
        }
        #expect(raw == 0)
        for document in documents {
            let head = try #require(try store.head(of: document.name))
            #expect(try store.document(at: head)?.canonicalData == document.canonicalData)
        }
        #expect(try store.fsck().isEmpty)
        try store.writer.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
        let after = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(after * 2 < before, "\(before) bytes before the upgrade, \(after) after")
    }

    @Test func anEmptyFileBecomesAStore() throws {
        let folder = try Fixtures.temporaryDirectory()
        let path = folder.appendingPathComponent("store.sqlite").path
        FileManager.default.createFile(atPath: path, contents: Data())
        // Opened, not created: an empty store file was cut short, and is said so (never "init").
        #expect(throws: StoreError.truncated(path: path)) { try TrellisStore.open(path: path, environment: .fixed()) }
        _ = try TrellisStore.open(path: path, create: true, environment: .fixed())
        #expect(try TrellisStore.open(path: path, environment: .fixed()).schemaVersion() == latestMigration)
    }

    @Test func aTextFileIsRefusedAndLeftByteForByteUnchanged() throws {
        let folder = try Fixtures.temporaryDirectory()
        let path = folder.appendingPathComponent("notes.txt").path
        let bytes = Data("These are my notes, not a store.\n".utf8)
        FileManager.default.createFile(atPath: path, contents: bytes)
        #expect(throws: StoreError.notAStore(path: path, reason: "not a SQLite database")) {
            try TrellisStore.open(path: path, create: true, environment: .fixed())
        }
        #expect(FileManager.default.contents(atPath: path) == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
    }

    @Test func anotherSQLiteDatabaseIsRefusedAndLeftUnchanged() throws {
        let folder = try Fixtures.temporaryDirectory()
        let path = folder.appendingPathComponent("other.sqlite").path
        let other = try DatabaseQueue(path: path)
        try other.write { db in try db.execute(sql: "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('hello')") }
        try other.close()
        let before = try #require(FileManager.default.contents(atPath: path))
        #expect(throws: StoreError.notAStore(path: path, reason: "a SQLite database, but without trellis's meta table")) {
            try TrellisStore.open(path: path, create: true, environment: .fixed())
        }
        #expect(FileManager.default.contents(atPath: path) == before)
    }

    @Test func aStoreFromANewerTrellisIsRefused() throws {
        let folder = try Fixtures.temporaryDirectory()
        let path = folder.appendingPathComponent("store.sqlite").path
        let store = try TrellisStore.open(path: path, create: true, environment: .fixed())
        try store.commit([Fixtures.avatar()], message: "one")
        try store.writer.write { db in try db.execute(sql: "UPDATE meta SET value = '99' WHERE key = 'schema_version'") }
        let error = #expect(throws: StoreError.self) { try TrellisStore.open(path: path, environment: .fixed()) }
        #expect(error == .newerSchema(path: path, found: 99, known: latestMigration))
        #expect(error?.description.contains("this store was written by a newer trellis (schema 99") == true)
        #expect(error?.description.hasSuffix("upgrade trellis") == true)
    }

    @Test func twoConnectionsCommittingAtOnceLoseNothing() async throws {
        let folder = try Fixtures.temporaryDirectory()
        let path = folder.appendingPathComponent("store.sqlite").path
        _ = try TrellisStore.open(path: path, create: true, environment: .fixed())
        let first = try TrellisStore.open(path: path, environment: .fixed(author: "ana"))
        let second = try TrellisStore.open(path: path, environment: .fixed(author: "bo"))
        async let a: Void = Task.detached {
            for round in 0..<20 { try first.commit((0..<50).map { Fixtures.generated($0, variant: Double(round)) }, message: "a\(round)") }
        }.value
        async let b: Void = Task.detached {
            for round in 0..<20 { try second.commit((50..<100).map { Fixtures.generated($0, variant: Double(round)) }, message: "b\(round)") }
        }.value
        _ = try await (a, b)
        #expect(try first.heads().count == 100)
        #expect(try first.log(of: "Generated3").count == 20)
        #expect(try first.log(of: "Generated73").count == 20)
        #expect(try first.latestSeq() == 40)
        #expect(try first.fsck().isEmpty)
    }
}

/// The last migration this build knows (the number of `Migrations/NNNN_*.sql` files), so
/// adding a migration does not mean editing these tests.
private let latestMigration: Int = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Migrations")
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".sql") }.count
}()
