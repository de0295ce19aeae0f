import Foundation
import GRDB
import Testing
import TrellisTestSupport
@testable import TrellisStore

/// Migration 0007 rebuilds the change table to record every kind of change; a store
/// written before keeps every change as it was.
@Suite(.temporaryFolders) struct ChangeKindMigrationTests {
    /// Turns `store` back into what schema 6 left: the change table that admits only
    /// `commit` and `tag`, and AUTOINCREMENT's high-water mark at `highWater` (changes
    /// rolled back or deleted after the last one kept).
    static func downgradeToSchema6(_ store: TrellisStore, highWater: Int64) throws {
        try store.writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try db.inTransaction {
                try db.execute(
                    sql: """
                        CREATE TABLE change_old (
                            seq     INTEGER PRIMARY KEY AUTOINCREMENT,
                            kind    TEXT NOT NULL CHECK (kind IN ('commit', 'tag')),
                            author  TEXT NOT NULL,
                            time_ms INTEGER NOT NULL,
                            message TEXT NOT NULL
                        );
                        INSERT INTO change_old (seq, kind, author, time_ms, message) SELECT seq, kind, author, time_ms, message FROM change;
                        DROP TABLE change;
                        ALTER TABLE change_old RENAME TO change;
                        UPDATE sqlite_sequence SET seq = \(highWater) WHERE name = 'change';
                        DELETE FROM grdb_migrations WHERE identifier >= '0007';
                        ALTER TABLE version DROP COLUMN renamed_from;
                        UPDATE meta SET value = '6' WHERE key = 'schema_version';
                        """)
                return .commit
            }
            try db.execute(sql: "PRAGMA foreign_keys = ON")
        }
    }

    @Test func aSchema6StoreKeepsEveryChangeItsSeqAndNeverReusesOne() throws {
        let store = try Fixtures.store()
        try store.commit([Fixtures.avatar(), Fixtures.panelSpec], message: "one")
        try store.tag("UserAvatarContainer", "1.0.0")
        let before = try store.history()
        try Self.downgradeToSchema6(store, highWater: 9)
        #expect(try store.schemaVersion() == 6)

        let upgraded = try TrellisStore(store.writer, environment: .fixed())
        #expect(try upgraded.schemaVersion() == TrellisStore.inMemory(environment: .fixed()).schemaVersion())
        #expect(try upgraded.history() == before)
        #expect(before.map(\.kind) == [.tag, .commit] && before.allSatisfy { $0.source == nil })
        #expect(try upgraded.commit([Fixtures.avatar(badge: 2)], message: "two").seq == 10)
        #expect(try upgraded.writer.read { db in try TrellisStore.fsckSchema(db) } == [])
        #expect(try upgraded.fsck().isEmpty)
    }

    @Test func aSchema6StoreRefusesTheNewKindsAndTheMigratedOneTakesThem() throws {
        let store = try Fixtures.store()
        try store.commit([Fixtures.avatar()], message: "one")
        try Self.downgradeToSchema6(store, highWater: 1)
        let insertMerge = "INSERT INTO change (kind, author, time_ms, message) VALUES ('merge', 'test', 0, 'm')"
        #expect(throws: DatabaseError.self) { try store.writer.write { db in try db.execute(sql: insertMerge) } }
        let upgraded = try TrellisStore(store.writer, environment: .fixed())
        try upgraded.writer.write { db in try db.execute(sql: insertMerge) }
        #expect(try upgraded.history().first?.kind == .merge)
    }
}
