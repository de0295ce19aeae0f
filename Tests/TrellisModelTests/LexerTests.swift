import Testing
@testable import TrellisModel

@Suite struct LexerTests {
    /// The ASCII fast paths answer exactly what `Character`'s Unicode properties answer.
    @Test func asciiFastPathsAgreeWithCharacterProperties() {
        let characters =
            (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
            + ["\r\n", "é", "\u{85}", "\u{2028}", "\u{A0}", "٣", "ß", "e\u{301}"]
        for character in characters {
            let name = character.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
            #expect(character._isNewline == character.isNewline, "\(name)")
            #expect(character._isWhitespace == character.isWhitespace, "\(name)")
            #expect(character._isLetter == character.isLetter, "\(name)")
            #expect(character._isNumber == character.isNumber, "\(name)")
        }
    }

    @Test func crlfIsOneLineBreak() {
        let tokens = Lexer.tokenize("a\r\nb\n\nc")
        #expect(tokens.map(\.line) == [1, 1, 2, 2, 3, 4, 4])
    }
}
