import ArgumentParser
import TrellisProject
import TrellisModel
import TrellisStore

struct DepsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "deps",
        abstract: "List what a component's head uses: containers (use) and specs (apply)."
    )

    @Argument(help: "The component.")
    var name: String

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let edges = try options.openProject().store.dependencies(of: name)
        if edges.isEmpty { print("\(name) uses nothing") }
        for edge in edges { print("\(edge.kind.rawValue.padding(toLength: 5, withPad: " ", startingAt: 0)) \(edge.to)") }
    }
}

struct DependentsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dependents",
        abstract: "List the components whose heads use a component directly."
    )

    @Argument(help: "The component.")
    var name: String

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let edges = try options.openProject().store.dependents(of: name)
        if edges.isEmpty { print("nothing uses \(name)") }
        // "ListCell uses UserAvatarContainer": subject first, as it reads.
        for edge in edges { print("\(edge.from) \(edge.kind.rawValue == "use" ? "uses" : "applies") \(name)") }
    }
}
