import Foundation
import Testing
import TrellisTestSupport

/// `log` tells how each version came to be in the store: committed here, received from a
/// remote, or merged; the store-wide log names each change's kind and where it came from.
@Suite(.temporaryFolders) struct ChangeKindLogCLITests {
    func edit(_ cli: TrellisRunner, _ file: String, _ from: String, _ to: String) throws {
        let text = try cli.read(file)
        try #require(text.contains(from), "\(from) not in \(file)")
        try cli.write(text.replacingOccurrences(of: from, with: to), to: file)
    }

    @Test func logShowsReceivedAndMergedVersionsAndTheKindOfEveryChange() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "lib").status == 0)
        #expect(try cli.run("commit", "-m", "library", "--project", "lib").status == 0)
        #expect(try cli.run("clone", "lib", "ana").status == 0)
        #expect(try cli.run("clone", "lib", "ben").status == 0)
        try edit(cli, "ana/UserAvatarContainer.layout", "param badgeSize = 30", "param badgeSize = 36")
        #expect(try cli.run("commit", "-m", "badge 36", "--project", "ana").status == 0)
        #expect(try cli.run("sync", "--project", "ana").status == 0)
        try edit(cli, "ben/UserAvatarContainer.layout", "view vip: UIImageView", "view vip: UIButton")
        #expect(try cli.run("commit", "-m", "vip button", "--project", "ben").status == 0)
        let synced = try cli.run("sync", "--project", "ben")
        #expect(synced.status == 0, "\(synced.output)")

        let log = try cli.run("log", "UserAvatarContainer", "--project", "ben")
        #expect(log.status == 0, "\(log.output)")
        let lines = log.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix("(HEAD; merge of origin)") == true, "\(log.stdout)")
        #expect(lines.contains { $0.hasSuffix("badge 36  (received from origin)") }, "\(log.stdout)")
        #expect(lines.contains { $0.hasSuffix("  vip button") }, "\(log.stdout)")
        // The library's first commit came with the clone, recorded as it was.
        #expect(lines.last?.hasSuffix("  library") == true, "\(log.stdout)")

        let history = try cli.run("log", "--project", "ben").stdout
        #expect(history.contains("  merge (origin)  "), "\(history)")
        #expect(history.contains("  receive (origin)  "), "\(history)")
        #expect(history.contains("  commit  vip button"), "\(history)")
        let json = try cli.run("log", "--json", "--project", "ben").stdout
        #expect(json.contains("\"kind\": \"merge\"") && json.contains("\"source\": \"origin\""), "\(json)")
    }
}
