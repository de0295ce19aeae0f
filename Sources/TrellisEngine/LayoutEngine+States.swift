import TrellisModel

/// Laying a component out in one of its states (issue 33): the component with the state's
/// difference made (`LayoutDocument.inState`), validated and flattened like any other.
extension LayoutEngine {
    /// `name` prepared in `state` (nil: the base), its parameters bound to `arguments`,
    /// else their defaults. Throws as ``prepare(_:applyingUpdates:)`` does, and
    /// `.unresolved` naming the state when there is no such state or a parameter has no value.
    public func prepare(
        _ name: String, state: String?, arguments: [String: Double] = [:], applyingUpdates: Bool = false
    ) throws(EngineError) -> PreparedComponent {
        guard let state else { return try prepare(name, applyingUpdates: applyingUpdates) }
        guard let document = library[name] else {
            throw .unknownComponent(name, suggestion: Suggestions.closest(to: name, in: library.names))
        }
        if case .spec = document { throw .specIsNotSolvable(name) }
        var resolved = document
        var scope = library
        do {
            if document.body?.state(named: state) == nil, let (spec, specState) = appliedSpecState(state, of: document) {
                // `Spec.state`: the component as it is, with the spec it applies in that state.
                scope.insert(try spec.inState(specState, arguments: arguments))
            } else {
                resolved = try document.inState(state, arguments: arguments)
            }
        } catch {
            // No such state, or a value missing: a request to fix, not a component that is wrong.
            let text = error.diagnostics.map { $0.message + ($0.hint.map { " (\($0))" } ?? "") }.joined(separator: "; ")
            throw .unresolved(text, at: nil)
        }
        // The component's validation covers its states; its dependencies are the base's.
        let diagnostics = validated.errors(includingDependenciesOf: name)
        guard diagnostics.isEmpty else { throw .invalidComponent(name, diagnostics) }
        scope.insert(resolved)
        return PreparedComponent(instantiation: try _Instantiator.instantiate(resolved, library: scope, applyingUpdates: applyingUpdates))
    }

    /// `name` laid out in `state` on each environment, as ``check(_:on:applyingUpdates:checkingAmbiguity:)``.
    public func check(
        _ name: String, state: String?, on environments: [Environment], applyingUpdates: Bool = false, checkingAmbiguity: Bool = true
    ) throws(EngineError) -> [DeviceLayout] {
        try prepare(name, state: state, applyingUpdates: applyingUpdates).check(on: environments, checkingAmbiguity: checkingAmbiguity)
    }

    /// The states `check` lays out for `name`: every state whose parameters all have values,
    /// then each such state of a spec it applies, as `Spec.state` (`ClipRecordPanelLayout.raised`).
    public func checkableStates(of name: String) -> [String] {
        guard let body = library[name]?.body else { return [] }
        func checkable(_ state: LayoutState) -> Bool { state.parameters.allSatisfy { $0.defaultValue != nil } }
        var names = body.states.filter(checkable).map(\.name)
        var seen = Set<String>()
        for application in body.applications where seen.insert(application.spec).inserted {
            guard case .spec(let spec)? = library[application.spec] else { continue }
            names += spec.states.filter(checkable).map { "\(application.spec).\($0.name)" }
        }
        return names
    }

    /// `Spec.state` of a spec the component applies: the spec and the state's name.
    private func appliedSpecState(_ state: String, of document: LayoutDocument) -> (LayoutDocument, String)? {
        guard let dot = state.lastIndex(of: "."), let body = document.body else { return nil }
        let specName = String(state[..<dot])
        let stateName = String(state[state.index(after: dot)...])
        guard body.applications.contains(where: { $0.spec == specName }), let spec = library[specName], spec.kind == .spec,
            spec.states.contains(where: { $0.name == stateName })
        else { return nil }
        return (spec, stateName)
    }
}

extension LayoutSolution {
    /// The solution with every diagnostic's message naming `state` (`state keyboard: …`).
    public func inState(_ state: String?) -> LayoutSolution {
        guard let state else { return self }
        var solution = self
        solution.diagnostics = diagnostics.map { $0.inState(state) }
        return solution
    }
}

extension LayoutDiagnostic {
    /// The diagnostic with its message naming `state`.
    public func inState(_ state: String) -> LayoutDiagnostic {
        var diagnostic = self
        if !message.hasPrefix("state \(state): ") { diagnostic.message = "state \(state): " + message }
        return diagnostic
    }
}
