import TrellisSupport

/// Splits `.layout` text into tokens. Never fails: what it cannot read becomes an
/// `.invalid` token, so the parser reports it with the rest.
///
/// A line ends at LF, CR or CRLF, as editors and `TextEdit` count lines; other characters
/// Unicode calls newlines (vertical tab, form feed, U+0085, U+2028, U+2029) are spaces
/// between tokens and text inside a comment. A leading byte order mark is skipped. A
/// comment holds any character but a line break, NUL and other control characters
/// included (`LayoutComment`); anywhere else a control character is an error naming it
/// (`unexpected character U+0000`), a string included: NUL would cut a name short in C
/// APIs, terminals and exported Swift.
///
/// Text that is ASCII without carriage returns (nearly every file) is read byte by byte;
/// other text `Character` by `Character`, with the same tokens, lines and columns (a
/// `Character` of ASCII text is one byte, except "\r\n"). Splitting a file into
/// `Character`s and asking each for its ASCII value was a tenth of a cold relayout:
/// ~5,700 instructions a token.
enum Lexer {
    static func tokenize(_ source: String) -> [Token] {
        var source = source
        // An editor shows no byte order mark, so the first column is the one after it.
        if source.unicodeScalars.first == "\u{FEFF}" {
            var scalars = source.unicodeScalars
            scalars.removeFirst()
            source = String(scalars)
        }
        let isPlainASCII = source.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
        return isPlainASCII
            ? _UnitLexer(source.utf8.map(_ASCIIByte.init)).tokenize()
            : _UnitLexer(Array(source)).tokenize()
    }

    /// How a character the grammar has no place for reads in a message: `'#'`, or its code
    /// points (`U+0000`) when it is invisible (a control or format character, a space).
    static func describe(_ text: String) -> String {
        let invisible = text.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .unassigned: return true
            default: return false
            }
        }
        guard invisible else { return "'\(text)'" }
        return text.unicodeScalars.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: " ")
    }
}

/// The lexer proper, over `Character`s or ASCII bytes (`_LexerUnit`).
struct _UnitLexer<Unit: _LexerUnit> {
    private let characters: [Unit]
    private var index = 0
    private var line = 1
    private var column = 1
    /// Whether a token other than a comment has been produced on the current line.
    private var codeOnLine = false

    init(_ characters: [Unit]) { self.characters = characters }

