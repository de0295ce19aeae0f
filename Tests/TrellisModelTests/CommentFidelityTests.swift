import Testing
import TrellisLayoutFixtures
import TrellisTestSupport
@testable import TrellisModel

/// `trellis fmt` keeps every comment's text byte for byte (issue 39, hostile files item 4):
/// it may move a comment with its statement, never change it.
@Suite struct CommentFidelityTests {
    /// The issue's case: `//$from a constant` came back as `// $from a constant`.
    @Test func aCommentWithoutASpaceAfterTheSlashesComesBackAsWritten() throws {
        let source = "//$from a constant\ncontainer C {\n    view a: UIView //trailing  \n    a.top == self.top\t// tab before, spaces after  \n}\n"
        let printed = LayoutPrinter.print(try LayoutDocument(parsing: source, file: "C.layout"))
        let expected = [
            "//$from a constant", "container C {", "    //trailing  ", "    view a: UIView", "", "    // tab before, spaces after  ",
            "    a.top == self.top", "}", "",
        ]
        #expect(printed == expected.joined(separator: "\n"))
    }

    /// Comments written the usual way keep being read as their text (what export writes).
    @Test func aUsualCommentIsKeptAsItsText() throws {
        let document = try LayoutDocument(parsing: "// Header.\ncontainer C {\n    //   indented\n    view a: UIView\n    //\n}\n", file: "C.layout")
        guard case .container(let container) = document else {
            Issue.record("not a container: \(document)")
            return
        }
        #expect(container.comments == ["Header."])
        #expect(container.body.items[0].comments == ["  indented"])
        #expect(container.trailingComments == [""])
        #expect(LayoutComment.text("//$from a constant  ") == "$from a constant")
        #expect(LayoutComment.text("Imported from A.swift") == "Imported from A.swift")
    }

    /// Every character but a line break belongs to the comment: control characters, NUL,
    /// the vertical tab, form feed and Unicode's other newlines included.
    @Test func aCommentRunsToTheLineBreakWhateverItHolds() throws {
        let body = "a\u{0}b\u{1}\u{0B}c\u{0C}d\u{85}e\u{2028}f\u{2029}g\u{7F}\u{FEFF}"
        let source = "container C {\n    //\(body)\n    view a: UIView\n    a.top == self.top ==\n}\n"
        let result = LayoutParser.parse(source, file: "C.layout")
        // The broken constraint is on line 4: none of the comment's characters ended a line.
        #expect(result.diagnostics.map { $0.location?.line } == [4])
        let fixed = source.replacingOccurrences(of: "self.top ==", with: "self.top")
        let printed = LayoutPrinter.print(try LayoutDocument(parsing: fixed, file: "C.layout"))
        #expect(printed.utf8.split(separator: 0x0A).contains { $0.elementsEqual("    //\(body)".utf8) })
    }

    @Test func twoSlashesBeforeACombiningMarkStillStartAComment() throws {
        let printed = LayoutPrinter.print(try LayoutDocument(parsing: "//\u{301}x\ncontainer C {\n}\n", file: "C.layout"))
        #expect(printed.utf8.starts(with: "//\u{301}x\n".utf8))
    }

    /// NUL outside a comment: an error naming the code point and where it is (never the
    /// raw byte in a message), in a string too.
    @Test(arguments: [
        ("container C {\n    \u{0}\n}\n", 2, 5, "unexpected character U+0000"),
        ("container C {\n    view a: UILabel {\n        text \"a\u{0}b\"\n    }\n}\n", 3, 14, "a string cannot hold NUL (U+0000)"),
        ("container C {\n\u{7}view a: UIView\n}\n", 2, 1, "unexpected character U+0007"),
    ])
    func nulOutsideACommentIsAnErrorNamingIt(source: String, line: Int, column: Int, message: String) throws {
        let diagnostic = try #require(LayoutParser.parse(source, file: "C.layout").diagnostics.first)
        #expect(diagnostic.location?.line == line)
        #expect(diagnostic.location?.column == column)
        #expect(diagnostic.message.hasPrefix(message), "\(diagnostic.message)")
    }

    @Test func aByteOrderMarkIsSkippedAndColumnsCountAfterIt() throws {
        let result = LayoutParser.parse("\u{FEFF}container C {\n}\n", file: "C.layout")
        #expect(result.document?.name == "C")
        #expect(result.document?.location?.column == 1)
    }

    // MARK: The property

