/// One lexical unit of a `.layout` file, with the 1-based line and column it starts at.
struct Token: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case name(String)
        /// A non-negative number (the sign is an operator); the text as written, for messages.
        case number(Double, text: String)
        case string(String)
        case symbol(Symbol)
        /// `// text`, as a document keeps it (`LayoutComment.kept`); `trailing` when code
        /// precedes it on the same line.
        case comment(String, trailing: Bool)
        case newline
        case end
        /// Something the lexer could not read, with the reason (reported by the parser).
        case invalid(String)
    }

    enum Symbol: String, Hashable, Sendable, CaseIterable {
        case openBrace = "{", closeBrace = "}", openParen = "(", closeParen = ")"
        case colon = ":", comma = ",", dot = ".", semicolon = ";", assign = "="
        case equal = "==", lessOrEqual = "<=", greaterOrEqual = ">="
        case plus = "+", minus = "-", star = "*", slash = "/", at = "@", question = "?"
    }

    var kind: Kind
    var line: Int
    var column: Int

    func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    var name: String? {
        if case .name(let name) = kind { return name }
        return nil
    }

    func isSymbol(_ symbol: Symbol) -> Bool { kind == .symbol(symbol) }

    func isName(_ text: String) -> Bool { name == text }

    /// Ends a statement: a newline, `;`, `}`, a trailing comment or the end of the file.
    var endsStatement: Bool {
        switch kind {
        case .newline, .end, .comment: return true
        case .symbol(let symbol): return symbol == .semicolon || symbol == .closeBrace
        default: return false
        }
    }

    /// How the token reads in a message: `'foo'`, `end of line`.
    var quoted: String {
        switch kind {
        case .name(let name): return "'\(name)'"
        case .number(_, let text): return "'\(text)'"
        case .string(let text): return "\"\(text)\""
        case .symbol(let symbol): return "'\(symbol.rawValue)'"
        case .comment: return "a comment"
        case .newline: return "end of line"
        case .end: return "end of file"
        case .invalid(let reason): return reason
        }
    }
}
