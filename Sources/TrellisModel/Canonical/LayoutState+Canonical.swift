/// States in the canonical form: a `states` member of the component, only when it has
/// states (so every component without them keeps its bytes and hash), sorted by name —
/// the order states are written in means nothing. Inside a state every list is a set,
/// sorted: parameters by name, added constraints expanded and by serialisation,
/// removals, changes by name, visibility by item.
extension LayoutState {
    var canonicalJSON: CanonicalJSON {
        [
            "name": .string(name),
            "parameters": .array(parameters.sorted { $0.name < $1.name }.map(\.canonicalJSON)),
            "constraints": LayoutConstraint.canonicalList(constraints),
            "removals": .array(Set(removals.map(\.name)).sorted().map(CanonicalJSON.string)),
            "changes": .array(changes.sorted { $0.name < $1.name }.map(\.canonicalJSON)),
            "visibility": .array(
                visibility.sorted { $0.item < $1.item }.map { ["item": .string($0.item), "hidden": .bool($0.isHidden)] }
            ),
        ]
    }

    /// The states as the component's `states` member; nil when there are none.
    static func canonicalList(_ states: [LayoutState]) -> CanonicalJSON? {
        guard !states.isEmpty else { return nil }
        return .array(states.sorted { $0.name < $1.name }.map(\.canonicalJSON))
    }

    init(decoding node: _Decoder) throws {
        var node = node
        let name = try node.string("name")
        let parameters = try node.array("parameters").map(Parameter.init(decoding:))
        let constraints = LayoutConstraint.readingOrder(try node.array("constraints").map(LayoutConstraint.init(decoding:)))
        let removals = try node.array("removals").map { StateTarget(try $0.stringValue()) }
        let changes = try node.array("changes").map(ConstraintChange.init(decoding:))
        let visibility = try node.array("visibility").map { element -> VisibilityChange in
            var element = element
            let change = VisibilityChange(try element.string("item"), isHidden: try element.bool("hidden"))
            try element.finish()
            return change
        }
        try node.finish()
        self.init(
            name: name, parameters: parameters, constraints: constraints, removals: removals, changes: changes,
            visibility: visibility
        )
    }

    /// The component's `states` member, when present.
    static func decodeList(_ root: inout _Decoder) throws -> [LayoutState] {
        try root.ifPresent("states") == nil ? [] : try root.array("states").map(LayoutState.init(decoding:))
    }
}

extension ConstraintChange {
    var canonicalJSON: CanonicalJSON {
        [
            "name": .string(name),
            "constant": constant?.canonicalJSON ?? .null,
            "priority": priority.map { .number(Double($0.rawValue)) } ?? .null,
        ]
    }

    init(decoding node: _Decoder) throws {
        var node = node
        let name = try node.string("name")
        let constant = try node.optionalObject("constant").map(ConstantExpression.init(decoding:))
        let priority = try node.child("priority").json == .null ? nil : Priority(try node.integer("priority"))
        try node.finish()
        self.init(name, constant: constant, priority: priority)
    }
}

extension CanonicalJSONWriter {
    /// `,"states":[…]` when there are states (written from the tree: states are rare and
    /// small, and the tree is the definition).
    mutating func states(_ states: [LayoutState]) {
        guard let list = LayoutState.canonicalList(states) else { return }
        raw(#","states":"#)
        for byte in list.utf8Bytes { self.byte(byte) }
    }
}
