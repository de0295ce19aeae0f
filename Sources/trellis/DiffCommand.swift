import ArgumentParser
import TrellisProject
import TrellisModel
import TrellisStore

struct DiffCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show structural changes: items, constraints by key and parameters, field by field.",
        discussion: """
            trellis diff                 every changed component, head → working copy
            trellis diff NAME            NAME's head → working copy
            trellis diff NAME REV        NAME@REV → working copy
            trellis diff NAME REV REV    one revision → another
            REV: a version id prefix (4+ hex digits), a tag (1.2.0), HEAD or HEAD~N.
            """
    )

    @Argument(help: "The component (default: every changed component).")
    var name: String?

    @Argument(help: "Up to two revisions.")
    var revisions: [String] = []

    @Flag(help: "Print the changes as JSON.")
    var json = false

    @OptionGroup var options: ProjectOptions

    func validate() throws {
        if revisions.count > 2 { throw ValidationError("diff takes at most two revisions") }
    }

    func run() async throws {
        let diffs = try options.openProject().diff(name, revisions: revisions)
        if json {
            print(
                CanonicalJSON.array(
                    diffs.map { diff in
                        ["name": .string(diff.name), "from": .string(diff.from), "to": .string(diff.to), "changes": .array(diff.changes.map(\.json))]
                    }
                ).pretty)
            return
        }
        if diffs.allSatisfy({ $0.changes.isEmpty }) {
            print("no changes")
            return
        }
        for diff in diffs where !diff.changes.isEmpty {
            print("\(diff.name): \(diff.from) → \(diff.to)")
            for change in diff.changes { print("    \(change.text)") }
        }
    }
}
