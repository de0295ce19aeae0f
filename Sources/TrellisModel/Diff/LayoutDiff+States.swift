/// States in the structural diff: matched by name; inside one, parameters by name, added
/// constraints by key, removals and changes by constraint name, visibility by item. Every
/// line names its state: `state expanded: change "panelHeight": constant 320 → 300`.
extension LayoutDiff {
    static func stateChanges(_ old: [LayoutState], _ new: [LayoutState]) -> [LayoutChange] {
        matchByName(old, new, name: \.name).flatMap { name, before, after -> [LayoutChange] in
            switch (before, after) {
            case (nil, let after?):
                return [LayoutChange(.added, .state(name, nil), label: "state \(after.signature)")]
                    + insideState(name, LayoutState(name: name), after)
            case (let before?, nil):
                return [LayoutChange(.removed, .state(name, nil), label: "state \(before.signature)")]
                    + insideState(name, before, LayoutState(name: name))
            case (let before?, let after?):
                return insideState(name, before, after)
            default:
                return []
            }
        }
    }

    private static func insideState(_ name: String, _ old: LayoutState, _ new: LayoutState) -> [LayoutChange] {
        var changes = parameterChanges(old.parameters, new.parameters)
        changes += removalChanges(old.removals.map(\.name), new.removals.map(\.name))
        changes += constantChanges(old.changes, new.changes)
        changes += visibilityChanges(old.visibility, new.visibility)
        changes += constraintChanges(old.constraints, new.constraints, section: .body)
        return changes.map { change in
            LayoutChange(change.operation, .state(name, change.subject), label: "state \(name): \(change.label)", fields: change.fields)
        }
    }

    private static func removalChanges(_ old: [String], _ new: [String]) -> [LayoutChange] {
        let before = Set(old), after = Set(new)
        return before.union(after).sorted().compactMap { name in
            if !before.contains(name) { return LayoutChange(.added, .removal(name), label: "remove \"\(name)\"") }
            if !after.contains(name) { return LayoutChange(.removed, .removal(name), label: "remove \"\(name)\"") }
            return nil
        }
    }

    private static func constantChanges(_ old: [ConstraintChange], _ new: [ConstraintChange]) -> [LayoutChange] {
        func properties(_ change: ConstraintChange) -> [(String, String?)] {
            [("constant", change.constant.map { $0.normalized.description }), ("priority", change.priority?.description)]
        }
        func text(_ change: ConstraintChange) -> String {
            var normal = change
            normal.constant = change.constant?.normalized
            return LayoutPrinter.changeText(normal)
        }
        return matchByName(old, new, name: \.name).compactMap { name, before, after in
            switch (before, after) {
            case (nil, let after?): return LayoutChange(.added, .constantChange(name), label: text(after))
            case (let before?, nil): return LayoutChange(.removed, .constantChange(name), label: text(before))
            case (let before?, let after?):
                let fields = fieldChanges(properties(before), properties(after))
                return fields.isEmpty ? nil : LayoutChange(.changed, .constantChange(name), label: "change \"\(name)\"", fields: fields)
            default: return nil
            }
        }
    }

    private static func visibilityChanges(_ old: [VisibilityChange], _ new: [VisibilityChange]) -> [LayoutChange] {
        func word(_ change: VisibilityChange) -> String { change.isHidden ? "hide" : "show" }
        return matchByName(old, new, name: \.item).compactMap { item, before, after in
            switch (before, after) {
            case (nil, let after?): return LayoutChange(.added, .visibility(item), label: "\(word(after)) \(item)")
            case (let before?, nil): return LayoutChange(.removed, .visibility(item), label: "\(word(before)) \(item)")
            case (let before?, let after?) where before.isHidden != after.isHidden:
                return LayoutChange(.changed, .visibility(item), label: item, fields: [.init("visibility", old: word(before), new: word(after))])
            default: return nil
            }
        }
    }
}
