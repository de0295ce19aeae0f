import Foundation
import Testing
import TrellisModel
import TrellisProject
import TrellisStore
import TrellisTestSupport
@testable import TrellisSync

/// Issue 39, N3: a file edited after a pull was killed is the user's work, not a file the
/// checkout has yet to write. `status` lists it as the edit it is (not "behind … not your
/// edit"), and neither `trellis checkout` nor the pull run again overwrites it
/// (`UncommittedWorkRule`).
@Suite(.temporaryFolders) struct EditAfterInterruptedPullTests {
    static let listCell = InterruptedSyncTests.listCell
    static let theirs = listCell.replacingOccurrences(of: "+ 12", with: "+ 16")
    static let mine = listCell.replacingOccurrences(of: "height 120", with: "height 130  // taller rows")

    /// Ana's project pulled from the library; the library's next change to both
    /// components fetched; and Ana's pull of it killed where `Tools/kill-checkout` kills
    /// one: the journal written, the heads moved (when `headsMoved`), no file written, no
    /// base recorded.
    static func killedPull(headsMoved: Bool = true) async throws -> (library: TrellisProject, ana: TrellisProject, client: SyncClient) {
        let (library, ana, client) = try await InterruptedSyncTests.libraryAndClone()
        try WorkingCopyBaseTests.write(library, "ListCell.layout", theirs)
        try WorkingCopyBaseTests.write(library, "UserAvatarContainer.layout", SyncFixtures.avatar.replacingOccurrences(of: "= 30", with: "= 36") + "\n")
        _ = try library.commit(message: "16 and 36")
        _ = try await client.fetch()
        try ana.beginCheckout("merge origin", components: ["ListCell", "UserAvatarContainer"])
        if headsMoved { _ = try client.merge() }
        return (library, ana, client)
    }

    @Test func anEditAfterAKilledPullIsAnEditInStatusAndSurvivesCheckout() async throws {
        let (_, ana, _) = try await Self.killedPull()
        // Before the edit, both files are the checkout's to write.
        #expect(try WorkingCopyBaseTests.states(ana) == ["ListCell": .behind, "UserAvatarContainer": .behind])
        try WorkingCopyBaseTests.write(ana, "ListCell.layout", Self.mine)

        let status = try ana.status()
        #expect(status.interrupted == "merge origin")
        #expect(status.keptEdits == ["ListCell"])
        #expect(try WorkingCopyBaseTests.states(ana) == ["ListCell": .diverged, "UserAvatarContainer": .behind])
        #expect(throws: InterruptedCheckoutError.self) { _ = try ana.commit(message: "mine") }

        let (updated, report) = try ana.update()
        #expect(updated == ["UserAvatarContainer"])
        #expect(report.kept == ["ListCell": "ListCell.layout"])
        #expect(report.notes.first?.contains("ListCell: kept your edit in ListCell.layout") == true)
        #expect(try WorkingCopyBaseTests.read(ana, "ListCell.layout") == Self.mine)
        #expect(try WorkingCopyBaseTests.read(ana, "UserAvatarContainer.layout").contains("= 36"))
        #expect(ana.interruptedCheckout() == nil)
        // The edit is on the version it was made on: committing it would revert the
        // head's change, so it is merged into the head first, then committed.
        #expect(try WorkingCopyBaseTests.states(ana) == ["ListCell": .diverged])
        #expect(try ana.mergeWorkingCopy() == ["ListCell"])
        let merged = try WorkingCopyBaseTests.read(ana, "ListCell.layout")
        #expect(merged.contains("height 130") && merged.contains("+ 16"))
        _ = try ana.commit(message: "mine")
        #expect(try ana.status().isClean)
    }

    @Test func anEditAfterAKilledPullSurvivesThePullRunAgain() async throws {
        let (_, ana, client) = try await Self.killedPull()
        try WorkingCopyBaseTests.write(ana, "ListCell.layout", Self.mine)
        let again = try await ana.pull(with: client)
        #expect(again.merge.checkout.kept == ["ListCell": "ListCell.layout"])
        #expect(try WorkingCopyBaseTests.read(ana, "ListCell.layout") == Self.mine)
        #expect(try WorkingCopyBaseTests.read(ana, "UserAvatarContainer.layout").contains("= 36"))
        #expect(ana.interruptedCheckout() == nil)
        #expect(try WorkingCopyBaseTests.states(ana) == ["ListCell": .diverged])
    }

