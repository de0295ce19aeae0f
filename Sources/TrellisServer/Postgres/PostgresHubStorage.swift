import Foundation
import Logging
import PostgresNIO
import TrellisMigrations
import TrellisModel
import TrellisStore
import TrellisSync
import TrellisSupport

/// A team hub's history in PostgreSQL (`trellis serve --database`): the same protocol,
/// verification and compare-and-swap as a store file, so several stateless server
/// processes can serve one database.
///
/// Reads run on any pooled connection (a feed page in one read-only, repeatable-read
/// transaction). Every write is one transaction that first takes the hub's advisory lock
/// (`write`): writers from every process take turns, so change numbers are handed out in
/// commit order and a client paging the feed never skips one committed late. Heads move
/// by `UPDATE … WHERE version_id = old`, row counts checked, so a head that moved
/// meanwhile fails the whole push ("pull first").
public final class PostgresHubStorage: HubStorage {
    let client: PostgresClient
    public let database: HubDatabase
    let logger: Logger
    /// Who and when each change record says (`StoreEnvironment`: injected, as in the store).
    let environment: StoreEnvironment
    var author: String { environment.author }

    init(client: PostgresClient, database: HubDatabase, logger: Logger, environment: StoreEnvironment) {
        self.client = client
        self.database = database
        self.logger = logger
        self.environment = environment
    }

    /// Connects to `database`, applies its pending migrations and runs `body` with the
    /// storage over a connection pool, closed when `body` returns or throws. Errors
    /// reaching the database are `HubDatabaseError`s.
    public static func withStorage<T: Sendable>(
        _ database: HubDatabase, environment: StoreEnvironment, logger: Logger? = nil, _ body: (PostgresHubStorage) async throws -> T
    ) async throws -> T {
        let logger = logger ?? Logger(label: "trellis-hub-postgres", factory: { _ in SwiftLogNoOpLogHandler() })
        try await migrate(database, logger: logger)
        let client = PostgresClient(configuration: try database.clientConfiguration(), backgroundLogger: logger)
        // Not a child task: a pool that never finishes closing must not hold its caller.
        let pool = Task { await client.run() }
        do {
            let result = try await body(PostgresHubStorage(client: client, database: database, logger: logger, environment: environment))
            await close(pool, logger: logger)
            return result
        } catch {
            await close(pool, logger: logger)
            throw error
        }
    }

    /// Stops the pool and waits for it to close its connections, for at most
    /// `poolClosingTime`: a pool with a statement lost on a connection PostgreSQL closed
    /// (its keep-alive, say) never finishes, and a server shutting down must not wait on it.
    static func close(_ pool: Task<Void, Never>, logger: Logger) async {
        pool.cancel()
        do {
            try await FirstAnswer<Void>.race { answer in
                Task {
                    await pool.value
                    answer.resume(.success(()))
                }
                Task {
                    try? await Task.sleep(for: poolClosingTime)
                    answer.resume(.failure(CancellationError()))
                }
            }
        } catch {
            logger.warning("the PostgreSQL connection pool did not close within \(poolClosingTime); left to the process's exit")
        }
    }

    /// How long closing the pool may take.
    static let poolClosingTime = Duration.seconds(2)

    // MARK: Transactions

