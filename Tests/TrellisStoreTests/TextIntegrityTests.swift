import Foundation
import GRDB
import Testing
import TrellisLayoutFixtures
import TrellisModel
import TrellisTestSupport
@testable import TrellisStore

/// Issue 39's N5: the authors' texts are checked by `fsck` like objects, a damaged one is
/// never handed to a checkout or a peer, and `gc` / `fsck --repair` re-print it from the
/// verified component, saying what is lost.
@Suite(.temporaryFolders) struct TextIntegrityTests {
    static let avatarText = ExampleTexts.userAvatar

    /// A store with the avatar container committed with its author's text.
    func store() throws -> (TrellisStore, VersionInfo) {
        let store = try Fixtures.store()
        let document = try #require(LayoutParser.parse(Self.avatarText, file: "UserAvatarContainer.layout").document)
        let version = try store.commit(
            [document], message: "one", texts: [document.name: SourceText(text: Self.avatarText, path: "UI/UserAvatarContainer.layout")]
        )
        .versions[0]
        return (store, version)
    }

    /// Flips one bit of the version's stored text, in place (its key stays).
    func corruptText(_ store: TrellisStore, of version: VersionInfo, at needle: String = "avatar with") throws {
        try store.writer.write { db in
            let hash = try #require(try String.fetchOne(db, sql: "SELECT text_hash FROM version_text WHERE version_id = ?", arguments: [version.id]))
            var data = try #require(try Data.fetchOne(db, sql: "SELECT data FROM source_text WHERE hash = ?", arguments: [hash]))
            let range = try #require(data.range(of: Data(needle.utf8)))
            data[range.lowerBound] ^= 0x01
            try db.execute(sql: "UPDATE source_text SET data = ? WHERE hash = ?", arguments: [data, hash])
        }
    }

    @Test func aSoundStoreWithTextsHasNoProblems() throws {
        let (store, version) = try store()
        #expect(try store.fsck().isEmpty)
        #expect(try store.sourceTexts(of: [version.id])[version.id]?.text == Self.avatarText)
    }

    @Test func aFlippedBitInACommentIsFlaggedAndNotHandedOut() throws {
        let (store, version) = try store()
        try corruptText(store, of: version)
        let problems = try store.fsck()
        #expect(problems.map(\.kind) == [.text], "\(problems)")
        #expect(problems.first?.location.contains("UserAvatarContainer") == true)
        #expect(problems.first?.message.contains("the text is corrupt") == true)
        // The command line spells the hint 'trellis fsck --repair' (CommandHint.repairStore); here it is in words.
        #expect(problems.first?.message.contains("the store check with repair") == true)
        // A checkout or a peer gets no text rather than the damaged one.
        #expect(try store.sourceTexts(of: [version.id]).isEmpty)
    }

    @Test func aTextThatNoLongerMeansItsVersionIsFlagged() throws {
        let (store, version) = try store()
        // "badgeSize = 30" → "badgeSize = 31", and the key made to match the bytes.
        try store.writer.write { db in
            let hash = try #require(try String.fetchOne(db, sql: "SELECT text_hash FROM version_text WHERE version_id = ?", arguments: [version.id]))
            let changed = SourceText(text: Self.avatarText.replacingOccurrences(of: "= 30", with: "= 31"), path: "UI/UserAvatarContainer.layout")
            try db.execute(sql: "INSERT INTO source_text (hash, data) VALUES (?, ?)", arguments: [changed.hash, Data(changed.text.utf8)])
            try db.execute(sql: "UPDATE version_text SET text_hash = ? WHERE version_id = ?", arguments: [changed.hash, version.id])
            try db.execute(sql: "DELETE FROM source_text WHERE hash = ?", arguments: [hash])
        }
        // The link was re-pointed too, which the texts' digest sees.
        let problems = try store.fsck()
        #expect(problems.map(\.kind) == [.text, .digest], "\(problems)")
        #expect(problems.first?.message.contains("does not parse to the version's content") == true)
    }

    @Test func gcReprintsADamagedTextAndSaysTheFormattingIsLost() throws {
        let (store, version) = try store()
        try corruptText(store, of: version)
        let report = try store.gc()
        #expect(report.texts.map(\.outcome) == [.reprinted])
        #expect(report.texts.first?.description.contains("formatting and comments in it are lost") == true)
        #expect(report.unusedTexts == 1)
        #expect(try store.fsck().isEmpty)
        let repaired = try #require(try store.sourceTexts(of: [version.id])[version.id])
        let document = try #require(try store.document(at: version))
        #expect(repaired.text == LayoutPrinter.print(document))
        #expect(repaired.path == "UI/UserAvatarContainer.layout")
        #expect(try store.gc().isEmpty)
    }

