/// The free text a version or tag records beside names — its author and message — as the
/// store accepts it: no NUL and no control character but newline and tab (SQLite would
/// cut a string at a NUL after its hash was computed on the whole; a terminal would obey
/// an escape sequence in a log), and bounded, so a peer cannot fill a store with one field.
public enum RecordText {
    public enum Field: String, Sendable, Hashable {
        case author, message
        public var limit: Int { self == .author ? 256 : 64 << 10 }
    }

    /// nil when `text` may be stored as `field`; else what is wrong with it.
    public static func problem(_ text: String, as field: Field) -> String? {
        if text.utf8.count > field.limit { return "it is \(text.utf8.count) bytes long; at most \(field.limit)" }
        for (offset, scalar) in text.unicodeScalars.enumerated() where ComponentName.isControl(scalar) {
            if field == .message, scalar == "\n" || scalar == "\t" { continue }
            return "it holds the control character \(ComponentName.codePoint(scalar.value)) at offset \(offset)"
        }
        return nil
    }

    /// Throws `RecordTextError` when `text` may not be stored as `field`.
    public static func validate(_ text: String, as field: Field) throws {
        if let problem = problem(text, as: field) { throw RecordTextError(field: field, problem: problem) }
    }
}

/// An author or message the store refuses to record.
public struct RecordTextError: Error, Hashable, Sendable, CustomStringConvertible {
    public var field: RecordText.Field
    public var problem: String

    public var description: String {
        let fix = field == .author ? "set TRELLIS_AUTHOR to a plain name" : "write the message without control characters"
        return "the \(field.rawValue) cannot be recorded: \(problem) (\(fix))"
    }
}
