import Foundation
import Testing
import TrellisTestSupport

/// `check`, `fix` and `fmt` in an app with dependencies, from outside it with `--project`
/// as the other commands take it: `use DS.UserAvatarContainer` resolves through the app's
/// Trellis.lock, and fix-its are searched and verified there as anywhere else (a candidate
/// edit is checked with the dependencies still loaded).
@Suite(.temporaryFolders) struct DependencyFixCLITests {
    /// The cell places the library's avatar horizontally only.
    func appMissingAVerticalPosition() throws -> TrellisRunner {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "lib").status == 0)
        #expect(try cli.run("commit", "-m", "library", "--project", "lib").status == 0)
        #expect(try cli.run("release", "1.0.0", "-m", "first", "--project", "lib").status == 0)
        #expect(try cli.run("init", "app", "--empty").status == 0)
        let added = try cli.run("add", "DS", cli.directory.appendingPathComponent("lib").path, "--project", "app")
        #expect(added.status == 0, "\(added.output)")
        try cli.write(
            """
            screen ProfileCell {
                height 120

                use avatar: DS.UserAvatarContainer

                avatar.leading == owner.leading + 12
                avatar.size == 100
            }

            """, to: "app/ProfileCell.layout")
        return cli
    }

    @Test func checkOffersAFixItInAnAppWithDependencies() throws {
        let cli = try appMissingAVerticalPosition()
        let check = try cli.run("check", "--project", "app")
        #expect(check.status != 0)
        #expect(!check.output.contains("unknown container"), "\(check.output)")
        #expect(check.stdout.contains("fix-it: add avatar.top == owner.top (app/ProfileCell.layout:8, 'trellis fix' applies it)"), "\(check.output)")
    }

    @Test func fixAppliesAFixItInAnAppWithDependencies() throws {
        let cli = try appMissingAVerticalPosition()
        let fix = try cli.run("fix", "--project", "app")
        #expect(fix.status == 0, "\(fix.output)")
        #expect(fix.stderr.contains("fixed app/ProfileCell.layout: add avatar.top == owner.top"), "\(fix.output)")
        #expect(fix.stdout.contains("no problems"), "\(fix.output)")
        #expect(try cli.read("app/ProfileCell.layout").contains("    avatar.top == owner.top\n}"))
        // The dependency's fetched files are read-only: fix never writes them, fmt never lists them.
        let fmt = try cli.run("fmt", "--check", "--project", "app")
        #expect(fmt.status == 0, "\(fmt.output)")
        #expect(!fmt.output.contains(".trellis"))
    }
}
