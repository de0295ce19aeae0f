import TrellisModel

/// A suggested change to a `.layout` file that fixes a problem, as the text to write.
public struct FixIt: Hashable, Sendable, Codable {
    /// `add vip.top == self.top`.
    public var message: String
    public var edits: [TextEdit]
    /// Verified by checking again with the edit applied: the problem goes and none comes.
    /// Only safe fix-its are applied by `trellis fix`.
    public var isSafe: Bool

    public init(message: String, edits: [TextEdit], isSafe: Bool) {
        self.message = message
        self.edits = edits
        self.isSafe = isSafe
    }
}

/// Replace lines `line ..< line + deletedLines` of `file` by `text` (each line ends with a
/// newline); `deletedLines` 0 inserts before `line`.
public struct TextEdit: Hashable, Sendable, Codable {
    public var file: String
    /// 1-based.
    public var line: Int
    public var deletedLines: Int
    public var text: String

    public init(file: String, line: Int, deletedLines: Int = 0, text: String) {
        self.file = file
        self.line = line
        self.deletedLines = deletedLines
        self.text = text
    }

    /// `text` with the given edits (all to this text's file) applied, bottom-up so that
    /// line numbers stay valid; nil when an edit is outside the text or two overlap.
    public static func apply(_ edits: [TextEdit], to text: String) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let endsWithNewline = lines.last == ""
        if endsWithNewline { lines.removeLast() }
        var floor = Int.max
        for edit in edits.sorted(by: { ($0.line, $0.deletedLines) > ($1.line, $1.deletedLines) }) {
            let start = edit.line - 1
            guard start >= 0, start + edit.deletedLines <= lines.count, start + edit.deletedLines <= floor else { return nil }
            var inserted = edit.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if inserted.last == "" { inserted.removeLast() }
            lines.replaceSubrange(start..<start + edit.deletedLines, with: inserted)
            floor = start
        }
        return lines.joined(separator: "\n") + (endsWithNewline ? "\n" : "")
    }
}
