import ArgumentParser
import TrellisProject
import TrellisSync
import TrellisSupport

struct CheckoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "checkout",
        abstract: "Update the files that are behind the store's heads (see 'trellis status').",
        discussion: """
            Files with uncommitted changes are left as they are. With --merge, edits made on top of \
            an older version than the head (status 'diverged') are merged into the head, field by field, \
            so they can be committed without reverting the head's change.
            """
    )

    @Flag(help: "Merge diverged edits (of NAMES, or all) into their heads.")
    var merge = false

    @Argument(help: "With --merge: the components to merge (default: every diverged one).")
    var names: [String] = []

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let project = try options.openProject()
        if merge {
            let merged = try project.mergeWorkingCopy(names)
            print(
                merged.isEmpty
                    ? "checkout --merge: nothing diverged" : "merged your edits into the heads of \(merged.joined(separator: ", ")); commit them when ready")
            return
        }
        if !names.isEmpty { throw ValidationError("NAMES go with --merge; plain 'trellis checkout' updates every file that is behind") }
        let (updated, report) = try project.update()
        if updated.isEmpty, report.written == 0, report.removed == 0 {
            print("checkout: every file is at its head" + (report.kept.isEmpty ? "" : " or holds your edit"))
        } else {
            let shown = updated.isEmpty ? report.components.filter { report.kept[$0] == nil } : updated
            print(
                "checkout: updated \(plural(shown.count, "component")) (\(shown.prefix(8).joined(separator: ", "))\(shown.count > 8 ? ", …" : ""))"
            )
        }
        Self.printNotes(report)
    }

    /// What a checkout kept or wrote elsewhere than recorded, one line each: every command
    /// that writes the working copy says so.
    static func printNotes(_ report: CheckoutReport) {
        for note in report.notes { print("  note: \(note)") }
    }
}
