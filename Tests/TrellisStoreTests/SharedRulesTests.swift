import Foundation
import GRDB
import Testing
import TrellisModel
import TrellisTestSupport
@testable import TrellisStore

/// `fsck` on a store and the verifier of a received snapshot run the same rules
/// (`StoreRules`): the same corruption is the same problem, word for word, either way.
@Suite(.temporaryFolders) struct SharedRulesTests {
    /// A store file with two versions of the avatar, a spec, a screen and a tag.
    func populated() throws -> (TrellisStore, String) {
        let path = try Fixtures.temporaryDirectory().appendingPathComponent("store.sqlite").path
        let store = try TrellisStore.open(path: path, create: true, environment: .fixed(author: "ana"))
        try store.commit([Fixtures.avatar(), Fixtures.panelSpec, Fixtures.profile()], message: "one")
        try store.commit([Fixtures.avatar(badge: 36)], message: "two")
        try store.tag("UserAvatarContainer", "1.0.0")
        return (store, path)
    }

    /// Each corruption of a rule both checkers hold, as SQL on the store file.
    static let corruptions: [(name: String, sql: String)] = [
        ("a rewritten message", "UPDATE version SET message = 'rewritten' WHERE message = 'two'"),
        ("a generation off by one", "UPDATE version SET generation = generation + 1 WHERE message = 'two'"),
        (
            "a head at another component's version",
            "UPDATE ref SET version_id = (SELECT id FROM version WHERE component = 'ClipRecordPanelLayout') WHERE component = 'UserAvatarContainer'"
        ),
        (
            "a tag at another component's version",
            "UPDATE tag SET version_id = (SELECT id FROM version WHERE component = 'ClipRecordPanelLayout')"
        ),
        ("a dependency edge added", "INSERT INTO dependency (version_id, target, kind) SELECT id, 'Nowhere', 'use' FROM version WHERE message = 'two'"),
        ("a seq that is no change", "UPDATE version SET seq = 999 WHERE message = 'two'"),
    ]

    @Test(arguments: corruptions.indices)
    func theSameCorruptionIsTheSameProblemInAStoreAndInASnapshot(_ index: Int) throws {
        let (store, path) = try populated()
        #expect(try store.fsck().isEmpty)
        #expect(try SnapshotVerifier(path: path).verify().isEmpty)
        // Outside a transaction: SQLite ignores the pragma inside one.
        try store.writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try db.execute(sql: Self.corruptions[index].sql)
        }
        // Only the rules' kinds: fsck also checks row digests, which any rewrite trips.
        let rules: Set<FsckProblem.Kind> = [.version, .parent, .generation, .ref, .tag, .dependency, .sequence, .meta]
        let fromStore = try store.fsck().filter { rules.contains($0.kind) }
        let fromSnapshot = try SnapshotVerifier(path: path).verify().filter { rules.contains($0.kind) }
        #expect(!fromStore.isEmpty, "\(Self.corruptions[index].name): fsck found nothing")
        #expect(Set(fromStore) == Set(fromSnapshot), "\(Self.corruptions[index].name)")
    }
}
