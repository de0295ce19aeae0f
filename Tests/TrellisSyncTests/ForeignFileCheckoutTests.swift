import Foundation
import Testing
import TrellisLayoutFixtures
import TrellisModel
import TrellisProject
import TrellisProjectFiles
import TrellisStore
import TrellisTestSupport
@testable import TrellisSync

/// Issue 39, N1: two teammates each add a different component in a file of the same
/// relative path (`Buttons.layout`). No pull, sync, clone, checkout or push into a project
/// folder writes a component into a file that holds another: a version's recorded path is
/// only a hint, and the second component goes to its own `NAME.layout`
/// (`CheckoutPlacement`).
@Suite(.temporaryFolders) struct ForeignFileCheckoutTests {
    static let primary = "// Ana's button.\n" + ExampleTexts.avatar(badge: 30, named: "PrimaryButton") + "\n"
    static let secondary = "// Ben's button.\n" + ExampleTexts.avatar(badge: 40, named: "SecondaryButton") + "\n"

    /// The team's project folder (origin, holding the library) and Ana's and Ben's
    /// projects, each pulled from it, with it as the project-folder remote `origin`.
    static func team() async throws -> (origin: TrellisProject, ana: TrellisProject, ben: TrellisProject) {
        let origin = try WorkingCopyBaseTests.project(WorkingCopyBaseTests.library, author: "origin")
        var people: [TrellisProject] = []
        for name in ["ana", "ben"] {
            let person = try WorkingCopyBaseTests.project([], author: name, commit: false)
            try person.store.addRemote(name: "origin", url: origin.root)
            _ = try await person.pull(with: client(person))
            people.append(person)
        }
        return (origin, people[0], people[1])
    }

    static func client(_ project: TrellisProject) throws -> SyncClient {
        try project.syncClient(remote: "origin", token: nil, environment: [:])
    }

    /// The name of the component each `.layout` file of the project defines.
    static func files(_ project: TrellisProject) throws -> [String: String] {
        var files: [String: String] = [:]
        for path in try LayoutWorkspace.layoutFiles(in: [project.root]) {
            let file = try LayoutSourceFile.read(path)
            files[(path as NSString).lastPathComponent] = file.document?.name ?? "(does not parse)"
        }
        return files
    }

    /// A new project cloned from `remote` as `trellis clone` does it: the store, then a
    /// checkout of every head.
    static func clone(_ remote: any SyncRemote, url: String) async throws -> (project: TrellisProject, checkout: CheckoutReport) {
        let root = TemporaryFolder.name("trellis-clone").path
        try ProjectScaffold.createProject(at: root, files: [])
        try TrellisProject.beginClone(at: root)
        let (store, _) = try await SyncClient.clone(
            from: remote, url: url, to: TrellisProject.storePath(root: root), environment: .fixed(author: "cal", storeID: "cal-\(UUID().uuidString)"))
        let project = TrellisProject(root: root, store: store)
        let heads = try store.heads().filter { !$0.isDeletion }.map(\.component)
        return (project, try project.checkout(heads, command: "clone"))
    }

    static let library = ["ListCell.layout": "ListCell", "UserAvatarContainer.layout": "UserAvatarContainer"]

    /// Both buttons in origin's store, recorded at `Buttons.layout`: Ana's pushed first, Ben's merged on top.
    static func bothButtonsPushed() async throws -> (origin: TrellisProject, ana: TrellisProject, ben: TrellisProject) {
        let (origin, ana, ben) = try await team()
        try WorkingCopyBaseTests.write(ana, "Buttons.layout", primary)
        _ = try ana.commit(message: "primary")
        _ = try await ana.sync(with: client(ana))
        try WorkingCopyBaseTests.write(ben, "Buttons.layout", secondary)
        _ = try ben.commit(message: "secondary")
        _ = try await ben.sync(with: client(ben))
        return (origin, ana, ben)
    }

    @Test func aPullWritesAComponentRecordedInAnotherComponentsFileBesideItNotOverIt() async throws {
        let (origin, ana, ben) = try await Self.team()
        try WorkingCopyBaseTests.write(ana, "Buttons.layout", Self.primary)
        _ = try ana.commit(message: "primary")
        _ = try await ana.sync(with: Self.client(ana))
        // The push into origin's folder wrote Ana's file there.
        #expect(try WorkingCopyBaseTests.read(origin, "Buttons.layout") == Self.primary)

        // Ben's own button in a file of the same path, not committed yet.
        try WorkingCopyBaseTests.write(ben, "Buttons.layout", Self.secondary)
        let pulled = try await ben.pull(with: Self.client(ben))
        #expect(try WorkingCopyBaseTests.read(ben, "Buttons.layout") == Self.secondary)
        #expect(try WorkingCopyBaseTests.read(ben, "PrimaryButton.layout") == Self.primary)
        #expect(
            pulled.merge.checkout.relocated == [
                CheckoutReport.Relocation(component: "PrimaryButton", path: "PrimaryButton.layout", wanted: "Buttons.layout", occupant: "SecondaryButton")
            ])
        #expect(pulled.merge.checkout.notes.contains { $0.contains("PrimaryButton: written to PrimaryButton.layout, not Buttons.layout") })
        #expect(try WorkingCopyBaseTests.states(ben) == ["SecondaryButton": .new])

