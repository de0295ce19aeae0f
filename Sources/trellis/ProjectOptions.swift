import ArgumentParser
import TrellisModel

/// Options every project command shares.
struct ProjectOptions: ParsableArguments {
    @Option(name: .long, help: "The project folder.")
    var project: String = "."

    /// Every `.layout` file of the project, parsed.
    func loadWorkspace() throws -> LayoutWorkspace {
        try LayoutWorkspace(loading: [project])
    }
}
