import TrellisTestSupport
import Foundation
import Testing
import TrellisLayoutFixtures
@testable import TrellisModel

@Suite struct CanonicalJSONParsingTests {
    @Test func parsesWhatItSerialises() throws {
        let json: CanonicalJSON = [
            "a": [0.5, 2, "x\n\"y\"\\/\u{1}é😀"], "b": true, "c": .null, "d": -12.25, "e": [:], "f": [],
            "g": 1e-7, "h": 123456789012,
        ]
        #expect(try CanonicalJSON(parsing: json.serialized) == json)
        #expect(try CanonicalJSON(parsing: json.pretty) == json)
    }

    @Test func readsEscapesAndExponents() throws {
        #expect(try CanonicalJSON(parsing: #""\u00e9\ud83d\ude00\/\b""#) == .string("é😀/\u{8}"))
        #expect(try CanonicalJSON(parsing: " [1E2, -0.5e-1, 0] ") == [100, -0.05, 0])
    }

    @Test(arguments: [
        ("", "unexpected end of input, expected a value"),
        ("[1,]", "unexpected ']', expected a value"),
        ("{\"a\":1,\"a\":2}", "duplicate key \"a\""),
        ("{a:1}", "unexpected 'a', expected a string key"),
        ("01", "leading zero in a number"),
        ("1.", "expected a digit after '.' in a number"),
        ("[1] x", "unexpected 'x' after the value"),
        ("\"abc", "unterminated string"),
        ("\"a\tb\"", "unescaped control character byte 0x09 in a string"),
        ("\"\\ud800\"", "lone high surrogate \\ud800 in a string"),
        ("\"\\q\"", "invalid escape '\\q' in a string"),
        ("tru", "invalid literal, expected true"),
        ("1e999", "number 1e999 is out of range"),
        ("// c\n1", "unexpected '/', expected a value"),
    ])
    func refusesMalformedInputWithAMessage(input: String, message: String) {
        #expect {
            try CanonicalJSON(parsing: input)
        } throws: { error in
            (error as? CanonicalJSON.ParseError)?.message == message
        }
    }

    @Test func errorsGiveLineAndColumn() {
        do {
            _ = try CanonicalJSON(parsing: "{\n  \"a\": [1,\n  2,,\n]}")
            Issue.record("expected an error")
        } catch let error as CanonicalJSON.ParseError {
            #expect(error.line == 3)
            #expect(error.column == 5)
            #expect(error.description.hasPrefix("invalid JSON at line 3, column 5:"))
        } catch { Issue.record("unexpected \(error)") }
    }

    @Test func refusesDeepNesting() {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(throws: CanonicalJSON.ParseError.self) { try CanonicalJSON(parsing: deep) }
        let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(throws: Never.self) { try CanonicalJSON(parsing: fine) }
    }

    @Test func refusesInvalidUTF8() {
        #expect(throws: CanonicalJSON.ParseError.self) { try CanonicalJSON(parsing: Data([0x22, 0xFF, 0x22])) }
    }
}

@Suite struct CanonicalJSONBytesTests {
    /// The byte writer (the hot path) against the original String writer.
    func reference(_ json: CanonicalJSON) -> String {
        var output = ""
        json.write(to: &output)
        return output
    }

    @Test(arguments: 0..<200)
    func theByteWriterMatchesTheStringWriter(seed: Int) {
        var generator = DocumentGenerator(seed: 0xC0DE_0000 + UInt64(seed))
        let json = generator.document().canonicalJSON
        #expect(String(decoding: json.utf8Bytes, as: UTF8.self) == reference(json))
    }

    @Test func escapesMatch() {
        let json: CanonicalJSON = ["k\u{1}\"\\": "a\nb\rc\td\u{1f}é😀\u{7f}", "n": [1.5, -0.0, 1e-7, 123456789012345678]]
        #expect(String(decoding: json.utf8Bytes, as: UTF8.self) == reference(json))
        #expect(json.serialized == reference(json))
    }
}
