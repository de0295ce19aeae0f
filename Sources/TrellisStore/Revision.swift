import TrellisModel

/// How a command names one version of a component: `NAME`, `NAME@HEAD`, `NAME@HEAD~2`,
/// `NAME@1.2.0` (a tag) or `NAME@3fa2c1` (a version id prefix of at least 4 hex digits).
public enum Revision: Hashable, Sendable, CustomStringConvertible {
    case head
    /// `HEAD~N`: N first parents back from the head.
    case ancestor(Int)
    case tag(String)
    case versionPrefix(String)

    public static let minimumPrefixLength = 4

    /// nil for text that is none of the forms.
    public init?(_ text: String) {
        if text == "HEAD" { self = .head; return }
        if text.hasPrefix("HEAD~") {
            guard let count = Int(text.dropFirst(5)), count >= 0 else { return nil }
            self = count == 0 ? .head : .ancestor(count)
            return
        }
        if TagName.isValid(text) { self = .tag(text); return }
        let lower = text.lowercased()
        if lower.count >= Self.minimumPrefixLength, lower.count <= 64, lower.allSatisfy({ $0.isHexDigit }) {
            self = .versionPrefix(lower)
            return
        }
        return nil
    }

    public var description: String {
        switch self {
        case .head: return "HEAD"
        case .ancestor(let count): return "HEAD~\(count)"
        case .tag(let name): return name
        case .versionPrefix(let prefix): return prefix
        }
    }
}

/// `NAME` or `NAME@REV`, as commands take them.
public struct ComponentRevision: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    /// The text after `@`, if any.
    public var revision: String?

    public init(name: String, revision: String? = nil) {
        self.name = name
        self.revision = revision
    }

    public init(parsing text: String) {
        if let at = text.firstIndex(of: "@") {
            name = String(text[..<at])
            revision = String(text[text.index(after: at)...])
        } else {
            name = text
            revision = nil
        }
    }

    public var description: String { revision.map { "\(name)@\($0)" } ?? name }
}

/// Tag names are semantic versions: `MAJOR.MINOR.PATCH` with an optional `-prerelease`
/// of dot-separated alphanumeric identifiers (`1.2.0`, `2.0.0-beta.1`).
public enum TagName {
    /// The model's one name grammar, read as a tag.
    public static func isValid(_ text: String) -> Bool { ComponentName.isValid(text, as: .tag) }
}
