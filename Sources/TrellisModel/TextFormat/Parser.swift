/// A statement-level parse error; the statement is abandoned and parsing resumes at the
/// next statement boundary.
struct ParseFailure: Error {
    var diagnostic: Diagnostic
}

/// Recursive-descent parser over the token list. Token helpers, error reporting and
/// recovery live here; the grammar is spread over `Parser+*.swift` by concern.
struct Parser {
    let tokens: [Token]
    let file: String
    private(set) var index = 0
    var diagnostics: [Diagnostic] = []
    /// Comments met inside a statement (in a property block, an argument list); they
    /// are attached to the statement, above it.
    var innerComments: [String] = []

    init(tokens: [Token], file: String) {
        // The lexer always ends with `.end`; keep that invariant even for a hand-made list.
        self.tokens = tokens.last?.kind == .end ? tokens : tokens + [Token(kind: .end, line: 1, column: 1)]
        self.file = file
    }

    // MARK: Tokens

    var current: Token { tokens[min(index, tokens.count - 1)] }

    func peek(_ offset: Int = 1) -> Token { tokens[min(index + offset, tokens.count - 1)] }

    var previous: Token? { index > 0 ? tokens[min(index - 1, tokens.count - 1)] : nil }

    mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    var isAtEnd: Bool { current.kind == .end }

    func location(_ token: Token) -> SourceLocation { token.location(in: file) }

    @discardableResult
    mutating func consume(_ symbol: Token.Symbol) -> Bool {
        guard current.isSymbol(symbol) else { return false }
        advance()
        return true
    }

    @discardableResult
    mutating func consumeName(_ name: String) -> Bool {
        guard current.isName(name) else { return false }
        advance()
        return true
    }

    // MARK: Errors

    /// An error at `token`. A token the lexer could not read reports its own reason instead.
    func failure(_ message: String, at token: Token? = nil, hint: String? = nil) -> ParseFailure {
        let token = token ?? current
        if case .invalid(let reason) = token.kind {
            return ParseFailure(diagnostic: Diagnostic(.error, at: location(token), reason))
        }
        return ParseFailure(diagnostic: Diagnostic(.error, at: location(token), message, hint: hint))
    }

    mutating func report(_ failure: ParseFailure) { diagnostics.append(failure.diagnostic) }

    mutating func expect(_ symbol: Token.Symbol, _ message: @autoclosure () -> String) throws(ParseFailure) {
        guard consume(symbol) else { throw failure(message()) }
    }

    /// A name, or a failure reading `message`.
    mutating func expectName(_ message: @autoclosure () -> String) throws(ParseFailure) -> String {
        guard let name = current.name else { throw failure(message()) }
        advance()
        return name
    }

    /// A component a `use` or `apply` names: `NAME`, or `NAMESPACE.NAME` for a dependency's
    /// component (`DS.UserAvatarContainer`).
    mutating func expectComponentName(_ message: @autoclosure () -> String) throws(ParseFailure) -> String {
        let name = try expectName(message())
        guard current.isSymbol(.dot) else { return name }
        advance()
        return name + "." + (try expectName("expected a component name after \(name)."))
    }

    // MARK: Statements and recovery

    /// Skips blank lines, `;` and comment lines; returns the comments' text.
    mutating func skipTrivia() -> [String] {
        var comments: [String] = []
        while true {
            switch current.kind {
            case .newline, .symbol(.semicolon): advance()
            case .comment(let text, _):
                comments.append(text)
                advance()
            default: return comments
            }
        }
    }

    /// Ends a statement: consumes a newline or `;`, leaves `}` and the end of file for
    /// the enclosing block. Returns a comment written at the end of the line.
    mutating func endStatement() throws(ParseFailure) -> [String] {
        // A block that stopped early at a line break (a missing `}`) has ended the line.
        if previous?.kind == .newline { return [] }
        switch current.kind {
        case .newline, .symbol(.semicolon):
            advance()
            return []
        case .comment(let text, _):
            advance()
            return [text]
        case .symbol(.closeBrace), .end:
            return []
        default:
            throw failure("unexpected \(current.quoted); expected a new line or ';'")
        }
    }

    /// Skips the rest of a broken statement: up to the next newline or `;` outside any
    /// braces it opened, or up to (not past) the `}` closing the enclosing block.
    mutating func synchronize() {
        var depth = 0
        while !isAtEnd {
            switch current.kind {
            case .newline, .symbol(.semicolon):
                advance()
                if depth == 0 { return }
            case .symbol(.openBrace):
                depth += 1
                advance()
            case .symbol(.closeBrace):
                if depth == 0 { return }
                depth -= 1
                advance()
            default:
                advance()
            }
        }
    }

    /// Parses statements until the `}` closing the current block (consumed) or the end
    /// of the file (reported as a missing `}`). Each statement is parsed by `parse` and
    /// handed to `store` with its comments (those above it, inside it, and at the end of
    /// its line); `store` returns false when the statement has no place for comments, and
    /// they move on to the next statement. Comments nothing took are returned. Each
    /// failure is reported and skipped, so every broken statement gets its own diagnostic.
    mutating func parseBlock<Statement>(
        closing what: String,
        comments initial: [String] = [],
        stopEarly: (Parser) -> Bool = { _ in false },
        parse: (inout Parser) throws(ParseFailure) -> Statement,
        store: (Statement, _ comments: [String]) -> Bool
    ) -> [String] {
        var pending = initial
        while true {
            pending += skipTrivia()
            if consume(.closeBrace) { return pending }
            if isAtEnd || stopEarly(self) {
                report(failure("missing '}' to close \(what)"))
                return pending
            }
            let start = index
            let outerInner = innerComments
            innerComments = []
            do throws(ParseFailure) {
                let statement = try parse(&self)
                let trailing = try endStatement()
                let comments = pending + innerComments + trailing
                pending = store(statement, comments) ? [] : comments
            } catch {
                report(error)
                pending += innerComments
                synchronize()
            }
            innerComments = outerInner
            if index == start { advance() }
        }
    }
}
