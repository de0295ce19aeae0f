import ArgumentParser
import TrellisModel
import TrellisStore

struct RestoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Write a stored version of a component back to the working copy.",
        discussion: "NAME restores the head; NAME@REV a revision (a version id prefix, a tag, HEAD~N). The file is printed in the one canonical layout."
    )

    @Argument(help: "NAME or NAME@REV.")
    var target: String

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let (path, version) = try options.openProject().restore(ComponentRevision(parsing: target))
        print("restored \(path) from version \(version.shortID) (\(version.message))")
    }
}
