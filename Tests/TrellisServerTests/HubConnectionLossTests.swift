import Foundation
import Logging
import PostgresNIO
import Testing
import TrellisHubFixtures
import TrellisModel
@testable import TrellisServer
import TrellisStore
import TrellisSync
import TrellisSupport

/// Issue 39, N6: after `pg_terminate_backend` a PostgreSQL hub's requests either succeed
/// (on a new connection) or fail at once with a 503 saying so — none waits. (Before: a
/// statement sent on a connection PostgreSQL had just closed was lost by postgres-nio and
/// its request hung until the client gave up; the server then never exited.)
@Suite(.serialized)
struct HubConnectionLossTests {
    typealias F = ServerFixtures

    /// Every backend of `database` but the caller's, terminated.
    static func terminateAll(_ database: HubDatabase) async throws {
        try await PostgresScratch.admin(
            database, "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()")
    }

    @Test func aStatementOnAConnectionPostgreSQLClosedFailsInsteadOfWaiting() async throws {
        try await PostgresScratch.withDatabase { database in
            try await PostgresHubStorage.withStorage(database, environment: .fixed(author: "hub")) { storage in
                let closed = Locked(false)
                await #expect(throws: HubDatabaseError.self) {
                    try await storage.transaction(readOnly: true) { connection in
                        let pid = try await connection.guardedQuery("SELECT pg_backend_pid()", logger: storage.logger).collect()[0].decode(Int32.self)
                        try await PostgresScratch.admin(database, "SELECT pg_terminate_backend(\(pid))")
                        // Until the driver has seen the close (bounded: 10 s).
                        for _ in 0..<1000 where !connection.isClosed { try await Task.sleep(for: .milliseconds(10)) }
                        closed.withLock { $0 = connection.isClosed }
                        // The next statement of the transaction: postgres-nio alone would lose it.
                        try await connection.guardedQuery("SELECT 1", logger: storage.logger)
                    }
                }
                #expect(closed.withLock { $0 }, "the terminated connection never closed")
                // The hub serves on, on a new connection.
                let latest = try await storage.latestSeq()
                #expect(latest >= 0)
            }
        }
    }

    @Test func requestsWhileEveryConnectionIsTerminatedSucceedOrFailFastWith503() async throws {
        try await F.withHub(.postgres, versions: 3) { hub in
            let database = try #require((hub.service.storage as? PostgresHubStorage)?.database)
            try await F.withLiveServer(service: hub.service) { port in
                let remote = try HTTPRemote(url: "http://127.0.0.1:\(port)", token: F.readToken)
                let outcomes = try await withThrowingTaskGroup(of: [String].self) { group in
                    for _ in 0..<8 {
                        group.addTask {
                            var seen: [String] = []
                            for _ in 0..<30 {
                                do {
                                    _ = try await remote.info()
                                    _ = try await remote.changes(after: .start, limit: 100)
                                    _ = try await remote.missing(MissingMessage(objects: ["a"], versions: ["b"]))
                                    seen.append("ok")
                                } catch {
                                    seen.append("\(error)")
                                }
                            }
                            return seen
                        }
                    }
                    group.addTask {
                        for _ in 0..<10 {
                            try await Self.terminateAll(database)
                            try await Task.sleep(for: .milliseconds(30))
                        }
                        return []
                    }
                    return try await group.reduce(into: [String]()) { $0 += $1 }
                }
                let failures = outcomes.filter { $0 != "ok" }
                #expect(failures.allSatisfy { $0.contains("HTTP 503") && $0.contains("PostgreSQL") }, "\(Set(failures))")
                #expect(outcomes.count - failures.count > 0, "no request succeeded")
                // And once the terminations stop, every request succeeds.
                _ = try await remote.info()
                _ = try await remote.changes(after: .start, limit: 100)
            }
        }
    }
}