    /// Runs `body` in one transaction on one leased connection: committed when it returns,
    /// rolled back when it throws (its own error is rethrown as it is: a `StaleHeads`
    /// stays a 409, a `ReceiveError` a 422). A connection that drops mid-way loses the
    /// transaction with it: PostgreSQL keeps nothing of an uncommitted one.
    ///
    /// Never writes a statement to a connection known to be closed: postgres-nio 1.33 loses
    /// a query written to a closed channel, and its caller waits forever (a request that
    /// hung, found by CI). So a leased connection that PostgreSQL already closed is swapped
    /// for another before anything starts, a transaction whose connection dropped is
    /// neither rolled back nor committed on it, and every statement goes through
    /// `guardedQuery`, which answers when the connection closes under it (issue 39, N6).
    /// A pool that cannot hand out a connection fails the request as unreachable: a 503.
    func transaction<T: Sendable>(readOnly: Bool = false, _ body: (PostgresConnection) async throws -> T) async throws -> T {
        var attempt = 1
        while true {
            let leased = Locked(false)
            do {
                return try await client.withConnection { connection in
                    leased.withLock { $0 = true }
                    guard !connection.isClosed else { throw ClosedBeforeStart() }
                    do {
                        try await connection.guardedQuery(readOnly ? "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY" : "BEGIN", logger: logger)
                    } catch  where Self.closesTheConnection(error) || connection.isClosed {
                        throw ClosedBeforeStart()
                    }
                    let result: T
                    do { result = try await body(connection) } catch {
                        if !connection.isClosed, !Self.closesTheConnection(error) {
                            _ = try? await connection.guardedQuery("ROLLBACK", logger: logger)
                        }
                        throw error
                    }
                    guard !connection.isClosed else { throw HubDatabaseError.closedMidRequest(database) }
                    try await connection.guardedQuery("COMMIT", logger: logger)
                    return result
                }
            } catch is ClosedBeforeStart {
                // Nothing was done on it: take another once the pool has had a moment to see
                // the close (it may hand out the same one until it has).
                guard attempt < Self.attemptsOnClosedConnections else {
                    throw HubDatabaseError.closedMidRequest(database)
                }
                try await Task.sleep(for: .milliseconds(20 << attempt))
                attempt += 1
            } catch let error as PSQLError {
                throw HubDatabaseError.from(error, database: database)
            } catch is ConnectionClosedUnderQuery {
                throw HubDatabaseError.closedMidRequest(database)
            } catch  where !leased.withLock({ $0 }) && !(error is CancellationError) {
                // The pool could not give a connection (PostgreSQL unreachable a while): a 503 too.
                throw HubDatabaseError.from(error, database: database, connecting: true)
            }
        }
    }

    /// How many leased connections a transaction tries when each turns out closed.
    static let attemptsOnClosedConnections = 5

    /// A leased connection that was closed before the transaction began on it.
    struct ClosedBeforeStart: Error {}

    /// Whether PostgreSQL closes the connection after `error`: the connection is gone,
    /// or the server ended the session (a FATAL error, e.g. `pg_terminate_backend`).
    static func closesTheConnection(_ error: any Error) -> Bool {
        if error is ConnectionClosedUnderQuery { return true }
        guard let error = error as? PSQLError else { return false }
        switch error.code {
        case .serverClosedConnection, .uncleanShutdown, .clientClosedConnection, .connectionError: return true
        default: return ["FATAL", "PANIC"].contains(error.serverInfo?[.severity] ?? "")
        }
    }

    /// A write transaction, holding the hub's advisory lock (the one writer at a time of
    /// every server process on this database) until it ends.
    func write<T: Sendable>(_ body: (PostgresConnection, inout ChangeRecorder) async throws -> T) async throws -> T {
        try await transaction { connection in
            try await connection.guardedQuery("SELECT pg_advisory_xact_lock(\(Self.writerLock))", logger: logger)
            var recorder = ChangeRecorder(clock: environment.clock)
            return try await body(connection, &recorder)
        }
    }

    /// The advisory lock key of a hub's writers ("trellis" in ASCII).
    static let writerLock: Int64 = 0x7472_656c_6c69_73

    /// Hands out the change number of a write, recording the change on first use, so a
    /// write that keeps nothing takes none.
    struct ChangeRecorder {
        let clock: @Sendable () -> Date
        var seq: Int64?

        mutating func seq(
            _ connection: PostgresConnection, kind: String, author: String, message: String, logger: Logger
        ) async throws -> Int64 {
            if let seq { return seq }
            let next = try await connection.guardedQuery("SELECT coalesce(max(seq), 0) + 1 FROM change", logger: logger).collect()
            let seq = try next[0].decode(Int64.self)
            let time = Int64((clock().timeIntervalSince1970 * 1000).rounded())
            try await connection.guardedQuery(
                "INSERT INTO change (seq, kind, author, time_ms, message) VALUES (\(seq), \(kind), \(author), \(time), \(message))",
                logger: logger)
            self.seq = seq
            return seq
        }
    }
}
