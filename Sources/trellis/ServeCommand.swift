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

    @Option(help: "The port to listen on, 1-65535 (0: any free port, printed).")
    var port: Int = 8080

    @Option(help: "The address to listen on.")
    var host: String = "127.0.0.1"

    @Option(name: .customLong("read-token"), help: "The token that may fetch and clone.")
    var readToken: String?

    @Option(name: .customLong("write-token"), help: "The token that may also push.")
    var writeToken: String?

    @Option(name: .customLong("max-body"), help: "The largest request body in MiB; larger ones are refused (413) before they are read.")
    var maxBody: Int = TrellisServer.Limits.standard.maxBody >> 20

    @Option(name: .customLong("idle-timeout"), help: "Seconds a connection may send nothing (a half-sent request included) before it is closed.")
    var idleTimeout: Int = 30

    @Option(name: .customLong("max-connections"), help: "The most connections open at once; more wait until one closes (logged).")
    var maxConnections: Int = TrellisServer.Limits.standard.maxConnections

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port \(port) is not a port: use 1-65535 (or 0 for any free port)")
        }
        guard (1...4096).contains(maxBody) else { throw ValidationError("--max-body takes 1-4096 (MiB), not \(maxBody)") }
        guard (1...3600).contains(idleTimeout) else { throw ValidationError("--idle-timeout takes 1-3600 (seconds), not \(idleTimeout)") }
        guard (1...100_000).contains(maxConnections) else {
            throw ValidationError("--max-connections takes 1-100000, not \(maxConnections)")
        }
    }

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
        let limits = TrellisServer.Limits(maxBody: maxBody << 20, idleTimeout: .seconds(Int64(idleTimeout)), maxConnections: maxConnections)
        try await TrellisServer.run(service: service, tokens: tokens, host: host, port: port, limits: limits, handleSignals: true) { port in
            let line = "serving \(path) on http://\(self.host):\(port)\(read == nil ? " (reads open)" : "")\(write == nil ? " (read-only)" : "")\n"
            FileHandle.standardOutput.write(Data(line.utf8))
        }
    }
}
