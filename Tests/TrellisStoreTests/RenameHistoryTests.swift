import Foundation
import GRDB
import Testing
import TrellisModel
import TrellisTestSupport
@testable import TrellisStore

/// A rename (`trellis mv`, then a commit) is a version of the new name whose parent is the
/// old name's head, its record saying where it came from; the old name is deleted in the
/// same change. Every checker holds it to the same lineage rule.
@Suite(.temporaryFolders) struct RenameHistoryTests {
    static func avatar(named name: String, badge: Double = 30) -> LayoutDocument {
        guard case .container(var container) = Fixtures.avatar(badge: badge) else { return Fixtures.avatar(badge: badge) }
        container.name = name
        return .container(container)
    }

    /// UserAvatarContainer committed twice, then renamed to AvatarContainer.
    static func renamed(in store: TrellisStore) throws -> (old: [VersionInfo], renamed: VersionInfo) {
        try store.commit([Fixtures.avatar()], message: "one")
        try store.commit([Fixtures.avatar(badge: 36)], message: "two")
        let old = try store.log(of: "UserAvatarContainer")
        let result = try store.commit(
            [avatar(named: "AvatarContainer", badge: 36)], deleting: ["UserAvatarContainer"], message: "rename",
            renames: ["AvatarContainer": "UserAvatarContainer"])
        let renamed = try #require(result.versions.first { $0.component == "AvatarContainer" })
        return (old, renamed)
    }

    @Test func aRenameContinuesTheOldHeadAndDeletesTheOldName() throws {
        let store = try Fixtures.store()
        let (old, renamed) = try Self.renamed(in: store)
        #expect(renamed.parents == [old[0].id])
        #expect(renamed.renamedFrom == "UserAvatarContainer")
        #expect(renamed.generation == old[0].generation + 1)
        #expect(try store.head(of: "UserAvatarContainer")?.isDeletion == true)
        #expect(try store.head(of: "AvatarContainer")?.id == renamed.id)
        // Its id hashes where it came from: the same record without it is another id.
        #expect(renamed.id == renamed.computedID)
        var plain = renamed
        plain.renamedFrom = nil
        #expect(plain.computedID != renamed.id)
        #expect(try store.fsck().isEmpty)
    }

    @Test func logFollowsARenameBackIntoTheOldNamesHistory() throws {
        let store = try Fixtures.store()
        let (old, renamed) = try Self.renamed(in: store)
        #expect(try store.log(of: "AvatarContainer").map(\.id) == [renamed.id])
        #expect(try store.log(of: "AvatarContainer", follow: true).map(\.id) == [renamed.id] + old.map(\.id))
        #expect(try store.log(of: "AvatarContainer", limit: 2, follow: true).map(\.id) == [renamed.id, old[0].id])
        // The old name's deletion is no ancestor of the new name: not in its history.
        let deletion = try #require(try store.head(of: "UserAvatarContainer"))
        #expect(try !store.log(of: "AvatarContainer", follow: true).contains { $0.id == deletion.id })
    }

