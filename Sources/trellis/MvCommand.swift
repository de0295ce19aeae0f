import ArgumentParser
import TrellisProject

struct MvCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mv",
        abstract: "Rename a component: its file and the name it declares, with its history.",
        discussion: """
            The next commit records NEW as a continuation of OLD (its first version's parent is \
            OLD's head) and deletes OLD; 'trellis log --follow NEW' then shows OLD's history too, \
            and 'trellis status' shows 'renamed OLD -> NEW' until then. The components that use \
            OLD ('use x: OLD', 'apply OLD') are changed to name NEW, and listed; one that cannot \
            be changed safely is listed for you to edit ('trellis check' reports it until then).
            """
    )

    @Argument(help: "The component to rename.")
    var old: String

    @Argument(help: "Its new name.")
    var new: String

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let project = try options.openProject()
        let rename = try project.rename(old, to: new)
        print("renamed \(rename.from) -> \(rename.to)  (\(rename.oldPath) -> \(rename.newPath))")
        if !rename.recordsHistory {
            print("\(rename.from) was never committed: the next commit records \(rename.to) as new")
        }
        if !rename.updated.isEmpty { print("now using \(rename.to): \(rename.updated.joined(separator: ", "))") }
        if !rename.notUpdated.isEmpty {
            print("still using \(rename.from) (could not be changed safely; edit them to use \(rename.to)): \(rename.notUpdated.joined(separator: ", "))")
        }
    }
}
