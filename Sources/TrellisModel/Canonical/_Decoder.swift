/// Reads one JSON value at a path; for objects, tracks which members were read so that
/// `finish()` can refuse unknown ones.
///
/// A clone decodes every component it checks out, so reading is kept cheap: a value read
/// through `string(_:)`, `number(_:)`, `integer(_:)`, `bool(_:)` and their like makes no
/// child decoder, the node of the path a child names is made once per parent (and only
/// when it has children), and the members read are counted rather than kept in a set.
/// Errors name the same paths as a child decoder would.
struct _Decoder {
    let json: CanonicalJSON
    /// Where this value sits: its parent's node and its own step (nil at the root),
    /// spelled out only when an error names it.
    private let parent: _DecodingPath?
    private let step: _DecodingPath.Step?
    /// This value's own node, made when its first child is.
    private var node: _DecodingPath?
    private var members: [String: CanonicalJSON] = [:]
    /// The members read so far, each once.
    private var read: [String] = []

    var path: String { step.map { _DecodingPath(parent: parent, step: $0).rendered } ?? "" }

    init(_ json: CanonicalJSON, path: String) throws {
        self.init(json, parent: nil, step: path.isEmpty ? nil : .member(path))
    }

    private init(_ json: CanonicalJSON, parent: _DecodingPath?, step: _DecodingPath.Step?) {
        self.json = json
        self.parent = parent
        self.step = step
        if case .object(let members) = json {
            self.members = members
            read.reserveCapacity(members.count)
        }
    }

    func failure(_ key: String?, _ message: String) -> LayoutDocument.DecodingError {
        let path = self.path
        let full = key.map { path.isEmpty ? $0 : "\(path).\($0)" } ?? path
        return LayoutDocument.DecodingError(path: full, message: message)
    }

