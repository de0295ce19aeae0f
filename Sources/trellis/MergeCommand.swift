import ArgumentParser
import TrellisSync

struct MergeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge a remote's fetched heads into yours: fast-forward, or a three-way merge field by field.",
        discussion: """
            Conflicting fields are kept as conflicts ('trellis conflicts'); a clean merge that solves \
            unsatisfiable or ambiguous on a default device where neither side did is a semantic conflict, \
            not recorded unless --allow-broken. The working copy must be clean; merged heads are written to it.
            """
    )

    @Argument(help: "The remote whose fetched heads to merge.")
    var remote: String = "origin"

    @Flag(help: "Record a clean merge even when it solves worse than both sides.")
    var allowBroken = false

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let project = try options.openProject()
        let stale = try project.requireCleanWorkingCopy()
        let client = try project.syncClient(remote: remote, token: nil)
        let outcomes = try client.merge(options: SyncCommand.mergeOptions(allowBroken: allowBroken))
        let marked = try project.updateWorkingCopy(after: outcomes, stale: stale)
        SyncOutput.merge(outcomes, marked: marked)
    }
}
