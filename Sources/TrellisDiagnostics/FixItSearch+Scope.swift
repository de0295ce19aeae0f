import TrellisEngine
import TrellisModel
import TrellisProjectFiles

/// What one candidate's re-check needs: only the files of the edited component, of the
/// components that use it, and of those they use. A re-check of the whole project
/// validated every file for every candidate (470 screens: 11.8 s for a check whose solving
/// took 0.6 s); validation of the other files is the same before and after any edit of
/// this one, so leaving them out of both sides changes no verdict.
struct FixItScope {
    /// Component name → the components that use it, directly or through others.
    private let dependents: [String: [String]]
    /// The unedited workspace, its components by name (first definition wins, as `scoped`
    /// resolves them), how many definitions each name has, and each file's component name
    /// (nil: it does not parse): computed once, not once per candidate (a re-check's scope
    /// cost a pass over the whole project, 15% of a check of 500 screens).
    private let workspace: LayoutWorkspace
    private let library: LayoutLibrary
    private let definitions: [String: Int]
    private let fileNames: [String?]
    private let positions: [String: [Int]]
    /// Each component name's files, and the files that do not parse (in every scope): a
    /// scope is put together from these, not from a pass over every file of the project
    /// (copying 500 files' records per candidate was a sixth of the search).
    private let filesByName: [String: [Int]]
    private let unparsed: [Int]
    /// The unedited workspace's validation, found once per component (the check's, when it
    /// gave it) and shared by every problem's search: a re-check validates only what its
    /// edit reaches (`ValidatedLibrary(_:reusing:)`).
    let validated: ValidatedLibrary

    init(workspace: LayoutWorkspace, validated earlier: ValidatedLibrary? = nil) {
        self.workspace = workspace
        let documents = workspace.dependencies + workspace.documents
        var byName: [String: LayoutDocument] = [:]
        var definitions: [String: Int] = [:]
        for document in documents {
            if byName[document.name] == nil { byName[document.name] = document }
            definitions[document.name, default: 0] += 1
        }
        library = LayoutLibrary(Array(byName.values))
        let whole = workspace.library
        validated = earlier.map { ValidatedLibrary(whole, reusing: $0) } ?? ValidatedLibrary(whole)
        self.definitions = definitions
        fileNames = workspace.files.map { $0.document?.name }
        var positions: [String: [Int]] = [:]
        for (index, file) in workspace.files.enumerated() { positions[file.path, default: []].append(index) }
        self.positions = positions
        var filesByName: [String: [Int]] = [:]
        var unparsed: [Int] = []
        for (index, name) in fileNames.enumerated() {
            if let name { filesByName[name, default: []].append(index) } else { unparsed.append(index) }
        }
        self.filesByName = filesByName
        self.unparsed = unparsed
        var dependents: [String: [String]] = [:]
        for name in whole.names {
            for dependency in whole.transitiveDependencies(of: name) where dependency != name {
                // Through an alias (`Avatar` for `DS.Avatar`) the component's own name.
                let resolved = whole[dependency]?.name ?? dependency
                dependents[resolved, default: []].append(name)
            }
        }
        self.dependents = dependents.mapValues { Array(Set($0)).sorted() }
    }

    func dependents(of name: String) -> [String] { dependents[name] ?? [] }

    /// The workspace with the file at `path` replaced by `edited` (nil: as it is), cut down as
    /// `scoped(_:editing:names:)` cuts it, without going through every component again: the
    /// edited file still defines the one component of its name, so only that entry of the
    /// library differs. Any other case (the name changed, defined twice, the file does not
    /// parse any more) goes the long way.
    func scoped(editing path: String, replacedBy edited: LayoutSourceFile?, names: Set<String>) -> LayoutWorkspace {
        guard let found = positions[path], found.count == 1, let position = found.first, let name = fileNames[position], definitions[name] == 1,
            edited == nil || edited?.document?.name == name
        else { return Self.scoped(withEdit(edited, at: path), editing: path, names: names) }
        let document = edited?.document ?? workspace.files[position].document
        var needed = Set<String>()
        var stack = Array(names) + [name]
        while let next = stack.popLast() {
            let resolved = library[next]?.name ?? next
            guard needed.insert(resolved).inserted else { continue }
            stack.append(contentsOf: (resolved == name ? document : library[resolved])?.dependencies ?? [])
        }
        // The same files in the same order as a pass over every file keeping the edited one,
        // those defining a needed name and those that do not parse.
        var kept = Set(unparsed)
        kept.insert(position)
        for name in needed { kept.formUnion(filesByName[name] ?? []) }
        let files = kept.sorted().map { index in index == position ? (edited ?? workspace.files[index]) : workspace.files[index] }
        var scoped = LayoutWorkspace(files: files)
        scoped.dependencies = workspace.dependencies
        return scoped
    }

    private func withEdit(_ edited: LayoutSourceFile?, at path: String) -> LayoutWorkspace {
        guard let edited, let index = workspace.files.firstIndex(where: { $0.path == path }) else { return workspace }
        var files = workspace.files
        files[index] = edited
        var result = LayoutWorkspace(files: files)
        result.dependencies = workspace.dependencies
        return result
    }

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
