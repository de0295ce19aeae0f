import Foundation
import GRDB
import Testing
import TrellisModel
import TrellisProject
import TrellisStore
import TrellisTestSupport
@testable import TrellisSync

/// `pull`, `sync` and `push` stopped at the points `Tools/kill-checkout`'s kept runs
/// showed, then run again: the re-run finishes the job, in the author's text. A stop
/// is simulated by a trigger that aborts the store's write of authors' texts (where a
/// kill -9 used to leave versions without their texts, which the next fetch never sends
/// again), or by the journal a push killed while writing a project's files leaves there.
@Suite(.temporaryFolders) struct InterruptedSyncTests {
    /// The library's ListCell as its author wrote it: comments, and `size` not expanded.
    static let listCell = """
        // ListCell.layout — the row of the contacts list.
        screen ListCell {
            height 120

            use avatar: UserAvatarContainer

            avatar.leading == owner.leading + 12  // the list's margin
            avatar.size == 100
            avatar.centerY == owner.centerY
        }

        """
    static let files = [("ListCell.layout", listCell), ("UserAvatarContainer.layout", SyncFixtures.avatar + "\n")]

    /// From here on, every write of an author's text aborts its transaction, as a kill
    /// at that point would end it.
    static func stopAtTexts(_ store: TrellisStore) throws {
        try store.writer.write { db in
            try db.execute(sql: "CREATE TRIGGER stop_at_texts BEFORE INSERT ON version_text BEGIN SELECT RAISE(ABORT, 'stopped here'); END")
        }
    }

    static func resume(_ store: TrellisStore) throws {
        try store.writer.write { db in try db.execute(sql: "DROP TRIGGER stop_at_texts") }
    }

