import Foundation
import Testing
@testable import TrellisModel

/// The text content of views (issue 17): `text 42 | text "sample"`, `font STYLE | font N`,
/// `lines N`. Parsed, printed, hashed, decoded, validated and diffed.
@Suite struct TextContentFormatTests {
    static let bubble = """
        container MessageBubble {
            view message: UILabel {
                text 120
                font body
                lines 0
            }
            view time: UILabel {
                text "12:45"
                font 11
            }
            view notes: UITextView {
                scrolls off
                font caption1
            }

            message.top == self.top + 8
        }

        """

    static func views(_ source: String) throws -> [String: ViewItem] {
        let document = try LayoutDocument(parsing: source, file: "MessageBubble.layout")
        var result: [String: ViewItem] = [:]
        for item in document.body?.items ?? [] { if case .view(let view) = item { result[view.name] = view } }
        return result
    }

    @Test func textFontAndLinesAreReadAsWritten() throws {
        let views = try Self.views(Self.bubble)
        #expect(views["message"]?.text == TextContent(sample: .characters(120), font: .style(.body), lines: 0))
        #expect(views["time"]?.text == TextContent(sample: .text("12:45"), font: .size(11), lines: nil))
        #expect(views["time"]?.text?.characterCount == 5)
        #expect(views["notes"]?.text == TextContent(sample: nil, font: .style(.caption1), lines: nil))
    }

    @Test func printingGivesTheTextBackAndReadsBackToTheSameDocument() throws {
        let document = try LayoutDocument(parsing: Self.bubble, file: "MessageBubble.layout")
        let printed = LayoutPrinter.print(document)
        #expect(printed == Self.bubble)
        #expect(try LayoutDocument(parsing: printed, file: "MessageBubble.layout") == document)
    }

    @Test func aViewWithoutTextKeepsItsCanonicalFormAndTextChangesTheHash() throws {
        let plain = try LayoutDocument(parsing: "container C {\n    view a: UILabel\n}\n", file: "C.layout")
        #expect(!String(decoding: plain.canonicalBytes, as: UTF8.self).contains("text"))
        let document = try LayoutDocument(parsing: Self.bubble, file: "MessageBubble.layout")
        let bytes = String(decoding: document.canonicalBytes, as: UTF8.self)
        #expect(bytes == document.canonicalJSON.serialized)
        for member in [
            #""text":{"font":"body","lines":0,"sample":120}"#, #""text":{"font":11,"sample":"12:45"}"#,
            #""text":{"font":"caption1"}"#,
        ] {
            #expect(bytes.contains(member), "\(member) in \(bytes)")
        }
        let decoded = try LayoutDocument(canonicalData: document.canonicalData)
        #expect(decoded.contentHash == document.contentHash)
        let longer = try LayoutDocument(parsing: Self.bubble.replacingOccurrences(of: "text 120", with: "text 121"), file: "MessageBubble.layout")
        #expect(longer.contentHash != document.contentHash)
    }

    @Test func badTextMembersAreRefusedWhenDecoding() throws {
        let document = try LayoutDocument(parsing: Self.bubble, file: "MessageBubble.layout")
        let text = String(decoding: document.canonicalBytes, as: UTF8.self)
        for (good, bad) in [
            (#""lines":0"#, #""lines":-1"#), (#""font":"body""#, #""font":"bodyy""#),
            (#""sample":120"#, #""sample":1.5"#), (#""sample":120"#, #""sample":120,"wrap":true"#),
        ] {
            let broken = text.replacingOccurrences(of: good, with: bad)
            #expect(throws: LayoutDocument.DecodingError.self) { try LayoutDocument(canonicalData: Data(broken.utf8)) }
        }
    }

    @Test(arguments: [
        ("font bodyy", "unknown text style bodyy"),
        ("lines -1", "lines takes a whole number of lines (0 = unlimited), not -1"),
        ("lines 1.5", "lines takes a whole number of lines (0 = unlimited), not 1.5"),
        ("text 2.5", "text takes a whole number of characters (0 to 1000000), not 2.5"),
        ("font 0", "a font size is a number of points above 0 (up to 1000), not 0"),
        ("text", "expected a character count or a quoted sample after text"),
    ])
    func brokenTextPropertiesAreReportedOnTheirLine(property: String, message: String) {
        let source = "container C {\n    view a: UILabel {\n        \(property)\n    }\n}\n"
        let diagnostics = LayoutParser.parse(source, file: "C.layout").diagnostics.map(\.description)
        #expect(diagnostics.count == 1 && diagnostics[0].hasPrefix("C.layout:3:") && diagnostics[0].contains(message), "\(diagnostics)")
    }

    @Test func validationRefusesAnUnprintableSampleAndWarnsOnAScrollingTextView() throws {
        var view = ViewItem(name: "a", className: "UILabel", text: TextContent(sample: .text("say \"hi\"")))
        view.location = SourceLocation(file: "C.layout", line: 2, column: 5)
        let bad = LayoutDocument.container(Container(name: "C", body: LayoutBody(items: [.view(view)])))
        let errors = LayoutValidator.validate(bad, in: LayoutLibrary()).filter { $0.severity == .error }
        #expect(errors.map(\.message) == ["the sample text of view a has a quote or a line break, which a .layout file cannot hold"])
        let scrolling = try LayoutDocument(parsing: "container C {\n    view a: UITextView {\n        text 40\n    }\n}\n", file: "C.layout")
        let warnings = LayoutValidator.validate(scrolling, in: LayoutLibrary()).filter { $0.severity == .warning }
        #expect(warnings.map(\.message) == ["the text of view a does not size it: a scrolling UITextView has no intrinsic size"])
    }

    @Test func diffNamesTextFontAndLines() throws {
        let old = try LayoutDocument(parsing: "container C {\n    view a: UILabel {\n        text 20\n    }\n}\n", file: "C.layout")
        let new = try LayoutDocument(
            parsing: "container C {\n    view a: UILabel {\n        text \"Hello\"\n        font headline\n        lines 2\n    }\n}\n", file: "C.layout")
        #expect(
            LayoutDiff.changes(from: old, to: new).map(\.text) == [
                "view a: text 20 → \"Hello\", font none → headline, lines none → 2"
            ])
    }
}
