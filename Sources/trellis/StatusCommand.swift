import ArgumentParser
import TrellisModel
import TrellisStore

struct StatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "List components that are new, modified or deleted in the working copy, against the store's heads."
    )

    @Flag(help: "Print the status as JSON.")
    var json = false

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let project = try options.openProject()
        let status = try project.status()
        if json {
            let output: CanonicalJSON = [
                "changes": .array(status.entries.map { ["name": .string($0.name), "state": .string($0.state.rawValue)] }),
                "unreadable": .array(status.unreadable.map { .string($0.path) }),
            ]
            print(output.pretty)
            return
        }
        if status.isClean {
            print("nothing to commit: the working copy matches the store")
            return
        }
        for entry in status.entries { print("\(entry.state.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \(entry.name)") }
        for file in status.unreadable {
            let errors = file.diagnostics.filter { $0.severity == .error }.count
            print("unparsed  \(file.path) (\(DiagnosticOutput.plural(errors, "error")); see 'trellis check')")
        }
    }
}
