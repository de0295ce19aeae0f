import SwiftSyntax

extension SyntaxProtocol {
    /// The node's source text without the leading trivia of its first token and the trailing
    /// trivia of its last: `trimmedDescription`'s text, read from the node's bytes. swift-syntax's
    /// own builds two trimmed copies of the node for it, which made the visitors (which ask for
    /// every call's callee and receiver) spend most of a large file's import allocating.
    var trimmedText: String {
        let bytes = syntaxTextBytes
        let start = min(leadingTriviaLength.utf8Length, bytes.count)
        let end = max(start, bytes.count - trailingTriviaLength.utf8Length)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
