import ArgumentParser
import TrellisProject
import TrellisSync

struct PullCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pull",
        abstract: "Fetch from a remote, then merge its heads into yours (see 'trellis merge').",
        discussion: "Exits 1 when the merge leaves a conflict open (as git's pull does), naming the components to resolve."
    )

    @OptionGroup var remote: RemoteOptions

    @Flag(help: "Record a clean merge even when it solves worse than both sides.")
    var allowBroken = false

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let project = try options.openProject()
        let bar = TerminalProgress.make()
        defer { bar?.finish() }
        let client = try remote.client(of: project, bar: bar)
        let (fetched, merged) = try await project.pull(with: client, options: SyncCommand.mergeOptions(allowBroken: allowBroken))
        bar?.finish()
        SyncOutput.fetch(fetched, remote: remote.remote)
        SyncOutput.merge(merged.outcomes, marked: merged.marked)
        CheckoutCommand.printNotes(merged.checkout)
        let open = try project.store.openConflicts().map(\.component)
        if !open.isEmpty { throw ConflictsLeftOpen(command: .pull, remote: remote.remote, open: open) }
    }
}
