import ArgumentParser
import TrellisProject
import TrellisSync

struct PushCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "push",
        abstract: "Send your new heads to a remote; each moves only if the remote's is still where you last saw it.",
        discussion: "If the remote moved since your last fetch, nothing is pushed: pull first. Refused while conflicts are open."
    )

    @OptionGroup var remote: RemoteOptions
    @OptionGroup var options: ProjectOptions

    func run() async throws {
        let project = try options.openProject()
        let bar = TerminalProgress.make()
        defer { bar?.finish() }
        let report = try await remote.client(of: project, bar: bar).push()
        bar?.finish()
        SyncOutput.push(report, remote: remote.remote)
    }
}