    @Test func anEditAfterAPullKilledBeforeItsHeadsMovedIsModifiedKeptAndThenCommitted() async throws {
        let (_, ana, client) = try await Self.killedPull(headsMoved: false)
        try WorkingCopyBaseTests.write(ana, "ListCell.layout", Self.mine)
        // The avatar's file is at its head (nothing moved), so only the edit is listed.
        #expect(try WorkingCopyBaseTests.states(ana) == ["ListCell": .modified])
        #expect(try ana.status().keptEdits == ["ListCell"])
        let (_, report) = try ana.update()
        #expect(report.kept == ["ListCell": "ListCell.layout"])
        #expect(try WorkingCopyBaseTests.read(ana, "ListCell.layout") == Self.mine)
        // Nothing moved under it: an ordinary edit, committed, then merged with the library's change.
        _ = try ana.commit(message: "mine")
        let pulled = try await ana.pull(with: client)
        #expect(pulled.merge.outcomes.first { $0.component == "ListCell" }?.kind == .merged)
        let merged = try WorkingCopyBaseTests.read(ana, "ListCell.layout")
        #expect(merged.contains("height 130") && merged.contains("+ 16"))
        #expect(try ana.status().isClean)
    }

    @Test func aCommentAddedAfterAKilledPullToAFileTheCheckoutAlreadyWroteIsKept() async throws {
        let (_, ana, _) = try await Self.killedPull()
        // The checkout had written ListCell (its new head) before the kill; Ana then adds a comment.
        let commented = "// reviewed\n" + Self.theirs
        try WorkingCopyBaseTests.write(ana, "ListCell.layout", commented)
        #expect(try ana.status().keptEdits == ["ListCell"])
        let (_, report) = try ana.update()
        #expect(report.kept == ["ListCell": "ListCell.layout"])
        #expect(try WorkingCopyBaseTests.read(ana, "ListCell.layout") == commented)
    }

    @Test func aFileThatDoesNotParseIsNeverOverwrittenByFinishingACheckout() async throws {
        let (_, ana, _) = try await Self.killedPull()
        try WorkingCopyBaseTests.write(ana, "ListCell.layout", "screen ListCell { height")
        let (_, report) = try ana.update()
        #expect(report.kept == ["ListCell": "ListCell.layout"])
        #expect(try WorkingCopyBaseTests.read(ana, "ListCell.layout") == "screen ListCell { height")
    }

    @Test func anEditAfterAKilledCloneSurvivesTheCloneRunAgain() async throws {
        let library = try WorkingCopyBaseTests.project(InterruptedSyncTests.files, author: "lib")
        // A clone killed after its store was in place and ListCell written, before the rest.
        let root = TemporaryFolder.name("trellis-clone").path
        try ProjectScaffold.createProject(at: root, files: [])
        try TrellisProject.beginClone(at: root)
        let path = TrellisProject.storePath(root: library.root)
        let (store, _) = try await SyncClient.clone(
            from: StoreFileRemote(path: path, environment: .fixed()), url: path, to: TrellisProject.storePath(root: root),
            environment: .fixed(author: "ana", storeID: "ana-\(UUID().uuidString)"))
        let ana = TrellisProject(root: root, store: store)
        try WorkingCopyBaseTests.write(ana, "ListCell.layout", Self.mine)
        #expect(try ana.status().keptEdits == ["ListCell"])

        guard case .interrupted(let resumed) = try TrellisProject.cloneDestination(root, environment: .fixed()) else {
            Issue.record("the folder is not recognised as an interrupted clone")
            return
        }
        let report = try #require(try resumed.finishInterruptedCheckout())
        #expect(report.kept == ["ListCell": "ListCell.layout"])
        #expect(try WorkingCopyBaseTests.read(ana, "ListCell.layout") == Self.mine)
        #expect(try WorkingCopyBaseTests.read(ana, "UserAvatarContainer.layout") == SyncFixtures.avatar + "\n")
        #expect(try WorkingCopyBaseTests.states(ana) == ["ListCell": .modified])
    }
}
