import ArgumentParser
import TrellisModel

struct ShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a component: its kind, content hash, dependencies and text, or its canonical JSON."
    )

    @Argument(help: "The component's name.")
    var name: String

    @Flag(help: "Print the canonical JSON and hash as JSON.")
    var json = false

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let workspace = try options.loadWorkspace()
        let document = try workspace.document(named: name)
        if json {
            let output: CanonicalJSON = [
                "name": .string(document.name),
                "hash": .string(document.contentHash),
                "canonical": document.canonicalJSON,
            ]
            print(output.pretty)
            return
        }
        print("\(document.kind.rawValue) \(document.name)")
        print("hash  sha256:\(document.contentHash)")
        let dependencies = document.dependencies
        print("uses  \(dependencies.isEmpty ? "nothing" : dependencies.joined(separator: ", "))")
        print("")
        print(LayoutPrinter.print(document), terminator: "")
    }
}
