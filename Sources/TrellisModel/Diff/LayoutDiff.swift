/// The structural difference between two versions of a component: parameters and items
/// by name, constraints expanded to singles and matched by key, applications by spec and
/// target, field by field, and the items' declaration order (z-order). Not a text diff:
/// reformatting a file or moving constraints around changes nothing here, as it changes
/// nothing in the content hash.
public enum LayoutDiff {
    /// What changed from `old` to `new`; nil is "not there" (a component added or removed,
    /// whose contents are then listed as added or removed too). Empty when they mean the same.
    public static func changes(from old: LayoutDocument?, to new: LayoutDocument?) -> [LayoutChange] {
        switch (old, new) {
        case (nil, nil):
            return []
        case (nil, let new?):
            return [LayoutChange(.added, .component(new.name), label: "\(new.kind.rawValue) \(new.name)")]
                + changes(from: .empty(like: new), to: new)
        case (let old?, nil):
            return [LayoutChange(.removed, .component(old.name), label: "\(old.kind.rawValue) \(old.name)")]
                + changes(from: old, to: .empty(like: old))
        case (let old?, let new?):
            return contentChanges(old, new)
        }
    }

    /// The changes, one per line.
    public static func text(_ changes: [LayoutChange]) -> String {
        changes.map(\.text).joined(separator: "\n")
    }

    static func contentChanges(_ old: LayoutDocument, _ new: LayoutDocument) -> [LayoutChange] {
        var result: [LayoutChange] = []
        if old.kind != new.kind {
            result.append(
                LayoutChange(
                    .changed, .component(new.name), label: new.name,
                    fields: [.init("kind", old: old.kind.rawValue, new: new.kind.rawValue)]))
        }
        result += parameterChanges(old.parameters, new.parameters)
        result += referenceChanges(old.specReferences, new.specReferences)
        result += itemChanges(old.body?.items ?? [], new.body?.items ?? [])
        result += itemOrderChange(old.body?.items ?? [], new.body?.items ?? [])
        result += applicationChanges(old.body?.applications ?? [], new.body?.applications ?? [])
        result += constraintChanges(old.body?.constraints ?? [], new.body?.constraints ?? [], section: .body)
        result += constraintChanges(old.specBlocks.make, new.specBlocks.make, section: .make)
        result += constraintChanges(old.specBlocks.update, new.specBlocks.update, section: .update)
        let fields = fieldChanges(old.screenSize, new.screenSize)
        if !fields.isEmpty { result.append(LayoutChange(.changed, .screenSize, label: "screen \(new.name)", fields: fields)) }
        result += stateChanges(old.states, new.states)
        return result
    }

    // MARK: Parameters and references

    static func parameterChanges(_ old: [Parameter], _ new: [Parameter]) -> [LayoutChange] {
        matchByName(old, new, name: \.name).compactMap { name, before, after in
            switch (before, after) {
            case (nil, let after?): return LayoutChange(.added, .parameter(name), label: render(after))
            case (let before?, nil): return LayoutChange(.removed, .parameter(name), label: "param \(before.name)")
            case (let before?, let after?):
                let fields = fieldChanges(properties(before), properties(after))
                return fields.isEmpty ? nil : LayoutChange(.changed, .parameter(name), label: "param \(name)", fields: fields)
            default: return nil
            }
        }
    }

    static func referenceChanges(_ old: [String], _ new: [String]) -> [LayoutChange] {
        let before = Set(old), after = Set(new)
        return before.union(after).sorted().compactMap { name in
            if !before.contains(name) { return LayoutChange(.added, .reference(name), label: "ref \(name)") }
            if !after.contains(name) { return LayoutChange(.removed, .reference(name), label: "ref \(name)") }
            return nil
        }
    }

    // MARK: Items

    static func itemChanges(_ old: [Item], _ new: [Item]) -> [LayoutChange] {
        matchByName(old, new, name: \.name).compactMap { name, before, after in
            switch (before, after) {
            case (nil, let after?): return LayoutChange(.added, .item(name), label: render(after))
            case (let before?, nil): return LayoutChange(.removed, .item(name), label: render(before))
            case (let before?, let after?):
                let fields = fieldChanges(properties(before), properties(after))
                return fields.isEmpty ? nil : LayoutChange(.changed, .item(name), label: "\(after.kindName) \(name)", fields: fields)
            default: return nil
            }
        }
    }

    /// `items: order icon, badge → badge, icon` when the items both hold are declared in
    /// another order (added and removed items are listed as such, not as a reorder).
    static func itemOrderChange(_ old: [Item], _ new: [Item]) -> [LayoutChange] {
        let kept = Set(old.map(\.name)).intersection(new.map(\.name))
        let before = old.map(\.name).filter(kept.contains), after = new.map(\.name).filter(kept.contains)
        guard before != after else { return [] }
        return [
            LayoutChange(
                .changed, .itemOrder, label: "items",
                fields: [
                    .init("order", old: before.joined(separator: ", "), new: after.joined(separator: ", "))
                ])
        ]
    }

    // MARK: Applications

