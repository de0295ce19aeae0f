/// States (a container's, a screen's or a spec's): names unique, parameters that do not shadow the component's, each statement
/// naming something of the base, and each state's layout (the base with its difference)
/// as valid as the base: its problems are reported at their lines, as `state NAME: …`.
extension LayoutValidator {
    static func stateDiagnostics(_ document: LayoutDocument, in library: LayoutLibrary, base: [Diagnostic]) -> [Diagnostic] {
        let states = document.states
        guard !states.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        var seen: [String: LayoutState] = [:]
        let known = Set(base.map(Self.identity))
        for state in states {
            if let first = seen[state.name] {
                diagnostics.append(
                    Diagnostic(
                        .error, at: state.location,
                        "duplicate state \(state.name)\(first.location.map { ": already declared at \($0.line):\($0.column)" } ?? "")",
                        hint: "rename one of them, or merge their statements"))
                continue
            }
            seen[state.name] = state
            diagnostics += statementProblems(state, component: document)
            diagnostics += unmatched(state, in: document)
            // The state's own layout, validated as a component; what the base already has is
            // reported once, for the base.
            let resolved = resolvedForValidation(document, state: state)
            var scope = library
            scope.insert(resolved)
            var validation = _ComponentValidation(document: resolved, library: scope)
            validation.run()
            for var diagnostic in validation.sortedDiagnostics where !known.contains(Self.identity(diagnostic)) {
                diagnostic.message = "state \(state.name): " + diagnostic.message
                diagnostics.append(diagnostic)
            }
        }
        return diagnostics
    }

    private static func identity(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location.map { "\($0.line):\($0.column)" } ?? "")|\(diagnostic.message)"
    }

    /// Repeated or contradictory statements, and parameters that clash with the component's.
    private static func statementProblems(_ state: LayoutState, component: LayoutDocument) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func error(_ location: SourceLocation?, _ message: String, hint: String? = nil) {
            diagnostics.append(Diagnostic(.error, at: location ?? state.location, "state \(state.name): " + message, hint: hint))
        }
        let componentParameters = Set(component.parameters.map(\.name))
        var parameterNames = Set<String>()
        for parameter in state.parameters {
            if !parameterNames.insert(parameter.name).inserted {
                error(parameter.location, "parameter \(parameter.name) is declared twice", hint: "remove one")
            } else if componentParameters.contains(parameter.name) {
                error(
                    parameter.location, "parameter \(parameter.name) hides the component's param \(parameter.name)",
                    hint: "rename the state's parameter (\(parameter.name)InState)")
            }
            if parameter.defaultValue == nil {
                diagnostics.append(
                    Diagnostic(
                        .warning, at: parameter.location ?? state.location,
                        "state \(state.name): parameter \(parameter.name) has no value, so check cannot lay the state out",
                        hint: "give it one to check with: state \(state.name)(\(parameter.name) = 300)"))
            }
        }
        var removed = Set<String>()
        for removal in state.removals where !removed.insert(removal.name).inserted {
            error(removal.location, "remove \"\(removal.name)\" is written twice", hint: "remove one")
        }
        var changed = Set<String>()
        for change in state.changes {
            if !changed.insert(change.name).inserted {
                error(change.location, "\"\(change.name)\" is changed twice", hint: "write one change with both: change \"\(change.name)\" = 8 @high")
            } else if removed.contains(change.name) {
                error(change.location, "\"\(change.name)\" is both removed and changed", hint: "drop the change, or the removal")
            }
            if let priority = change.priority, !priority.isValid {
                error(change.location, "priority \(priority.rawValue) of change \"\(change.name)\" is not in 1...1000")
            }
        }
        var visibility = Set<String>()
        for change in state.visibility where !visibility.insert(change.item).inserted {
            error(change.location, "\(change.item) is hidden or shown twice", hint: "keep one hide or show")
        }
        return diagnostics
    }

    /// The state's layout, its parameters bound to their defaults (or 0, for one with no
    /// value: it is reported as a warning, and names still resolve).
    private static func resolvedForValidation(_ document: LayoutDocument, state: LayoutState) -> LayoutDocument {
        let stateParameters = state.parameters.map { Parameter($0.name, defaultValue: $0.defaultValue ?? 0, location: $0.location) }
        let parameters = document.parameters.filter { parameter in !stateParameters.contains { $0.name == parameter.name } } + stateParameters
        switch document {
        case .spec(let spec):
            return .spec(spec.applying(state).spec.with(parameters: parameters))
        case .container, .screen:
            guard let body = document.body else { return document }
            var applied = body.applying(state).body
            applied.states = []
            return document.with(body: applied, parameters: parameters)
        }
    }

    /// The state's removals and changes that name no constraint, its hide and show that
    /// name no item (in a spec: every hide and show).
    private static func unmatched(_ state: LayoutState, in document: LayoutDocument) -> [Diagnostic] {
        if case .spec(let spec) = document { return spec.applying(state).unmatched }
        return document.body?.applying(state).unmatched ?? []
    }
}
