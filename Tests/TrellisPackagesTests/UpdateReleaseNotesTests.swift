import Foundation
import Testing
import TrellisEngine
import TrellisModel
import TrellisProject
import TrellisRelayout
import TrellisTestSupport
@testable import TrellisPackages

/// `trellis update --preview` says what the release brings before what it moves: the
/// release's message and the structural diff of the dependency's components it changed,
/// whether the library is a folder or served by `trellis serve`; the HTML report is titled
/// for the update.
@Suite(.serialized, .temporaryFolders) struct UpdateReleaseNotesTests {
    /// An app locked at DS 1.0.0 whose screen uses DS.UserAvatarContainer (1.1.0, "bigger
    /// badge", grows the badge from 30 to 36; 2.0.0, made without a message, to 40).
    func makeApp(_ name: String, source: (TrellisProject) async throws -> String) async throws -> (TrellisProject, ProjectDependencies) {
        let library = try makeReleasedLibrary()
        let app = try makeProject(name, files: [])
        let dependencies = ProjectDependencies(project: app, environment: .fixed(), token: ServedLibraryTests.token)
        try await dependencies.add("DS", source: try await source(library), requirement: .exact(v("1.0.0")))
        try write(appCell(using: "DS.UserAvatarContainer"), "ProfileCell", in: app)
        try app.commit(message: "app screen")
        return (app, dependencies)
    }

    @Test func theNotesGiveTheReleasesMessageAndWhatItChangedInTheDependency() async throws {
        let (_, dependencies) = try await makeApp("notes-app") { $0.root }
        let notes = await dependencies.releaseNotes(try await dependencies.plan("DS", to: "1.1.0"))
        #expect(
            notes.map(\.text) == [
                """
                DS 1.0.0 → 1.1.0: bigger badge
                  UserAvatarContainer
                    param badgeSize: default 30 → 36
                """
            ])
        let unsaid = await dependencies.releaseNotes(try await dependencies.plan("DS", to: "2.0.0"))
        #expect(unsaid.first?.text.hasPrefix("DS 1.0.0 → 2.0.0\n") == true, "a release made without a message: the title alone")
    }

    @Test func aServedLibrarysReleaseMessageComesWithItsTags() async throws {
        let tests = ServedLibraryTests()
        var server: Task<Void, any Error>?
        let (_, dependencies) = try await makeApp("notes-served") { library in
            let (task, url) = try await tests.serve(library.store)
            server = task
            return url
        }
        let notes = await dependencies.releaseNotes(try await dependencies.plan("DS", to: "1.1.0"))
        if let server { await tests.stop(server) }
        #expect(notes.first?.message == "bigger badge", "the hub's feed carries the message")
        #expect(notes.first?.components.map(\.name) == ["UserAvatarContainer"])
    }

    @Test func theReportIsTitledForTheUpdateAndShowsTheNotes() async throws {
        let (_, dependencies) = try await makeApp("notes-html") { $0.root }
        let plans = try await dependencies.plan("DS", to: "1.1.0")
        let notes = await dependencies.releaseNotes(plans)
        let preview = try dependencies.preview(plans, environments: DeviceCatalog.defaultDevices.map { $0.environment() })
        let folder = temporaryFolder("notes-report")
        let title = "trellis update " + notes.map(\.title).joined(separator: ", ")
        let page = try String(contentsOfFile: try preview.output.writeHTML(to: folder, title: title, notes: notes), encoding: .utf8)
        #expect(page.contains("<title>trellis update DS 1.0.0 → 1.1.0</title>"))
        #expect(page.contains("<h1>trellis update DS 1.0.0 → 1.1.0</h1>"))
        #expect(!page.contains("trellis relayout"))
        #expect(page.contains(#"<p class="message">bigger badge</p>"#))
        #expect(page.contains(#"<li class="changed">param badgeSize: default 30 → 36</li>"#))
    }
}
