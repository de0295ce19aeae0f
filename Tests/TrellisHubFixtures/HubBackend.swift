import Foundation
import Logging
import PostgresNIO
import Testing
import TrellisServer
import TrellisStore
import TrellisSync
import TrellisTestSupport

/// The hub's two storages, so one test runs against both (`@Test(arguments: HubBackend.allCases)`).
package enum HubBackend: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite, postgres

    package var testDescription: String { rawValue }

    /// Runs `body` with `count` services over one fresh, empty hub: on SQLite one store
    /// file opened `count` times, on PostgreSQL one new database with a connection pool
    /// per service (as separate server processes would have), dropped afterwards.
    package func withHub<T: Sendable>(
        services count: Int = 1, maxBatch: Int = SyncService.defaultMaxBatch, _ body: ([SyncService]) async throws -> T
    ) async throws -> T {
        switch self {
        case .sqlite:
            let path = TemporaryFolder.name("trellis-hub", pathExtension: "sqlite").path
            defer { StoreSnapshot.removeFiles(path) }
            _ = try TrellisStore.open(path: path, create: true, environment: .fixed(author: "hub"))
            let services = try (0..<count).map { _ in
                SyncService(store: try TrellisStore.open(path: path, environment: .fixed(author: "hub")), location: "hub", maxBatch: maxBatch)
            }
            return try await body(services)
        case .postgres:
            return try await PostgresScratch.withDatabase { database in
                try await Self.withStorages(count, database) { storages in
                    try await body(storages.map { SyncService(storage: $0, location: database.description, maxBatch: maxBatch) })
                }
            }
        }
    }

    /// `count` storages on one database, each with its own pool.
    package static func withStorages<T: Sendable>(
        _ count: Int, _ database: HubDatabase, _ storages: [PostgresHubStorage] = [], _ body: ([PostgresHubStorage]) async throws -> T
    ) async throws -> T {
        if storages.count == count { return try await body(storages) }
        return try await PostgresHubStorage.withStorage(database, environment: .fixed(author: "hub")) { storage in
            try await withStorages(count, database, storages + [storage], body)
        }
    }
}

/// A fresh PostgreSQL database per test on the server `TRELLIS_TEST_POSTGRES` names
/// (`postgres://USER@HOST:PORT/DATABASE`, the password in `PGPASSWORD`; `.ci/run` starts
/// one and sets it). Without it a PostgreSQL case is skipped with the reason locally and
/// fails under `CI=true`: it never passes silently.
package enum PostgresScratch {
    package static let variable = "TRELLIS_TEST_POSTGRES"

    package struct Unavailable: Error, CustomStringConvertible {
        package var description: String {
            "\(PostgresScratch.variable) is not set, so the PostgreSQL hub was not tested: set it to a PostgreSQL server a test may "
                + "create databases on (postgres://USER@HOST:PORT/DATABASE, password in PGPASSWORD), as .ci/run does"
        }
    }

    /// The server to test on; throws (CI) or skips the test case (locally) when none is set.
    package static func server() throws -> HubDatabase {
        let environment = ProcessInfo.processInfo.environment
        guard let url = environment[variable], !url.isEmpty else {
            if environment["CI"] == "true" { throw Unavailable() }
            // A warning shows in the run's summary (a cancelled case alone would not); the
            // cancellation then skips the case.
            Issue.record(Comment(rawValue: "PostgreSQL case skipped: \(Unavailable())"), severity: .warning)
            try Test.cancel(Comment(rawValue: "skipped: \(Unavailable())"))
        }
        return try HubDatabase(url: url, password: environment["PGPASSWORD"])
    }

    /// Runs `body` with a new database on the test server, dropped afterwards.
    package static func withDatabase<T: Sendable>(_ body: (HubDatabase) async throws -> T) async throws -> T {
        var database = try server()
        let name = "trellis_test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        try await admin(database, "CREATE DATABASE \(name)")
        let server = database
        database.database = name
        do {
            let result = try await body(database)
            try await admin(server, "DROP DATABASE \(name) WITH (FORCE)")
            return result
        } catch {
            try? await admin(server, "DROP DATABASE \(name) WITH (FORCE)")
            throw error
        }
    }

    /// Runs one statement on `database` on a connection of its own.
    package static func admin(_ database: HubDatabase, _ sql: String) async throws {
        let connection = try await PostgresConnection.connect(
            configuration: .init(
                host: database.host, port: database.port, username: database.user, password: database.password,
                database: database.database, tls: .disable),
            id: 1, logger: Logger(label: "trellis-tests", factory: { _ in SwiftLogNoOpLogHandler() }))
        do {
            try await connection.query(PostgresQuery(unsafeSQL: sql), logger: Logger(label: "trellis-tests", factory: { _ in SwiftLogNoOpLogHandler() }))
            try await connection.close()
        } catch {
            try? await connection.close()
            throw error
        }
    }
}

extension SyncService {
    /// The hub's whole change feed, paged `limit` at a time: every version once, the heads,
    /// and how many pages it took.
    package func wholeFeed(limit: Int) async throws -> (versions: [String], heads: [String: String], pages: Int) {
        var cursor = FeedCursor.start, versions: [String] = [], heads: [String: String] = [:], pages = 0
        while true {
            let page = try await changes(after: cursor, limit: limit)
            pages += 1
            versions += page.versions.map(\.id)
            for head in page.heads { heads[head.component] = head.version }
            cursor = page.next
            if !page.hasMore { return (versions, heads, pages) }
        }
    }
}
