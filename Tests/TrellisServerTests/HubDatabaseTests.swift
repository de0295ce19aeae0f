import Foundation
import Logging
import PostgresNIO
import Testing
import TrellisHubFixtures
import TrellisModel
@testable import TrellisServer
import TrellisStore
import TrellisSync
import TrellisTestSupport

/// `serve --database`'s failures, each saying what, where and how to fix it: a URL that
/// is no PostgreSQL URL, nothing listening, a database that is no hub; and a connection
/// that drops mid-push, which keeps nothing of the push while the hub serves on.
@Suite struct HubDatabaseTests {
    @Test(arguments: [
        ("http://hub@localhost/library", "its scheme is http, not postgres"),
        ("postgres://localhost/library", "it names no user"),
        ("postgres://hub@localhost", "it names no database"),
        ("postgres://hub@localhost:70000/library", "is not a usable PostgreSQL URL"),
        ("postgres://hub@localhost/library?connect_timeout=5", "it has the parameter connect_timeout, which trellis does not read"),
        ("postgres://hub:s3cret@localhost/library", "it holds a password; leave it out and set PGPASSWORD"),
    ])
    func aURLThatIsNoUsablePostgresURLSaysWhyAndTheFormExpected(_ url: String, _ reason: String) throws {
        do {
            _ = try HubDatabase(url: url, password: nil)
            Issue.record("\(url) was accepted")
        } catch {
            let message = "\(error)"
            #expect(message.contains(reason), "\(message)")
            #expect(message.contains("postgres://USER@HOST:PORT/DATABASE"))
            #expect(!message.contains("s3cret"), "a password was repeated in a message")
        }
    }

    @Test func theURLsDescriptionNeverHoldsThePassword() throws {
        let database = try HubDatabase(url: "postgres://hub@db.internal:6543/library", password: "s3cret")
        #expect(database.description == "postgres://hub@db.internal:6543/library")
        #expect(database.port == 6543 && database.user == "hub" && database.database == "library")
    }

    @Test func thePasswordComesFromItsFileElsePGPASSWORD() throws {
        let path = TemporaryFolder.name("trellis-pw").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("from-file\nignored\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(try HubDatabase.password(file: path, environment: ["PGPASSWORD": "from-env"]) == "from-file")
        #expect(try HubDatabase.password(file: nil, environment: ["PGPASSWORD": "from-env"]) == "from-env")
        #expect(throws: HubDatabaseError.self) { try HubDatabase.password(file: path + "-missing", environment: [:]) }
    }

    @Test func aPortWithNothingListeningIsUnreachableNamingWhere() async throws {
        // A port just freed: nothing listens there.
        let port = try freePort()
        let database = try HubDatabase(url: "postgres://hub@127.0.0.1:\(port)/library", password: nil)
        do {
            try await PostgresHubStorage.migrate(database, logger: Logger(label: "test"))
            Issue.record("connected to a closed port")
        } catch let error as HubDatabaseError {
            guard case .unreachable = error else { Issue.record("\(error)"); return }
            #expect(error.description.contains("cannot connect to postgres://hub@127.0.0.1:\(port)/library"))
            #expect(error.description.contains("is PostgreSQL running there"))
        }
    }

    @Test func aDatabaseHoldingOtherTablesIsNotTakenForAHub() async throws {
        try await PostgresScratch.withDatabase { database in
            try await PostgresScratch.admin(database, "CREATE TABLE invoices (id int)")
            await #expect(throws: HubDatabaseError.self) { try await PostgresHubStorage.migrate(database, logger: Logger(label: "test")) }
            do { try await PostgresHubStorage.migrate(database, logger: Logger(label: "test")) } catch {
                #expect("\(error)".contains("holds tables (invoices) but no trellis hub schema"))
            }
        }
    }

    @Test func migrationsApplyOnceEvenWhenServersStartTogether() async throws {
        try await PostgresScratch.withDatabase { database in
            let logger = Logger(label: "test")
            let applied = try await withThrowingTaskGroup(of: [Int].self) { group in
                for _ in 0..<3 { group.addTask { try await PostgresHubStorage.migrate(database, logger: logger) } }
                return try await group.reduce(into: [Int]()) { $0 += $1 }
            }
            let known = try PostgresHubStorage.migrations().map(\.number)
            #expect(applied == known)
            #expect(try await PostgresHubStorage.migrate(database, logger: logger) == [])
        }
    }

    @Test func aConnectionDroppedMidPushKeepsNothingOfItAndTheHubServesOn() async throws {
        try await PostgresScratch.withDatabase { database in
            try await PostgresHubStorage.withStorage(database, environment: .fixed(author: "hub")) { storage in
                let document = try LayoutDocument(parsing: HubStorageTests.component("Dropped"), file: "Dropped.layout")
                let before = try await storage.latestSeq()
                // A write that has recorded a change and an object when its connection dies.
                await #expect(throws: HubDatabaseError.self) {
                    try await storage.write { connection, recorder in
                        let seq = try await recorder.seq(connection, kind: "receive", author: "hub", message: "doomed", logger: storage.logger)
                        try await connection.query(
                            "INSERT INTO object (hash, data, component, seq) VALUES (\(document.contentHash), \(document.canonicalData), 'Dropped', \(seq))",
                            logger: storage.logger)
                        try await connection.query("SELECT pg_terminate_backend(pg_backend_pid())", logger: storage.logger)
                    }
                }
                #expect(try await storage.latestSeq() == before)
                #expect(try await storage.missingObjects([document.contentHash]) == [document.contentHash])
                // The pool opens a new connection: the same object is received as usual.
                #expect(try await storage.receiveObjects([(document.contentHash, document.canonicalData)], message: "again") == 1)
                #expect(try await storage.latestSeq() == before + 1)
            }
        }
    }

    func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        try withUnsafeMutablePointer(to: &address) { pointer in
            try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                guard bind(fd, raw, length) == 0, getsockname(fd, raw, &length) == 0 else { throw POSIXError(.EADDRINUSE) }
            }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
