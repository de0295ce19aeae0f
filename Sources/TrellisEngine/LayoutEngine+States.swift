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
        let resolved: LayoutDocument
        do {
            resolved = try document.inState(state, arguments: arguments)
        } catch {
            // No such state, or a value missing: a request to fix, not a component that is wrong.
            let text = error.diagnostics.map { $0.message + ($0.hint.map { " (\($0))" } ?? "") }.joined(separator: "; ")
            throw .unresolved(text, at: nil)
        }
        // The component's validation covers its states; its dependencies are the base's.
        var diagnostics: [Diagnostic] = []
        for dependency in [name] + library.transitiveDependencies(of: name) { diagnostics += errors(of: dependency) }
        guard diagnostics.isEmpty else { throw .invalidComponent(name, diagnostics) }
        var scope = library
        scope.insert(resolved)
        return PreparedComponent(instantiation: try _Instantiator.instantiate(resolved, library: scope, applyingUpdates: applyingUpdates))
    }

    /// `name` laid out in `state` on each environment, as ``check(_:on:applyingUpdates:checkingAmbiguity:)``.
    public func check(
        _ name: String, state: String?, on environments: [Environment], applyingUpdates: Bool = false, checkingAmbiguity: Bool = true
    ) throws(EngineError) -> [DeviceLayout] {
        try prepare(name, state: state, applyingUpdates: applyingUpdates).check(on: environments, checkingAmbiguity: checkingAmbiguity)
    }

    /// The states `check` lays out for `name`: every state whose parameters all have values.
    public func checkableStates(of name: String) -> [String] {
        library[name]?.body?.states.filter { state in state.parameters.allSatisfy { $0.defaultValue != nil } }.map(\.name) ?? []
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
