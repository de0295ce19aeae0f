/// The small tree of Swift that export builds before printing it: declarations,
/// blocks and statement lines. Everything the exporter writes goes through this tree
/// and one printer (`SwiftPrinter`), so indentation, blank lines and commas are decided
/// in one place and the output is the same bytes for the same component.
indirect enum SwiftCode: Hashable, Sendable {
    /// One line of code (a statement, a declaration without a body, an expression).
    case line(String)
    /// `// text`; an empty text prints `//`.
    case comment(String)
    /// `// MARK: - title`, with a blank line around it.
    case mark(String)
    /// An empty line (never two in a row, never at a block's edges).
    case blank
    /// `header {`, the body indented, `}` (or `closing`).
    case block(String, [SwiftCode], closing: String = "}")
    /// `opening` as written (`return { make in`), the body indented, then `closing`.
    case open(String, [SwiftCode], closing: String)
    /// `opening`, each element indented and followed by a comma, `closing`: an array
    /// literal or an argument list one element per line.
    case list(String, [SwiftCode], closing: String)
    /// An element of several lines inside a `list` (the comma follows its last line).
    case lines([SwiftCode])

    /// A Swift string literal of `text` (quotes and backslashes escaped).
    static func stringLiteral(_ text: String) -> String {
        var escaped = "\""
        for character in text {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default: escaped.append(character)
            }
        }
        return escaped + "\""
    }
}

/// One Swift source file: a header comment, imports and top-level declarations.
struct SwiftFile: Hashable, Sendable {
    var header: [String]
    var imports: [String]
    var declarations: [SwiftCode]
}
