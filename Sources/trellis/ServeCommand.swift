import ArgumentParser
import Foundation
import TrellisServer
import TrellisStore
import TrellisSync

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a store over HTTP so others can clone, fetch and push (read and write tokens).",
        discussion: """
            Clients send 'Authorization: Bearer TOKEN'. A missing or wrong token is refused (401); the read \
            token may not push (403). Tokens may also come from TRELLIS_READ_TOKEN and TRELLIS_WRITE_TOKEN. \
            Without a write token the store is served read-only.
            """
    )

    @Option(help: "The store file (or project folder) to serve.")
    var store: String

    @Option(help: "The port to listen on (0: any free port, printed).")
    var port: Int = 8080

    @Option(help: "The address to listen on.")
    var host: String = "127.0.0.1"

    @Option(name: .customLong("read-token"), help: "The token that may fetch and clone.")
    var readToken: String?

    @Option(name: .customLong("write-token"), help: "The token that may also push.")
    var writeToken: String?

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let read = readToken ?? environment["TRELLIS_READ_TOKEN"]
        let write = writeToken ?? environment["TRELLIS_WRITE_TOKEN"]
        let path = RemoteLocator.storeFilePath(store)
        let storeEnvironment = StoreEnvironment.live(author: Identity.author())
        // A project folder's working copy is kept in step with what is pushed into it.
        let service = try RemoteLocator.openProject(store, environment: storeEnvironment)
            .map { SyncService(store: $0.store, location: path, project: $0) }
            ?? SyncService(store: try TrellisStore.open(path: path, environment: storeEnvironment), location: path)
        // Without a write token nobody may write: a token no client can send.
        let tokens = TrellisServer.Tokens(read: read, write: write ?? UUID().uuidString + UUID().uuidString)
        try await TrellisServer.run(service: service, tokens: tokens, host: host, port: port, handleSignals: true) { port in
            let line = "serving \(path) on http://\(self.host):\(port)\(read == nil ? " (reads open)" : "")\(write == nil ? " (read-only)" : "")\n"
            FileHandle.standardOutput.write(Data(line.utf8))
        }
    }
}
