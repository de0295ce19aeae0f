import ArgumentParser
import TrellisProject
import TrellisModel
import TrellisStore

struct RestoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Write a stored version of a component back to the working copy.",
        discussion: """
            NAME restores the head; NAME@REV a revision (a version id prefix, a tag, HEAD~N); --all every \
            component that differs from its head (modified, deleted, behind or diverged; new components are \
            left alone). Refuses to overwrite uncommitted changes without --force, naming every file it would \
            overwrite before writing any. The file is written as its author committed it (comments, item \
            order, folder); versions recorded before texts were kept come back printed.
            """
    )

    @Argument(help: "NAME or NAME@REV.")
    var target: String?

    @Flag(help: "Restore every component that differs from its head.")
    var all = false

    @Flag(help: "Overwrite uncommitted changes.")
    var force = false

    @OptionGroup var options: ProjectOptions

    func validate() throws {
        if all == (target != nil) { throw ValidationError("give a component (NAME or NAME@REV) or --all") }
    }

    func run() async throws {
        let project = try options.openProject()
        guard let target else { return try restoreAll(project) }
        let (path, version) = try project.restore(ComponentRevision(parsing: target), force: force)
        print("restored \(path) from version \(version.shortID) (\(version.message))")
    }

    private func restoreAll(_ project: TrellisProject) throws {
        let status = try project.status(of: project.workingCopy())
        let stored = status.entries.filter { $0.state != .new && $0.headVersion != nil }
        if !force {
            // A deleted file loses nothing by coming back.
            let overwritten = Set(stored.filter { $0.state != .deleted }.map(\.name))
            let edits = try project.uncommitted(in: status).filter { overwritten.contains($0.key) }
            if !edits.isEmpty {
                throw ValidationError(
                    "restore --all would overwrite uncommitted edits in "
                        + edits.values.sorted().joined(separator: ", ")
                        + "; commit them, or give --force to discard them")
            }
        }
        if stored.isEmpty { print("nothing to restore: every component matches its head") }
        for entry in stored.sorted(by: { $0.name < $1.name }) {
            let (path, version) = try project.restore(ComponentRevision(name: entry.name, revision: nil), force: true)
            print("restored \(path) from version \(version.shortID) (\(version.message))")
        }
    }
}
