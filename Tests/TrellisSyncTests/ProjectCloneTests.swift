import Foundation
import Testing
import TrellisModel
import TrellisProject
import TrellisStore
import TrellisTestSupport
@testable import TrellisSync

/// `TrellisProject.clone`: what `trellis clone` does once its folder is known to be free.
@Suite(.temporaryFolders) struct ProjectCloneTests {
    typealias F = SyncFixtures

    @Test func aCloneIntoAFolderWritesEveryHeadKeepsTheTokenAndHasNothingToCommit() async throws {
        let folder = TemporaryFolder.name("trellis-project-clone")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sourcePath = folder.appendingPathComponent("library.sqlite").path
        let source = try TrellisStore.open(path: sourcePath, create: true, environment: .fixed(author: "lib", storeID: "library"))
        try source.commit([F.parse(F.avatar)] + F.generated(12), message: "library")
        try source.commit([], deleting: ["Generated3"], message: "one less")

        let root = folder.appendingPathComponent("clone").path
        let (project, report, checkout) = try await TrellisProject.clone(
            from: StoreFileRemote(path: sourcePath, environment: .fixed()), url: sourcePath, into: root, token: "secret",
            environment: .fixed(author: "ana", storeID: "ana"))
        #expect(report.viaSnapshot && report.heads == 13)
        #expect(checkout.written == 12)
        let files = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasSuffix(".layout") }
        #expect(files.count == 12 && !files.contains("Generated3.layout"))
        #expect(try project.status().isClean)
        #expect(project.interruptedCheckout() == nil, "the clone's journal is gone once every file is written")
        #expect(try Credentials(projectRoot: root).token(for: "origin", environment: [:]) == "secret")
        #expect(try project.store.remotes().map(\.name) == ["origin"])
    }
}
