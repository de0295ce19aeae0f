import Foundation
import Logging
import PostgresNIO
import Testing
import TrellisHubFixtures
import TrellisModel
import TrellisServer
import TrellisTestSupport

/// TLS to the hub's database as libpq's `sslmode`/`sslrootcert` say, against the test
/// server `.ci/run` starts with TLS on (`Tools/postgres-server start DIR --tls`; its
/// certificate, DIR/server.crt, in `TRELLIS_TEST_POSTGRES_ROOT_CERT`).
@Suite struct HubTLSTests {
    // MARK: The URL's parameters (no server)

    @Test func sslModeAndRootCertificateAreReadAndShown() throws {
        let database = try HubDatabase(url: "postgres://hub@db.internal/library?sslmode=verify-full&sslrootcert=/etc/ca.pem", password: nil)
        #expect(database.tlsMode == .verifyFull)
        #expect(database.rootCertificate == "/etc/ca.pem")
        #expect(database.description == "postgres://hub@db.internal:5432/library?sslmode=verify-full&sslrootcert=/etc/ca.pem")
        let plain = try HubDatabase(url: "postgresql://hub@db.internal:6432/library", password: nil)
        #expect(plain.tlsMode == .prefer, "libpq's default")
        #expect(plain.description == "postgres://hub@db.internal:6432/library")
    }

    @Test(arguments: [
        ("?sslmod=require", "the parameter sslmod, which trellis does not read (only sslmode and sslrootcert)"),
        ("?sslmode=always", "its sslmode always is not one of disable, prefer, require, verify-ca, verify-full"),
        ("?sslmode=", "its sslmode is empty"),
        ("?sslmode=disable&sslrootcert=/etc/ca.pem", "it gives sslrootcert with sslmode=disable"),
        ("?sslmode=require&sslrootcert=", "its sslrootcert names no file"),
    ])
    func aParameterTrellisCannotHonourIsRefusedByName(query: String, reason: String) {
        #expect {
            _ = try HubDatabase(url: "postgres://hub@db.internal/library" + query, password: nil)
        } throws: { error in
            "\(error)".contains(reason) && "\(error)".contains("is not a usable PostgreSQL URL")
        }
    }

    @Test func aRootCertificateThatIsNoCertificateIsNamed() throws {
        let junk = TemporaryFolder.name("trellis-not-a-cert", pathExtension: "pem")
        try Data("not a certificate\n".utf8).write(to: junk)
        defer { try? FileManager.default.removeItem(at: junk) }
        let database = try HubDatabase(url: "postgres://hub@127.0.0.1/library?sslmode=verify-ca&sslrootcert=\(junk.path)", password: nil)
        #expect {
            _ = try database.connectionConfiguration()
        } throws: { error in
            "\(error)".contains("its sslrootcert \(junk.path) holds no PEM certificate")
        }
        let missing = try HubDatabase(url: "postgres://hub@127.0.0.1/library?sslmode=verify-ca&sslrootcert=/no/such/ca.pem", password: nil)
        #expect(throws: HubDatabaseError.self) { _ = try missing.connectionConfiguration() }
    }

    // MARK: Against the TLS test server

    @Test func verifyFullWithTheServersRootEncryptsAndAHubServesOverIt() async throws {
        let verified = try Self.server(query: "sslmode=verify-full&sslrootcert=\(try Self.rootCertificate())")
        #expect(try await Self.isEncrypted(verified))
        // The pool and the migrations go through the same settings: a whole hub on TLS.
        try await PostgresScratch.withDatabase { scratch in
            var database = scratch
            database.tlsMode = .verifyFull
            database.rootCertificate = try Self.rootCertificate()
            try await PostgresHubStorage.withStorage(database, environment: .fixed(author: "hub")) { storage in
                let document = try LayoutDocument(parsing: HubStorageTests.component("OverTLS"), file: "OverTLS.layout")
                #expect(try await storage.receiveObjects([(document.contentHash, document.canonicalData)], message: "over TLS") == 1)
                #expect(try await storage.missingObjects([document.contentHash]).isEmpty)
            }
        }
    }

    @Test func preferEncryptsWhenTheServerOffersItAndDisableNever() async throws {
        #expect(try await Self.isEncrypted(try Self.server(query: nil)))
        #expect(try await !Self.isEncrypted(try Self.server(query: "sslmode=disable")))
        #expect(try await Self.isEncrypted(try Self.server(query: "sslmode=require")))
    }

    @Test func aCertificateTheRootsDoNotTrustIsRefusedWithWhatToGive() async throws {
        // The test server's certificate is self-signed: the system's roots do not trust it.
        let unverifiable = try Self.server(query: "sslmode=verify-full")
        await #expect {
            try await PostgresHubStorage.migrate(unverifiable, logger: Self.quiet)
        } throws: { error in
            let text = "\(error)"
            return text.contains("refused the connection: the TLS handshake failed") && text.contains("sslrootcert=PATH")
                && text.contains("sslmode=verify-full")
        }
    }

    // MARK: Helpers

    static let quiet = Logger(label: "trellis-tests", factory: { _ in SwiftLogNoOpLogHandler() })
    static let rootVariable = "TRELLIS_TEST_POSTGRES_ROOT_CERT"

    /// The test server with `query` as its URL's parameters.
    static func server(query: String?) throws -> HubDatabase {
        let server = try PostgresScratch.server()
        var components = URLComponents()
        components.scheme = "postgres"
        components.user = server.user
        components.host = server.host
        components.port = server.port
        components.path = "/" + server.database
        components.query = query
        return try HubDatabase(url: components.string ?? "", password: server.password)
    }

    /// The test server's certificate; like `PostgresScratch.server()`, fails under CI and
    /// skips the case with a warning elsewhere when it is not set.
    static func rootCertificate() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        guard let path = environment[rootVariable], !path.isEmpty else {
            let why =
                "\(rootVariable) is not set, so TLS to PostgreSQL was not tested: start the server with "
                + "Tools/postgres-server start DIR --tls and set it to DIR/server.crt, as .ci/run does"
            if environment["CI"] == "true" { throw HubDatabaseError.badURL(url: rootVariable, reason: why) }
            Issue.record(Comment(rawValue: "TLS case skipped: \(why)"), severity: .warning)
            try Test.cancel(Comment(rawValue: "skipped: \(why)"))
        }
        return path
    }

    /// Whether PostgreSQL says this session is encrypted.
    static func isEncrypted(_ database: HubDatabase) async throws -> Bool {
        _ = try rootCertificate()  // A server without TLS would make every answer "no".
        let connection = try await PostgresConnection.connect(configuration: try database.connectionConfiguration(), id: 1, logger: quiet)
        do {
            let rows = try await connection.query("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()", logger: quiet).collect()
            try await connection.close()
            return try rows.first?.decode(Bool.self) ?? false
        } catch {
            try? await connection.close()
            throw error
        }
    }
}
