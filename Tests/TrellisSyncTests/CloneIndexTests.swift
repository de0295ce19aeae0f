import Foundation
import Testing
import TrellisLayoutFixtures
import TrellisModel
@testable import TrellisProject
import TrellisProjectFiles
import TrellisStore
import TrellisTestSupport
@testable import TrellisSync

/// A clone records every file it writes in the working copy's index, from what the
/// snapshot's verification parsed (authors' texts) or printed (versions without one), so
/// its first `status` parses nothing — and says what a full parse of the files says.
@Suite(.temporaryFolders) struct CloneIndexTests {
    typealias F = SyncFixtures

    func temporaryFolder() throws -> URL {
        let folder = TemporaryFolder.name("trellis-clone-index")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A source project whose store holds authors' texts (comments, folders, a spec with an
    /// `update` block, a screen using a container) and versions recorded without one.
    func sourceStore(in folder: URL) throws -> String {
        let root = folder.appendingPathComponent("source").path
        try ProjectScaffold.createProject(
            at: root,
            files: [
                ("Cells/UserAvatarContainer.layout", ExampleTexts.userAvatar),
                ("Panels/ClipRecordPanelLayout.layout", ExampleTexts.clipRecordPanel),
                ("ProfileScreen.layout", ExampleTexts.profileScreen),
            ])
        let project = try TrellisProject.create(at: root, environment: .fixed(author: "lib", storeID: "library"))
        try project.commit(message: "authored")
        try project.store.commit(F.generated(4), message: "no texts")
        return TrellisProject.storePath(root: root)
    }

    func clone(from source: String, into folder: URL) async throws -> TrellisProject {
        try await TrellisProject.clone(
            from: StoreFileRemote(path: source, environment: .fixed()), url: source, into: folder.appendingPathComponent("clone").path,
            environment: .fixed(author: "ana", storeID: "ana")
        ).project
    }

    /// Dates the index a second later, so that no file is from its clock tick (racily clean):
    /// what is left to read then is what the checkout did not record.
    func dateIndexLater(_ project: TrellisProject) throws {
        let path = WorkingCopyIndex.path(root: project.root)
        let written = try #require(FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
        try FileManager.default.setAttributes([.modificationDate: written.addingTimeInterval(1)], ofItemAtPath: path)
    }

    @Test func aClonesFirstStatusParsesNoFileAndAgreesWithAFullParse() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = try await clone(from: try sourceStore(in: folder), into: folder)
        try dateIndexLater(project)

        let summary = try project.summarizeWorkingCopy()
        #expect(summary.parsedCount == 0 && summary.rereadCount == 0, "the checkout recorded every file it wrote")
        // What the index says of each file is what parsing it says.
        let files = try LayoutWorkspace.layoutFiles(in: [project.root]).map { try LayoutSourceFile.read($0) }
        #expect(files.count == 7)
        for file in files {
            let document = try #require(file.document)
            let recorded = try #require(summary.components[document.name], "\(file.path) is not in the index")
            #expect(recorded.path == file.path)
            #expect(summary.hashes[document.name] == document.contentHash)
            #expect(summary.textHashes[document.name] == SourceText(text: file.text, path: "").hash)
            #expect(recorded.kind == document.kind && recorded.dependencies == document.dependencies)
            var hasUpdate = false
            if case .spec(let spec) = document { hasUpdate = !spec.update.isEmpty }
            #expect(recorded.hasUpdate == hasUpdate)
        }
        #expect(summary.components["ClipRecordPanelLayout"]?.hasUpdate == true)
        #expect(summary.components["ProfileScreen"]?.dependencies.contains("UserAvatarContainer") == true)
        #expect(try project.status().isClean)
    }

    @Test func anEditMadeAfterACloneIsSeenThroughItsIndex() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = try await clone(from: try sourceStore(in: folder), into: folder)
        let file = (project.root as NSString).appendingPathComponent("Cells/UserAvatarContainer.layout")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "badgeSize = 30", with: "badgeSize = 31").utf8).write(to: URL(fileURLWithPath: file))
        let comment = (project.root as NSString).appendingPathComponent("ProfileScreen.layout")
        try Data(("// a note\n" + (try String(contentsOfFile: comment, encoding: .utf8))).utf8).write(to: URL(fileURLWithPath: comment))
        let entries = try project.status().entries
        #expect(entries.map { "\($0.state) \($0.name)" } == ["modified ProfileScreen", "modified UserAvatarContainer"])
        #expect(entries.first?.textOnly == true && entries.last?.textOnly == false)
    }
}