    /// Versions (not deletions) the store holds without the author's text.
    static func versionsWithoutText(_ store: TrellisStore) throws -> [String] {
        try store.writer.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT id FROM version v
                    WHERE object_hash IS NOT NULL AND NOT EXISTS (SELECT 1 FROM version_text t WHERE t.version_id = v.id)
                    """)
        }
    }

    /// The library, and ana's clone of it by a pull.
    static func libraryAndClone() async throws -> (library: TrellisProject, ana: TrellisProject, client: SyncClient) {
        let library = try WorkingCopyBaseTests.project(files, author: "lib")
        let ana = try WorkingCopyBaseTests.project([], author: "ana", commit: false)
        let client = try SyncFixtures.client(ana.store, library.store)
        _ = try await ana.pull(with: client)
        #expect(try WorkingCopyBaseTests.read(ana, "ListCell.layout") == listCell)
        return (library, ana, client)
    }

    @Test func aPullStoppedWhereItKeepsTheTextsKeepsNoVersionWithoutOneAndItsRerunWritesTheAuthorsText() async throws {
        let (library, ana, client) = try await Self.libraryAndClone()
        let edited = Self.listCell.replacingOccurrences(of: "+ 12", with: "+ 16")
        try WorkingCopyBaseTests.write(library, "ListCell.layout", edited)
        _ = try library.commit(message: "16")

        try Self.stopAtTexts(ana.store)
        await #expect(throws: (any Error).self) { _ = try await ana.pull(with: client) }
        try Self.resume(ana.store)
        #expect(try Self.versionsWithoutText(ana.store).isEmpty)

        _ = try await ana.pull(with: client)
        #expect(try WorkingCopyBaseTests.read(ana, "ListCell.layout") == edited)
        #expect(try ana.status().isClean)
    }

    @Test func aMergeStoppedWhereItKeepsTheMergedTextRecordsNothingAndItsRerunKeepsBothSidesText() async throws {
        let (library, ana, client) = try await Self.libraryAndClone()
        let theirs = Self.listCell.replacingOccurrences(of: "+ 12", with: "+ 16")
        try WorkingCopyBaseTests.write(library, "ListCell.layout", theirs)
        _ = try library.commit(message: "16")
        let ours = Self.listCell.replacingOccurrences(of: "height 120", with: "height 130  // taller rows")
        try WorkingCopyBaseTests.write(ana, "ListCell.layout", ours)
        _ = try ana.commit(message: "130")
        let head = try ana.store.head(of: "ListCell")?.id
        _ = try await client.fetch()

        try Self.stopAtTexts(ana.store)
        #expect(throws: (any Error).self) { _ = try ana.merge(with: client) }
        try Self.resume(ana.store)
        #expect(try ana.store.head(of: "ListCell")?.id == head)
        #expect(try Self.versionsWithoutText(ana.store).isEmpty)
        #expect(ana.interruptedCheckout() == nil)

        let merged = try ana.merge(with: client)
        #expect(merged.outcomes.map(\.kind) == [.merged])
        let text = try WorkingCopyBaseTests.read(ana, "ListCell.layout")
        #expect(text == ours.replacingOccurrences(of: "+ 12", with: "+ 16"))
        #expect(try ana.status().isClean)
    }

    @Test func aPushIntoAProjectStoppedWhereItKeepsTheTextsKeepsNoVersionWithoutOneAndItsRerunWritesTheAuthorsText() async throws {
        let (library, ana, _) = try await Self.libraryAndClone()
        let intoLibrary = SyncClient(store: ana.store, remoteName: "origin", remote: StoreFileRemote(project: library, location: library.root))
        let edited = Self.listCell.replacingOccurrences(of: "+ 12", with: "+ 16")
        try WorkingCopyBaseTests.write(ana, "ListCell.layout", edited)
        _ = try ana.commit(message: "16")

        try Self.stopAtTexts(library.store)
        await #expect(throws: (any Error).self) { _ = try await intoLibrary.push() }
        try Self.resume(library.store)
        #expect(try Self.versionsWithoutText(library.store).isEmpty)
        #expect(try WorkingCopyBaseTests.read(library, "ListCell.layout") == Self.listCell)

        _ = try await intoLibrary.push()
        #expect(try WorkingCopyBaseTests.read(library, "ListCell.layout") == edited)
        #expect(try library.status().isClean)
    }

    @Test func aPushKilledWhileWritingTheProjectsFilesIsFinishedByThePushersNextSync() async throws {
        let (library, ana, _) = try await Self.libraryAndClone()
        try ana.store.addRemote(name: "library", url: library.root)
        let edited = Self.listCell.replacingOccurrences(of: "+ 12", with: "+ 16")
        try WorkingCopyBaseTests.write(ana, "ListCell.layout", edited)
        _ = try ana.commit(message: "16")
        _ = try await ana.sync(with: ana.syncClient(remote: "library", token: nil, environment: [:]))
        #expect(try WorkingCopyBaseTests.read(library, "ListCell.layout") == edited)

        // The library as a kill during the push's checkout leaves it: heads moved, the
        // file not written yet, the journal naming what the push was writing.
        try WorkingCopyBaseTests.write(library, "ListCell.layout", Self.listCell)
        try library.beginCheckout(TrellisProject.pushCheckoutCommand, components: ["ListCell"])
        #expect(try library.status().interrupted == TrellisProject.pushCheckoutCommand)
        #expect(throws: InterruptedCheckoutError.self) { _ = try library.commit(message: "probe") }

        // The pusher runs sync again: nothing is left to push, and the library's files are finished.
        let again = try await ana.sync(with: ana.syncClient(remote: "library", token: nil, environment: [:]))
        #expect(again.push?.moved == [])
        #expect(library.interruptedCheckout() == nil)
        #expect(try WorkingCopyBaseTests.read(library, "ListCell.layout") == edited)
        #expect(try library.status().isClean)
        #expect(try ana.status().isClean)
    }

    @Test func aFolderWhoseCheckoutItsOwnCommandLeftUnfinishedIsLeftToThatCommand() async throws {
        let (library, ana, _) = try await Self.libraryAndClone()
        try ana.store.addRemote(name: "library", url: library.root)
        // The library's own pull, interrupted: its user re-runs it (or 'trellis checkout'); a fetch from it writes nothing there.
        try library.beginCheckout("merge origin", components: ["ListCell"])
        try WorkingCopyBaseTests.write(library, "ListCell.layout", Self.listCell.replacingOccurrences(of: "+ 12", with: "+ 99"))
        _ = try await ana.pull(with: ana.syncClient(remote: "library", token: nil, environment: [:]))
        #expect(library.interruptedCheckout()?.command == "merge origin")
        #expect(try WorkingCopyBaseTests.read(library, "ListCell.layout").contains("+ 99"))
    }

    @Test func finishingAnInterruptedCheckoutRemovesTheTemporaryFileAKillLeftBesideAFile() async throws {
        let (_, ana, _) = try await Self.libraryAndClone()
        // A checkout killed after writing ListCell's temporary and before renaming it.
        try ana.beginCheckout("checkout", components: ["ListCell"])
        let leftover = (ana.root as NSString).appendingPathComponent(".ListCell.layout.4242.17.tmp")
        let unrelated = (ana.root as NSString).appendingPathComponent(".notes.tmp")
        try Data("half a file".utf8).write(to: URL(fileURLWithPath: leftover))
        try Data("the user's own".utf8).write(to: URL(fileURLWithPath: unrelated))

        _ = try ana.checkout([])
        #expect(ana.interruptedCheckout() == nil)
        #expect(!FileManager.default.fileExists(atPath: leftover))
        #expect(FileManager.default.fileExists(atPath: unrelated))
        #expect(try ana.status().isClean)
    }
}
