import TrellisSupport

/// A library whose components are validated at most once: the one place where a
/// component's validation is found and kept. The check reads every diagnostic here; the
/// engine, export, a dependency update and the merge read a component's errors here
/// instead of validating again.
///
/// Lazy: a component is validated the first time it is asked for, so laying out one screen
/// of a large library validates that screen and what it uses, not the rest. Copies share
/// what was found (a library's cells share their containers: a cold relayout of 2,000 cells
/// would otherwise validate its 20 containers 10,000 times).
public struct ValidatedLibrary: Sendable {
    public let library: LayoutLibrary
    /// What was found so far; two threads may both validate a component the first time, and
    /// both find the same.
    private let state: Locked<_ValidationState>

    public init(_ library: LayoutLibrary) {
        self.library = library
        state = Locked(_ValidationState())
    }

    /// `library`, an edit of `earlier`'s (a fix-it candidate's re-check: one file changed, or
    /// the files cut down to what it reaches), keeping what `earlier` found for each component
    /// that validated without any diagnostic and that, with everything it uses, means the same
    /// here: only what the edit reaches is validated again. A component with a diagnostic is
    /// validated again: documents compare without their places, so a warning kept could point
    /// at a line that moved, and an error's hint names the library's other components.
    package init(_ library: LayoutLibrary, reusing earlier: ValidatedLibrary) {
        self.init(library)
        let found = earlier.state.withLock { $0.found }
        var kept: [String: _Found] = [:]
        for name in library.documents.keys {
            guard let entry = found[name], entry.all.isEmpty else { continue }
            let same = ([name] + library.transitiveDependencies(of: name)).allSatisfy { library[$0] == earlier.library[$0] }
            if same { kept[name] = entry }
        }
        state.withLock { $0.found = kept }
    }

    /// Component `name`'s own validation errors (severity error; none for a name the
    /// library lacks).
    public func errors(of name: String) -> [Diagnostic] {
        if let found = state.withLock({ $0.found[name] }) { return found.errors }
        return validated(name)?.errors ?? []
    }

    /// Every diagnostic of component `name`'s validation, warnings too (none for a name the
    /// library lacks): what the check reports for it.
    public func diagnostics(of name: String) -> [Diagnostic] {
        if let found = state.withLock({ $0.found[name] }) { return found.all }
        return validated(name)?.all ?? []
    }

    /// Every diagnostic of the library's own components, by component name (a dependency's
    /// components, under their namespace, are read-only and verified by hash: not checked).
    public func diagnostics() -> [Diagnostic] {
        library.names.filter { ComponentName.split($0).namespace == nil }.flatMap { diagnostics(of: $0) }
    }

    /// Whether component `name` validates without errors.
    public func validates(_ name: String) -> Bool { errors(of: name).isEmpty }

    /// The errors of `name` and of every component it uses, in that order.
    public func errors(includingDependenciesOf name: String) -> [Diagnostic] {
        ([name] + library.transitiveDependencies(of: name)).flatMap { errors(of: $0) }
    }

    /// The components this library validated itself, in the order it did (not those it
    /// took from another): what a re-check cost.
    package var validatedNames: [String] { state.withLock { $0.validatedNames } }

    /// The validation errors of a document that is not, or not yet, one of the library's:
    /// a draft import is finishing, a merge's result, a file a conflict is resolved with.
    /// It is validated as part of `library`, in place of any component of its name.
    public static func errors(of document: LayoutDocument, in library: LayoutLibrary) -> [Diagnostic] {
        var scope = library
        if scope.documents[document.name] != document { scope.insert(document) }
        return _Found(LayoutValidator.validate(document, in: scope)).errors
    }

    private func validated(_ name: String) -> _Found? {
        guard let component = library[name] else { return nil }
        let found = _Found(LayoutValidator.validate(component, in: library))
        state.withLock { state in
            state.found[name] = found
            state.validatedNames.append(name)
        }
        return found
    }
}

/// What validating a component found.
struct _Found: Sendable {
    /// The one gate: validation keeps what stops a component from being laid out or
    /// exported (errors); warnings are the check's to report.
    var errors: [Diagnostic]
    /// Every diagnostic, warnings too.
    var all: [Diagnostic]

    init(_ diagnostics: [Diagnostic]) {
        errors = diagnostics.filter { $0.severity == .error }
        all = diagnostics
    }
}

struct _ValidationState: Sendable {
    var found: [String: _Found] = [:]
    var validatedNames: [String] = []
}
