import Foundation
import Testing
import TrellisTestSupport

/// What the author wrote is what comes back: comments, item order and the folder a file
/// lives in survive commit → restore, show, clone, and a clean merge of another component.
@Suite(.temporaryFolders) struct AuthorTextCLITests {
    static let pill = """
        // Pill.layout — a chat pill. The label is declared after its background: it is
        // added last, so it is drawn on top (declaration order is z-order).
        container Pill {
            view   background: UIView      // drawn first
            view label: UILabel

            background.edges == self.edges
            label.center == self.center
        }

        """

    static let other = """
        // Other.layout — an icon.
        container Other {
            param gap = 8

            view icon: UIImageView

            icon.top == self.top + gap
            icon.leading == self.leading
            icon.size == 20
        }

        """

    func edit(_ cli: TrellisRunner, _ file: String, _ from: String, _ to: String) throws {
        let text = try cli.read(file)
        precondition(text.contains(from), "\(from) not in \(file)")
        try cli.write(text.replacingOccurrences(of: from, with: to), to: file)
    }

    @Test func aFileWithCommentsItemOrderAndAFolderComesBackByteForByte() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "lib", "--empty").status == 0)
        try cli.write(Self.pill, to: "lib/Features/Chat/Pill.layout")
        try cli.write(Self.other, to: "lib/Other.layout")
        let first = try cli.run("commit", "-m", "pill", "--project", "lib")
        #expect(first.status == 0, "\(first.output)")

        // A comment-only edit is an edit: listed, committed, kept.
        try edit(cli, "lib/Features/Chat/Pill.layout", "// drawn first", "// drawn first, under the label")
        let edited = try cli.read("lib/Features/Chat/Pill.layout")
        let status = try cli.run("status", "--project", "lib").stdout
        #expect(status.contains("modified  Pill  (comments or formatting only)"), "\(status)")
        let second = try cli.run("commit", "-m", "comment", "--project", "lib")
        #expect(second.stdout.contains("committed 1 component"), "\(second.output)")
        #expect(try cli.run("status", "--project", "lib").stdout.contains("nothing to commit"))

        // restore after the file is gone: the same bytes, in its folder.
        try FileManager.default.removeItem(at: cli.directory.appendingPathComponent("lib/Features/Chat/Pill.layout"))
        #expect(try cli.run("restore", "Pill", "--project", "lib").status == 0)
        #expect(try cli.read("lib/Features/Chat/Pill.layout") == edited)
        #expect(!cli.exists("lib/Pill.layout"))
        // show of the first version: its own comments.
        let shown = try cli.run("show", "Pill@HEAD~1", "--project", "lib")
        #expect(shown.stdout.hasSuffix(Self.pill), "\(shown.output)")

        // clone: every file as written, in its folder.
        #expect(try cli.run("clone", "lib", "ana").status == 0)
        #expect(try cli.read("ana/Features/Chat/Pill.layout") == edited)
        #expect(try cli.read("ana/Other.layout") == Self.other)
        #expect(try cli.run("clone", "lib", "ben").status == 0)

        // A clean merge of Other: both sides' comments kept; Pill untouched.
        try edit(cli, "ana/Other.layout", "    param gap = 8", "    // ana: more air\n    param gap = 10")
        #expect(try cli.run("commit", "-m", "gap", "--project", "ana").status == 0)
        #expect(try cli.run("push", "--project", "ana").status == 0)
        try edit(cli, "ben/Other.layout", "    icon.size == 20", "    // ben: bigger\n    icon.size == 24")
        #expect(try cli.run("commit", "-m", "size", "--project", "ben").status == 0)
        let pulled = try cli.run("pull", "--project", "ben")
        #expect(pulled.stdout.contains("merged            Other") && !pulled.stdout.contains("note:"), "\(pulled.output)")
        let merged = try cli.read("ben/Other.layout")
        #expect(
            merged
                == Self.other
                .replacingOccurrences(of: "    param gap = 8", with: "    // ana: more air\n    param gap = 10")
                .replacingOccurrences(of: "    icon.size == 20", with: "    // ben: bigger\n    icon.size == 24"), "\(merged)")
        #expect(try cli.read("ben/Features/Chat/Pill.layout") == edited)
        #expect(try cli.run("status", "--project", "ben").stdout.contains("nothing to commit"))
        #expect(try cli.run("fsck", "--project", "ben").status == 0)
    }
}