    func tokenize() -> [Token] {
        var lexer = self
        var tokens: [Token] = []
        while true {
            let token = lexer.next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    private var current: Unit? { index < characters.count ? characters[index] : nil }
    private func peek(_ offset: Int = 1) -> Unit? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    private mutating func advance() {
        guard let character = current else { return }
        index += 1
        if character._isLineBreak {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }

    mutating func next() -> Token {
        skipSpaces()
        let startLine = line, startColumn = column
        func token(_ kind: Token.Kind) -> Token { Token(kind: kind, line: startLine, column: startColumn) }

        guard let character = current else { return token(.end) }
        if character._isLineBreak {
            advance()
            codeOnLine = false
            return token(.newline)
        }
        // `peek()`'s first scalar: a combining mark after `//` joins the second `/`'s `Character`.
        if character == "/", peek()?._startsWithSlash == true {
            let trailing = codeOnLine
            let written = readWhile { !$0._isLineBreak }
            return token(.comment(LayoutComment.kept(written), trailing: trailing))
        }
        if column == 1, let marker = conflictMarker() { return token(.invalid(marker)) }
        codeOnLine = true
        if character._isLetter || character == "_" { return token(.name(readWhile { $0._isLetter || $0._isNumber || $0 == "_" })) }
        if character.isASCII, character._isNumber { return token(readNumber()) }
        if character == "\"" { return token(readString()) }
        if let symbol = readSymbol() { return token(.symbol(symbol)) }
        advance()
        return token(.invalid("unexpected character \(Lexer.describe(Unit.string([character][...])))"))
    }

    /// A merge conflict marker at the start of a line (`<<<<<<<`, `|||||||`, `=======` or
    /// `>>>>>>>`), consumed to the end of the line, as a clear error; nil otherwise.
    private mutating func conflictMarker() -> String? {
        guard let first = current, first == "<" || first == "|" || first == "=" || first == ">",
            (0..<7).allSatisfy({ peek($0) == first }), peek(7) != first
        else { return nil }
        while let next = current, !next._isLineBreak { advance() }
        return "unresolved merge conflict marker '\(Unit.string(Array(repeating: first, count: 7)[...]))': keep the lines you want, "
            + "delete the markers, then \(CommandHint.resolve(component: "NAME", sides: false)) (or take a side: --ours / --theirs)"
    }

    private mutating func skipSpaces() {
        while let character = current, character._isWhitespace, !character._isLineBreak { advance() }
    }

    private mutating func readWhile(_ predicate: (Unit) -> Bool) -> String {
        let start = index
        while let character = current, predicate(character) { advance() }
        return Unit.string(characters[start..<index])
    }

    private static func isDigit(_ character: Unit?) -> Bool {
        guard let character else { return false }
        return character.isASCII && character._isNumber
    }

    /// digits [ "." digits ] [ ("e" | "E") [ "+" | "-" ] digits ] — the exponent because the
    /// printer writes very large and very small numbers in Swift's shortest form (`1e-05`).
    private mutating func readNumber() -> Token.Kind {
        var text = readWhile { Self.isDigit($0) }
        if current == ".", Self.isDigit(peek()) {
            advance()
            text += "." + readWhile { Self.isDigit($0) }
        }
        if current == "e" || current == "E" {
            let signed = peek() == "+" || peek() == "-"
            if Self.isDigit(peek(signed ? 2 : 1)) {
                text.append("e")
                advance()
                if signed, let sign = current {
                    text += Unit.string([sign][...])
                    advance()
                }
                text += readWhile { Self.isDigit($0) }
            }
        }
        guard let value = Double(text), value.isFinite else {
            return .invalid("number \(text) is too large")
        }
        return .number(value, text: text)
    }

    private mutating func readString() -> Token.Kind {
        advance()  // the opening quote
        let text = readWhile { $0 != "\"" && !$0._isLineBreak }
        guard current == "\"" else { return .invalid("unterminated string") }
        advance()
        guard !text.utf8.contains(0) else { return .invalid("a string cannot hold NUL (U+0000): delete it") }
        return .string(text)
    }

    private mutating func readSymbol() -> Token.Symbol? {
        guard let character = current else { return nil }
        if let second = peek(), let symbol = Token.Symbol(rawValue: Unit.string([character, second][...])) {
            advance()
            advance()
            return symbol
        }
        guard let symbol = Token.Symbol(rawValue: Unit.string([character][...])) else { return nil }
        advance()
        return symbol
    }
}

/// What `_UnitLexer` reads: a `Character`, or a byte of ASCII text.
protocol _LexerUnit: Equatable, ExpressibleByUnicodeScalarLiteral {
    /// LF, CR or CRLF: what ends a line.
    var _isLineBreak: Bool { get }
    /// `/`, or a `Character` of `/` and combining marks.
    var _startsWithSlash: Bool { get }
    var _isWhitespace: Bool { get }
    var _isLetter: Bool { get }
    var _isNumber: Bool { get }
    var isASCII: Bool { get }
    /// The text of `units`.
    static func string(_ units: ArraySlice<Self>) -> String
}

/// A byte of text known to be ASCII without carriage returns (`Lexer.tokenize` checks).
struct _ASCIIByte: _LexerUnit {
    let byte: UInt8

    init(_ byte: UInt8) { self.byte = byte }
    init(unicodeScalarLiteral scalar: Unicode.Scalar) { byte = UInt8(truncatingIfNeeded: scalar.value) }

    var _isLineBreak: Bool { byte == 0x0A || byte == 0x0D }
    var _startsWithSlash: Bool { byte == 0x2F }
    var _isWhitespace: Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
    var _isLetter: Bool { (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) }
    var _isNumber: Bool { byte >= 0x30 && byte <= 0x39 }
    var isASCII: Bool { true }

    static func string(_ units: ArraySlice<_ASCIIByte>) -> String {
        String(unsafeUninitializedCapacity: units.count) { buffer in
            for (i, unit) in units.enumerated() { buffer[i] = unit.byte }
            return units.count
        }
    }
}

extension Character: _LexerUnit {
    static func string(_ units: ArraySlice<Character>) -> String { String(units) }

    // The Unicode properties the lexer asks about, answered without Unicode's tables for
    // ASCII (nearly every character of a `.layout` file; the table lookups were a fifth
    // of parsing). Exactly the properties' answers: LexerTests checks every ASCII
    // character and "\r\n" (whose `asciiValue` is that of "\n").

    /// LF, CR or CRLF (whose `asciiValue` is that of LF); not the other `isNewline`s.
    var _isLineBreak: Bool {
        guard let ascii = asciiValue else { return false }
        return ascii == 0x0A || ascii == 0x0D
    }

    var _startsWithSlash: Bool { unicodeScalars.first == "/" }

    /// `isWhitespace`: tab through carriage return, and space.
    var _isWhitespace: Bool {
        guard let ascii = asciiValue else { return isWhitespace }
        return ascii == 0x20 || (ascii >= 0x09 && ascii <= 0x0D)
    }

    var _isLetter: Bool {
        guard let ascii = asciiValue else { return isLetter }
        return (ascii >= 0x41 && ascii <= 0x5A) || (ascii >= 0x61 && ascii <= 0x7A)
    }

    var _isNumber: Bool {
        guard let ascii = asciiValue else { return isNumber }
        return ascii >= 0x30 && ascii <= 0x39
    }
}
