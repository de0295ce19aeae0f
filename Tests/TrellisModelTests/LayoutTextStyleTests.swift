import Foundation
import Testing
@testable import TrellisModel

/// A file's byte order mark and line breaks, read and written back (`fmt`, `fix`).
@Suite struct LayoutTextStyleTests {
    @Test(arguments: [
        ("a\nb\r\n", LayoutTextStyle()),
        ("a\r\nb\n", LayoutTextStyle(crlf: true)),
        ("\u{FEFF}a\r\nb", LayoutTextStyle(byteOrderMark: true, crlf: true)),
        ("\u{FEFF}a", LayoutTextStyle(byteOrderMark: true)),
        ("a\rb\r", LayoutTextStyle()),
        ("a\r", LayoutTextStyle()),
        ("", LayoutTextStyle()),
    ])
    func theStyleIsTheByteOrderMarkAndTheFirstLineBreak(text: String, style: LayoutTextStyle) {
        #expect(LayoutTextStyle(of: text.utf8) == style)
    }

    @Test func normalizedTextHasLFLineBreaksAndNoByteOrderMark() {
        #expect(LayoutTextStyle.normalized("\u{FEFF}a\r\nb\rc\n\r\nd\u{FEFF}") == "a\nb\nc\n\nd\u{FEFF}")
        #expect(LayoutTextStyle.normalized("a\nb") == "a\nb")
    }

    @Test func encodingGivesTheFileBackInItsStyle() {
        let file = "\u{FEFF}container C {\r\n    // é\u{0}\r\n}\r\n"
        let style = LayoutTextStyle(of: file.utf8)
        #expect(style.encoded(LayoutTextStyle.normalized(file)) == Data(file.utf8))
        #expect(LayoutTextStyle().encoded("a\nb\n") == Data("a\nb\n".utf8))
    }

    /// The lexer reads a CRLF file's lines, columns and comments as the LF file's.
    @Test func aCRLFFileParsesAsItsLFText() throws {
        let lf = "// Header.  \ncontainer C {\n    view a: UIView //$x\n    a.top == self.top ==\n}\n"
        let crlf = "\u{FEFF}" + lf.replacingOccurrences(of: "\n", with: "\r\n")
        let lfResult = LayoutParser.parse(lf, file: "C.layout"), crlfResult = LayoutParser.parse(crlf, file: "C.layout")
        #expect(crlfResult.diagnostics == lfResult.diagnostics)
        #expect(!lfResult.diagnostics.isEmpty)
        let fixed = { (text: String) in try LayoutDocument(parsing: text.replacingOccurrences(of: "self.top ==", with: "self.top"), file: "C.layout") }
        #expect(LayoutPrinter.print(try fixed(crlf)) == LayoutPrinter.print(try fixed(lf)))
    }
}
