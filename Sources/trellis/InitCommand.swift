import ArgumentParser
import TrellisExamples
import TrellisModel
import TrellisProject
import TrellisStore
import TrellisSupport

struct InitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a project folder, with the example library unless --empty."
    )

    @Argument(help: "The folder to create the project in.")
    var directory: String = "."

    @Flag(help: "Create an empty project instead of one holding the example library.")
    var empty = false

    func run() async throws {
        let files = empty ? [] : try ExampleLibrary.files().map { (name: $0.name, text: $0.text) }
        let written = try ProjectScaffold.createProject(at: directory, files: files)
        let project = try TrellisProject.create(at: directory, environment: .live(author: Identity.author()))
        // The components already in the folder (an existing library made a project) count too.
        let found = try project.workingCopy().documents.count
        print("Created a Trellis project in \(directory) with \(plural(max(found, written.count), "component"))")
        for path in written { print("  \(path)") }
        if found > written.count {
            print("  (\(plural(found - written.count, "component")) already in .layout files here)")
        }
        print("and an empty store in \(TrellisProject.storePath(root: project.root)) (record the files with 'trellis commit -m MESSAGE')")
    }
}
