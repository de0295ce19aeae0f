import Foundation
import Testing
import TrellisModel
import TrellisProject
import TrellisStore
import TrellisTestSupport
@testable import TrellisSync

/// Projects on disk whose store moves under their working copy: each file's base tells
/// an edit from a stale file, so nothing the store holds is ever reverted by a commit.
@Suite(.temporaryFolders) struct WorkingCopyBaseTests {
    /// A project folder holding `files` (name, text), committed when `commit`.
    static func project(_ files: [(String, String)], author: String = "ana", commit: Bool = true) throws -> TrellisProject {
        let root = TemporaryFolder.name("trellis-base").path
        try ProjectScaffold.createProject(at: root, files: files.map { (name: $0.0, text: $0.1) })
        let project = try TrellisProject.create(at: root, environment: .fixed(author: author, storeID: "store-\(author)-\(UUID().uuidString)"))
        if commit { try project.commit(message: "library") }
        return project
    }

    static func read(_ project: TrellisProject, _ name: String) throws -> String {
        try String(contentsOfFile: (project.root as NSString).appendingPathComponent(name), encoding: .utf8)
    }

    static func write(_ project: TrellisProject, _ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: (project.root as NSString).appendingPathComponent(name)))
    }

    static func states(_ project: TrellisProject) throws -> [String: StatusEntry.State] {
        Dictionary(uniqueKeysWithValues: try project.status().entries.map { ($0.name, $0.state) })
    }

    static let library = [("ListCell.layout", SyncFixtures.listCell + "\n"), ("UserAvatarContainer.layout", SyncFixtures.avatar + "\n")]

    @Test func aHeadMovedUnderAnUnmodifiedFileIsBehindAndACommitDoesNotRevertIt() throws {
        let project = try Self.project(Self.library)
        // Another writer moves the head without touching the file.
        let moved = try project.store.commit([try SyncFixtures.edited(SyncFixtures.listCell, "+ 12", "+ 16")], message: "elsewhere")
        #expect(try Self.states(project) == ["ListCell": .behind])
        #expect(try project.commit(message: "everything").seq == nil)
        #expect(try project.store.head(of: "ListCell")?.id == moved.versions.first?.id)
        #expect(throws: ProjectError.self) { try project.commit(message: "named", names: ["ListCell"]) }

        #expect(try project.update().updated == ["ListCell"])
        #expect(try Self.read(project, "ListCell.layout").contains("+ 16"))
        #expect(try project.status().isClean)
    }

    @Test func anEditOnTopOfAnOlderVersionIsDivergedRefusedAndMergedIntoTheHeadOnRequest() throws {
        let project = try Self.project(Self.library)
        let moved = try project.store.commit([try SyncFixtures.edited(SyncFixtures.listCell, "height 120", "height 130")], message: "elsewhere")
        try Self.write(project, "ListCell.layout", SyncFixtures.listCell.replacingOccurrences(of: "+ 12", with: "+ 20"))
        #expect(try Self.states(project) == ["ListCell": .diverged])
        let refused = #expect(throws: ProjectError.self) { try project.commit(message: "mine") }
        #expect("\(refused!)".contains("would revert"))
        #expect(try project.store.head(of: "ListCell")?.id == moved.versions.first?.id)

        // The edit applied to the head: both changes, an ordinary modification, committed.
        #expect(try project.mergeWorkingCopy() == ["ListCell"])
        let merged = try Self.read(project, "ListCell.layout")
        #expect(merged.contains("+ 20") && merged.contains("height 130"))
        #expect(try Self.states(project) == ["ListCell": .modified])
        let committed = try project.commit(message: "mine")
        #expect(committed.versions.first?.parents == [moved.versions.first!.id])
        #expect(try project.status().isClean)
    }

    @Test func aLostIndexStillTellsAStaleFileFromAnEdit() throws {
        let project = try Self.project(Self.library)
        try project.store.commit([try SyncFixtures.edited(SyncFixtures.listCell, "+ 12", "+ 16")], message: "elsewhere")
        try FileManager.default.removeItem(atPath: (project.root as NSString).appendingPathComponent(".trellis/index"))
        #expect(try Self.states(project) == ["ListCell": .behind])
        try Self.write(project, "ListCell.layout", SyncFixtures.listCell.replacingOccurrences(of: "+ 12", with: "+ 20"))
        try FileManager.default.removeItem(atPath: (project.root as NSString).appendingPathComponent(".trellis/index"))
        // Content no version had: an edit on top of the head, as before bases existed.
        #expect(try Self.states(project) == ["ListCell": .modified])
    }

    @Test func restoreRefusesToOverwriteAnUncommittedEditUnlessForced() throws {
        let project = try Self.project(Self.library)
        let edited = SyncFixtures.listCell.replacingOccurrences(of: "+ 12", with: "+ 20")
        try Self.write(project, "ListCell.layout", edited)
        #expect(throws: ProjectError.self) { try project.restore(ComponentRevision(name: "ListCell", revision: nil)) }
        #expect(try Self.read(project, "ListCell.layout") == edited)
        try project.restore(ComponentRevision(name: "ListCell", revision: nil), force: true)
        #expect(try project.status().isClean)
    }

    @Test func aSyncWhosePushFailsLeavesTheWorkingCopyMatchingTheStore() async throws {
        let library = try Self.project(Self.library, author: "lib")
        let ana = try Self.project([], author: "ana", commit: false)
        try ana.store.addRemote(name: "origin", url: library.root)
        let writable = try SyncFixtures.client(ana.store, library.store)
        _ = try await ana.pull(with: writable)
        #expect(try Self.read(ana, "ListCell.layout") == LayoutPrinter.print(try SyncFixtures.parse(SyncFixtures.listCell)))

        try library.store.commit([try SyncFixtures.edited(SyncFixtures.listCell, "+ 12", "+ 16")], message: "library")
        try Self.write(ana, "UserAvatarContainer.layout", SyncFixtures.avatar.replacingOccurrences(of: "= 30", with: "= 36"))
        try ana.commit(message: "bigger")
        let readOnly = SyncClient(store: ana.store, remoteName: "origin", remote: ReadOnlyRemote(StoreFileRemote(store: library.store, location: "lib")))
        let report = try await ana.sync(with: readOnly)
        #expect(report.pushError != nil && "\(report.pushError!)".contains("403"))
        #expect(report.merge.outcomes.changed.map(\.component) == ["ListCell"])
        #expect(try Self.read(ana, "ListCell.layout").contains("+ 16"))
        #expect(try ana.status().isClean)
        #expect(try ana.commit(message: "nothing").seq == nil)
    }

    @Test func aPullGoesAheadWhenLocalEditsTouchNoIncomingComponentAndIsRefusedWhenOneDoes() async throws {
        let library = try Self.project(Self.library, author: "lib")
        let ana = try Self.project([], author: "ana", commit: false)
        let client = try SyncFixtures.client(ana.store, library.store)
        _ = try await ana.pull(with: client)
        let mine = SyncFixtures.avatar.replacingOccurrences(of: "= 30", with: "= 36")
        try Self.write(ana, "UserAvatarContainer.layout", mine)

        try library.store.commit([try SyncFixtures.edited(SyncFixtures.listCell, "+ 12", "+ 16")], message: "list")
        _ = try await ana.pull(with: client)
        #expect(try Self.read(ana, "ListCell.layout").contains("+ 16"))
        #expect(try Self.read(ana, "UserAvatarContainer.layout") == mine)
        #expect(try Self.states(ana) == ["UserAvatarContainer": .modified])

        try library.store.commit([try SyncFixtures.edited(SyncFixtures.avatar, "view vip: UIImageView", "view vip: UIButton")], message: "button")
        await #expect(throws: ProjectSyncError.dirtyWorkingCopy(["UserAvatarContainer"])) { _ = try await ana.pull(with: client) }
        #expect(try Self.read(ana, "UserAvatarContainer.layout") == mine)
        #expect(try ana.store.head(of: "UserAvatarContainer")?.author == "lib")  // the clone's head, not merged
    }

    @Test func aPushIntoAProjectUpdatesItsFilesOrIsRefusedOverAnEditChangingNothing() async throws {
        let library = try Self.project(Self.library, author: "lib")
        let ben = try Self.project([], author: "ben", commit: false)
        let intoLibrary = SyncClient(
            store: ben.store, remoteName: "origin", remote: StoreFileRemote(project: library, location: library.root))
        try ben.store.addRemote(name: "origin", url: library.root)
        _ = try await ben.pull(with: intoLibrary)

        try Self.write(ben, "ListCell.layout", SyncFixtures.listCell.replacingOccurrences(of: "+ 12", with: "+ 16"))
        try ben.commit(message: "16")
        _ = try await intoLibrary.push()
        #expect(try Self.read(library, "ListCell.layout").contains("+ 16"))
        #expect(try library.status().isClean)

        // An uncommitted edit there to the component pushed: refused, nothing moves.
        let theirs = SyncFixtures.listCell.replacingOccurrences(of: "+ 12", with: "+ 30")
        try Self.write(library, "ListCell.layout", theirs)
        let libraryHead = try library.store.head(of: "ListCell")?.id
        let benTracking = try ben.store.remoteRefs("origin")
        try Self.write(ben, "ListCell.layout", SyncFixtures.listCell.replacingOccurrences(of: "+ 12", with: "+ 18"))
        try ben.commit(message: "18")
        let refusal = await #expect(throws: WorkingCopyRefusal.self) { _ = try await intoLibrary.push() }
        #expect(refusal?.files == ["ListCell.layout (ListCell)"])
        #expect(try Self.read(library, "ListCell.layout") == theirs)
        #expect(try library.store.head(of: "ListCell")?.id == libraryHead)
        #expect(try ben.store.remoteRefs("origin") == benTracking)
    }
}

/// A remote whose token may read but not write: every write answers 403.
struct ReadOnlyRemote: SyncRemote {
    let inner: any SyncRemote
    init(_ inner: any SyncRemote) { self.inner = inner }
    var location: String { inner.location }
    func info() async throws -> InfoResponse { try await inner.info() }
    func changes(after cursor: FeedCursor, limit: Int) async throws -> ChangesResponse { try await inner.changes(after: cursor, limit: limit) }
    func fetchObjects(_ hashes: [String]) async throws -> [WireObject] { try await inner.fetchObjects(hashes) }
    func missing(_ request: MissingMessage) async throws -> MissingMessage { try await inner.missing(request) }
    func uploadObjects(_ objects: [WireObject]) async throws -> Int { throw SyncError.forbidden(location) }
    func uploadVersions(_ versions: [WireVersion], tags: [WireTag]) async throws -> Int { throw SyncError.forbidden(location) }
    func updateHeads(_ updates: [HeadUpdate]) async throws -> [WireHead] { throw SyncError.forbidden(location) }
}