    @Test func aDamagedObjectIsRebuiltFromItsSoundText() throws {
        let (store, version) = try store()
        let hash = try #require(version.contentHash)
        try store.writer.write { db in
            var stored = try #require(try Data.fetchOne(db, sql: "SELECT data FROM object WHERE hash = ?", arguments: [hash]))
            stored[stored.count / 2] ^= 0x10
            try db.execute(sql: "UPDATE object SET data = ? WHERE hash = ?", arguments: [stored, hash])
        }
        #expect(try store.fsck().map(\.kind) == [.object])
        let report = try store.gc()
        #expect(report.texts.map(\.outcome) == [.objectRestored], "\(report)")
        #expect(try store.fsck().isEmpty)
        #expect(try store.document(at: version)?.contentHash == hash)
    }

    @Test func whenTextAndObjectAreBothDamagedGcSaysWhatIsLost() throws {
        let (store, version) = try store()
        try corruptText(store, of: version)
        let hash = try #require(version.contentHash)
        try store.writer.write { db in
            var stored = try #require(try Data.fetchOne(db, sql: "SELECT data FROM object WHERE hash = ?", arguments: [hash]))
            stored[stored.count / 2] ^= 0x10
            try db.execute(sql: "UPDATE object SET data = ? WHERE hash = ?", arguments: [stored, hash])
        }
        let report = try store.gc()
        #expect(report.texts.map(\.outcome) == [.lost])
        #expect(report.texts.first?.description.contains("fetch the version again") == true)
        // The object's damage is still reported: nothing pretends the version is whole.
        #expect(try store.fsck().map(\.kind) == [.object])
    }

    /// Nothing else vouches for the path a checkout writes a text to: a flipped bit in it
    /// is caught by the texts' digest, and `gc` lists the paths it then trusts.
    @Test func aFlippedBitInATextsPathIsFlaggedAndListedByGc() throws {
        let (store, version) = try store()
        try store.writer.write { db in
            try db.execute(sql: "UPDATE version_text SET path = 'UI/UserAvatarCon.ainer.layout' WHERE version_id = ?", arguments: [version.id])
        }
        let problems = try store.fsck()
        #expect(problems.map(\.location) == ["table version_text"], "\(problems)")
        #expect(problems.first?.message.contains("a text's path") == true)
        let report = try store.gc()
        #expect(report.retrustedTables == ["version_text"])
        #expect(report.retrustedTextPaths == ["UserAvatarContainer: UI/UserAvatarCon.ainer.layout"])
        #expect(try store.fsck().isEmpty)
        #expect(try store.gc().isEmpty)
    }

    /// `log` shows each change's author and message, which no id covers: their digest does.
    @Test func aFlippedBitInAChangeOrATagIsFlagged() throws {
        let (store, version) = try store()
        try store.tag("UserAvatarContainer", "1.0.0")
        #expect(try store.fsck().isEmpty)
        try store.writer.write { db in try db.execute(sql: "UPDATE change SET author = 'aNa' WHERE seq = ?", arguments: [version.seq]) }
        #expect(try store.fsck().map(\.location) == ["table change"])
        try store.writer.write { db in try db.execute(sql: "UPDATE tag SET name = '1.0.1'") }
        #expect(try store.fsck().map(\.location) == ["table change", "table tag"])
        #expect(try store.gc().retrustedTables == ["change", "tag"])
        #expect(try store.fsck().isEmpty)
    }

    @Test func aDamagedTextMakesASnapshotFailNamingIt() throws {
        let (store, version) = try store()
        try corruptText(store, of: version)
        let folder = try Fixtures.temporaryDirectory()
        let snapshot = folder.appendingPathComponent("snapshot.sqlite").path
        try store.writeSnapshot(to: snapshot)
        #expect {
            try TrellisStore.adoptSnapshot(
                snapshot, at: folder.appendingPathComponent("clone.sqlite").path, origin: CloneOrigin(url: "lib"), source: "lib",
                environment: .fixed())
        } throws: { error in
            "\(error)".contains("text of version \(version.id.prefix(12)) of 'UserAvatarContainer'") && "\(error)".contains("the store check with repair")
        }
        // Repaired, it clones.
        try store.gc()
        let repaired = folder.appendingPathComponent("repaired.sqlite").path
        try store.writeSnapshot(to: repaired)
        let (clone, _) = try TrellisStore.adoptSnapshot(
            repaired, at: folder.appendingPathComponent("clone.sqlite").path, origin: CloneOrigin(url: "lib"), source: "lib",
            environment: .fixed())
        #expect(try clone.fsck().isEmpty)
    }
}
