import Foundation
import Testing
import TrellisTestSupport

/// `trellis fmt` and `trellis fix` keep a file's byte order mark, its CRLF line breaks and
/// every comment's bytes (issue 39, hostile files item 4).
@Suite(.temporaryFolders) struct TextStyleCLITests {
    static func bytes(_ cli: TrellisRunner, _ name: String) throws -> Data {
        try Data(contentsOf: cli.directory.appendingPathComponent(name))
    }

    /// Every LF of `data` follows a CR, and it has at least one.
    static func hasOnlyCRLF(_ data: Data) -> Bool {
        let lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
        return lines.count > 1 && lines.dropLast().allSatisfy { $0.last == 0x0D }
    }

    static let byteOrderMark = Data([0xEF, 0xBB, 0xBF])

    @Test func fmtKeepsTheByteOrderMarkCRLFAndEveryCommentByteForByte() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        let lines = [
            "\u{FEFF}//$from a constant", "container Loose {", "  view a:UIView //trailing  ", " a.top==self.top+4 //\tNUL \u{0} and \u{0B} VT",
            "}", "",
        ]
        try cli.write(lines.joined(separator: "\r\n"), to: "Loose.layout")
        let result = try cli.run("fmt")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("formatted Loose.layout"))
        let formatted = try Self.bytes(cli, "Loose.layout")
        #expect(formatted.starts(with: Self.byteOrderMark))
        #expect(Self.hasOnlyCRLF(formatted))
        let expected = [
            "\u{FEFF}//$from a constant", "container Loose {", "    //trailing  ", "    view a: UIView", "", "    //\tNUL \u{0} and \u{0B} VT",
            "    a.top == self.top + 4", "}", "",
        ]
        #expect(formatted == Data(expected.joined(separator: "\r\n").utf8), "\(String(decoding: formatted, as: UTF8.self).debugDescription)")
        // Formatted means formatted: the check passes and a second run writes nothing.
        let check = try cli.run("fmt", "--check")
        #expect(check.status == 0, "\(check.output)")
        #expect(try Self.bytes(cli, "Loose.layout") == formatted)
    }

    @Test func fixKeepsTheByteOrderMarkAndCRLF() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "Library").status == 0)
        let name = "Library/UserAvatarContainer.layout"
        let lines = try cli.read(name).split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("vip.top == self.top") }
        try cli.write("\u{FEFF}" + lines.joined(separator: "\r\n"), to: name)
        let checked = try cli.run("check", "Library")
        #expect(checked.status != 0)
        #expect(checked.stdout.contains("fix-it: add vip.top == self.top"), "\(checked.output)")

        let fixed = try cli.run("fix", "Library")
        #expect(fixed.status == 0, "\(fixed.output)")
        #expect(fixed.stderr.contains("fixed \(name): add vip.top == self.top"), "\(fixed.output)")
        let written = try Self.bytes(cli, name)
        #expect(written.starts(with: Self.byteOrderMark))
        #expect(Self.hasOnlyCRLF(written))
        #expect(String(decoding: written, as: UTF8.self).contains("    vip.top == self.top\r\n"))
        // Files the fixes did not touch keep their bytes (LF, no byte order mark).
        let other = try Self.bytes(cli, "Library/ListCell.layout")
        #expect(!other.contains(0x0D) && !other.starts(with: Self.byteOrderMark))
    }

    /// A comment kept as written (`//$from`) reads as its text in exported Swift, as a
    /// usual one does: `// $from a constant`, not `// //$from a constant`.
    @Test func exportWritesAKeptCommentAsItsText() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "Library").status == 0)
        let name = "Library/UserAvatarContainer.layout"
        try cli.write("//$from a constant  \n" + cli.read(name), to: name)
        let exported = try cli.run("export", "UserAvatarContainer", "--project", "Library", "-o", "Out")
        #expect(exported.status == 0, "\(exported.output)")
        let swift = try cli.read("Out/UserAvatarContainer.swift")
        #expect(swift.contains("\n//\n// $from a constant\n"), "\(swift)")
    }

    @Test func checkShowsTheSourceLineOfAProblemInACRLFFile() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        let lines = ["screen Card {", "    view box: UIView", "    box.top == owner.top", "    box.leading == owner.lable", "}", ""]
        try cli.write(lines.joined(separator: "\r\n"), to: "Card.layout")
        let result = try cli.run("check", "--no-solve")
        #expect(result.status != 0)
        // The excerpt under the error is the line itself, without a stray carriage return.
        #expect(result.stdout.contains("Card.layout:4:"), "\(result.output)")
        #expect(result.stdout.contains("\n        box.leading == owner.lable\n"), "\(result.stdout.debugDescription)")
    }
}
