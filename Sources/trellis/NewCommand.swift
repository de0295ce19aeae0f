import ArgumentParser
import TrellisModel
import TrellisProject

extension LayoutDocument.Kind: ExpressibleByArgument {}

struct NewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write a skeleton component file (it checks cleanly) to start from."
    )

    @Argument(help: "What to create: \(LayoutDocument.Kind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var kind: LayoutDocument.Kind

    @Argument(help: "The component's name, also its file name (NAME.layout).")
    var name: String

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let path = try ProjectScaffold.createComponent(kind, named: name, in: options.project)
        print("Created \(path)")
    }
}
