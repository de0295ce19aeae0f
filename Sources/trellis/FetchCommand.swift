import ArgumentParser
import TrellisProject
import TrellisSync

struct FetchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fetch",
        abstract: "Bring what a remote recorded since the last fetch; move its remote-tracking refs, not your heads.",
        discussion: "Resumable: an interrupted fetch keeps every batch that arrived, and the next one asks only for the rest."
    )

    @OptionGroup var remote: RemoteOptions
    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let project = try options.openProject()
        let bar = TerminalProgress.make()
        defer { bar?.finish() }
        let report = try await remote.client(of: project, bar: bar).fetch()
        bar?.finish()
        SyncOutput.fetch(report, remote: remote.remote)
    }
}
