import ArgumentParser
import Foundation
import TrellisServer
import TrellisStore
import TrellisSync

/// `trellis hub migrate --from PATH|URL --to postgres://…`.
struct HubMigrateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Copy a hub's whole history into a PostgreSQL hub, verified as a clone is; safe to run again.",
        discussion: """
            The source is a store file, a project folder or an http(s) URL served by 'trellis serve' (its read token \
            from --token or TRELLIS_TOKEN). The target is postgres://USER@HOST:PORT/DATABASE: an empty database gets \
            the hub's schema; its password comes from PGPASSWORD or --password-file. Every object is re-hashed and \
            every version id recomputed on the way in. A second run copies only what is new and says so.
            """
    )

    @Option(help: "The hub to copy: a store file, a project folder, or an http(s) URL.")
    var from: String

    @Option(help: "The PostgreSQL hub to copy into: postgres://USER@HOST:PORT/DATABASE[?sslmode=MODE].")
    var to: String

    @Option(help: "The read token for an HTTP source (default: TRELLIS_TOKEN).")
    var token: String?

    @Option(name: .customLong("password-file"), help: "A file holding the database's password (else PGPASSWORD).")
    var passwordFile: String?

    func run() async throws {
        let environment = StoreEnvironment.live(author: Identity.author())
        let source = try RemoteURL(parsing: from).open(token: token ?? ProcessInfo.processInfo.environment["TRELLIS_TOKEN"], environment: environment)
        let hub = try HubDatabase(url: to, password: try HubDatabase.password(file: passwordFile))
        let report = try await PostgresHubStorage.withStorage(hub, environment: environment) { storage in
            try await HubMigration.copy(from: source, to: SyncService(storage: storage, location: hub.description))
        }
        print("\(from) → \(hub): \(report)")
    }
}
