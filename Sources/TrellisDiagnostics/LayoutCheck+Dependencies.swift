import TrellisModel

extension LayoutCheck {
    /// A project component that cannot be laid out because a dependency's component it uses
    /// does not validate: reported at the `use` that reaches it, with the dependency's
    /// errors as notes (its file is read-only, so the app's line is the one to act on).
    /// Nil for a dependency's own component, or when there is nothing unreported.
    static func blockedByDependency(_ name: String, errors: [Diagnostic], in library: LayoutLibrary) -> Problem? {
        guard !errors.isEmpty, ComponentName.split(name).namespace == nil, let document = library[name] else { return nil }
        let broken = library.transitiveDependencies(of: name).filter { dependency in
            guard ComponentName.split(dependency).namespace != nil, let component = library[dependency] else { return false }
            return !ValidatedLibrary.errors(of: component, in: library).isEmpty
        }
        let brokenSet = Set(broken)
        let useSite = document.body?.items.first { item in
            guard case .use(let use) = item else { return false }
            return brokenSet.contains(use.container) || !brokenSet.isDisjoint(with: library.transitiveDependencies(of: use.container))
        }
        let culprits = broken.isEmpty ? "a component it uses" : broken.joined(separator: ", ")
        return Problem(
            severity: .error, kind: "validation",
            message: "\(name) cannot be laid out: \(culprits) (from a dependency) does not validate",
            location: useSite?.location ?? document.location,
            components: [name],
            notes: errors.filter { $0.severity == .error }.map(\.description),
            hint: "a dependency's files are read-only here: update the dependency to a release that validates, or ask its authors to fix it"
        )
    }
}
