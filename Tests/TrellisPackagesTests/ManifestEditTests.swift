import Foundation
import Testing
import TrellisModel
import TrellisProjectFiles
import TrellisTestSupport
@testable import TrellisPackages

/// `add`, `update` and `remove` edit `Trellis.toml` in place: the user's comments, order
/// and spacing survive; only the changed dependency's lines differ.
@Suite(.temporaryFolders) struct ManifestEditTests {
    static let commented = """
        # Trellis.toml for the Chat app — owned by the iOS team.

        [check]
        devices = ["iPhone-SE", "iPad-Air-11"]  # what QA tests on

        # The design system; pinned below 2.0 until the redesign ships.
        [dependencies.DS]
        path = "../DesignSystem"   # a sibling checkout
        from = "1.0.0"             # bump with 'trellis update DS'

        # Icons: a second library.
        [dependencies.Icons]
        path = "../Icons"
        exact = "0.3.0"

        # end of file
        """

    func edited(_ change: (inout Manifest) -> Void) throws -> String {
        var manifest = try Manifest(parsing: Self.commented)
        change(&manifest)
        return try #require(ManifestEditor.edit(Self.commented, to: manifest))
    }

    /// The lines of `after` that are not in `before`, and the lines of `before` gone from `after`.
    func difference(_ before: String, _ after: String) -> (added: [String], removed: [String]) {
        let old = before.components(separatedBy: "\n"), new = after.components(separatedBy: "\n")
        let diff = new.difference(from: old)
        return (
            diff.insertions.compactMap { if case .insert(_, let line, _) = $0 { line } else { nil } },
            diff.removals.compactMap { if case .remove(_, let line, _) = $0 { line } else { nil } }
        )
    }

    @Test func anUpdatedRequirementChangesOnlyItsValueAndKeepsTheComment() throws {
        let text = try edited { $0.set(.init(name: "DS", source: "../DesignSystem", requirement: .from(v("1.2.0")))) }
        let (added, removed) = difference(Self.commented, text)
        #expect(removed == [#"from = "1.0.0"             # bump with 'trellis update DS'"#])
        #expect(added == [#"from = "1.2.0"             # bump with 'trellis update DS'"#])
    }

    @Test func fromBecomingExactReplacesTheKeyInItsPlace() throws {
        let text = try edited { $0.set(.init(name: "Icons", source: "../Icons", requirement: .from(v("0.4.0")))) }
        let (added, removed) = difference(Self.commented, text)
        #expect(removed == [#"exact = "0.3.0""#])
        #expect(added == [#"from = "0.4.0""#])
    }

    @Test func anAddedDependencyIsAppendedAndEverythingElseStays() throws {
        let text = try edited { $0.set(.init(name: "Charts", source: "http://libs.example:8080", requirement: .exact(v("2.0.0")))) }
        #expect(text.hasPrefix(Self.commented))
        #expect(text.hasSuffix("\n\n[dependencies.Charts]\nurl = \"http://libs.example:8080\"\nexact = \"2.0.0\"\n"))
        #expect(try Manifest(parsing: text).dependency(named: "Charts")?.source == "http://libs.example:8080")
    }

    @Test func aRemovedDependencyLosesItsTableOnly() throws {
        let text = try edited { $0.remove("DS") }
        let (added, removed) = difference(Self.commented, text)
        #expect(added.isEmpty)
        // Its table, the comment right above it, and one of the two blank lines around them.
        #expect(
            removed.sorted() == [
                "", "# The design system; pinned below 2.0 until the redesign ships.", "[dependencies.DS]",
                #"from = "1.0.0"             # bump with 'trellis update DS'"#, #"path = "../DesignSystem"   # a sibling checkout"#,
            ])
        // The comment above the next table stays with it.
        #expect(text.contains("# Icons: a second library.\n[dependencies.Icons]"))
        #expect(try Manifest(parsing: text).dependencies.map(\.name) == ["Icons"])
    }

    @Test func anInlineDependencyIsRewrittenOnItsOwnLine() throws {
        let original = """
            [dependencies]
            Kit = { path = "/libs/kit", exact = "2.0.0" }  # vendored
            DS = { path = "../DS", from = "1.0.0" }
            """
        var manifest = try Manifest(parsing: original)
        manifest.set(.init(name: "Kit", source: "/libs/kit", requirement: .exact(v("2.1.0"))))
        let text = try #require(ManifestEditor.edit(original, to: manifest))
        #expect(
            text == """
                [dependencies]
                Kit = { path = "/libs/kit", exact = "2.1.0" }  # vendored
                DS = { path = "../DS", from = "1.0.0" }
                """)
    }

    @Test func writeEditsTheFileInPlaceAndCreatesAMissingOneInTheStableLayout() throws {
        let root = temporaryFolder("manifest-write")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let fresh = Manifest(dependencies: [.init(name: "DS", source: "../DS", requirement: .from(v("1.0.0")))])
        try fresh.write(root: root)
        #expect(try String(contentsOfFile: Manifest.path(root: root), encoding: .utf8) == fresh.text)

        try Data(Self.commented.utf8).write(to: URL(fileURLWithPath: Manifest.path(root: root)))
        var manifest = try Manifest.read(root: root)
        manifest.set(.init(name: "DS", source: "../DesignSystem", requirement: .from(v("1.1.0"))))
        try manifest.write(root: root)
        let written = try String(contentsOfFile: Manifest.path(root: root), encoding: .utf8)
        #expect(written == Self.commented.replacingOccurrences(of: #"from = "1.0.0" "#, with: #"from = "1.1.0" "#))
        #expect(try Manifest.read(root: root) == manifest)
    }

    @Test func addUpdateAndRemoveKeepAHandWrittenManifestsComments() async throws {
        let library = try makeReleasedLibrary()
        let app = try makeProject("commented-app", files: [])
        let header = "# Chat app libraries\n# (reviewed by the iOS team)\n\n[check]\ndevices = [\"iPhone-SE\"]  # QA's phone\n"
        try Data(header.utf8).write(to: URL(fileURLWithPath: Manifest.path(root: app.root)))
        try await dependencies(of: app).add("DS", source: library.root, requirement: .exact(v("1.0.0")))
        var text = try String(contentsOfFile: Manifest.path(root: app.root), encoding: .utf8)
        #expect(text.hasPrefix(header))
        #expect(text.contains("[dependencies.DS]\npath = \"\(library.root)\"\nexact = \"1.0.0\"\n"))

        // A comment the user adds afterwards survives the update that widens the range.
        text = text.replacingOccurrences(of: "exact = \"1.0.0\"", with: "exact = \"1.0.0\"  # until the badge review")
        try Data(text.utf8).write(to: URL(fileURLWithPath: Manifest.path(root: app.root)))
        let plans = try await dependencies(of: app).plan("DS", to: "2.0.0")
        try dependencies(of: app).apply(plans)
        let updated = try String(contentsOfFile: Manifest.path(root: app.root), encoding: .utf8)
        #expect(updated == text.replacingOccurrences(of: "exact = \"1.0.0\"", with: "exact = \"2.0.0\""))

        try dependencies(of: app).remove("DS")
        #expect(try String(contentsOfFile: Manifest.path(root: app.root), encoding: .utf8) == header)
        #expect(try LockFile.read(root: app.root).dependencies.isEmpty)
        #expect(
            !FileManager.default.fileExists(
                atPath: (ResolvedDependencies.folder(root: app.root, dependency: "DS", release: "1.0.0") as NSString).deletingLastPathComponent))
    }
}
