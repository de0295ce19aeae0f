import Foundation
import GRDB
import Testing
import TrellisModel
import TrellisTestSupport
@testable import TrellisStore

@Suite(.temporaryFolders) struct TrellisStoreTests {
    @Test func aCommitRecordsEveryNewComponentWithItsObjectAndHead() throws {
        let store = try Fixtures.store()
        let result = try store.commit([Fixtures.avatar(), Fixtures.panelSpec], message: "first")
        #expect(result.seq == 1)
        #expect(result.versions.map(\.component) == ["UserAvatarContainer", "ClipRecordPanelLayout"])
        #expect(result.versions.allSatisfy { $0.parents.isEmpty && $0.generation == 1 && $0.author == "ana" && $0.message == "first" })
        let heads = try store.heads()
        #expect(heads.map(\.component) == ["ClipRecordPanelLayout", "UserAvatarContainer"])
        #expect(try store.headHashes()["UserAvatarContainer"] == Fixtures.avatar().contentHash)
        #expect(try store.objectData(Fixtures.avatar().contentHash) == Fixtures.avatar().canonicalData)
        #expect(try store.fsck().isEmpty)
    }

    @Test func unchangedComponentsAreSkippedAndAnEmptyCommitRecordsNothing() throws {
        let store = try Fixtures.store()
        try store.commit([Fixtures.avatar(), Fixtures.panelSpec], message: "first")
        let again = try store.commit([Fixtures.avatar(), Fixtures.panelSpec], message: "again")
        #expect(again.isEmpty)
        #expect(again.seq == nil)
        #expect(try store.latestSeq() == 1)
        let edited = try store.commit([Fixtures.avatar(badge: 36), Fixtures.panelSpec], message: "bigger badge")
        #expect(edited.versions.map(\.component) == ["UserAvatarContainer"])
        #expect(edited.seq == 2)
    }

    @Test func aNewVersionHasTheHeadAsParentAndTheNextGeneration() throws {
        let store = try Fixtures.store()
        let first = try store.commit([Fixtures.avatar()], message: "one").versions[0]
        let second = try store.commit([Fixtures.avatar(badge: 36)], message: "two").versions[0]
        #expect(second.parents == [first.id])
        #expect(second.generation == 2)
        #expect(try store.head(of: "UserAvatarContainer") == second)
        #expect(try store.log(of: "UserAvatarContainer").map(\.id) == [second.id, first.id])
    }

