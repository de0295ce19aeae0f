import Testing
import TrellisTestSupport
@testable import TrellisModel

@Suite struct LexerTests {
    /// The ASCII fast paths answer exactly what `Character`'s Unicode properties answer.
    @Test func asciiFastPathsAgreeWithCharacterProperties() {
        let characters =
            (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
            + ["\r\n", "é", "\u{85}", "\u{2028}", "\u{A0}", "٣", "ß", "e\u{301}", "/\u{301}"]
        for character in characters {
            let name = character.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
            #expect(character._isLineBreak == ["\n", "\r", "\r\n"].contains(character), "\(name)")
            #expect(character._isWhitespace == character.isWhitespace, "\(name)")
            #expect(character._isLetter == character.isLetter, "\(name)")
            #expect(character._isNumber == character.isNumber, "\(name)")
            if let ascii = character.asciiValue, character != "\r\n" {
                let byte = _ASCIIByte(ascii)
                #expect(byte._isLineBreak == character._isLineBreak, "\(name)")
                #expect(byte._startsWithSlash == character._startsWithSlash, "\(name)")
                #expect(byte._isWhitespace == character._isWhitespace, "\(name)")
            }
        }
        #expect(Character("/\u{301}")._startsWithSlash && !Character("a")._startsWithSlash)
    }

    @Test func crlfIsOneLineBreak() {
        let tokens = Lexer.tokenize("a\r\nb\n\nc")
        #expect(tokens.map(\.line) == [1, 1, 2, 2, 3, 4, 4])
    }

    /// ASCII text is read byte by byte, other text by `Character`: both give the same
    /// tokens, lines and columns. Each seeded text is lexed as it is and with a non-ASCII
    /// comment line prepended (forcing the `Character` path), whose tokens are those of
    /// the text one line down.
    @Test func theByteAndCharacterPathsAgree() {
        let pieces = [
            "screen", " ", "S", "{", "}", "\n", "view", "a.top", "==", ">=", "<=", "+", "-", "*", "0.5", "12", "1e-05",
            "\"title\"", "\"open", "// note", "@", "#", "\t", "<<<<<<< ours", "=======", "_x1", "owner.leading", "as",
        ]
        var rng = SeededRandom(seed: 7)
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<Int.random(in: 1...40, using: &rng) {
                let piece = pieces[Int.random(in: 0..<pieces.count, using: &rng)]
                if piece.hasPrefix("<<<") || piece.hasPrefix("===") { text += "\n" }
                text += piece + (Bool.random(using: &rng) ? " " : "")
            }
            let bytes = Lexer.tokenize(text)
            let characters = _UnitLexer(Array(text)).tokenize()
            #expect(bytes == characters, "\(text)")
            let shifted = Lexer.tokenize("// é\n" + text).dropFirst(2)
            #expect(shifted.map(\.kind) == bytes.map(\.kind), "\(text)")
            #expect(shifted.map(\.line) == bytes.map { $0.line + 1 }, "\(text)")
            #expect(shifted.map(\.column) == bytes.map(\.column), "\(text)")
        }
    }
}
