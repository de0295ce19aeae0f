import ArgumentParser
import TrellisProject
import TrellisModel
import TrellisStore

struct RestoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Write a stored version of a component back to the working copy.",
        discussion:
            "NAME restores the head; NAME@REV a revision (a version id prefix, a tag, HEAD~N). Refuses to overwrite uncommitted changes without --force. The file is written as its author committed it (comments, item order, folder); versions recorded before texts were kept come back printed."
    )

    @Argument(help: "NAME or NAME@REV.")
    var target: String

    @Flag(help: "Overwrite uncommitted changes to the component.")
    var force = false

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let (path, version) = try options.openProject().restore(ComponentRevision(parsing: target), force: force)
        print("restored \(path) from version \(version.shortID) (\(version.message))")
    }
}
