import ArgumentParser
import TrellisModel

/// Options every project command shares.
struct ProjectOptions: ParsableArguments {
    @Option(name: .long, help: "The project folder.")
    var project: String = "."

    /// Every `.layout` file of the project, parsed.
    func loadWorkspace() throws -> LayoutWorkspace {
        var workspace = try LayoutWorkspace(loading: [project])
        // `use DS.UserAvatarContainer`: the components Trellis.lock pins, when there is one.
        workspace.dependencies = try ResolvedDependencies.load(root: project).documents
        return workspace
    }
}
