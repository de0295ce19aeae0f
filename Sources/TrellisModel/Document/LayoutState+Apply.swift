/// A state applied to its component: the base body with the state's difference made,
/// as one ordinary component (no states) that the engine, `check` and `render` lay out.
extension LayoutDocument {
    /// The state names of a container or screen, in the order written.
    public var stateNames: [String] { body?.states.map(\.name) ?? [] }

    /// The states of any component: a container's or screen's, or a spec's (`Spec.states`).
    public var states: [LayoutState] {
        if case .spec(let spec) = self { return spec.states }
        return body?.states ?? []
    }

    /// The component as it lays out in state `name`: base constraints removed and
    /// changed, the state's constraints added, items hidden or shown, and the state's
    /// parameters bound (to `arguments`, else their defaults) as component parameters.
    /// Throws when there is no such state, an argument names no parameter of it, or a
    /// parameter has no value.
    public func inState(_ name: String, arguments: [String: Double] = [:]) throws(DiagnosticsError) -> LayoutDocument {
        guard let state = states.first(where: { $0.name == name }) else {
            let known = stateNames
            let list = known.isEmpty ? "it has none" : "it has \(known.joined(separator: ", "))"
            throw DiagnosticsError([
                Diagnostic(
                    .error, at: location, "\(kind.rawValue) \(self.name) has no state \(name); \(list)",
                    hint: Suggestions.hint(for: name, in: known))
            ])
        }
        var problems: [Diagnostic] = []
        for argument in arguments.keys.sorted() where !state.parameters.contains(where: { $0.name == argument }) {
            problems.append(
                Diagnostic(
                    .error, at: state.location, "state \(state.signature) has no parameter \(argument)",
                    hint: Suggestions.hint(for: argument, in: state.parameters.map(\.name))))
        }
        var bound: [Parameter] = []
        for parameter in state.parameters {
            guard let value = arguments[parameter.name] ?? parameter.defaultValue else {
                problems.append(
                    Diagnostic(
                        .error, at: parameter.location ?? state.location,
                        "state \(state.name) needs a value for \(parameter.name): --state '\(state.name)(\(parameter.name): 300)', or a default in the file: state \(state.name)(\(parameter.name) = 300)"
                    ))
                continue
            }
            bound.append(Parameter(parameter.name, defaultValue: value, location: parameter.location))
        }
        guard problems.isEmpty else { throw DiagnosticsError(problems) }
        let parameters = self.parameters.filter { parameter in !bound.contains { $0.name == parameter.name } } + bound
        if case .spec(let spec) = self { return .spec(spec.applying(state).spec.with(parameters: parameters)) }
        guard let body else { return self }
        return with(body: body.applying(state).body, parameters: parameters)
    }

    /// The same container or screen with another body and parameters (a spec, which has
    /// neither, unchanged).
    func with(body: LayoutBody, parameters: [Parameter]) -> LayoutDocument {
        switch self {
        case .container(var container):
            container.body = body
            container.parameters = parameters
            return .container(container)
        case .screen(var screen):
            screen.body = body
            screen.parameters = parameters
            return .screen(screen)
        case .spec:
            return self
        }
    }
}

extension Spec {
    /// The spec with `state`'s difference made to its `make` block (and no states), and
    /// the state's statements that named nothing in it. A spec lays out one item and has
    /// no items of its own, so a state's hide and show are reported here too.
    package func applying(_ state: LayoutState) -> (spec: Spec, unmatched: [Diagnostic]) {
        var structural = state
        structural.visibility = []
        let applied = LayoutBody(constraints: make).applying(structural, names: "make")
        var unmatched = applied.unmatched
        for visibility in state.visibility {
            unmatched.append(
                Diagnostic(
                    .error, at: visibility.location,
                    "state \(state.name): a spec's state cannot \(visibility.isHidden ? "hide" : "show") \(visibility.item); a spec lays out one item and owns no views",
                    hint: "hide or show the view in a state of the screen or container that applies the spec"))
        }
        var spec = self
        spec.make = applied.body.constraints
        spec.states = []
        return (spec, unmatched)
    }

    func with(parameters: [Parameter]) -> Spec {
        var spec = self
        spec.parameters = parameters
        return spec
    }
}