    @Test func versionIDsHashWhatTheVersionSays() throws {
        let store = try Fixtures.store()
        let version = try store.commit([Fixtures.avatar()], message: "one").versions[0]
        #expect(
            version.id
                == VersionID.compute(
                    component: "UserAvatarContainer", contentHash: Fixtures.avatar().contentHash, parents: [],
                    author: "ana", message: "one", timeMilliseconds: version.timeMilliseconds))
        #expect(version.timeMilliseconds == 1_700_000_001_000)  // the first tick went to the store's creation
    }

    /// The id is written directly (no tree); the bytes must stay the record's serialisation.
    @Test(arguments: [
        ("UserAvatarContainer", "ab" as String?, [String](), "ana", "one", Int64(1_700_000_001_000)),
        ("X", nil, ["ff", "00", "aa"], "", "", 0),
        ("Ünï \"quoted\"\n", "c", ["b"], "bo\u{1}\t", "multi\nline — ünïcode 😀 \\ /", -5),
    ])
    func versionIDsAreTheHashOfTheCanonicalRecord(
        component: String, content: String?, parents: [String], author: String, message: String, time: Int64
    ) {
        let record = VersionID.record(
            component: component, contentHash: content, parents: parents, author: author, message: message, timeMilliseconds: time)
        let expected = VersionID.sha256Hex(Data(record.serialized.utf8))
        #expect(
            VersionID.compute(
                component: component, contentHash: content, parents: parents, author: author, message: message,
                timeMilliseconds: time) == expected)
    }

    @Test func timeAndAuthorComeFromTheEnvironment() throws {
        let store = try TrellisStore.inMemory(environment: .fixed(author: "bo", start: Date(timeIntervalSince1970: 10), step: 60))
        _ = try store.commit([Fixtures.avatar()], message: "one")  // the store's creation read the clock once (t = 10 s)
        let version = try store.commit([Fixtures.avatar(badge: 2)], message: "two").versions[0]
        #expect(version.author == "bo")
        #expect(version.timeMilliseconds == 130_000)
    }

    /// The commit writes rows through SQLite's C API: a failure part way (here a trigger
    /// refusing the 500th version) must still roll the whole commit back.
    @Test func aCommitThatFailsPartWayRecordsNothing() throws {
        let store = try Fixtures.store()
        try store.commit([Fixtures.avatar()], message: "base")
        try store.writer.write { db in
            try db.execute(
                sql: """
                    CREATE TEMP TRIGGER refuse AFTER INSERT ON main.version WHEN NEW.component = 'G500'
                    BEGIN SELECT RAISE(ABORT, 'refused by the test'); END
                    """)
        }
        let documents = (0..<1_000).map { index in
            LayoutDocument.container(Container(name: "G\(index)", parameters: [Parameter("inset", defaultValue: Double(index))]))
        }
        #expect(throws: (any Error).self) { try store.commit(documents, message: "big") }
        #expect(try store.heads().map(\.component) == ["UserAvatarContainer"])
        #expect(try store.latestSeq() == 1)
        #expect(try store.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM object") } == 1)
        #expect(try store.fsck().isEmpty)
        try store.writer.write { db in try db.execute(sql: "DROP TRIGGER temp.refuse") }
        #expect(try store.commit(documents, message: "big").versions.count == 1_000)
    }

    @Test func aDeletionIsATombstoneAndTheComponentCanComeBack() throws {
        let store = try Fixtures.store()
        let first = try store.commit([Fixtures.avatar()], message: "add").versions[0]
        let deletion = try store.commit([], deleting: ["UserAvatarContainer"], message: "remove").versions[0]
        #expect(deletion.isDeletion)
        #expect(deletion.parents == [first.id])
        #expect(try store.headHashes().isEmpty)
        #expect(try store.commit([], deleting: ["UserAvatarContainer", "Nothing"], message: "again").isEmpty)
        #expect(try store.document(at: deletion) == nil)
        let back = try store.commit([Fixtures.avatar()], message: "back").versions[0]
        #expect(back.parents == [deletion.id])
        #expect(back.generation == 3)
        #expect(try store.fsck().isEmpty)
    }

    @Test func aComponentTwiceInOneCommitIsRefused() throws {
        let store = try Fixtures.store()
        #expect(throws: StoreError.duplicateComponent("UserAvatarContainer")) {
            try store.commit([Fixtures.avatar(), Fixtures.avatar(badge: 2)], message: "x")
        }
    }

    @Test func storedDocumentsDecodeToTheSameContent() throws {
        let store = try Fixtures.store()
        let version = try store.commit([Fixtures.profile()], message: "one").versions[0]
        let document = try #require(try store.document(at: version))
        #expect(document.contentHash == Fixtures.profile().contentHash)
    }

    @Test func dependenciesAndDependentsFollowTheHeads() throws {
        let store = try Fixtures.store()
        try store.commit([Fixtures.avatar(), Fixtures.panelSpec, Fixtures.profile()], message: "all")
        #expect(
            try store.dependencies(of: "ProfileScreen") == [
                DependencyEdge(from: "ProfileScreen", to: "ClipRecordPanelLayout", kind: .apply),
                DependencyEdge(from: "ProfileScreen", to: "UserAvatarContainer", kind: .use),
            ])
        #expect(try store.dependents(of: "UserAvatarContainer") == [DependencyEdge(from: "ProfileScreen", to: "UserAvatarContainer", kind: .use)])
        #expect(try store.dependencies(of: "UserAvatarContainer").isEmpty)
        try store.commit([], deleting: ["ProfileScreen"], message: "drop")
        #expect(try store.dependents(of: "UserAvatarContainer").isEmpty)
    }

    @Test func changesSinceASequenceNumberAreWhatWasRecordedAfterIt() throws {
        let store = try Fixtures.store()
        try store.commit([Fixtures.avatar(), Fixtures.panelSpec], message: "one")
        try store.commit([Fixtures.avatar(badge: 2)], message: "two")
        try store.tag("UserAvatarContainer", "1.0.0")
        let changes = try store.changes(since: 1)
        #expect(changes.latest == 3)
        #expect(changes.versions.map(\.component) == ["UserAvatarContainer"])
        #expect(changes.refs.map(\.component) == ["UserAvatarContainer"])
        #expect(changes.tags.map(\.name) == ["1.0.0"])
        #expect(try store.changes(since: 3).versions.isEmpty)
        #expect(try store.history().map(\.kind) == [.tag, .commit, .commit])
        #expect(try store.history().last?.components == ["ClipRecordPanelLayout", "UserAvatarContainer"])
    }

    @Test func statusComparesTheWorkingCopyWithTheHeads() throws {
        let store = try Fixtures.store()
        try store.commit([Fixtures.avatar(), Fixtures.panelSpec, Fixtures.profile()], message: "one")
        let workingCopy = [
            "UserAvatarContainer": Fixtures.avatar(badge: 40).contentHash,
            "ProfileScreen": Fixtures.profile().contentHash,
            "Generated1": Fixtures.generated(1).contentHash,
        ]
        let status = try store.status(workingCopy: workingCopy)
        #expect(status.map { "\($0.state) \($0.name)" } == ["deleted ClipRecordPanelLayout", "new Generated1", "modified UserAvatarContainer"])
        let unreadable = try store.status(workingCopy: workingCopy, unreadable: ["ClipRecordPanelLayout"])
        #expect(!unreadable.contains { $0.name == "ClipRecordPanelLayout" })
    }
}
