import Foundation
import GRDB
import Testing
import TrellisModel
import TrellisTestSupport
@testable import TrellisStore

@Suite(.temporaryFolders) struct FsckTests {
    func populated() throws -> TrellisStore {
        let store = try Fixtures.store()
        try store.commit([Fixtures.avatar(), Fixtures.panelSpec, Fixtures.profile()], message: "one")
        try store.commit([Fixtures.avatar(badge: 36)], message: "two")
        try store.tag("UserAvatarContainer", "1.0.0")
        return store
    }

    @Test func aSoundStoreHasNoProblems() throws {
        #expect(try populated().fsck().isEmpty)
    }

    @Test func aFlippedLetterInAnUncompressedObjectIsFoundAndNamed() throws {
        let store = try populated()
        let hash = Fixtures.panelSpec.contentHash
        // Stored as it is, the way objects were before schema 4, with one letter changed.
        let tampered = String(decoding: Fixtures.panelSpec.canonicalData, as: UTF8.self).replacingOccurrences(of: "panelHeight", with: "panelHeighT")
        try store.writer.write { db in
            try db.execute(sql: "UPDATE object SET data = ? WHERE hash = ?", arguments: [Data(tampered.utf8), hash])
        }
        let problems = try store.fsck()
        #expect(problems.map(\.kind) == [.object])
        #expect(problems.first?.location == "object \(hash)")
        #expect(problems.first?.message.contains("the object is corrupt") == true)
        let head = try #require(try store.head(of: "ClipRecordPanelLayout"))
        #expect(throws: StoreError.self) { try store.document(at: head) }
    }

    @Test(arguments: [0.25, 0.5, 0.9])
    func aFlippedByteInACompressedObjectIsFoundAndNamed(at fraction: Double) throws {
        let store = try populated()
        let hash = Fixtures.avatar(badge: 36).contentHash
        try store.writer.write { db in
            var stored = try #require(try Data.fetchOne(db, sql: "SELECT data FROM object WHERE hash = ?", arguments: [hash]))
            #expect(stored.first == StoredObject.deflatedV1)
            let index = stored.startIndex + Int(Double(stored.count) * fraction)
            stored[index] ^= 0x10
            try db.execute(sql: "UPDATE object SET data = ? WHERE hash = ?", arguments: [stored, hash])
        }
        let problems = try store.fsck()
        #expect(problems.map(\.kind) == [.object])
        #expect(problems.first?.location == "object \(hash)")
        let head = try #require(try store.head(of: "UserAvatarContainer"))
        #expect(throws: StoreError.self) { try store.document(at: head) }
    }

    @Test func objectsStoredUncompressedBeforeSchema4StillRead() throws {
        let store = try populated()
        let avatar = Fixtures.avatar(badge: 36)
        try store.writer.write { db in
            try db.execute(sql: "UPDATE object SET data = ? WHERE hash = ?", arguments: [avatar.canonicalData, avatar.contentHash])
        }
        let stored = try store.writer.read { db in try Data.fetchOne(db, sql: "SELECT data FROM object WHERE hash = ?", arguments: [avatar.contentHash]) }
        #expect(stored?.first == UInt8(ascii: "{"))
        let head = try #require(try store.head(of: "UserAvatarContainer"))
        #expect(try store.document(at: head)?.canonicalData == avatar.canonicalData)
        #expect(try store.fsck().isEmpty)
    }

    @Test func anAlteredVersionRecordIsFound() throws {
        let store = try populated()
        try store.writer.write { db in try db.execute(sql: "UPDATE version SET message = 'rewritten' WHERE message = 'two'") }
        let problems = try store.fsck()
        #expect(problems.count == 1)
        #expect(problems.first?.kind == .version)
        #expect(problems.first?.message.contains("were altered") == true)
    }

    @Test func brokenRefsTagsEdgesAndGenerationsAreEachReported() throws {
        let store = try populated()
        let avatarHead = try #require(try store.head(of: "UserAvatarContainer"))
        try store.writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try db.execute(sql: "UPDATE ref SET version_id = ? WHERE component = 'ProfileScreen'", arguments: [avatarHead.id])
            try db.execute(sql: "DELETE FROM dependency WHERE target = 'UserAvatarContainer'")
            try db.execute(sql: "UPDATE version SET generation = 7 WHERE id = ?", arguments: [avatarHead.id])
            try db.execute(sql: "UPDATE tag SET name = 'one'")
            try db.execute(sql: "PRAGMA foreign_keys = ON")
        }
        let kinds = Set(try store.fsck().map(\.kind))
        // The renamed tag is also a tag row that no longer matches its digest.
        #expect(kinds == [.ref, .dependency, .generation, .tag, .digest])
    }

    @Test func aMissingObjectIsReported() throws {
        let store = try populated()
        try store.writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try db.execute(sql: "DELETE FROM object WHERE hash = ?", arguments: [Fixtures.panelSpec.contentHash])
            try db.execute(sql: "PRAGMA foreign_keys = ON")
        }
        let problems = try store.fsck()
        #expect(problems.contains { $0.kind == .foreignKey })
        #expect(problems.contains { $0.kind == .version && $0.message.contains("is missing") })
    }
}