        // Committed and pushed into origin's folder: beside Ana's, which stays.
        _ = try ben.commit(message: "secondary")
        _ = try await ben.sync(with: Self.client(ben))
        #expect(try Self.files(origin) == Self.library.merging(["Buttons.layout": "PrimaryButton", "SecondaryButton.layout": "SecondaryButton"]) { a, _ in a })
        #expect(try origin.status().isClean)
        #expect(try ben.status().isClean)
        _ = try await ana.pull(with: Self.client(ana))
        #expect(try WorkingCopyBaseTests.read(ana, "SecondaryButton.layout") == Self.secondary)
        #expect(try ana.status().isClean)
    }

    @Test func aPullOverHTTPWritesAComponentRecordedInAnotherComponentsFileBesideIt() async throws {
        let hub = try SyncFixtures.store("hub")
        let server = try await TestServer.start(hub)
        defer { Task { await server.stop() } }
        var people: [TrellisProject] = []
        for name in ["ana", "ben"] {
            let person = try WorkingCopyBaseTests.project([], author: name, commit: false)
            try person.store.addRemote(name: "origin", url: server.url)
            people.append(person)
        }
        let (ana, ben) = (people[0], people[1])
        func client(_ project: TrellisProject) throws -> SyncClient {
            try project.syncClient(remote: "origin", token: TestServer.write, environment: [:])
        }
        try WorkingCopyBaseTests.write(ana, "Buttons.layout", Self.primary)
        _ = try ana.commit(message: "primary")
        _ = try await ana.sync(with: client(ana))

        try WorkingCopyBaseTests.write(ben, "Buttons.layout", Self.secondary)
        let pulled = try await ben.pull(with: client(ben))
        #expect(pulled.merge.checkout.relocated.map { $0.component } == ["PrimaryButton"])
        #expect(try WorkingCopyBaseTests.read(ben, "Buttons.layout") == Self.secondary)
        #expect(try WorkingCopyBaseTests.read(ben, "PrimaryButton.layout") == Self.primary)
        #expect(try WorkingCopyBaseTests.states(ben) == ["SecondaryButton": .new])
    }

    @Test func aCommittedComponentInTheSameFileSurvivesThePullAndTheNextCommitDeletesNothing() async throws {
        let (origin, ana, ben) = try await Self.bothButtonsPushed()
        // Ben's file is his: the pull put Ana's button into a file of its own.
        #expect(try WorkingCopyBaseTests.read(ben, "Buttons.layout") == Self.secondary)
        #expect(try WorkingCopyBaseTests.read(ben, "PrimaryButton.layout") == Self.primary)
        #expect(try ben.status().isClean)
        #expect(try ben.commit(message: "anything else?").seq == nil)
        #expect(try ben.store.head(of: "PrimaryButton")?.isDeletion == false)
        #expect(try origin.store.head(of: "SecondaryButton")?.isDeletion == false)
        #expect(try Self.files(origin)["Buttons.layout"] == "PrimaryButton")
        #expect(try Self.files(origin)["SecondaryButton.layout"] == "SecondaryButton")
        #expect(try origin.status().isClean)
        _ = try await ana.pull(with: Self.client(ana))
        #expect(try ana.status().isClean)
    }

    @Test(arguments: ["store file", "project folder", "http"])
    func aCloneOfAStoreWhoseRecordedPathsCollideWritesEachComponentToAFileOfItsOwn(_ source: String) async throws {
        let (origin, _, _) = try await Self.bothButtonsPushed()
        let cloned: (project: TrellisProject, checkout: CheckoutReport)
        switch source {
        case "store file":
            let path = TrellisProject.storePath(root: origin.root)
            cloned = try await Self.clone(StoreFileRemote(path: path, environment: .fixed()), url: path)
        case "project folder":
            cloned = try await Self.clone(try RemoteURL(parsing: origin.root).open(token: nil, environment: .fixed()), url: origin.root)
        default:
            let server = try await TestServer.start(origin.store)
            defer { Task { await server.stop() } }
            cloned = try await Self.clone(HTTPRemote(url: server.url, token: TestServer.read), url: server.url)
        }
        // Name order decides: PrimaryButton takes the recorded path, SecondaryButton its own name.
        #expect(
            try Self.files(cloned.project)
                == Self.library.merging(["Buttons.layout": "PrimaryButton", "SecondaryButton.layout": "SecondaryButton"]) { a, _ in a })
        #expect(try WorkingCopyBaseTests.read(cloned.project, "SecondaryButton.layout") == Self.secondary)
        #expect(cloned.checkout.relocated.map { $0.component } == ["SecondaryButton"])
        #expect(try cloned.project.status().isClean)
        #expect(try cloned.project.commit(message: "nothing").seq == nil)
    }

    @Test func aVersionRecordedAtAnotherComponentsFileNeverTakesThatFile() async throws {
        let (origin, ana, _) = try await Self.team()
        // A peer with a write token records Aardvark at ListCell's path (it sorts first).
        let aardvark = ExampleTexts.avatar(badge: 50, named: "Aardvark") + "\n"
        try origin.store.commit(
            [try SyncFixtures.parse(aardvark)], message: "hostile", texts: ["Aardvark": SourceText(text: aardvark, path: "ListCell.layout")])
        let pulled = try await ana.pull(with: Self.client(ana))
        #expect(try Self.files(ana)["ListCell.layout"] == "ListCell")
        #expect(try WorkingCopyBaseTests.read(ana, "Aardvark.layout") == aardvark)
        #expect(pulled.merge.checkout.relocated.map(\.component) == ["Aardvark"])
        #expect(try ana.status().isClean)

        let path = TrellisProject.storePath(root: origin.root)
        let cloned = try await Self.clone(StoreFileRemote(path: path, environment: .fixed()), url: path)
        #expect(try Self.files(cloned.project) == Self.library.merging(["Aardvark.layout": "Aardvark"]) { a, _ in a })
        #expect(try cloned.project.status().isClean)
    }

    @Test func aVersionRecordedInsideAnotherComponentsFileAsIfItWereAFolderStillClones() async throws {
        let (origin, _, _) = try await Self.team()
        let zebra = ExampleTexts.avatar(badge: 50, named: "Zebra") + "\n"
        try origin.store.commit(
            [try SyncFixtures.parse(zebra)], message: "hostile", texts: ["Zebra": SourceText(text: zebra, path: "ListCell.layout/Zebra.layout")])
        let path = TrellisProject.storePath(root: origin.root)
        let cloned = try await Self.clone(StoreFileRemote(path: path, environment: .fixed()), url: path)
        #expect(try Self.files(cloned.project) == Self.library.merging(["Zebra.layout": "Zebra"]) { a, _ in a })
        #expect(cloned.checkout.relocated.first?.occupant == "ListCell")
        #expect(try cloned.project.status().isClean)
    }

    @Test func aComponentWhoseOwnNameIsTakenGoesToTheFirstFreeNumberedFile() async throws {
        let (_, ana, ben) = try await Self.team()
        // Ben keeps an unrelated draft in PrimaryButton.layout and a file that does not parse in Buttons.layout.
        let draft = ExampleTexts.avatar(badge: 20, named: "Draft") + "\n"
        try WorkingCopyBaseTests.write(ben, "PrimaryButton.layout", draft)
        try WorkingCopyBaseTests.write(ben, "Buttons.layout", "container Half {")
        try WorkingCopyBaseTests.write(ana, "Buttons.layout", Self.primary)
        _ = try ana.commit(message: "primary")
        _ = try await ana.sync(with: Self.client(ana))

        let pulled = try await ben.pull(with: Self.client(ben))
        #expect(try WorkingCopyBaseTests.read(ben, "PrimaryButton.layout") == draft)
        #expect(try WorkingCopyBaseTests.read(ben, "Buttons.layout") == "container Half {")
        #expect(try WorkingCopyBaseTests.read(ben, "PrimaryButton-2.layout") == Self.primary)
        #expect(pulled.merge.checkout.relocated.first?.occupant == nil, "Buttons.layout defines no component")
    }

    @Test func restoreNeverWritesIntoAnotherComponentsFile() async throws {
        let (_, ana, _) = try await Self.team()
        try WorkingCopyBaseTests.write(ana, "Buttons.layout", Self.primary)
        _ = try ana.commit(message: "primary")
        // The file now holds another component; PrimaryButton's file is gone.
        try WorkingCopyBaseTests.write(ana, "Buttons.layout", Self.secondary)
        let restored = try ana.restore(ComponentRevision(name: "PrimaryButton", revision: nil))
        #expect((restored.path as NSString).lastPathComponent == "PrimaryButton.layout")
        #expect(try WorkingCopyBaseTests.read(ana, "Buttons.layout") == Self.secondary)
        #expect(try WorkingCopyBaseTests.read(ana, "PrimaryButton.layout") == Self.primary)
    }
}