    @Test func aRenameIsRefusedWithNothingToContinueOrOverALiveComponent() throws {
        let store = try Fixtures.store()
        try store.commit([Fixtures.avatar(), Fixtures.panelSpec], message: "one")
        #expect(throws: RenameError(from: "Nowhere", to: "AvatarContainer", reason: .nothingToRename)) {
            try store.commit(
                [Self.avatar(named: "AvatarContainer")], deleting: ["Nowhere"], message: "m", renames: ["AvatarContainer": "Nowhere"])
        }
        #expect(throws: RenameError(from: "UserAvatarContainer", to: "AvatarContainer", reason: .incomplete)) {
            try store.commit([Self.avatar(named: "AvatarContainer")], message: "m", renames: ["AvatarContainer": "UserAvatarContainer"])
        }
        try store.commit([Self.avatar(named: "AvatarContainer")], message: "made apart")
        #expect(throws: RenameError(from: "UserAvatarContainer", to: "AvatarContainer", reason: .targetExists)) {
            try store.commit(
                [Self.avatar(named: "AvatarContainer", badge: 40)], deleting: ["UserAvatarContainer"], message: "m",
                renames: ["AvatarContainer": "UserAvatarContainer"])
        }
        #expect(try store.head(of: "UserAvatarContainer")?.isDeletion == false)
    }

    @Test func aReceivedRenameIsVerifiedAndKeptWithItsOrigin() throws {
        let source = try Fixtures.store(author: "ana"), target = try Fixtures.store(author: "ben")
        let (old, renamed) = try Self.renamed(in: source)
        try StoreSyncAPITests.send(old.reversed() + [renamed], from: source, to: target)
        #expect(try target.version(renamed.id)?.renamedFrom == "UserAvatarContainer")
        #expect(try target.fsck().filter { $0.kind != .ref }.isEmpty)

        // The same version claiming no origin, or another one, is refused by the lineage rule.
        var stripped = renamed
        stripped.renamedFrom = nil
        stripped.id = stripped.computedID
        #expect(throws: ReceiveError.parentOfOtherComponent(version: stripped.id, parent: old[0].id)) {
            try StoreSyncAPITests.send([stripped], from: source, to: target)
        }
        var elsewhere = renamed
        elsewhere.renamedFrom = "ClipRecordPanelLayout"
        elsewhere.id = elsewhere.computedID
        #expect(throws: ReceiveError.self) { try StoreSyncAPITests.send([elsewhere], from: source, to: target) }
    }

    /// A store written before renames (schema 9) opens, gains the column, and keeps every id.
    @Test func aStoreFromBeforeRenamesOpensAndKeepsItsHistory() throws {
        let store = try Fixtures.store()
        try store.commit([Fixtures.avatar(), Fixtures.panelSpec], message: "one")
        let before = try store.log(of: "UserAvatarContainer")
        try store.writer.writeWithoutTransaction { db in
            try db.execute(
                sql: """
                    ALTER TABLE version DROP COLUMN renamed_from;
                    DELETE FROM grdb_migrations WHERE identifier >= '0010';
                    UPDATE meta SET value = '9' WHERE key = 'schema_version';
                    """)
        }
        #expect(try store.schemaVersion() == 9)
        let upgraded = try TrellisStore(store.writer, environment: .fixed())
        #expect(try upgraded.schemaVersion() == 10)
        #expect(try upgraded.log(of: "UserAvatarContainer") == before)
        #expect(try upgraded.fsck().isEmpty)
        let (_, renamed) = try Self.renamed(in: upgraded)
        #expect(try upgraded.version(renamed.id)?.renamedFrom == "UserAvatarContainer")
    }

    /// The lineage rule is one rule: a rename's origin rewritten in a store and in a snapshot
    /// of it is the same problem, word for word.
    @Test(arguments: [
        "UPDATE version SET renamed_from = NULL WHERE renamed_from IS NOT NULL",
        "UPDATE version SET renamed_from = 'ClipRecordPanelLayout' WHERE renamed_from IS NOT NULL",
    ])
    func aRewrittenRenameIsTheSameProblemInAStoreAndInASnapshot(_ sql: String) throws {
        let path = try Fixtures.temporaryDirectory().appendingPathComponent("store.sqlite").path
        let store = try TrellisStore.open(path: path, create: true, environment: .fixed(author: "ana"))
        try store.commit([Fixtures.panelSpec], message: "spec")
        _ = try Self.renamed(in: store)
        #expect(try store.fsck().isEmpty)
        #expect(try SnapshotVerifier(path: path).verify().isEmpty)
        try store.writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try db.execute(sql: sql)
        }
        let rules: Set<FsckProblem.Kind> = [.version, .parent, .generation, .ref, .tag, .dependency, .sequence, .meta]
        let fromStore = try store.fsck().filter { rules.contains($0.kind) }
        let fromSnapshot = try SnapshotVerifier(path: path).verify().filter { rules.contains($0.kind) }
        #expect(fromStore.contains { $0.kind == .parent } && fromStore.contains { $0.kind == .version }, "\(fromStore)")
        #expect(Set(fromStore) == Set(fromSnapshot))
    }
}
