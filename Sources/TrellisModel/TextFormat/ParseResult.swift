/// What parsing a `.layout` file produced: the document (when the file has no errors)
/// and every diagnostic found, in file order.
public struct ParseResult: Sendable {
    /// The parsed component; nil when the file has at least one error.
    public var document: LayoutDocument?
    public var diagnostics: [Diagnostic]

    public init(document: LayoutDocument?, diagnostics: [Diagnostic]) {
        self.document = document
        self.diagnostics = diagnostics
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The document, or every diagnostic as a `DiagnosticsError`.
    public func get() throws(DiagnosticsError) -> LayoutDocument {
        guard let document, !hasErrors else { throw DiagnosticsError(diagnostics) }
        return document
    }
}

extension LayoutDocument {
    /// Parses `.layout` text; throws every error found as one `DiagnosticsError`.
    public init(parsing source: String, file: String) throws(DiagnosticsError) {
        self = try LayoutParser.parse(source, file: file).get()
    }
}

/// Reads `.layout` text (see `Docs/LayoutFormat.md`) into a `LayoutDocument`.
public enum LayoutParser {
    /// Parses one file. Never traps: whatever the input, the result is a document or
    /// diagnostics naming `file:line:column`. Errors are recovered from at statement
    /// boundaries (newline, `;`, `}`), so every broken statement is reported.
    public static func parse(_ source: String, file: String) -> ParseResult {
        var parser = Parser(tokens: Lexer.tokenize(source), file: file)
        let document = parser.parseFile()
        // The hints read lines split at LF, as the lexer counts CRLF and CR lines.
        let lines = parser.diagnostics.isEmpty ? source : LayoutTextStyle.normalized(source)
        let result = ParseResult(document: document, diagnostics: ParseHints.annotate(parser.diagnostics, source: lines))
        return result.hasErrors ? ParseResult(document: nil, diagnostics: result.diagnostics) : result
    }
}
