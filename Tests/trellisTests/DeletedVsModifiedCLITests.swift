import Foundation
import Testing
import TrellisTestSupport

/// A component one side deleted and the other modified, said and left as git does: "deleted
/// in theirs and modified in ours" (not the component's JSON), the modified side left in the
/// file without markers, and `status` saying "deleted by them" / "deleted by us" with what
/// each `resolve` does.
@Suite(.temporaryFolders) struct DeletedVsModifiedCLITests {
    func edit(_ cli: TrellisRunner, _ file: String, _ from: String, _ to: String) throws {
        let text = try cli.read(file)
        try #require(text.contains(from), "\(from) not in \(file)")
        try cli.write(text.replacingOccurrences(of: from, with: to), to: file)
    }

    /// The example library in `lib`, cloned into `ana` and `ben`.
    func twoClones(_ cli: TrellisRunner) throws {
        #expect(try cli.run("init", "lib").status == 0)
        #expect(try cli.run("commit", "-m", "library", "--project", "lib").status == 0)
        #expect(try cli.run("clone", "lib", "ana").status == 0)
        #expect(try cli.run("clone", "lib", "ben").status == 0)
    }

    func deleteChatBubble(_ cli: TrellisRunner, in project: String) throws {
        try FileManager.default.removeItem(at: cli.directory.appendingPathComponent("\(project)/ChatBubble.layout"))
        #expect(try cli.run("commit", "-m", "drop the bubble", "--project", project).status == 0)
    }

    func padChatBubble(_ cli: TrellisRunner, in project: String) throws {
        try edit(cli, "\(project)/ChatBubble.layout", "message.leading == bubble.leading + 12", "message.leading == bubble.leading + 16")
        #expect(try cli.run("commit", "-m", "more padding", "--project", project).status == 0)
    }

    @Test func deletedInTheirsAndModifiedInOursKeepsOursInTheFileAndStatusSaysDeletedByThem() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        try twoClones(cli)
        try deleteChatBubble(cli, in: "ana")
        #expect(try cli.run("push", "--project", "ana").status == 0)
        try padChatBubble(cli, in: "ben")

        let pull = try cli.run("pull", "--project", "ben")
        #expect(pull.status == 1, "\(pull.output)")
        #expect(pull.stdout.contains("      deleted in theirs and modified in ours"), "\(pull.stdout)")
        #expect(pull.stdout.contains("the working copy keeps the modified side of ChatBubble"), "\(pull.stdout)")
        #expect(!pull.stdout.contains("\"constraints\"") && !pull.stdout.contains("conflict markers"), "\(pull.stdout)")
        // Ours, as committed: the author's text, comments and all; no markers.
        let file = try cli.read("ben/ChatBubble.layout")
        #expect(file.contains("bubble.leading + 16") && file.hasPrefix("// A chat bubble") && !file.contains("<<<<<<<"), "\(file)")

        let status = try cli.run("status", "--project", "ben").stdout
        #expect(status.contains("deleted by them  ChatBubble  (merging origin: ChatBubble.layout holds ours"), "\(status)")
        #expect(status.contains("'trellis resolve ChatBubble --theirs' deletes it"), "\(status)")
        #expect(!status.contains("unparsed") && !status.contains("both modified"), "\(status)")
        #expect(try cli.run("conflicts", "--project", "ben").stdout.contains("deleted in theirs and modified in ours"))

        // 'resolve NAME' takes the file as it is: ours kept.
        let resolve = try cli.run("resolve", "ChatBubble", "--project", "ben")
        #expect(resolve.status == 0, "\(resolve.output)")
        #expect(try cli.read("ben/ChatBubble.layout").contains("bubble.leading + 16"))
        #expect(try cli.run("status", "--project", "ben").stdout.contains("nothing to commit"))
        #expect(try cli.run("fsck", "--project", "ben").status == 0)
    }

    @Test func deletedInOursAndModifiedInTheirsKeepsTheirsAndResolvingOursDeletesIt() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        try twoClones(cli)
        try padChatBubble(cli, in: "ana")
        #expect(try cli.run("push", "--project", "ana").status == 0)
        try deleteChatBubble(cli, in: "ben")

        let pull = try cli.run("pull", "--project", "ben")
        #expect(pull.status == 1, "\(pull.output)")
        #expect(pull.stdout.contains("      deleted in ours and modified in theirs"), "\(pull.stdout)")
        #expect(try cli.read("ben/ChatBubble.layout").contains("bubble.leading + 16"))
        let status = try cli.run("status", "--project", "ben").stdout
        #expect(status.contains("deleted by us    ChatBubble  (merging origin: ChatBubble.layout holds theirs"), "\(status)")
        #expect(status.contains("'trellis resolve ChatBubble --ours' deletes it"), "\(status)")

        #expect(try cli.run("resolve", "ChatBubble", "--ours", "--project", "ben").status == 0)
        #expect(!cli.exists("ben/ChatBubble.layout"))
        #expect(try cli.run("status", "--project", "ben").stdout.contains("nothing to commit"))
    }
}
