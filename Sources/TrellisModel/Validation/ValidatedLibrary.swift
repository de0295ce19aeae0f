import TrellisSupport

/// A library whose components are validated at most once: the one place where a
/// component's validation errors are found and kept. The engine, export, a dependency
/// update and the check read a component's errors here instead of validating again.
///
/// Lazy: a component is validated the first time its errors are asked for, so laying out
/// one screen of a large library validates that screen and what it uses, not the rest.
/// Copies share what was found (a library's cells share their containers: a cold relayout
/// of 2,000 cells would otherwise validate its 20 containers 10,000 times).
public struct ValidatedLibrary: Sendable {
    public let library: LayoutLibrary
    /// Each component's errors once found; two threads may both validate a component the
    /// first time, and both find the same errors.
    private let known: Locked<[String: [Diagnostic]]>

    public init(_ library: LayoutLibrary) {
        self.library = library
        known = Locked([:])
    }

    /// A library whose components in `valid` are taken to validate without errors, because
    /// they and everything they use are unchanged since that was found (a fix-it candidate
    /// edits one file; the rest validates as before).
    package init(_ library: LayoutLibrary, assumingValid valid: some Sequence<String>) {
        self.init(library)
        known.withLock { known in
            for name in valid { known[name] = [] }
        }
    }

    /// Component `name`'s own validation errors (severity error; none for a name the
    /// library lacks).
    public func errors(of name: String) -> [Diagnostic] {
        if let found = known.withLock({ $0[name] }) { return found }
        guard let component = library[name] else { return [] }
        let errors = Self.errors(of: component, validatedIn: library)
        known.withLock { $0[name] = errors }
        return errors
    }

    /// Whether component `name` validates without errors.
    public func validates(_ name: String) -> Bool { errors(of: name).isEmpty }

    /// The errors of `name` and of every component it uses, in that order.
    public func errors(includingDependenciesOf name: String) -> [Diagnostic] {
        ([name] + library.transitiveDependencies(of: name)).flatMap { errors(of: $0) }
    }

    /// The validation errors of a document that is not, or not yet, one of the library's:
    /// a draft import is finishing, a merge's result, a file a conflict is resolved with.
    /// It is validated as part of `library`, in place of any component of its name.
    public static func errors(of document: LayoutDocument, in library: LayoutLibrary) -> [Diagnostic] {
        var scope = library
        if scope.documents[document.name] != document { scope.insert(document) }
        return errors(of: document, validatedIn: scope)
    }

    /// The one gate: validation keeps what stops a component from being laid out or
    /// exported (errors); warnings are the check's to report.
    private static func errors(of document: LayoutDocument, validatedIn library: LayoutLibrary) -> [Diagnostic] {
        LayoutValidator.validate(document, in: library).filter { $0.severity == .error }
    }
}
