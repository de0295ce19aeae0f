import TrellisModel

/// A component's canonical JSON seen as fields to merge one by one: objects become
/// records of named fields, and collections become maps keyed by identity — items,
/// parameters and arguments by name, constraints by `LayoutConstraint.key` (identifier,
/// or first anchor, relation, second anchor), applications by target and spec, spec
/// references by name, states by name (and inside each, its parameters, constraints,
/// removals, changes and visibility by what they name). The items keep their declaration order beside the map (it is
/// z-order, part of the hash: `OrderMerge`); the other collections' order means
/// nothing. Everything else (a stack's arranged views, a constant's terms, a number) is
/// one leaf, merged as a whole.
///
/// Built from the canonical JSON, so it merges exactly what the content hash covers and
/// rebuilds into JSON that `LayoutDocument(canonicalJSON:)` reads back.
indirect enum MergeTree: Hashable, Sendable {
    case leaf(CanonicalJSON)
    /// An object: its fields by name.
    case record([String: MergeTree])
    /// A keyed collection: its entities by key, each rebuilt as one array element.
    case collection([String: MergeTree])
    /// A keyed collection whose order counts: the keys in order, and the entities by key.
    case ordered([String], [String: MergeTree])

    // MARK: From canonical JSON

    init(document json: CanonicalJSON) {
        self = Self.node(json, schema: .document)
    }

    /// How the arrays inside one kind of object are keyed.
    enum Schema {
        case document, item, application, state, other

        /// Whether the array member `field` keeps its order (the items: z-order).
        func isOrdered(_ field: String) -> Bool { self == .document && field == "items" }

        /// The key function for the array member `field`, or nil when that array is a leaf.
        func collectionKey(_ field: String) -> ((CanonicalJSON) -> String, Schema)? {
            switch (self, field) {
            case (.document, "parameters"): return ({ Self.string($0, "name") }, .other)
            case (.document, "items"): return ({ Self.string($0, "name") }, .item)
            case (.document, "constraints"), (.document, "make"), (.document, "update"): return (Self.constraintKey, .other)
            case (.document, "applications"): return ({ "\(Self.string($0, "target")) \(Self.string($0, "spec"))" }, .application)
            case (.document, "references"): return ({ if case .string(let name) = $0 { return name } else { return $0.serialized } }, .other)
            case (.item, "arguments"), (.application, "arguments"): return ({ Self.string($0, "name") }, .other)
            // States by name; inside one, each list by what its entries name, so an edit to
            // a state merges with an edit to the base and a conflict names the state.
            case (.document, "states"): return ({ Self.string($0, "name") }, .state)
            case (.state, "parameters"), (.state, "changes"): return ({ Self.string($0, "name") }, .other)
            case (.state, "constraints"): return (Self.constraintKey, .other)
            case (.state, "removals"): return ({ if case .string(let name) = $0 { return "\"\(name)\"" } else { return $0.serialized } }, .other)
            case (.state, "visibility"): return ({ Self.string($0, "item") }, .other)
            default: return nil
            }
        }

        static func string(_ json: CanonicalJSON, _ member: String) -> String {
            if case .object(let members) = json, case .string(let value)? = members[member] { return value }
            return json.serialized
        }

        /// `LayoutConstraint.key` read off canonical JSON: `"identifier"` or `first.attr == second.attr`,
        /// followed by its size classes (` when width compact`) when it has any.
        static func constraintKey(_ json: CanonicalJSON) -> String {
            guard case .object(let members) = json else { return json.serialized }
            var classes = ""
            if case .object(let condition)? = members["sizeClasses"] {
                for axis in ["width", "height"] {
                    if case .string(let value)? = condition[axis] { classes += " \(axis) \(value)" }
                }
                classes = " when" + classes
            }
            if case .string(let identifier)? = members["identifier"] { return "\"\(identifier)\"" + classes }
            func anchor(_ value: CanonicalJSON?) -> String {
                guard let value, case .object = value else { return "constant" }
                return "\(string(value, "item")).\(string(value, "attribute"))"
            }
            return "\(anchor(members["first"])) \(string(json, "relation")) \(anchor(members["second"]))" + classes
        }
    }

    static func node(_ json: CanonicalJSON, schema: Schema) -> MergeTree {
        guard case .object(let members) = json else { return .leaf(json) }
        var fields: [String: MergeTree] = [:]
        for (name, value) in members {
            if case .array(let elements) = value, let (key, elementSchema) = schema.collectionKey(name) {
                var entities: [String: MergeTree] = [:], order: [String] = []
                for element in elements {
                    // Keys are unique in a valid component; a repeat (which validation refuses)
                    // is kept apart rather than lost.
                    var entityKey = key(element), repeatCount = 1
                    while entities[entityKey] != nil { repeatCount += 1; entityKey = "\(key(element)) #\(repeatCount)" }
                    entities[entityKey] = node(element, schema: elementSchema)
                    order.append(entityKey)
                }
                fields[name] = schema.isOrdered(name) ? .ordered(order, entities) : .collection(entities)
            } else if case .object = value {
                fields[name] = node(value, schema: .other)
            } else {
                fields[name] = .leaf(value)
            }
        }
        return .record(fields)
    }

    // MARK: Back to canonical JSON

    var json: CanonicalJSON {
        switch self {
        case .leaf(let value): return value
        case .record(let fields): return .object(fields.mapValues(\.json))
        case .collection(let entities):
            // Any order: the document's canonical form sorts again when it is re-encoded.
            return .array(entities.keys.sorted().map { entities[$0]!.json })
        case .ordered(let order, let entities):
            return .array(order.compactMap { entities[$0]?.json })
        }
    }

    /// The `kind` field of a record (items, components), which decides what other fields it has.
    var kind: CanonicalJSON? {
        if case .record(let fields) = self, case .leaf(let kind)? = fields["kind"] { return kind }
        return nil
    }

    var isLeaf: Bool { if case .leaf = self { return true } else { return false } }
}
