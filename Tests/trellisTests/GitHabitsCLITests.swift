import Foundation
import Testing
import TrellisTestSupport

/// What someone who knows git types first: `log -n 5 --oneline`, `diff HEAD~1` across the
/// whole store, `diff --stat`, `restore --all`, and git's verbs Trellis has no equivalent for.
@Suite(.temporaryFolders) struct GitHabitsCLITests {
    /// A committed library with a second commit moving ListCell's avatar from 12 to 16.
    func libraryWithTwoCommits() throws -> TrellisRunner {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", ".").status == 0)
        #expect(try cli.run("commit", "-m", "library").status == 0)
        try replace(cli, "ListCell.layout", "+ 12", "+ 16")
        #expect(try cli.run("commit", "-m", "wider inset").status == 0)
        return cli
    }

    func replace(_ cli: TrellisRunner, _ file: String, _ from: String, _ to: String) throws {
        let text = try cli.read(file)
        try #require(text.contains(from), "\(from) not in \(file)")
        try cli.write(text.replacingOccurrences(of: from, with: to), to: file)
    }

    @Test func logTakesGitsDashNAndOneline() throws {
        let cli = try libraryWithTwoCommits()
        let log = try cli.run("log", "ListCell", "-n", "1", "--oneline")
        #expect(log.status == 0, "\(log.output)")
        let lines = log.stdout.split(separator: "\n")
        #expect(lines.count == 1, "\(log.stdout)")
        #expect(lines.first?.contains("wider inset") == true && lines.first?.contains("HEAD") == true, "\(log.stdout)")
        let changes = try cli.run("log", "-n", "2", "--oneline").stdout.split(separator: "\n")
        #expect(changes.count == 2 && changes[0].hasPrefix("change ") && changes[0].hasSuffix("wider inset"), "\(changes)")
    }

    @Test func diffAcrossTheStoreTakesHeadTildeAndChangeNumbers() throws {
        let cli = try libraryWithTwoCommits()
        try replace(cli, "UserAvatarContainer.layout", "badgeSize = 30", "badgeSize = 36")
        // HEAD~1: the heads before the last commit → the working copy: both edits.
        let whole = try cli.run("diff", "HEAD~1")
        #expect(whole.status == 0, "\(whole.output)")
        #expect(whole.stdout.contains("ListCell: change") && whole.stdout.contains("UserAvatarContainer: change"), "\(whole.stdout)")
        // Two points: only what was committed between them.
        let committed = try cli.run("diff", "HEAD~1", "HEAD")
        #expect(committed.stdout.contains("ListCell") && !committed.stdout.contains("UserAvatarContainer"), "\(committed.stdout)")
        // A point that is not in the history says what points are.
        let bad = try cli.run("diff", "HEAD~99")
        #expect(bad.status != 0 && bad.stderr.contains("not a point in the store's history"), "\(bad.output)")
        // A component's name keeps its meaning.
        #expect(try cli.run("diff", "UserAvatarContainer").stdout.contains("badgeSize"))
    }

    @Test func diffStatCountsChangesPerComponent() throws {
        let cli = try libraryWithTwoCommits()
        try replace(cli, "UserAvatarContainer.layout", "badgeSize = 30", "badgeSize = 36")
        try replace(cli, "ListCell.layout", "+ 16", "+ 20")
        let stat = try cli.run("diff", "--stat")
        #expect(stat.status == 0, "\(stat.output)")
        #expect(stat.stdout.contains("ListCell            | 1 change"), "\(stat.stdout)")
        #expect(stat.stdout.contains("2 components changed, 2 changes"), "\(stat.stdout)")
    }

    @Test func restoreAllRefusesOverEditsThenPutsEveryHeadBack() throws {
        let cli = try libraryWithTwoCommits()
        let original = try cli.read("UserAvatarContainer.layout")
        try replace(cli, "UserAvatarContainer.layout", "badgeSize = 30", "badgeSize = 36")
        try FileManager.default.removeItem(at: cli.directory.appendingPathComponent("ChatBubble.layout"))
        try cli.write("container Brand {\n}\n", to: "Brand.layout")

        let refused = try cli.run("restore", "--all")
        #expect(refused.status != 0 && refused.stderr.contains("UserAvatarContainer.layout") && refused.stderr.contains("--force"), "\(refused.output)")
        #expect(try cli.read("UserAvatarContainer.layout").contains("badgeSize = 36"))
        #expect(!cli.exists("ChatBubble.layout"), "nothing is written when anything is refused")

        let forced = try cli.run("restore", "--all", "--force")
        #expect(forced.status == 0, "\(forced.output)")
        #expect(try cli.read("UserAvatarContainer.layout") == original)
        #expect(cli.exists("ChatBubble.layout"))
        #expect(cli.exists("Brand.layout"), "a new component is left alone, as git leaves untracked files")
        let status = try cli.run("status").stdout
        #expect(status.contains("new") && status.contains("Brand") && !status.contains("UserAvatarContainer"), "\(status)")
    }

    @Test func gitVerbsWithoutAnEquivalentSayWhatToDoInstead() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        for (verb, advice) in [("branch", "no branches"), ("stash", "no stash"), ("revert", "restore NAME@HEAD~1"), ("rebase", "three-way merge")] {
            let result = try cli.run(verb, "feature")
            #expect(result.status != 0, "\(verb)")
            #expect(result.stderr.contains(advice), "\(verb): \(result.output)")
        }
        #expect(!(try cli.run("--help").stdout.contains("branch")), "hidden from help")
    }
}