extension LayoutBody {
    /// The body with `state`'s difference made (and no states), and the state's
    /// statements that named nothing in the base (for validation to report).
    package func applying(_ state: LayoutState, names base: String = "the base") -> (body: LayoutBody, unmatched: [Diagnostic]) {
        var unmatched: [Diagnostic] = []
        var constraints: [LayoutConstraint] = []
        var used = Set<String>()
        for constraint in self.constraints {
            let whole = constraint.identifier
            if let whole, state.removals.contains(where: { $0.name == whole }) {
                used.insert(whole)
                continue
            }
            if let whole, let change = state.changes.first(where: { $0.name == whole }) {
                used.insert(whole)
                constraints.append(constraint.changed(by: change))
                continue
            }
            // A composite's member named on its own (`"pin.top"`): the composite is split.
            let members = constraint.isComposite ? constraint.expanded() : []
            let named = members.compactMap(\.identifier).filter { member in
                state.removals.contains { $0.name == member } || state.changes.contains { $0.name == member }
            }
            guard !named.isEmpty else {
                constraints.append(constraint)
                continue
            }
            for member in members {
                guard let id = member.identifier, named.contains(id) else {
                    constraints.append(member)
                    continue
                }
                used.insert(id)
                if state.removals.contains(where: { $0.name == id }) { continue }
                if let change = state.changes.first(where: { $0.name == id }) { constraints.append(member.changed(by: change)) }
            }
        }
        for removal in state.removals where !used.contains(removal.name) {
            unmatched.append(unknownName(removal.name, statement: "remove", in: state, base: base, at: removal.location))
        }
        for change in state.changes where !used.contains(change.name) {
            unmatched.append(unknownName(change.name, statement: "change", in: state, base: base, at: change.location))
        }
        var items = self.items
        for visibility in state.visibility {
            guard let index = items.firstIndex(where: { $0.name == visibility.item }) else {
                unmatched.append(
                    Diagnostic(
                        .error, at: visibility.location,
                        "state \(state.name): \(visibility.isHidden ? "hide" : "show") names no item \(visibility.item)",
                        hint: Suggestions.hint(for: visibility.item, in: items.map(\.name))))
                continue
            }
            switch items[index] {
            case .view(var view):
                view.isHidden = visibility.isHidden
                items[index] = .view(view)
            case .stack(var stack):
                stack.view.isHidden = visibility.isHidden
                items[index] = .stack(stack)
            case .guide, .use:
                unmatched.append(
                    Diagnostic(
                        .error, at: visibility.location,
                        "state \(state.name): \(visibility.item) is a \(items[index].kindName), which draws nothing to hide or show",
                        hint: "hide or show its views, or remove the constraints that place it"))
            }
        }
        let body = LayoutBody(items: items, constraints: constraints + state.constraints, applications: applications)
        return (body, unmatched)
    }

    /// The identifiers a state may name: each constraint's, and each composite member's.
    package var constraintNames: [String] {
        constraints.flatMap { constraint -> [String] in
            guard let identifier = constraint.identifier else { return [] }
            return [identifier] + (constraint.isComposite ? constraint.expanded().compactMap(\.identifier) : [])
        }
    }

    private func unknownName(_ name: String, statement: String, in state: LayoutState, base: String, at location: SourceLocation?) -> Diagnostic {
        let names = constraintNames
        let hint =
            Suggestions.hint(for: name, in: names)
            ?? (names.isEmpty
                ? "name the \(base == "make" ? "make" : "base") constraint: … as \"\(name)\""
                : "\(base) names \(names.prefix(6).map { "\"\($0)\"" }.joined(separator: ", "))\(names.count > 6 ? ", …" : "")")
        return Diagnostic(.error, at: location, "state \(state.name): \(statement) \"\(name)\" names no constraint of \(base)", hint: hint)
    }
}

extension LayoutConstraint {
    /// The constraint with a state's new constant and priority, located at the change.
    func changed(by change: ConstraintChange) -> LayoutConstraint {
        var changed = self
        if let constant = change.constant { changed.constant = constant }
        if let priority = change.priority { changed.priority = priority }
        if let location = change.location { changed.location = location }
        return changed
    }
}
