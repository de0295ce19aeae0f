import Foundation
import Testing
import TrellisTestSupport

/// `trellis log NAME --graph`: a merge drawn as git draws it, above both its parents.
@Suite(.temporaryFolders) struct LogGraphCLITests {
    func edit(_ cli: TrellisRunner, _ file: String, _ from: String, _ to: String) throws {
        let text = try cli.read(file)
        #expect(text.contains(from), "\(from) not in \(file)")
        try cli.write(text.replacingOccurrences(of: from, with: to), to: file)
    }

    @Test func aMergeIsDrawnAboveBothParentsWithItsLanes() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "lib").status == 0)
        #expect(try cli.run("commit", "-m", "library", "--project", "lib").status == 0)
        #expect(try cli.run("clone", "lib", "ana").status == 0)
        #expect(try cli.run("clone", "lib", "ben").status == 0)
        try edit(cli, "ana/UserAvatarContainer.layout", "param badgeSize = 30", "param badgeSize = 36")
        try edit(cli, "ben/UserAvatarContainer.layout", "view vip: UIImageView", "view vip: UIButton")
        #expect(try cli.run("commit", "-m", "bigger badge", "--project", "ana").status == 0)
        #expect(try cli.run("commit", "-m", "badge button", "--project", "ben").status == 0)
        #expect(try cli.run("sync", "--project", "ana").status == 0)
        let merged = try cli.run("sync", "--project", "ben")
        #expect(merged.status == 0, "\(merged.output)")

        let log = try cli.run("log", "UserAvatarContainer", "--graph", "--project", "ben")
        #expect(log.status == 0, "\(log.output)")
        let lines = log.stdout.split(separator: "\n").map(String.init)
        // Lanes only, then the version's text in one column.
        let lanes = lines.map { line in String(line.prefix { "*|/\\ ".contains($0) }).trimmingCharacters(in: .whitespaces) }
        #expect(lanes == ["*", "|\\", "* |", "| *", "|/", "*"], "\(log.stdout)")
        #expect(lines[0].hasSuffix("(HEAD; merge of origin)"), "\(lines[0])")
        #expect(lines.last?.hasSuffix("library") == true, "\(log.stdout)")
        // ana's version came to ben through the sync: the log says so after its message.
        let messages = [lines[2], lines[3]].map {
            $0.hasSuffix("badge button") ? "ben" : $0.hasSuffix("bigger badge  (received from origin)") ? "ana" : "?"
        }
        // The merge's first parent (ben's own work) stays in its lane; ana's comes in beside it.
        #expect(messages == ["ben", "ana"], "\(log.stdout)")
        // The plain log lists the same versions in the same order.
        let plain = try cli.run("log", "UserAvatarContainer", "--project", "ben").stdout.split(separator: "\n").map(String.init)
        #expect(plain.count == 4)
        #expect(plain.map { String($0.prefix(12)) } == [lines[0], lines[2], lines[3], lines[5]].map { String($0.drop { "*|/\\ ".contains($0) }.prefix(12)) })
    }

    /// The merge's second parent is the newer one, so it is drawn first: the lines still meet
    /// as `|/` in the leftmost lane (this drew `/ /`).
    @Test func linesMeetInTheLeftmostLaneWhenTheSecondParentIsNewer() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "lib").status == 0)
        #expect(try cli.run("commit", "-m", "library", "--project", "lib").status == 0)
        #expect(try cli.run("clone", "lib", "ana").status == 0)
        #expect(try cli.run("clone", "lib", "ben").status == 0)
        try edit(cli, "ben/UserAvatarContainer.layout", "view vip: UIImageView", "view vip: UIButton")
        #expect(try cli.run("commit", "-m", "badge button", "--project", "ben").status == 0)
        try edit(cli, "ana/UserAvatarContainer.layout", "param badgeSize = 30", "param badgeSize = 36")
        #expect(try cli.run("commit", "-m", "bigger badge", "--project", "ana").status == 0)
        #expect(try cli.run("sync", "--project", "ana").status == 0)
        #expect(try cli.run("sync", "--project", "ben").status == 0)

        let log = try cli.run("log", "UserAvatarContainer", "--graph", "--project", "ben")
        let lanes = log.stdout.split(separator: "\n").map { line in
            String(line.prefix { "*|/\\ ".contains($0) }).trimmingCharacters(in: .whitespaces)
        }
        #expect(lanes == ["*", "|\\", "| *", "* |", "|/", "*"], "\(log.stdout)")
    }
}
