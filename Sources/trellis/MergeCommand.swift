import ArgumentParser
import TrellisProject
import TrellisSync

struct MergeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge a remote's fetched heads into yours: fast-forward, or a three-way merge field by field.",
        discussion: """
            Conflicting fields are kept as conflicts ('trellis conflicts'); a clean merge that solves \
            unsatisfiable or ambiguous on a default device where neither side did is a semantic conflict, \
            not recorded unless --allow-broken. Refused while a component it changes has uncommitted work; merged heads are written to the working copy. \
            Exits 1 when a conflict is left open.
            """
    )

    @Argument(help: "The remote whose fetched heads to merge.")
    var remote: String = "origin"

    @Flag(help: "Record a clean merge even when it solves worse than both sides.")
    var allowBroken = false

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let project = try options.openProject()
        let client = try project.syncClient(remote: remote, token: nil)
        let merged = try project.merge(with: client, options: SyncCommand.mergeOptions(allowBroken: allowBroken))
        SyncOutput.merge(merged.outcomes, marked: merged.marked)
        CheckoutCommand.printNotes(merged.checkout)
        let open = try project.store.openConflicts().map(\.component)
        if !open.isEmpty { throw ConflictsLeftOpen(command: .merge, remote: remote, open: open) }
    }
}
