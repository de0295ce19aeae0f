import ArgumentParser
import TrellisProject
import TrellisStore
import TrellisSync

struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Pull from a remote, then push to it (the push is skipped while conflicts are open).",
        discussion: """
            Exits non-zero when the sync is not complete: a conflict is left open (the push is \
            skipped; resolve it, then sync again) or the push failed.
            """
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
        if let push = report.push {
            SyncOutput.push(push, remote: remote.remote)
        } else {
            print("push \(remote.remote): skipped until the conflicts are resolved")
            throw SyncIncomplete(remote: remote.remote, open: try project.store.openConflicts().map(\.component))
        }
    }

    /// The merge options every merging command uses: the engine's semantic check on the default devices.
    static func mergeOptions(allowBroken: Bool) -> MergeOptions {
        MergeOptions(allowBroken: allowBroken, semanticCheck: EngineSemanticCheck())
    }
}

/// `sync` merged but could not push: conflicts are open. A script (or CI) must not take
/// the exit status for "in sync".
struct SyncIncomplete: Error, CustomStringConvertible {
    var remote: String
    var open: [String]

    var description: String {
        "not in sync with \(remote): \(DiagnosticOutput.plural(open.count, "conflict")) open (\(SyncOutput.names(open))), so nothing was pushed; "
            + "resolve \(open.count == 1 ? "it" : "them") ('trellis conflicts', then 'trellis resolve NAME --ours|--theirs|--from-file FILE'), "
            + "then run 'trellis sync' again"
    }
}
