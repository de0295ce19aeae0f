import ArgumentParser
import TrellisModel
import TrellisProjectFiles

/// Options every project command shares.
struct ProjectOptions: ParsableArguments {
    @Option(name: .long, help: "The project folder.")
    var project: String = "."

    /// Every `.layout` file of the project, parsed.
    func loadWorkspace() throws -> LayoutWorkspace { try loadWorkspace(paths: []) }

    /// The `.layout` files under `paths` (the project folder when none), parsed, with the
    /// project's dependencies, so `use DS.UserAvatarContainer` resolves in any of them.
    func loadWorkspace(paths: [String]) throws -> LayoutWorkspace {
        var workspace = try LayoutWorkspace(loading: paths.isEmpty ? [project] : paths)
        // `use DS.UserAvatarContainer`: the components Trellis.lock pins, when there is one.
        workspace.dependencies = try ResolvedDependencies.load(root: project).documents
        return workspace
    }
}
