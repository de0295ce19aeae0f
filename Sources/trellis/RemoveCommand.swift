import ArgumentParser
import TrellisPackages
import TrellisSync

struct RemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Stop depending on a component library: drop it from Trellis.toml and Trellis.lock.",
        discussion: """
            Edits Trellis.toml in place (its comments and the other dependencies stay as they \
            are) and deletes the fetched components from .trellis/deps. Screens that still use \
            NAME.Component no longer validate: 'trellis check' lists them.
            """
    )

    @Argument(help: "The dependency's name (its namespace, e.g. DS).")
    var name: String

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let dependencies = try options.openDependencies()
        try dependencies.remove(name)
        let credentials = Credentials(projectRoot: dependencies.project.root)
        if try credentials.stored()[Credentials.dependencyEntry(name)] != nil {
            try credentials.set(nil, for: Credentials.dependencyEntry(name))
        }
        print("removed \(name): wrote Trellis.toml and Trellis.lock")
    }
}
