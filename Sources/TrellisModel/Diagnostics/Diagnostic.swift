/// One problem found in a `.layout` file, by the parser or by validation.
public struct Diagnostic: Hashable, Sendable, Error, CustomStringConvertible {
    public enum Severity: String, Sendable, Codable { case error, warning }

    public var severity: Severity
    public var location: SourceLocation?
    public var message: String
    /// A suggestion such as "did you mean owner.top + 4?".
    public var hint: String?

    public init(_ severity: Severity = .error, at location: SourceLocation?, _ message: String, hint: String? = nil) {
        self.severity = severity
        self.location = location
        self.message = message
        self.hint = hint
    }

    /// `file:line:column: error: message` — the shape compilers use, so editors can jump to it.
    public var description: String {
        let place = location.map { "\($0): " } ?? ""
        let tail = hint.map { " (\($0))" } ?? ""
        return "\(place)\(severity.rawValue): \(message)\(tail)"
    }

    /// The description followed by the offending source line and a caret under the column.
    public func rendered(source: String?) -> String {
        guard let location, let source else { return description }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard location.line >= 1, location.line <= lines.count else { return description }
        let text = String(lines[location.line - 1])
        let caretPad = String(repeating: " ", count: max(0, location.column - 1))
        return "\(description)\n    \(text)\n    \(caretPad)^"
    }
}

/// Thrown when a file or library has at least one error; carries every diagnostic found.
public struct DiagnosticsError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
