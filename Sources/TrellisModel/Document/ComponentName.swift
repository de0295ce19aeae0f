/// The grammar of every name Trellis keeps and later turns into a file name, a SQL key or
/// a URL part: component names, remote names, tag names. One function decides, and it is
/// called wherever a name enters — parse, commit, receive from a peer (objects, versions,
/// refs, snapshots), checkout — so a name that could leave the project folder
/// (`../../tmp/x`), hide a NUL or a control character, or overflow a file name never gets
/// past the first place it is seen.
///
/// - A component name is an identifier (Unicode UAX #31: a letter or `_`, then letters,
///   digits, marks or `_`; no invisible joiner or bidi control), as the `.layout` lexer
///   reads one and as Swift (the export's target) accepts a type name; at most `maxLength`
///   bytes of UTF-8, so `NAME.layout`
///   and its temporary sibling fit any file system's 255-byte file names.
/// - A remote name is ASCII letters, digits, `-`, `_` and `.`, not starting with `.`,
///   at most 64 bytes (it names a folder-like namespace, `remotes/NAME/COMPONENT`).
/// - A tag is a semantic version: `MAJOR.MINOR.PATCH` with an optional `-prerelease` of
///   dot-separated ASCII alphanumerics and `-`, at most 64 bytes.
/// - A reference (what a `use` or `apply` names, a dependency edge's target) is a
///   component name, or a dependency's namespace (an identifier) `.` a component name:
///   `DS.UserAvatarContainer`. Only references are qualified: a component defines an
///   unqualified name, and a dependency's components get their namespace when loaded.
public enum ComponentName {
    /// The longest component name, in bytes of UTF-8.
    public static let maxLength = 128
    /// The longest remote or tag name, in bytes.
    public static let maxShortLength = 64

    /// Which grammar a name is read by.
    public enum Kind: String, Sendable, Hashable {
        case component, remote, tag, reference

        var noun: String {
            switch self {
            case .reference: return "component reference"
            case .component: return "component name"
            case .remote: return "remote name"
            case .tag: return "tag"
            }
        }
    }

    /// Why a name is not in its grammar.
    public enum Problem: Hashable, Sendable, CustomStringConvertible {
        case empty
        case tooLong(bytes: Int, limit: Int)
        /// A control character (U+0000…U+001F, U+007F…U+009F) at a character offset.
        case controlCharacter(scalar: UInt32, offset: Int)
        case badCharacter(Character, offset: Int)
        case badStart(Character)
        case notSemanticVersion

        public var description: String {
            switch self {
            case .empty: return "it is empty"
            case .tooLong(let bytes, let limit): return "it is \(bytes) bytes long; at most \(limit)"
            case .controlCharacter(let scalar, let offset):
                return "it holds the control character \(ComponentName.codePoint(scalar)) at offset \(offset)"
            case .badCharacter(let character, let offset):
                return "'\(character.unicodeScalars.map { $0.escaped(asASCII: true) }.joined())' at offset \(offset) is not allowed"
            case .badStart(let character):
                return "it starts with '\(character.unicodeScalars.map { $0.escaped(asASCII: true) }.joined())'"
            case .notSemanticVersion: return "it is not MAJOR.MINOR.PATCH with an optional -prerelease"
            }
        }
    }

    /// What each grammar allows, said once for every message.
    public static func rule(_ kind: Kind) -> String {
        switch kind {
        case .component:
            return "a component name is an identifier: a letter or '_', then letters, digits or '_', at most \(maxLength) bytes"
        case .remote:
            return "a remote name uses letters, digits, '-', '_' and '.', does not start with '.', at most \(maxShortLength) bytes"
        case .tag:
            return "a tag is MAJOR.MINOR.PATCH with an optional -prerelease, e.g. 1.2.0 or 2.0.0-beta.1"
        case .reference:
            return "a component reference is a component name, or a namespace and a component name: DS.UserAvatarContainer"
        }
    }

