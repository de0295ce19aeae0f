import Foundation
import GRDB
import Testing
import TrellisModel
import TrellisTestSupport
@testable import TrellisStore

/// A version row is read by column (`VersionRecord+Row.swift`): every column as the table
/// holds it — a rename's origin, a deletion's missing object — an optional column a
/// snapshot older than renames lacks read as nil, and a missing or null required column refused.
@Suite(.temporaryFolders) struct VersionRecordRowTests {
    @Test func everyColumnIsReadAsTheTableHoldsIt() throws {
        let store = try Fixtures.store()
        _ = try RenameHistoryTests.renamed(in: store)
        let rows = try store.writer.read { db in try Row.fetchAll(db, sql: "SELECT * FROM version ORDER BY seq, id") }
        let records = try store.writer.read { db in try VersionRecord.fetchAll(db, sql: "SELECT * FROM version ORDER BY seq, id") }
        #expect(records.count == 4)
        for (row, record) in zip(rows, records) {
            #expect(record.id == row["id"] as String)
            #expect(record.component == row["component"] as String)
            #expect(record.objectHash == row["object_hash"] as String?)
            #expect(record.author == row["author"] as String)
            #expect(record.message == row["message"] as String)
            #expect(record.timeMS == row["time_ms"] as Int64)
            #expect(record.generation == row["generation"] as Int64)
            #expect(record.seq == row["seq"] as Int64)
            #expect(record.renamedFrom == row["renamed_from"] as String?)
        }
        #expect(records.contains { $0.renamedFrom == "UserAvatarContainer" && $0.component == "AvatarContainer" })
        #expect(records.contains { $0.objectHash == nil && $0.component == "UserAvatarContainer" })
        // What the store's readers make of them: each version's id is what its record hashes to.
        for version in try store.heads() { #expect(version.id == version.computedID) }
    }

    @Test func anAbsentOptionalColumnIsNilAndAMissingOrNullRequiredOneIsRefused() throws {
        let store = try Fixtures.store()
        try store.commit([Fixtures.avatar()], message: "one")
        let columns = "id, component, object_hash, author, message, time_ms, generation, seq"
        let older = try store.writer.read { db in try VersionRecord.fetchOne(db, sql: "SELECT \(columns) FROM version") }
        #expect(older?.renamedFrom == nil)
        #expect(older?.component == "UserAvatarContainer")
        let withoutID = "SELECT component, object_hash, author, message, time_ms, generation, seq FROM version"
        #expect(throws: (any Error).self) { try store.writer.read { db in try VersionRecord.fetchOne(db, sql: withoutID) } }
        #expect(throws: (any Error).self) {
            try store.writer.read { db in
                try VersionRecord.fetchOne(db, sql: "SELECT id, component, object_hash, NULL AS author, message, time_ms, generation, seq FROM version")
            }
        }
    }
}