    static func typeName(_ json: CanonicalJSON) -> String {
        switch json {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    mutating func value(_ key: String) throws -> CanonicalJSON {
        guard case .object = json else { throw failure(nil, "expected an object, found \(Self.typeName(json))") }
        guard let value = members[key] else { throw failure(key, "missing") }
        if !read.contains(key) { read.append(key) }
        return value
    }

    /// The node children name as their parent (nil at the root).
    private mutating func ownNode() -> _DecodingPath? {
        if let node { return node }
        guard let step else { return nil }
        node = _DecodingPath(parent: parent, step: step)
        return node
    }

    mutating func child(_ key: String) throws -> _Decoder {
        let value = try value(key)
        return _Decoder(value, parent: ownNode(), step: .member(key))
    }

    mutating func string(_ key: String) throws -> String {
        try Self.string(value(key)) { failure(key, $0) }
    }

    mutating func optionalString(_ key: String) throws -> String? { try unlessNull(key, Self.string) }

    mutating func number(_ key: String) throws -> Double {
        try Self.number(value(key)) { failure(key, $0) }
    }

    mutating func optionalNumber(_ key: String) throws -> Double? { try unlessNull(key, Self.number) }

    /// Member `key` as `read` checks it, or nil when it is null.
    private mutating func unlessNull<T>(
        _ key: String, _ read: (CanonicalJSON, (String) -> LayoutDocument.DecodingError) throws -> T
    ) throws -> T? {
        let value = try value(key)
        if case .null = value { return nil }
        return try read(value) { failure(key, $0) }
    }

    mutating func integer(_ key: String) throws -> Int {
        try Self.integer(value(key)) { failure(key, $0) }
    }

    mutating func bool(_ key: String) throws -> Bool {
        let value = try value(key)
        guard case .bool(let flag) = value else { throw failure(key, "expected a boolean, found \(Self.typeName(value))") }
        return flag
    }

    /// The item path in member `key`.
    mutating func itemReference(_ key: String) throws -> ItemReference {
        try Self.itemReference(value(key)) { failure(key, $0) }
    }

    /// The enumeration case member `key` names.
    mutating func enumValue<T: RawRepresentable>(_ key: String, _ type: T.Type, _ what: String) throws -> T where T.RawValue == String {
        try Self.enumValue(value(key), type, what) { failure(key, $0) }
    }

    /// The elements of an array member, each as a decoder with an indexed path.
    mutating func array(_ key: String) throws -> [_Decoder] {
        let value = try value(key)
        guard case .array(let elements) = value else { throw failure(key, "expected an array, found \(Self.typeName(value))") }
        let arrayNode = _DecodingPath(parent: ownNode(), step: .member(key))
        return elements.enumerated().map { _Decoder($1, parent: arrayNode, step: .index($0)) }
    }

    /// A decoder for a member that is written only when it differs from its default;
    /// nil when it is absent.
    mutating func ifPresent(_ key: String) throws -> _Decoder? {
        guard case .object = json, members[key] != nil else { return nil }
        return try child(key)
    }

    /// nil for a null member, else a decoder for it.
    mutating func optionalObject(_ key: String) throws -> _Decoder? {
        let value = try value(key)
        if case .null = value { return nil }
        return _Decoder(value, parent: ownNode(), step: .member(key))
    }

    func stringValue() throws -> String { try Self.string(json) { failure(nil, $0) } }

    func numberValue() throws -> Double { try Self.number(json) { failure(nil, $0) } }

    func integerValue() throws -> Int { try Self.integer(json) { failure(nil, $0) } }

    func itemReference() throws -> ItemReference { try Self.itemReference(json) { failure(nil, $0) } }

    func enumValue<T: RawRepresentable>(_ type: T.Type, _ what: String) throws -> T where T.RawValue == String {
        try Self.enumValue(json, type, what) { failure(nil, $0) }
    }

    /// Refuses members that were never read: an unknown member means a format this build does not know.
    func finish() throws {
        guard case .object = json, read.count < members.count else { return }
        let unknown = Set(members.keys).subtracting(read)
        if let first = unknown.sorted().first { throw failure(first, "unknown member") }
    }

    // MARK: The checks of a value, whoever reads it (`fail` names the path)

    private static func string(_ json: CanonicalJSON, _ fail: (String) -> LayoutDocument.DecodingError) throws -> String {
        guard case .string(let value) = json else { throw fail("expected a string, found \(typeName(json))") }
        return value
    }

    private static func number(_ json: CanonicalJSON, _ fail: (String) -> LayoutDocument.DecodingError) throws -> Double {
        guard case .number(let value) = json else { throw fail("expected a number, found \(typeName(json))") }
        return value
    }

    private static func integer(_ json: CanonicalJSON, _ fail: (String) -> LayoutDocument.DecodingError) throws -> Int {
        let value = try number(json, fail)
        guard value == value.rounded(), abs(value) < 1e15 else { throw fail("expected an integer, found \(LayoutNumber.format(value))") }
        return Int(value)
    }

    private static func itemReference(_ json: CanonicalJSON, _ fail: (String) -> LayoutDocument.DecodingError) throws -> ItemReference {
        let text = try string(json, fail)
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.contains(where: \.isEmpty) else { throw fail("\"\(text)\" is not an item path") }
        return ItemReference(parts)
    }

    private static func enumValue<T: RawRepresentable>(
        _ json: CanonicalJSON, _ type: T.Type, _ what: String, _ fail: (String) -> LayoutDocument.DecodingError
    ) throws -> T where T.RawValue == String {
        let text = try string(json, fail)
        guard let value = T(rawValue: text) else { throw fail("unknown \(what) \"\(text)\"") }
        return value
    }
}

/// A decoder's place in the document, as a chain to the root: made once per object or
/// array that has children, rendered as `items[2].hugging.horizontal` only for an error.
final class _DecodingPath {
    enum Step { case member(String), index(Int) }

    let parent: _DecodingPath?
    let step: Step

    init(parent: _DecodingPath?, step: Step) {
        self.parent = parent
        self.step = step
    }

    var rendered: String {
        var steps: [Step] = []
        var node: _DecodingPath? = self
        while let current = node {
            steps.append(current.step)
            node = current.parent
        }
        var text = ""
        for step in steps.reversed() {
            switch step {
            case .member(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
