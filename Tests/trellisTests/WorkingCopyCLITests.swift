import Foundation
import Testing
import TrellisTestSupport

/// The working copy as a user sees it when the store moves: pushes into a project folder
/// update its files (or are refused over uncommitted edits), restore and pull never
/// overwrite an edit, and a stale file is never committed as a revert.
@Suite(.temporaryFolders) struct WorkingCopyCLITests {
    func edit(_ cli: TrellisRunner, _ file: String, _ from: String, _ to: String) throws {
        let text = try cli.read(file)
        precondition(text.contains(from), "\(from) not in \(file)")
        try cli.write(text.replacingOccurrences(of: from, with: to), to: file)
    }

    /// A committed library `lib` and its clone `ben`.
    func libraryAndClone() throws -> TrellisRunner {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "lib").status == 0)
        #expect(try cli.run("commit", "-m", "library", "--project", "lib").status == 0)
        #expect(try cli.run("clone", "lib", "ben").status == 0)
        return cli
    }

    @Test func aPushIntoAProjectFolderUpdatesItsFilesAndLeavesItClean() throws {
        let cli = try libraryAndClone()
        try edit(cli, "ben/ListCell.layout", "+ 12", "+ 16")
        #expect(try cli.run("commit", "-m", "16", "--project", "ben").status == 0)
        let pushed = try cli.run("push", "--project", "ben")
        #expect(pushed.status == 0, "\(pushed.output)")
        #expect(try cli.read("lib/ListCell.layout").contains("+ 16"))
        #expect(try cli.run("status", "--project", "lib").stdout.contains("nothing to commit"))
        #expect(try cli.run("commit", "-m", "again", "--project", "lib").stdout.contains("nothing to commit"))
        #expect(try cli.run("log", "ListCell", "--project", "lib").stdout.contains("16"))
    }

    @Test func aPushIntoAProjectFolderWithAnUncommittedEditThereIsRefusedOnlyForThatComponent() throws {
        let cli = try libraryAndClone()
        try edit(cli, "lib/ListCell.layout", "+ 12", "+ 20")
        let mine = try cli.read("lib/ListCell.layout")

        // Another component: pushed and written out, the edit left alone.
        try edit(cli, "ben/UserAvatarContainer.layout", "param badgeSize = 30", "param badgeSize = 36")
        #expect(try cli.run("commit", "-m", "36", "--project", "ben").status == 0)
        let unrelated = try cli.run("push", "--project", "ben")
        #expect(unrelated.status == 0, "\(unrelated.output)")
        #expect(try cli.read("lib/UserAvatarContainer.layout").contains("badgeSize = 36"))
        let status = try cli.run("status", "--project", "lib").stdout
        #expect(status.contains("modified  ListCell") && !status.contains("UserAvatarContainer"), "\(status)")

        // The same component: refused, naming the file; nothing moves on either side.
        let logBefore = try cli.run("log", "ListCell", "--project", "lib").stdout
        try edit(cli, "ben/ListCell.layout", "+ 12", "+ 16")
        #expect(try cli.run("commit", "-m", "16", "--project", "ben").status == 0)
        let refused = try cli.run("push", "--project", "ben")
        #expect(refused.status != 0)
        #expect(
            refused.stderr.contains("uncommitted changes") && refused.stderr.contains("ListCell.layout (ListCell)")
                && refused.stderr.contains("nothing was pushed"), "\(refused.output)")
        #expect(try cli.read("lib/ListCell.layout") == mine)
        #expect(try cli.run("log", "ListCell", "--project", "lib").stdout == logBefore)
        #expect(try cli.run("status", "--project", "ben").stdout.contains("nothing to commit"))

        // Once the edit is committed there, the push is an ordinary "pull first".
        #expect(try cli.run("commit", "-m", "20", "--project", "lib").status == 0)
        let behind = try cli.run("push", "--project", "ben")
        #expect(behind.status != 0 && behind.stderr.contains("pull first"), "\(behind.output)")
    }

    @Test func restoreRefusesToOverwriteAnUncommittedEditWithoutForce() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "lib").status == 0)
        #expect(try cli.run("commit", "-m", "library", "--project", "lib").status == 0)
        try edit(cli, "lib/ListCell.layout", "+ 12", "+ 20")
        let refused = try cli.run("restore", "ListCell", "--project", "lib")
        #expect(refused.status != 0 && refused.stderr.contains("uncommitted changes to ListCell") && refused.stderr.contains("--force"), "\(refused.output)")
        #expect(try cli.read("lib/ListCell.layout").contains("+ 20"))
        let forced = try cli.run("restore", "ListCell", "--force", "--project", "lib")
        #expect(forced.status == 0, "\(forced.output)")
        #expect(try cli.run("status", "--project", "lib").stdout.contains("nothing to commit"))
    }

    @Test func aFileHoldingAnOlderVersionIsBehindNotAnEditAndCheckoutUpdatesIt() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "lib").status == 0)
        #expect(try cli.run("commit", "-m", "library", "--project", "lib").status == 0)
        let old = try cli.read("lib/ListCell.layout")
        try edit(cli, "lib/ListCell.layout", "+ 12", "+ 16")
        #expect(try cli.run("commit", "-m", "16", "--project", "lib").status == 0)
        // The file back at the first version with the index lost (as an interrupted
        // checkout of an older trellis leaves it): stale, not an edit.
        try cli.write(old, to: "lib/ListCell.layout")
        try FileManager.default.removeItem(at: cli.directory.appendingPathComponent("lib/.trellis/index"))
        let status = try cli.run("status", "--project", "lib")
        #expect(status.stdout.contains("behind    ListCell") && status.stdout.contains("'trellis checkout'"), "\(status.output)")
        #expect(try cli.run("commit", "-m", "revert?", "--project", "lib").stdout.contains("nothing to commit"))
        let named = try cli.run("commit", "-m", "revert?", "ListCell", "--project", "lib")
        #expect(named.status != 0 && named.stderr.contains("not an edit"), "\(named.output)")
        let checkout = try cli.run("checkout", "--project", "lib")
        #expect(checkout.status == 0 && checkout.stdout.contains("updated 1 component (ListCell)"), "\(checkout.output)")
        #expect(try cli.read("lib/ListCell.layout").contains("+ 16"))
        #expect(try cli.run("status", "--project", "lib").stdout.contains("nothing to commit"))
    }
}
