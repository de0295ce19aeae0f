import ArgumentParser
import TrellisProject
import TrellisModel
import TrellisStore

struct ShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a component: its kind, content hash, dependencies and text, or its canonical JSON.",
        discussion: "NAME shows the working copy; NAME@REV a stored version (a version id prefix, a tag such as 1.2.0, HEAD or HEAD~N)."
    )

    @Argument(help: "The component's name, or NAME@REV for a stored version.", completion: Completions.components)
    var name: String

    @Flag(help: "Print the canonical JSON and hash as JSON.")
    var json = false

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let target = ComponentRevision(parsing: name)
        var version: VersionInfo?
        let document: LayoutDocument
        if target.revision != nil {
            (document, version) = try options.openProject().document(target)
        } else {
            document = try options.loadWorkspace().document(named: name)
        }
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
        if let version {
            print("version \(version.shortID)  \(StoreOutput.time(version.time))  \(version.author)  \(version.message)")
        }
        print("hash  sha256:\(document.contentHash)")
        let dependencies = document.dependencies
        print("uses  \(dependencies.isEmpty ? "nothing" : dependencies.joined(separator: ", "))")
        print("")
        // A stored version as its author wrote it, when the store kept the text.
        let text = try version.flatMap { try options.openProject().authorText(of: $0)?.text }
        print(text ?? LayoutPrinter.print(document), terminator: "")
    }
}
