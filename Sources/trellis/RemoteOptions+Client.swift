import TrellisProject
import TrellisSync

extension RemoteOptions {
    /// The project's client for this remote, drawing its progress on `bar` (nil: silent).
    func client(of project: TrellisProject, bar: TerminalProgress?) throws -> SyncClient {
        var client = try project.syncClient(remote: remote, token: token)
        client.progress = SyncProgressLine.hook(bar, remote: remote)
        return client
    }
}
