import Foundation
import Testing
import TrellisEngine
import TrellisModel
import TrellisProjectFiles
import TrellisProject
import TrellisRelayout
import TrellisTestSupport
@testable import TrellisPackages

/// `trellis update`: a library release that enlarges the avatar's badge moves exactly the
/// badge in the app's own screen, on every device; applying records it in the lock file.
@Suite(.temporaryFolders) struct UpdatePreviewTests {
    let environments = DeviceCatalog.defaultDevices.map { $0.environment() }

    /// An app at DS 1.0.0 with a committed screen using DS.UserAvatarContainer, and a
    /// second app screen that uses nothing of the library.
    func makeApp() async throws -> (app: TrellisProject, library: TrellisProject) {
        let library = try makeReleasedLibrary()
        let app = try makeProject("app", files: [])
        try await dependencies(of: app).add("DS", source: library.root, requirement: .exact(v("1.0.0")))
        var manifest = try Manifest.read(root: app.root)
        manifest.set(.init(name: "DS", source: library.root, requirement: .from(v("1.0.0"))))
        try manifest.write(root: app.root)
        try write(appCell(using: "DS.UserAvatarContainer"), "ProfileCell", in: app)
        try write(
            """
            screen Plain {
                view box: UIView
                box.edges == owner.edges
            }

            """, "Plain", in: app)
        try app.commit(message: "app screens")
        return (app, library)
    }

    @Test func thePreviewListsExactlyTheBadgeOfTheAppsScreenOnEveryDevice() async throws {
        let (app, _) = try await makeApp()
        let dependencies = dependencies(of: app)
        let plans = try await dependencies.plan()
        #expect(plans.map { "\($0.from?.release ?? "") → \($0.to.release)" } == ["1.0.0 → 1.1.0"])
        let preview = try dependencies.preview(plans, environments: environments)
        let report = preview.output.report
        #expect(report.changed == ["DS.UserAvatarContainer"])
        #expect(report.components == ["ProfileCell"])
        let changed = report.entries.filter { $0.state == .changed }
        #expect(changed.map(\.device) == environments.map(\.name))
        for entry in changed {
            #expect(entry.component == "ProfileCell")
            #expect(entry.moves.map(\.path) == ["avatar.vip"])
            // 30 → 36: the badge grows by 6 and its leading edge moves 6 back.
            #expect(entry.moves.map { [$0.dx, $0.dw, $0.dh] } == [[-6, 6, 6]])
        }
        #expect(preview.broken.isEmpty)
        // A preview records nothing.
        #expect(try LockFile.read(root: app.root).dependency(named: "DS")?.release == "1.0.0")
        // The HTML report has before/after pictures of the moved screen.
        let folder = temporaryFolder("report")
        let page = try preview.output.writeHTML(to: folder)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("ProfileCell"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: (folder as NSString).appendingPathComponent("svg")).count == 2 * environments.count)
    }

    @Test func applyingRecordsTheNewReleaseInTheLockFile() async throws {
        let (app, _) = try await makeApp()
        let dependencies = dependencies(of: app)
        let plans = try await dependencies.plan()
        try dependencies.apply(plans)
        let locked = try #require(try LockFile.read(root: app.root).dependency(named: "DS"))
        #expect(locked.release == "1.1.0")
        #expect(try app.status().isClean)
        let avatar = try #require(try app.workingCopy().workspace.library["DS.UserAvatarContainer"])
        guard case .container(let container) = avatar else { Issue.record("not a container"); return }
        #expect(container.parameters.first.map { "\($0.name) = \($0.defaultValue.map { "\($0)" } ?? "")" } == "badgeSize = 36.0")
    }

    @Test func toOutsideTheRangeWidensTheManifest() async throws {
        let (app, _) = try await makeApp()
        let dependencies = dependencies(of: app)
        let plans = try await dependencies.plan("DS", to: "2.0.0")
        #expect(plans.first?.requirement == .from(v("2.0.0")))
        try dependencies.apply(plans)
        #expect(try Manifest.read(root: app.root).dependency(named: "DS")?.requirement == .from(v("2.0.0")))
        #expect(try LockFile.read(root: app.root).dependency(named: "DS")?.release == "2.0.0")
    }

    @Test func aReleaseThatMakesAnAliasAmbiguousBreaksTheUpdate() async throws {
        let library = try makeLibrary()
        try LibraryReleases(project: library).release("1.0.0")
        let kit = try makeProject("kit", files: [(name: "Spacer.layout", text: "container Spacer {\n    view line: UIView\n    line.edges == self.edges\n}\n")])
        try LibraryReleases(project: kit).release("1.0.0")
        let app = try makeProject("app", files: [])
        try await dependencies(of: app).add("DS", source: library.root)
        try await dependencies(of: app).add("Kit", source: kit.root)
        try write(appCell(using: "UserAvatarContainer"), "ProfileCell", in: app)
        try app.commit(message: "alias")
        // Kit 1.1.0 adds its own UserAvatarContainer: the app's unqualified name is now ambiguous.
        try write(avatarContainer(badge: 10), "UserAvatarContainer", in: kit)
        try kit.commit(message: "avatar")
        try LibraryReleases(project: kit).release("1.1.0")
        let plans = try await dependencies(of: app).plan("Kit")
        let preview = try dependencies(of: app).preview(plans, environments: environments)
        #expect(preview.broken == ["ProfileCell"])
        #expect(preview.errors.count == 1)
        #expect(preview.errors.first?.contains("ambiguous: DS.UserAvatarContainer or Kit.UserAvatarContainer") == true)
    }
}
