import ArgumentParser
import TrellisSync

struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Pull from a remote, then push to it (the push is skipped while conflicts are open)."
    )

    @OptionGroup var remote: RemoteOptions

    @Flag(help: "Record a clean merge even when it solves worse than both sides.")
    var allowBroken = false

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let project = try options.openProject()
        let stale = try project.requireCleanWorkingCopy()
        let client = try project.syncClient(remote: remote.remote, token: remote.token)
        let report = try await client.sync(options: Self.mergeOptions(allowBroken: allowBroken))
        let marked = try project.updateWorkingCopy(after: report.merge, stale: stale)
        SyncOutput.fetch(report.fetch, remote: remote.remote)
        SyncOutput.merge(report.merge, marked: marked)
        if let push = report.push { SyncOutput.push(push, remote: remote.remote) } else { print("push \(remote.remote): skipped until the conflicts are resolved") }
    }

    /// The merge options every merging command uses: the engine's semantic check on the default devices.
    static func mergeOptions(allowBroken: Bool) -> MergeOptions {
        MergeOptions(allowBroken: allowBroken, semanticCheck: EngineSemanticCheck())
    }
}