    /// Comment texts built from random code points: ASCII control characters and NUL, C1
    /// controls, `$`, `*/` and `/*`, slashes, marks that combine with what precedes them,
    /// invisible and right-to-left characters, emoji, and trailing spaces. Never LF or CR
    /// (they end the comment); the files are UTF-8, so "random bytes" are random scalars.
    static func randomCommentText(_ random: inout SeededRandom) -> String {
        let pieces = [
            "$", "$from", "*/", "/*", "/", "//", "///", " ", "  ", "\t", "é", "e\u{301}", "\u{301}", "\u{200D}", "👍🏽", "🇫🇷",
            "\u{202E}", "\u{200B}", "\u{FEFF}", "\u{85}", "\u{2028}", "\u{2029}", "\u{A0}", "\u{3000}", "\u{0B}", "\u{0C}", "\u{0}",
            "\u{7F}", "\u{9F}", "\\", "\"", "{", "}", "container", "view a: UIView", "<<<<<<<", "MARK: -", "\u{10FFFD}", "ß", "ℌ",
        ]
        var text = ""
        for _ in 0..<random.int(0...8) {
            switch random.int(0...3) {
            case 0:  // any ASCII but a line break: control characters and NUL included
                var byte = UInt8(random.int(0...0x7F))
                while byte == 0x0A || byte == 0x0D { byte = UInt8(random.int(0...0x7F)) }
                text.unicodeScalars.append(Unicode.Scalar(byte))
            case 1:  // any scalar of the Basic Multilingual Plane but a surrogate, CR and LF
                var value = UInt32(random.int(0...0xFFFF))
                while (0xD800...0xDFFF).contains(value) || value == 0x0A || value == 0x0D { value = UInt32(random.int(0...0xFFFF)) }
                if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
            default:
                text += random.pick(pieces)
            }
        }
        if random.chance(0.3) { text += random.pick([" ", "  ", "\t", " \t ", "\u{0B}"]) }
        return text
    }

    /// The comment lines of printed text, each from its `//` to the end of its line.
    static func printedComments(_ printed: String) -> [[UInt8]] {
        printed.utf8.split(separator: 0x0A, omittingEmptySubsequences: true).compactMap { line in
            let text = line.drop { $0 == 0x20 }
            return text.starts(with: "//".utf8) ? Array(text) : nil
        }
    }

    /// `base` with random comments inserted at random places: lines of their own (indented
    /// anyhow) between its lines, after a line's code, and after the last line; with the
    /// comments inserted, each from its `//`.
    static func insertingComments(into base: String, _ random: inout SeededRandom) -> (text: String, comments: [[UInt8]]) {
        var lines: [String] = []
        var comments: [[UInt8]] = []
        func comment() -> String {
            let written = "//" + randomCommentText(&random)
            comments.append(Array(written.utf8))
            return written
        }
        for line in base.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if random.chance(0.25) { lines.append(random.pick(["", "    ", "\t", "        ", " "]) + comment()) }
            let isComment = line.drop { $0 == " " }.hasPrefix("//")
            if !isComment, !line.allSatisfy(\.isWhitespace), random.chance(0.25) {
                lines.append(line + random.pick([" ", "", "\t", "   "]) + comment())
            } else {
                lines.append(String(line))
            }
        }
        if random.chance(0.3) { lines.append(comment()) }
        return (lines.joined(separator: "\n") + "\n", comments)
    }

    /// A text to insert comments into, its document and the comments it prints with.
    struct Base: Sendable {
        var text: String
        var document: LayoutDocument
        var comments: [[UInt8]]
    }

    /// The example files and printed random documents (the smaller ones, to keep the test
    /// fast), so comments land in every kind of block: property blocks, argument lists,
    /// `when`, `make`, `update`.
    static let bases: [Base] = {
        var generator = DocumentGenerator(seed: 0xC0_44E7)
        var texts = ExampleTexts.all
        while texts.count < ExampleTexts.all.count + 24 {
            let text = LayoutPrinter.print(generator.document())
            if text.utf8.count < 600 { texts.append(text) }
        }
        return texts.compactMap { text in
            LayoutParser.parse(text, file: "Base.layout").document.map { Base(text: text, document: $0, comments: printedComments(LayoutPrinter.print($0))) }
        }
    }()

    /// The issue's done-when: every comment of 10,000 files with mutated comments survives
    /// `fmt` byte for byte (10 batches of 1,000). Each file keeps its document, and so its
    /// content hash (comments are not part of the canonical form; checked on every 10th
    /// file), and printing is stable (every 10th file).
    @Test(arguments: 0..<10)
    func everyCommentSurvivesFormattingByteForByte(batch: Int) throws {
        #expect(Self.bases.count == ExampleTexts.all.count + 24)
        var random = SeededRandom(seed: 0xF0_0039 + UInt64(batch))
        for index in 0..<1_000 {
            let base = random.pick(Self.bases)
            let (text, inserted) = Self.insertingComments(into: base.text, &random)
            let label = "batch \(batch) file \(index)"
            let result = LayoutParser.parse(text, file: "Mutated.layout")
            guard let document = result.document else {
                Issue.record("\(label) does not parse: \(result.diagnostics)\n\(text)")
                return
            }
            #expect(document == base.document, "\(label)")
            let printed = LayoutPrinter.print(document)
            let expected = (base.comments + inserted).sorted { $0.lexicographicallyPrecedes($1) }
            let found = Self.printedComments(printed).sorted { $0.lexicographicallyPrecedes($1) }
            guard found == expected else {
                let lost = expected.filter { !found.contains($0) }.map { String(decoding: $0, as: UTF8.self).debugDescription }
                Issue.record("\(label): comments changed; lost \(lost)\n\(text.debugDescription)\n\(printed.debugDescription)")
                return
            }
            guard index % 10 == 0 else { continue }
            #expect(document.contentHash == base.document.contentHash, "\(label)")
            let reprinted = LayoutParser.parse(printed, file: "Printed.layout").document.map(LayoutPrinter.print)
            #expect(reprinted == printed, "\(label)")
        }
    }
}