    static func applicationChanges(_ old: [SpecApplication], _ new: [SpecApplication]) -> [LayoutChange] {
        func key(_ application: SpecApplication) -> String { "\(application.spec) to \(application.target)" }
        return matchByName(old, new, name: key).compactMap { _, before, after in
            switch (before, after) {
            case (nil, let after?):
                return LayoutChange(.added, .application(spec: after.spec, target: after.target.description), label: render(after))
            case (let before?, nil):
                return LayoutChange(.removed, .application(spec: before.spec, target: before.target.description), label: render(before))
            case (let before?, let after?):
                let fields = fieldChanges(argumentProperties(before.arguments), argumentProperties(after.arguments))
                return fields.isEmpty
                    ? nil
                    : LayoutChange(
                        .changed, .application(spec: after.spec, target: after.target.description),
                        label: "apply \(after.spec) to \(after.target)", fields: fields)
            default: return nil
            }
        }
    }

    // MARK: Constraints

    /// Both sides expanded to single constraints and grouped by key. Within a key, equal
    /// constraints cancel out; the rest pair up in canonical order as changes, and what
    /// is left over is added or removed.
    static func constraintChanges(_ old: [LayoutConstraint], _ new: [LayoutConstraint], section: LayoutChange.Section) -> [LayoutChange] {
        let prefix = section == .body ? "" : "\(section.rawValue) "
        let before = Dictionary(grouping: canonicalSingles(old), by: \.key)
        let after = Dictionary(grouping: canonicalSingles(new), by: \.key)
        let keys = Set(before.keys).union(after.keys).sorted { $0.description < $1.description }
        var result: [LayoutChange] = []
        for key in keys {
            var removed = before[key] ?? []
            var added: [LayoutConstraint] = []
            for constraint in after[key] ?? [] {
                if let index = removed.firstIndex(of: constraint) { removed.remove(at: index) } else { added.append(constraint) }
            }
            let paired = min(removed.count, added.count)
            for index in 0..<paired {
                let fields = fieldChanges(
                    properties(removed[index], keyedByIdentifier: key.isIdentifier),
                    properties(added[index], keyedByIdentifier: key.isIdentifier))
                if !fields.isEmpty {
                    result.append(LayoutChange(.changed, .constraint(section, key), label: prefix + key.description, fields: fields))
                }
            }
            for constraint in removed.dropFirst(paired) {
                result.append(LayoutChange(.removed, .constraint(section, key), label: prefix + render(constraint)))
            }
            for constraint in added.dropFirst(paired) {
                result.append(LayoutChange(.added, .constraint(section, key), label: prefix + render(constraint)))
            }
        }
        return result
    }

    /// Expanded, constants normalised, in canonical order (so pairing is deterministic).
    static func canonicalSingles(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        constraints.flatMap { $0.expanded() }
            .map { single -> LayoutConstraint in
                var single = single
                single.constant = single.constant.normalized
                single.location = nil
                return single
            }
            .sorted { $0.canonicalJSON.serialized < $1.canonicalJSON.serialized }
    }

    // MARK: Matching and fields

    /// Pairs elements of two lists by a name, sorted by name; a name repeated on one side
    /// pairs by occurrence.
    static func matchByName<T>(_ old: [T], _ new: [T], name: (T) -> String) -> [(String, T?, T?)] {
        let before = Dictionary(grouping: old, by: name)
        let after = Dictionary(grouping: new, by: name)
        var result: [(String, T?, T?)] = []
        for key in Set(before.keys).union(after.keys).sorted() {
            let lhs = before[key] ?? [], rhs = after[key] ?? []
            for index in 0..<max(lhs.count, rhs.count) {
                result.append((key, index < lhs.count ? lhs[index] : nil, index < rhs.count ? rhs[index] : nil))
            }
        }
        return result
    }

    /// Fields whose values differ, in the order the old side lists them, then new ones.
    static func fieldChanges(_ old: [(String, String?)], _ new: [(String, String?)]) -> [LayoutChange.Field] {
        var names: [String] = []
        for (name, _) in old + new where !names.contains(name) { names.append(name) }
        let before = Dictionary(old, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(new, uniquingKeysWith: { first, _ in first })
        return names.compactMap { name in
            let lhs = before[name] ?? nil, rhs = after[name] ?? nil
            return lhs == rhs ? nil : LayoutChange.Field(name, old: lhs, new: rhs)
        }
    }
}

extension ConstraintKey {
    var isIdentifier: Bool {
        if case .identifier = self { return true }
        return false
    }
}

extension LayoutDocument {
    /// A document of the same kind and name with nothing in it: the other side of an
    /// added or removed component.
    static func empty(like document: LayoutDocument) -> LayoutDocument {
        switch document {
        case .container(let container): return .container(Container(name: container.name))
        case .screen(let screen): return .screen(Screen(name: screen.name))
        case .spec(let spec): return .spec(Spec(name: spec.name))
        }
    }

    var specReferences: [String] {
        if case .spec(let spec) = self { return spec.references.map(\.name) }
        return []
    }

    var specBlocks: (make: [LayoutConstraint], update: [LayoutConstraint]) {
        if case .spec(let spec) = self { return (spec.make, spec.update) }
        return ([], [])
    }

    /// A screen's size and root settings, as compared fields.
    var screenSize: [(String, String?)] {
        if case .screen(let screen) = self {
            func insets(_ values: [Double]?) -> String? { values.map { $0.map(LayoutNumber.format).joined(separator: " ") } }
            return [
                ("width", screen.width.map(LayoutNumber.format)), ("height", screen.heightIsAuto ? "auto" : screen.height.map(LayoutNumber.format)),
                ("root", screen.root.rawValue), ("safeArea", insets(screen.safeArea?.values)),
                ("margins", insets(screen.margins?.values)),
            ]
        }
        return []
    }
}