    /// nil when `name` is in the grammar of `kind`; else the first thing wrong with it.
    public static func problem(_ name: String, as kind: Kind = .component) -> Problem? {
        if name.isEmpty { return .empty }
        let limit = kind == .component ? maxLength : kind == .reference ? maxShortLength + 1 + maxLength : maxShortLength
        if name.utf8.count > limit { return .tooLong(bytes: name.utf8.count, limit: limit) }
        for (offset, scalar) in name.unicodeScalars.enumerated() where isControl(scalar) {
            return .controlCharacter(scalar: scalar.value, offset: offset)
        }
        switch kind {
        case .component: return identifierProblem(name)
        case .remote: return remoteProblem(name)
        case .tag: return isSemanticVersion(name) ? nil : .notSemanticVersion
        case .reference:
            let (namespace, local) = split(name)
            if let namespace {
                if namespace.isEmpty || local.isEmpty { return .badCharacter(".", offset: namespace.count) }
                if namespace.utf8.count > maxShortLength { return .tooLong(bytes: namespace.utf8.count, limit: maxShortLength) }
                if local.utf8.count > maxLength { return .tooLong(bytes: local.utf8.count, limit: maxLength) }
                if let problem = identifierProblem(namespace) { return problem }
                return identifierProblem(local).map { problem in
                    // Offsets count from the start of the whole reference.
                    if case .badCharacter(let character, let offset) = problem { return .badCharacter(character, offset: offset + namespace.count + 1) }
                    if case .badStart(let character) = problem { return .badCharacter(character, offset: namespace.count + 1) }
                    return problem
                }
            }
            return identifierProblem(local)
        }
    }

    /// `DS.UserAvatarContainer` → (`DS`, `UserAvatarContainer`); an unqualified name → (nil, name).
    /// Splits at the first dot (a namespace never holds one).
    public static func split(_ reference: String) -> (namespace: String?, name: String) {
        guard let dot = reference.firstIndex(of: ".") else { return (nil, reference) }
        return (String(reference[..<dot]), String(reference[reference.index(after: dot)...]))
    }

    /// `DS` and `UserAvatarContainer` → `DS.UserAvatarContainer`.
    public static func qualified(_ name: String, in namespace: String) -> String { namespace + "." + name }

    public static func isValid(_ name: String, as kind: Kind = .component) -> Bool {
        problem(name, as: kind) == nil
    }

    /// Throws `NameError` naming the name, what is wrong and the rule.
    public static func validate(_ name: String, as kind: Kind = .component) throws {
        if let problem = problem(name, as: kind) { throw NameError(name: name, kind: kind, problem: problem) }
    }

    /// `U+001B`: how messages name a character.
    public static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// C0 controls, DEL and C1 controls: never part of a name, never stored.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value <= 0x9F)
    }

    static func identifierProblem(_ name: String) -> Problem? {
        for (offset, character) in name.enumerated() {
            for scalar in character.unicodeScalars {
                // Invisible scalars (joiners, bidi controls) would let two names look alike.
                let allowed =
                    scalar == "_"
                    || (!scalar.properties.isDefaultIgnorableCodePoint
                        && (offset == 0 && scalar == character.unicodeScalars.first ? scalar.properties.isXIDStart : scalar.properties.isXIDContinue))
                if !allowed { return offset == 0 ? .badStart(character) : .badCharacter(character, offset: offset) }
            }
        }
        return nil
    }

    static func remoteProblem(_ name: String) -> Problem? {
        if let first = name.first, first == "." { return .badStart(first) }
        for (offset, character) in name.enumerated() {
            guard character.isASCII, character.isLetter || character.isNumber || "-_.".contains(character) else {
                return .badCharacter(character, offset: offset)
            }
        }
        return nil
    }

    static func isSemanticVersion(_ text: String) -> Bool {
        let (core, prerelease): (Substring, Substring?) = {
            if let dash = text.firstIndex(of: "-") { return (text[..<dash], text[text.index(after: dash)...]) }
            return (Substring(text), nil)
        }()
        let numbers = core.split(separator: ".", omittingEmptySubsequences: false)
        guard numbers.count == 3 else { return false }
        for number in numbers {
            guard !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
            if number.count > 1, number.first == "0" { return false }
        }
        if let prerelease {
            let parts = prerelease.split(separator: ".", omittingEmptySubsequences: false)
            guard !parts.isEmpty else { return false }
            for part in parts {
                guard !part.isEmpty, part.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else { return false }
            }
        }
        return true
    }
}

/// A name refused by its grammar: which name (escaped, so a control character shows),
/// what is wrong, and the rule.
public struct NameError: Error, Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var kind: ComponentName.Kind
    public var problem: ComponentName.Problem

    public init(name: String, kind: ComponentName.Kind, problem: ComponentName.Problem) {
        self.name = name
        self.kind = kind
        self.problem = problem
    }

    public var description: String {
        "\(ComponentName.quoted(name)) is not a valid \(kind.noun): \(problem) (\(ComponentName.rule(kind)))"
    }
}

extension ComponentName {
    /// A name for a message: quoted, control characters escaped, long ones cut, so a
    /// hostile name cannot rewrite the terminal or flood it.
    public static func quoted(_ name: String) -> String {
        var text = ""
        for (index, scalar) in name.unicodeScalars.enumerated() {
            if index == 200 { text += "…"; break }
            text += isControl(scalar) || scalar == "'" ? scalar.escaped(asASCII: true) : String(scalar)
        }
        return "'\(text)'"
    }
}
