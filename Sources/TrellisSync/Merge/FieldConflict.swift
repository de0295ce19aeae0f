import TrellisModel

/// One field both sides of a merge changed in ways that cannot both hold. Kept in the
/// store with the conflict until it is resolved.
public struct FieldConflict: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Both sides changed the field, to different values.
        case bothChanged = "both changed"
        /// Both sides added it (it was not in the base), differently.
        case bothAdded = "both added"
        /// One side deleted what the other changed.
        case deletedVsModified = "deleted vs modified"
        /// Both sides changed the items' declaration order (z-order), differently: the
        /// values are the item names in order.
        case bothReordered = "both reordered"
        /// Each change is fine alone, but together they make a component that does not validate.
        case invalidResult = "invalid result"
        /// The merged component validates but solves unsatisfiable or ambiguous on a device
        /// where neither side did (see `SemanticCheck`).
        case semantic = "semantic"
    }

    /// Where: `items[vip].class`, `constraints[vip.top == self.top].constant.value`,
    /// `parameters[badgeSize]`, `items order`; empty for the component as a whole.
    public var path: String
    public var kind: Kind
    /// The value in the base, ours and theirs; nil where the field is absent.
    public var base: CanonicalJSON?
    public var ours: CanonicalJSON?
    public var theirs: CanonicalJSON?
    /// For invalid and semantic conflicts: what is wrong, naming the constraints.
    public var message: String?

    public init(path: String, kind: Kind, base: CanonicalJSON?, ours: CanonicalJSON?, theirs: CanonicalJSON?, message: String? = nil) {
        self.path = path
        self.kind = kind
        self.base = base
        self.ours = ours
        self.theirs = theirs
        self.message = message
    }

    /// The same conflict seen from the other side (ours and theirs swapped).
    public var swapped: FieldConflict {
        FieldConflict(path: path, kind: kind, base: base, ours: theirs, theirs: ours, message: message)
    }

    public var description: String {
        let place = path.isEmpty ? "component" : path
        if let message { return "\(place): \(kind.rawValue): \(message)" }
        // The whole component, as git says it: its JSON would fill the screen.
        if let deleted = deletedSide, path.isEmpty { return "deleted in \(deleted) and modified in \(deleted == "ours" ? "theirs" : "ours")" }
        func show(_ value: CanonicalJSON?) -> String { value.map(\.serialized) ?? "(absent)" }
        return "\(place): \(kind.rawValue): base \(show(base)), ours \(show(ours)), theirs \(show(theirs))"
    }

    /// For a deleted-vs-modified conflict: the side that deleted (`ours` or `theirs`).
    public var deletedSide: String? {
        guard kind == .deletedVsModified, (ours == nil) != (theirs == nil) else { return nil }
        return ours == nil ? "ours" : "theirs"
    }

    /// Whether `conflicts` are those of a component one side deleted (or renamed) and the
    /// other modified: the working copy keeps the modified side, as git leaves it in the tree.
    public static func isDeletedVsModified(_ conflicts: [FieldConflict]) -> Bool {
        conflicts.count == 1 && conflicts[0].path.isEmpty && conflicts[0].kind == .deletedVsModified
    }

    // MARK: JSON, as the store keeps it

    public var json: CanonicalJSON {
        [
            "path": .string(path),
            "kind": .string(kind.rawValue),
            "base": Self.wrap(base),
            "ours": Self.wrap(ours),
            "theirs": Self.wrap(theirs),
            "message": message.map(CanonicalJSON.string) ?? .null,
        ]
    }

    /// Absent is `null`; a present value (which may itself be JSON null) is `{"value": …}`.
    static func wrap(_ value: CanonicalJSON?) -> CanonicalJSON {
        value.map { ["value": $0] } ?? .null
    }

    static func unwrap(_ json: CanonicalJSON?) -> CanonicalJSON? {
        if case .object(let members)? = json { return members["value"] }
        return nil
    }

    public init?(json: CanonicalJSON) {
        guard case .object(let members) = json, case .string(let path)? = members["path"],
            case .string(let kindText)? = members["kind"], let kind = Kind(rawValue: kindText)
        else { return nil }
        var message: String?
        if case .string(let text)? = members["message"] { message = text }
        self.init(
            path: path, kind: kind, base: Self.unwrap(members["base"]), ours: Self.unwrap(members["ours"]),
            theirs: Self.unwrap(members["theirs"]), message: message)
    }

    public static func encodeList(_ conflicts: [FieldConflict]) -> String {
        CanonicalJSON.array(conflicts.map(\.json)).serialized
    }

    public static func decodeList(_ text: String) -> [FieldConflict] {
        guard let json = try? CanonicalJSON(parsing: text), case .array(let elements) = json else { return [] }
        return elements.compactMap(FieldConflict.init(json:))
    }
}
