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
            The same address serves web pages for a browser: the library, each component on each device \
            with check's problems on its source, and each version's diff (the read token guards them too).

            Clients send 'Authorization: Bearer TOKEN'. A missing or wrong token is refused (401); the read \
            token may not push (403). Tokens may also come from TRELLIS_READ_TOKEN and TRELLIS_WRITE_TOKEN. \
            Without a write token the store is served read-only.

            A team hub keeps its history in PostgreSQL instead: --database \
            postgres://USER@HOST:PORT/DATABASE (an empty database gets the hub's schema; the password \
            comes from PGPASSWORD or --password-file, never from the command line). TLS is psql's: \
            ?sslmode=disable|prefer|require|verify-ca|verify-full (default prefer) and &sslrootcert=CA.PEM. \
            Several 'trellis serve --database' processes may serve one database; clients clone it through \
            its change feed.
            """
    )

    @Option(help: "The store file (or project folder) to serve.")
    var store: String?

    @Option(help: "A team hub's PostgreSQL database to serve instead: postgres://USER@HOST:PORT/DATABASE[?sslmode=MODE].")
    var database: String?

    @Option(name: .customLong("password-file"), help: "A file holding the database's password (else PGPASSWORD).")
    var passwordFile: String?

    @Option(help: "The port to listen on, 1-65535 (0: any free port, printed).")
    var port: Int = 8080

    @Option(help: "The address to listen on.")
    var host: String = "127.0.0.1"

    @Option(name: .customLong("read-token"), help: "The token that may fetch and clone.")
    var readToken: String?

    @Option(name: .customLong("write-token"), help: "The token that may also push.")
    var writeToken: String?

    @Option(
        name: .customLong("max-body"),
        help:
            "The largest request body in MiB (the routes that carry objects, versions and heads; the others take far less); larger ones are refused (413) before they are read."
    )
    var maxBody: Int = TrellisServer.Limits.standard.maxBody >> 20

    @Option(name: .customLong("header-timeout"), help: "Seconds a new connection may take to send a whole request head before it is closed.")
    var headerTimeout: Int = 5

    @Option(name: .customLong("idle-timeout"), help: "Seconds a connection may send nothing (between requests, or mid-body) before it is closed.")
    var idleTimeout: Int = 30

    @Option(name: .customLong("max-connections"), help: "The most connections open at once; a new one beyond it closes the longest idle one (logged).")
    var maxConnections: Int = TrellisServer.Limits.standard.maxConnections

    @Option(
        name: .customLong("max-connections-per-client"),
        help: "The most connections open at once from one address; a new one beyond it closes that address's longest idle one.")
    var maxConnectionsPerClient: Int = TrellisServer.Limits.standard.maxConnectionsPerClient

    @Option(
        name: .customLong("shutdown-grace"),
        help: "Seconds SIGTERM or SIGINT waits for requests in flight before cancelling them; the process exits soon after.")
    var shutdownGrace: Int = 3

    @Flag(help: "Log only warnings and errors, not a line per request (method, path, status, milliseconds) on standard error.")
    var quiet = false

    func validate() throws {
        switch (store, database) {
        case (nil, nil): throw ValidationError("give --store PATH (a store file or project folder) or --database postgres://USER@HOST:PORT/DATABASE")
        case (.some, .some): throw ValidationError("give --store or --database, not both")
        default: break
        }
        if passwordFile != nil, database == nil { throw ValidationError("--password-file goes with --database") }
        guard (0...65535).contains(port) else {
            throw ValidationError("--port \(port) is not a port: use 1-65535 (or 0 for any free port)")
        }
        guard (1...4096).contains(maxBody) else { throw ValidationError("--max-body takes 1-4096 (MiB), not \(maxBody)") }
        guard (1...3600).contains(idleTimeout) else { throw ValidationError("--idle-timeout takes 1-3600 (seconds), not \(idleTimeout)") }
        guard (1...100_000).contains(maxConnections) else {
            throw ValidationError("--max-connections takes 1-100000, not \(maxConnections)")
        }
        guard (1...100_000).contains(maxConnectionsPerClient) else {
            throw ValidationError("--max-connections-per-client takes 1-100000, not \(maxConnectionsPerClient)")
        }
        guard (1...3600).contains(headerTimeout) else { throw ValidationError("--header-timeout takes 1-3600 (seconds), not \(headerTimeout)") }
        guard (0...3600).contains(shutdownGrace) else { throw ValidationError("--shutdown-grace takes 0-3600 (seconds), not \(shutdownGrace)") }
    }

    func run() async throws {
        let storeEnvironment = StoreEnvironment.live(author: Identity.author())
        if let database {
            let hub = try HubDatabase(url: database, password: try HubDatabase.password(file: passwordFile))
            try await PostgresHubStorage.withStorage(hub, environment: storeEnvironment) { storage in
                try await serve(SyncService(storage: storage, location: hub.description), what: hub.description)
            }
            return
        }
        let store = store ?? ""
        let path = RemoteURL.storeFilePath(store)
        // A project folder's working copy is kept in step with what is pushed into it.
        let service =
            try RemoteURL.openProject(store, environment: storeEnvironment)
            .map { SyncService(store: $0.store, location: path, project: $0) }
            ?? SyncService(store: try TrellisStore.open(path: path, environment: storeEnvironment), location: path)
        try await serve(service, what: path)
    }

    func serve(_ service: SyncService, what: String) async throws {
        let environment = ProcessInfo.processInfo.environment
        let read = readToken ?? environment["TRELLIS_READ_TOKEN"]
        let write = writeToken ?? environment["TRELLIS_WRITE_TOKEN"]
        // Without a write token nobody may write: a token no client can send.
        let tokens = TrellisServer.Tokens(read: read, write: write ?? UUID().uuidString + UUID().uuidString)
        let limits = TrellisServer.Limits(
            maxBody: maxBody << 20, idleTimeout: .seconds(Int64(idleTimeout)), maxConnections: maxConnections,
            maxConnectionsPerClient: min(maxConnectionsPerClient, maxConnections), headerTimeout: .seconds(Int64(headerTimeout)),
            shutdownGrace: .seconds(shutdownGrace))
        try await TrellisServer.run(
            service: service, tokens: tokens, host: host, port: port, limits: limits, handleSignals: true,
            logger: TrellisServer.serveLogger(quiet: quiet)
        ) { port in
            let line = "serving \(what) on http://\(self.host):\(port)\(read == nil ? " (reads open)" : "")\(write == nil ? " (read-only)" : "")\n"
            // The web pages: a browser gives the read token once in the page's form.
            let pages = "pages at http://\(self.host):\(port)/\(read == nil ? "" : " (the read token opens them)")\n"
            FileHandle.standardOutput.write(Data((line + pages).utf8))
        }
    }
}
