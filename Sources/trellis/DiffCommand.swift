import ArgumentParser
import TrellisProject
import TrellisModel
import TrellisStore
import TrellisSupport

struct DiffCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show structural changes: items, constraints by key and parameters, field by field.",
        discussion: """
            trellis diff                 every changed component, head → working copy
            trellis diff NAME            NAME's head → working copy
            trellis diff NAME REV        NAME@REV → working copy
            trellis diff NAME REV REV    one revision → another
            trellis diff POINT [POINT]   the store at POINT → working copy (or → POINT)
            REV: a version id prefix (4+ hex digits), a tag (1.2.0), HEAD or HEAD~N.
            POINT: HEAD~N (N changes back), a change number ('trellis log'), or NAME@REV.
            --stat prints one line per component with its number of changes.
            """
    )

    @Argument(help: "The component (default: every changed component).")
    var name: String?

    @Argument(help: "Up to two revisions.")
    var revisions: [String] = []

    @Flag(help: "Print the changes as JSON.")
    var json = false

    @Flag(help: "Print one line per changed component with its number of changes, then the total.")
    var stat = false

    @OptionGroup var options: ProjectOptions

    func validate() throws {
        if revisions.count > 2 { throw ValidationError("diff takes at most two revisions") }
    }

    func run() async throws {
        let project = try options.openProject()
        let diffs: [TrellisProject.ComponentDiff]
        if let name, revisions.count <= 1, let whole = try project.storeDiff(name, to: revisions.first) {
            diffs = whole
        } else {
            diffs = try project.diff(name, revisions: revisions)
        }
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
        if stat {
            let changed = diffs.filter { !$0.changes.isEmpty }
            let width = changed.map(\.name.count).max() ?? 0
            for diff in changed {
                print("\(diff.name.padding(toLength: width, withPad: " ", startingAt: 0)) | \(plural(diff.changes.count, "change"))")
            }
            print(
                "\(plural(changed.count, "component")) changed, "
                    + "\(plural(changed.reduce(0) { $0 + $1.changes.count }, "change"))")
            return
        }
        for diff in diffs where !diff.changes.isEmpty {
            print("\(diff.name): \(diff.from) → \(diff.to)")
            for change in diff.changes { print("    \(change.text)") }
        }
    }
}
