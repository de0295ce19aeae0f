import Foundation
import Testing
import TrellisTestSupport

/// The sync commands as a user runs them: clone, change on both sides, sync, conflicts.
@Suite(.temporaryFolders) struct SyncCLITests {
    func edit(_ cli: TrellisRunner, _ file: String, _ from: String, _ to: String) throws {
        let text = try cli.read(file)
        precondition(text.contains(from), "\(from) not in \(file)")
        try cli.write(text.replacingOccurrences(of: from, with: to), to: file)
    }

    @Test func cloneChangeBothSidesSyncAndResolveAConflict() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "lib").status == 0)
        #expect(try cli.run("commit", "-m", "library", "--project", "lib").status == 0)
        let cloned = try cli.run("clone", "lib", "ana")
        #expect(cloned.status == 0, "\(cloned.output)")
        #expect(cloned.stdout.contains("12 components in the working copy"))
        #expect(try cli.run("clone", "lib", "ben").status == 0)
        #expect(try cli.run("remote", "--project", "ana").stdout.contains("origin"))

        // Different fields of one container: a clean merge.
        try edit(cli, "ana/UserAvatarContainer.layout", "param badgeSize = 30", "param badgeSize = 36")
        try edit(cli, "ben/UserAvatarContainer.layout", "view vip: UIImageView", "view vip: UIButton")
        #expect(try cli.run("commit", "-m", "36", "--project", "ana").status == 0)
        #expect(try cli.run("commit", "-m", "button", "--project", "ben").status == 0)
        let anaSync = try cli.run("sync", "--project", "ana")
        #expect(anaSync.status == 0, "\(anaSync.output)")
        #expect(anaSync.stdout.contains("moved UserAvatarContainer"))
        let benSync = try cli.run("sync", "--project", "ben")
        #expect(benSync.status == 0, "\(benSync.output)")
        #expect(benSync.stdout.contains("merged            UserAvatarContainer"))
        let merged = try cli.read("ben/UserAvatarContainer.layout")
        #expect(merged.contains("param badgeSize = 36") && merged.contains("view vip: UIButton"))
        let anaPull = try cli.run("pull", "--project", "ana")
        #expect(anaPull.stdout.contains("fast-forward"), "\(anaPull.output)")
        #expect(try cli.read("ana/UserAvatarContainer.layout") == merged)

        // The same field: a conflict, commits refused until it is resolved.
        try edit(cli, "ana/ListCell.layout", "+ 12", "+ 16")
        try edit(cli, "ben/ListCell.layout", "+ 12", "+ 20")
        #expect(try cli.run("commit", "-m", "16", "--project", "ana").status == 0)
        #expect(try cli.run("commit", "-m", "20", "--project", "ben").status == 0)
        #expect(try cli.run("sync", "--project", "ana").status == 0)
        let pushFirst = try cli.run("push", "--project", "ben")
        #expect(pushFirst.status != 0)
        #expect(pushFirst.stderr.contains("pull first"))
        let conflicted = try cli.run("sync", "--project", "ben")
        #expect(conflicted.stdout.contains("conflict          ListCell"), "\(conflicted.output)")
        #expect(conflicted.stdout.contains("skipped until the conflicts are resolved"))
        // Not in sync: a script must not read success.
        #expect(conflicted.status != 0)
        #expect(conflicted.stderr.contains("not in sync with origin: 1 conflict open (ListCell), so nothing was pushed"), "\(conflicted.output)")
        #expect(conflicted.stderr.contains("then run 'trellis sync' again"))
        let listed = try cli.run("conflicts", "--project", "ben")
        #expect(listed.stdout.contains("both changed: base 12, ours 20, theirs 16"), "\(listed.output)")
        let json = try cli.run("conflicts", "--json", "--project", "ben")
        #expect(json.stdout.contains("\"component\": \"ListCell\""))
        try edit(cli, "ben/ActionBar.layout", "{", "{ ")
        let refused = try cli.run("commit", "-m", "more", "--project", "ben")
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("merge conflict is open (ListCell)"))
        let bad = try cli.run("resolve", "ListCell", "--ours", "--theirs", "--project", "ben")
        #expect(bad.status != 0 && bad.stderr.contains("at most one of --ours, --theirs and --from-file"))
        let resolved = try cli.run("resolve", "ListCell", "--theirs", "-m", "take ana's inset", "--project", "ben")
        #expect(resolved.status == 0, "\(resolved.output)")
        #expect(try cli.read("ben/ListCell.layout").contains("+ 16"))
        // -m names the merge, as with git.
        #expect(
            try cli.run("log", "ListCell", "--project", "ben").stdout.split(separator: "\n").first?.contains(
                "take ana's inset  (HEAD; resolved merge of origin)") == true)
        #expect(try cli.run("conflicts", "--project", "ben").stdout.contains("no open conflicts"))
        let pushed = try cli.run("sync", "--project", "ben")
        #expect(pushed.stdout.contains("moved ListCell"), "\(pushed.output)")
        #expect(pushed.status == 0)
        #expect(try cli.run("fsck", "--project", "ben").status == 0)
    }

    @Test func aConflictIsShownWithMarkersInTheWorkingCopyAndResolvedFromIt() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "lib").status == 0)
        #expect(try cli.run("commit", "-m", "library", "--project", "lib").status == 0)
        #expect(try cli.run("clone", "lib", "ana").status == 0)
        #expect(try cli.run("clone", "lib", "ben").status == 0)
        try edit(cli, "ana/ListCell.layout", "+ 12", "+ 16")
        try edit(cli, "ben/ListCell.layout", "+ 12", "+ 20")
        #expect(try cli.run("commit", "-m", "16", "--project", "ana").status == 0)
        #expect(try cli.run("commit", "-m", "20", "--project", "ben").status == 0)
        #expect(try cli.run("push", "--project", "ana").status == 0)
        let pulled = try cli.run("pull", "--project", "ben")
        #expect(pulled.stdout.contains("conflict markers (ListCell)"), "\(pulled.output)")

        // Ours, the base and theirs around the one hunk that differs; the rest as it was.
        let marked = try cli.read("ben/ListCell.layout")
        let lines = marked.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let open = try #require(lines.firstIndex { $0.hasPrefix("<<<<<<< ours (") })
        let baseMarker = try #require(lines.firstIndex { $0.hasPrefix("||||||| base (") })
        let middle = try #require(lines.firstIndex(of: "======="))
        let close = try #require(lines.firstIndex { $0.hasPrefix(">>>>>>> theirs (origin, ") })
        #expect(open < baseMarker && baseMarker < middle && middle < close)
        #expect(
            lines[open + 1..<baseMarker].joined().contains("+ 20") && lines[baseMarker + 1..<middle].joined().contains("+ 12")
                && lines[middle + 1..<close].joined().contains("+ 16"), "\(marked)")
        #expect(lines.filter { $0.hasPrefix("<<<<<<<") }.count == 1)

        // The markers do not parse: check names the line; resolving the file as it is fails.
        let check = try cli.run("check", "ben")
        #expect(
            check.status != 0 && check.output.contains("ListCell.layout:\(open + 1):1: error: unresolved merge conflict marker '<<<<<<<'"), "\(check.output)")
        let early = try cli.run("resolve", "ListCell", "--project", "ben")
        #expect(early.status != 0, "\(early.output)")
        #expect(try cli.run("conflicts", "--project", "ben").stdout.contains("ListCell"))

        // Keep our hunk with 18 instead, drop the markers, resolve from the working copy.
        let kept = lines[open + 1..<baseMarker].map { $0.replacingOccurrences(of: "+ 20", with: "+ 18") }
        try cli.write((Array(lines[..<open]) + kept + Array(lines[(close + 1)...])).joined(separator: "\n"), to: "ben/ListCell.layout")
        let resolved = try cli.run("resolve", "ListCell", "--project", "ben")
        #expect(resolved.status == 0, "\(resolved.output)")
        #expect(try cli.read("ben/ListCell.layout").contains("+ 18"))
        #expect(try cli.run("conflicts", "--project", "ben").stdout.contains("no open conflicts"))
        #expect(try cli.run("check", "ben").status == 0)
        #expect(try cli.run("fsck", "--project", "ben").status == 0)
    }

    @Test func pullRefusesOnlyWhenItWouldChangeAComponentWithUncommittedWork() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "lib").status == 0)
        #expect(try cli.run("commit", "-m", "library", "--project", "lib").status == 0)
        #expect(try cli.run("clone", "lib", "ana").status == 0)
        try edit(cli, "ana/ListCell.layout", "+ 12", "+ 16")
        // Nothing incoming touches ListCell: the pull goes ahead, the edit stays.
        try edit(cli, "lib/UserAvatarContainer.layout", "param badgeSize = 30", "param badgeSize = 36")
        #expect(try cli.run("commit", "-m", "36", "--project", "lib").status == 0)
        let pulled = try cli.run("pull", "--project", "ana")
        #expect(pulled.status == 0, "\(pulled.output)")
        #expect(try cli.read("ana/UserAvatarContainer.layout").contains("badgeSize = 36"))
        #expect(try cli.read("ana/ListCell.layout").contains("+ 16"))
        // Now the library changes ListCell too: refused, nothing merged.
        try edit(cli, "lib/ListCell.layout", "+ 12", "+ 20")
        #expect(try cli.run("commit", "-m", "20", "--project", "lib").status == 0)
        let refused = try cli.run("pull", "--project", "ana")
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("uncommitted changes (ListCell)"), "\(refused.output)")
        #expect(try cli.read("ana/ListCell.layout").contains("+ 16"))
    }

    @Test func aFailedCloneLeavesNoFolderBehind() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        // A store file that is not a trellis store: the snapshot cannot be made.
        try cli.write("not a store", to: "bogus.sqlite")
        let failed = try cli.run("clone", "bogus.sqlite", "ana")
        #expect(failed.status != 0 && failed.stderr.contains("not a trellis store"), "\(failed.output)")
        #expect(!cli.exists("ana"))
        // Nothing listens on port 9 of loopback: the folder made for the clone is removed again.
        let unreachable = try cli.run("clone", "http://127.0.0.1:9", "ben")
        #expect(unreachable.status != 0 && unreachable.stderr.contains("cannot reach"), "\(unreachable.output)")
        #expect(!cli.exists("ben"))
    }

    @Test func cloneRefusesAFolderThatIsNotEmpty() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "lib").status == 0)
        let refused = try cli.run("clone", "lib", "lib")
        #expect(refused.status != 0 && refused.stderr.contains("not empty"))
    }
}
