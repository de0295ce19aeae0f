import Testing
import TrellisModel
import TrellisProjectFiles

@testable import TrellisDiagnostics

/// A fix-it's re-checks cover only what the edited file reaches (issue 36): the rest of a
/// large app is neither validated nor solved again for every candidate.
struct FixItScopeTests {
    /// The example library with an unrelated screen that has its own error and a file that
    /// does not parse.
    static func withUnrelatedFiles() throws -> LayoutWorkspace {
        let unrelated = """
            screen Unrelated {
                view label: UILabel
                label.leading == owner.leading
            }
            """
        return LayoutWorkspace(
            files: try Library.missingTop().files + [
                LayoutSourceFile(path: "Unrelated.layout", text: unrelated),
                LayoutSourceFile(path: "Broken.layout", text: "screen Broken {\n    view = \n"),
            ])
    }

    @Test func rechecksKeepTheEditedFileWhatUsesItWhatItUsesAndUnparsedFilesOnly() throws {
        let workspace = try Self.withUnrelatedFiles()
        let search = FixItSearch(workspace: workspace, options: CheckOptions())
        let affected = Set(["UserAvatarContainer"] + search.dependents(of: "UserAvatarContainer"))
        #expect(affected.contains("ListCell"))
        let scoped = FixItScope.scoped(workspace, editing: "UserAvatarContainer.layout", names: affected)
        let paths = Set(scoped.files.map(\.path))
        #expect(paths.contains("UserAvatarContainer.layout"))
        #expect(paths.contains("ListCell.layout"))
        #expect(paths.contains("Broken.layout"))
        #expect(!paths.contains("Unrelated.layout"))
        #expect(scoped.files.count < workspace.files.count)
        // Everything the kept components use is kept: they resolve and validate as in the whole project.
        for name in affected {
            for dependency in scoped.library.transitiveDependencies(of: name) {
                #expect(scoped.library[dependency] != nil, "\(name) uses \(dependency)")
            }
        }
    }

    @Test func unrelatedFilesChangeNoFixIt() throws {
        let alone = LayoutCheck.run(try Library.missingTop())
        let inApp = LayoutCheck.run(try Self.withUnrelatedFiles())
        let vip = { (report: CheckReport) in report.problems.first { $0.kind == "ambiguous" && $0.message.contains("vip") } }
        let expected = try #require(vip(alone)).fixIts
        #expect(!expected.isEmpty)
        #expect(try #require(vip(inApp)).fixIts == expected)
    }
}
