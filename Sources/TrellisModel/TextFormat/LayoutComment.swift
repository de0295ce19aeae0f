/// How a `//` comment is kept in a document's `comments` and written back, so that
/// `trellis fmt` gives every comment back byte for byte (it may move a comment with the
/// statement it belongs to, never change its text).
///
/// A comment written the usual way, `// text` (or `//` alone), is kept as its text, `text`:
/// what an exporter or a reader wants. Any other is kept as written, `//` included, and
/// printed exactly so: `//$from a constant`, trailing spaces, tabs, control characters,
/// NUL, `// // text`. A comment runs from `//` to the line break (LF, CR or CRLF), so it
/// holds any other character, the vertical tab, form feed, U+2028 and U+0085 included.
///
/// A text a program puts into `comments` (an importer's note) is printed the usual way,
/// one `// ` line per line of it; a line of it that starts with `//` is printed as it is.
public enum LayoutComment {
    /// What a document keeps for the comment `written`, from its `//` to the end of its line.
    static func kept(_ written: String) -> String {
        let text = usualText(written.utf8.dropFirst(2))
        guard !text.utf8.starts(with: slashes), line(text).utf8.elementsEqual(written.utf8) else { return written }
        return text
    }

    /// The lines the printer writes for a kept comment (unindented).
    static func lines(_ comment: String) -> [String] {
        comment.split(omittingEmptySubsequences: false, whereSeparator: \._isLineBreak).map { line in
            line.utf8.starts(with: slashes) ? String(line) : self.line(String(withoutTrailingWhitespace(line)))
        }
    }

    /// The comment's text to show outside a `.layout` file (in exported Swift): without
    /// `//`, one space after it and trailing spaces.
    public static func text(_ comment: String) -> String {
        comment.utf8.starts(with: slashes) ? usualText(comment.utf8.dropFirst(2)) : comment
    }

    private static let slashes = "//".utf8

    /// `// text`, or `//` for no text.
    private static func line(_ text: String) -> String { text.isEmpty ? "//" : "// " + text }

    /// `text` without one leading space and without trailing whitespace.
    private static func usualText(_ bytes: Substring.UTF8View) -> String {
        var text = Substring(bytes)
        if text.first == " " { text = text.dropFirst() }
        return String(withoutTrailingWhitespace(text))
    }

    private static func withoutTrailingWhitespace(_ text: Substring) -> Substring {
        var text = text
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return text
    }
}
