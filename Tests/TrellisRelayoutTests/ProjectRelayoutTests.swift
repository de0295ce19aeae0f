import Foundation
import Testing
import TrellisEngine
import TrellisExamples
import TrellisModel
import TrellisProject
import TrellisProjectFiles
import TrellisStore
import TrellisTestSupport
@testable import TrellisRelayout

/// The project front: `--changed` (working copy vs heads), `NAMES`, `--all`, `--since`,
/// and the HTML report.
@Suite(.temporaryFolders) struct ProjectRelayoutTests {
    /// A project folder holding the example library, committed once.
    func makeProject() throws -> TrellisProject {
        let root = TemporaryFolder.name("trellis-relayout").path
        let files = try ExampleLibrary.files().map { (name: $0.name, text: $0.text) }
        _ = try ProjectScaffold.createProject(at: root, files: files)
        let project = try TrellisProject.create(at: root, environment: .fixed())
        try project.commit(message: "Example library")
        return project
    }

    func write(_ text: String, _ name: String, in project: TrellisProject) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: (project.root as NSString).appendingPathComponent("\(name).layout")))
    }

    /// A file is loaded when its component is solved, after the working copy was summarised:
    /// the same text is taken at once, a reformatted one (same content) too, and an edit
    /// made meanwhile stops the run rather than caching a layout under the wrong key.
    @Test func aFileEditedDuringARunIsCaughtAndAReformattedOneIsNot() throws {
        let project = try makeProject()
        _ = try LibrarySnapshot.workingCopy(project: project)  // the index now vouches for every file
        let snapshot = try LibrarySnapshot.workingCopy(project: project)
        #expect(snapshot.library["UserAvatarContainer"] == nil)  // not parsed: loaded when solved
        #expect(try snapshot.library(including: ["UserAvatarContainer"], workers: 1)["UserAvatarContainer"] != nil)
        let path = (project.root as NSString).appendingPathComponent("UserAvatarContainer.layout")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try write(text + "\n\n", "UserAvatarContainer", in: project)
        #expect(try snapshot.library(including: ["UserAvatarContainer"], workers: 1)["UserAvatarContainer"] != nil)
        try write(avatarContainer(badge: 36), "UserAvatarContainer", in: project)
        #expect(throws: RelayoutError.self) { try snapshot.library(including: ["UserAvatarContainer"], workers: 1) }
    }

    @Test func changedComparesTheWorkingCopyWithTheHeads() throws {
        let project = try makeProject()
        let relayout = Relayout(store: project.store)
        let clean = try relayout.run(project: project.root, selection: .changed, environments: defaultEnvironments).report
        #expect(clean.components.isEmpty)
        #expect(clean.text.hasPrefix("nothing changed"))
        try write(avatarContainer(badge: 36), "UserAvatarContainer", in: project)
        let report = try relayout.run(project: project.root, selection: .changed, environments: defaultEnvironments).report
        #expect(report.changed == ["UserAvatarContainer"])
        #expect(report.components == ["ListCell", "UserAvatarContainer"])
        #expect(report.solved == 12)
        let again = try relayout.run(project: project.root, selection: .changed, environments: defaultEnvironments).report
        #expect(again.solved == 0 && again.cached == 12)
    }

    @Test func namesAndAllLayOutWhatTheyName() throws {
        let project = try makeProject()
        let relayout = Relayout(store: project.store)
        let named = try relayout.run(project: project.root, selection: .names(["UserAvatarContainer"]), environments: defaultEnvironments).report
        #expect(named.components == ["ListCell", "UserAvatarContainer"])
        #expect(named.entries.allSatisfy { $0.state == .unchanged })
        let all = try relayout.run(project: project.root, selection: .all, environments: defaultEnvironments).report
        #expect(all.components.count == 11)
        #expect(all.solved == 36 - 6)
        #expect(throws: RelayoutError.self) {
            try relayout.run(project: project.root, selection: .names(["UserAvatarContainr"]), environments: defaultEnvironments)
        }
    }

    @Test func sinceComparesHeadsAtAChangeWithHeadsNow() throws {
        let project = try makeProject()
        try write(avatarContainer(badge: 36), "UserAvatarContainer", in: project)
        try project.commit(message: "Bigger badge")
        let relayout = Relayout(store: project.store)
        for point in ["1", "HEAD~1", "UserAvatarContainer@HEAD~1", "ListCell@HEAD"] {
            let report = try relayout.run(project: project.root, selection: .since(point), environments: [defaultEnvironments[0]]).report
            #expect(report.changed == ["UserAvatarContainer"], "\(point)")
            let move = report.entries.first { $0.component == "ListCell" }?.moves.first
            #expect(move?.after == rect(76, 10, 36, 36), "\(point)")
        }
        let none = try relayout.run(project: project.root, selection: .since("HEAD"), environments: [defaultEnvironments[0]]).report
        #expect(none.components.isEmpty)
        #expect(throws: RelayoutError.self) {
            try relayout.run(project: project.root, selection: .since("7"), environments: defaultEnvironments)
        }
    }

    @Test func headsAsOfAChange() throws {
        let project = try makeProject()
        let first = try project.store.headHashes()
        try write(avatarContainer(badge: 36), "UserAvatarContainer", in: project)
        try project.commit(message: "Bigger badge")
        #expect(try project.store.headHashes(asOf: 1) == first)
        #expect(try project.store.headHashes(asOf: 2) == project.store.headHashes())
        #expect(try project.store.headHashes(asOf: 0).isEmpty)
    }

    /// Relayout reads the working copy through the project's one index (`.trellis/index`,
    /// the one status keeps): files it vouches for are not parsed again, their kind,
    /// dependencies and has-update come from it, and an edit (new size or time) is seen.
    @Test func theProjectIndexSkipsUnchangedFilesAndSeesEdits() throws {
        let project = try makeProject()
        let old = Date(timeIntervalSinceNow: -3600)
        let files = try LayoutWorkspace.layoutFiles(in: [project.root])
        for path in files { try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path) }
        let relayout = Relayout(store: project.store)
        _ = try relayout.run(project: project.root, selection: .changed, environments: defaultEnvironments)
        // From the index alone: nothing parsed, same summaries and hashes as parsing everything.
        let read = try project.summarizeWorkingCopy()
        #expect(read.parsedCount == 0)
        #expect(read.components["ClipRecordPanelLayout"].map { [$0.kind.rawValue, "\($0.hasUpdate)"] } == ["spec", "true"])
        #expect(read.components["ListCell"]?.dependencies == ["UserAvatarContainer"])
        let indexed = try LibrarySnapshot.workingCopy(project: project)
        #expect(indexed.library.names.isEmpty)
        #expect(indexed.summaries == LibrarySnapshot(try project.workingCopy().workspace.documents).summaries)
        try write(avatarContainer(badge: 36), "UserAvatarContainer", in: project)
        let report = try relayout.run(project: project.root, selection: .changed, environments: defaultEnvironments).report
        #expect(report.changed == ["UserAvatarContainer"])
        #expect(report.solved == 12)
        // A removed file is forgotten.
        try FileManager.default.removeItem(atPath: (project.root as NSString).appendingPathComponent("ActionBar.layout"))
        _ = try relayout.run(project: project.root, selection: .changed, environments: defaultEnvironments)
        #expect(try project.summarizeWorkingCopy().components["ActionBar"] == nil)
    }

    @Test func unparsableFilesStopTheRelayout() throws {
        let project = try makeProject()
        try write("container UserAvatarContainer {\n    view vip UIImageView\n}\n", "UserAvatarContainer", in: project)
        #expect(throws: RelayoutError.self) {
            try Relayout(store: project.store).run(project: project.root, selection: .changed, environments: defaultEnvironments)
        }
    }

    @Test func htmlReportIsSelfContained() throws {
        let project = try makeProject()
        try write(avatarContainer(badge: 36), "UserAvatarContainer", in: project)
        let output = try Relayout(store: project.store).run(project: project.root, selection: .changed, environments: defaultEnvironments)
        let folder = (project.root as NSString).appendingPathComponent("report")
        let page = try output.writeHTML(to: folder)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("relayout of UserAvatarContainer"))
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("<script"))
        let svgs = try FileManager.default.contentsOfDirectory(atPath: (folder as NSString).appendingPathComponent("svg")).sorted()
        #expect(svgs.count == 2 * 2 * 3)  // 2 components × 3 devices × before/after
        for svg in svgs { #expect(html.contains(#"src="svg/\#(svg)""#), "\(svg)") }
        let after = try String(contentsOfFile: (folder as NSString).appendingPathComponent("svg/ListCell-iPhone-SE-after.svg"), encoding: .utf8)
        #expect(after.contains(#"class="changed" x="76" y="10" width="36" height="36""#))
        let before = try String(contentsOfFile: (folder as NSString).appendingPathComponent("svg/ListCell-iPhone-SE-before.svg"), encoding: .utf8)
        #expect(before.contains(#"class="changed" x="82" y="10" width="30" height="30""#))
    }

    @Test func devicesOption() throws {
        #expect(try Relayout.environments(nil).map(\.name) == ["iPhone-SE", "iPhone-16-Pro-Max", "iPad-Air-11"])
        #expect(try Relayout.environments("all").count == DeviceCatalog.all.count)
        #expect(try Relayout.environments("iphone se, iPad-Pro-13").map(\.name) == ["iPhone-SE", "iPad-Pro-13"])
        #expect(throws: RelayoutError.self) { try Relayout.environments("iPhone-SEE") }
    }
}
