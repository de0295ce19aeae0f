import ArgumentParser
import TrellisProject
import TrellisSync

struct PullCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pull",
        abstract: "Fetch from a remote, then merge its heads into yours (see 'trellis merge')."
    )

    @OptionGroup var remote: RemoteOptions

    @Flag(help: "Record a clean merge even when it solves worse than both sides.")
    var allowBroken = false

    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let project = try options.openProject()
        let client = try project.syncClient(remote: remote.remote, token: remote.token)
        let (fetched, merged) = try await project.pull(with: client, options: SyncCommand.mergeOptions(allowBroken: allowBroken))
        SyncOutput.fetch(fetched, remote: remote.remote)
        SyncOutput.merge(merged.outcomes, marked: merged.marked)
    }
}
