import ArgumentParser
import TrellisProject
import TrellisModel
import TrellisStore
import TrellisSupport

struct CommitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "commit",
        abstract: "Record what changed in the working copy (or only NAMES) in the store, in one transaction.",
        discussion: "Refuses, recording nothing, while any file to record does not parse and validate; lists every error."
    )

    @Option(name: .shortAndLong, help: "What the change is, for the log.")
    var message: String

    @Argument(help: "Components to record (default: every change).")
    var names: [String] = []

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let project = try options.openProject()
        let result = try project.commit(message: message, names: names)
        guard let seq = result.seq else {
            print("nothing to commit: the working copy matches the store")
            return
        }
        print("committed \(plural(result.versions.count, "component")) as change \(seq)")
        for version in result.versions.prefix(50) {
            let note = version.isDeletion ? " (deleted)" : version.renamedFrom.map { " (renamed from \($0))" } ?? ""
            print("  \(version.shortID)  \(version.component)\(note)")
        }
        if result.versions.count > 50 { print("  … and \(result.versions.count - 50) more") }
    }
}
