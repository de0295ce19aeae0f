import TrellisModel

/// What one candidate's re-check needs: only the files of the edited component, of the
/// components that use it, and of those they use. A re-check of the whole project
/// validated every file for every candidate (470 screens: 11.8 s for a check whose solving
/// took 0.6 s); validation of the other files is the same before and after any edit of
/// this one, so leaving them out of both sides changes no verdict.
struct FixItScope {
    /// Component name → the components that use it, directly or through others.
    private let dependents: [String: [String]]

    init(library: LayoutLibrary) {
        var dependents: [String: [String]] = [:]
        for name in library.names {
            for dependency in library.transitiveDependencies(of: name) where dependency != name {
                // Through an alias (`Avatar` for `DS.Avatar`) the component's own name.
                let resolved = library[dependency]?.name ?? dependency
                dependents[resolved, default: []].append(name)
            }
        }
        self.dependents = dependents.mapValues { Array(Set($0)).sorted() }
    }

    func dependents(of name: String) -> [String] { dependents[name] ?? [] }

    /// `workspace` cut down to the file at `path`, the files defining `names` or anything
    /// they use (as `workspace` has them: an edit that adds a `use` is followed), and every
    /// file that does not parse (its name changes what a dependent's error says).
    static func scoped(_ workspace: LayoutWorkspace, editing path: String, names: Set<String>) -> LayoutWorkspace {
        var byName: [String: LayoutDocument] = [:]
        for document in workspace.dependencies + workspace.documents where byName[document.name] == nil {
            byName[document.name] = document
        }
        let library = LayoutLibrary(Array(byName.values))
        var needed = Set<String>()
        var stack = Array(names) + workspace.files.filter { $0.path == path }.compactMap(\.document?.name)
        while let next = stack.popLast() {
            let name = library[next]?.name ?? next
            guard needed.insert(name).inserted else { continue }
            stack.append(contentsOf: library[name]?.dependencies ?? [])
        }
        var scoped = LayoutWorkspace(
            files: workspace.files.filter { file in
                file.path == path || file.document.map { needed.contains($0.name) } ?? true
            })
        scoped.dependencies = workspace.dependencies
        return scoped
    }
}
