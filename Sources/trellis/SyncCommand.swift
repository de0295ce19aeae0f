import ArgumentParser
import TrellisProject
import TrellisStore
import TrellisSync

struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Pull from a remote, then push to it (the push is skipped while conflicts are open).",
        discussion: """
            Exits 1 when the sync is not complete: a conflict is left open (the push is \
            skipped; resolve it, then sync again) or the push failed.
            """
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
        let report = try await project.sync(with: client, options: Self.mergeOptions(allowBroken: allowBroken))
        bar?.finish()
        SyncOutput.fetch(report.fetch, remote: remote.remote)
        SyncOutput.merge(report.merge.outcomes, marked: report.merge.marked)
        CheckoutCommand.printNotes(report.merge.checkout)
        if let failure = report.pushError { throw failure }
        if let push = report.push {
            SyncOutput.push(push, remote: remote.remote)
        } else {
            print("push \(remote.remote): skipped until the conflicts are resolved")
            throw ConflictsLeftOpen(command: .sync, remote: remote.remote, open: try project.store.openConflicts().map(\.component))
        }
    }

    /// The merge options every merging command uses: the engine's semantic check on the default devices.
    static func mergeOptions(allowBroken: Bool) -> MergeOptions {
        MergeOptions(allowBroken: allowBroken, semanticCheck: EngineSemanticCheck())
    }
}
