import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisProject

/// Finding the project a command runs in (`.trellis` in the folder or above it), which
/// every project command does first, spelled with strings instead of `URL`s.
@Suite(.temporaryFolders) struct ProjectRootTests {
    /// Property: the path made absolute and standard is what `URL`'s `standardizedFileURL`
    /// gives, over random relative and absolute paths of names, `.`, `..` and slashes.
    @Test func theStandardPathIsTheOneURLGives() {
        var random = SeededRandom(seed: 36)
        let names = ["a", "b", ".", "..", "c.d", "...", ".x"]
        for _ in 0..<2_000 {
            var path = (0..<random.int(0...6)).map { _ in random.pick(names) }.joined(separator: "/")
            if random.chance(0.5) { path = "/" + path }
            if random.chance(0.3) { path += "/" }
            #expect(TrellisProject.absoluteStandardPath(path) == URL(fileURLWithPath: path).standardizedFileURL.path, "\(path)")
        }
    }

    /// A repeated slash is one, as the file system reads it (`URL` counts an empty name there,
    /// so its `..` after `//` climbs one folder less than `cd` does).
    @Test func aRepeatedSlashIsOne() {
        #expect(TrellisProject.absoluteStandardPath("/a/b//..") == "/a")
        #expect(TrellisProject.absoluteStandardPath("//a///b/") == "/a/b")
        #expect(TrellisProject.absoluteStandardPath("/..") == "/")
    }

    /// From inside the project the root is its absolute path; the project's own folder keeps
    /// the spelling it was given; a folder beside it is not in it.
    @Test func theRootIsFoundFromBelowAndKeepsTheGivenSpelling() throws {
        let base = try TemporaryFolder.make("trellis-project-root").path
        let root = base + "/project"
        let deep = root + "/screens/cells"
        try FileManager.default.createDirectory(atPath: root + "/" + ProjectScaffold.metadataFolder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: base + "/other", withIntermediateDirectories: true)
        #expect(TrellisProject.findRoot(from: deep) == root)
        #expect(TrellisProject.findRoot(from: deep + "/../..") == root + "/screens/cells/../..")
        #expect(TrellisProject.findRoot(from: root + "/screens/./") == root)
        #expect(TrellisProject.findRoot(from: base + "/other") != root)
    }
}
