import Foundation
import GRDB
import Testing
import TrellisModel
@testable import TrellisStore

@Suite struct FsckTests {
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

    @Test func aFlippedByteInAnObjectIsFoundAndNamed() throws {
        let store = try populated()
        let hash = Fixtures.panelSpec.contentHash
        try store.writer.write { db in
            try db.execute(sql: "UPDATE object SET data = CAST(replace(CAST(data AS TEXT), 'panelHeight', 'panelHeighT') AS BLOB) WHERE hash = ?", arguments: [hash])
        }
        let problems = try store.fsck()
        #expect(problems.map(\.kind) == [.object])
        #expect(problems.first?.location == "object \(hash)")
        #expect(problems.first?.message.contains("the object is corrupt") == true)
        let head = try #require(try store.head(of: "ClipRecordPanelLayout"))
        #expect(throws: StoreError.self) { try store.document(at: head) }
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
        #expect(kinds == [.ref, .dependency, .generation, .tag])
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
