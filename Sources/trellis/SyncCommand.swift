import ArgumentParser
import TrellisProject
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
        let client = try project.syncClient(remote: remote.remote, token: remote.token)
        let report = try await project.sync(with: client, options: Self.mergeOptions(allowBroken: allowBroken))
        SyncOutput.fetch(report.fetch, remote: remote.remote)
        SyncOutput.merge(report.merge.outcomes, marked: report.merge.marked)
        if let failure = report.pushError { throw failure }
        if let push = report.push { SyncOutput.push(push, remote: remote.remote) } else { print("push \(remote.remote): skipped until the conflicts are resolved") }
    }

    /// The merge options every merging command uses: the engine's semantic check on the default devices.
    static func mergeOptions(allowBroken: Bool) -> MergeOptions {
        MergeOptions(allowBroken: allowBroken, semanticCheck: EngineSemanticCheck())
    }
}
