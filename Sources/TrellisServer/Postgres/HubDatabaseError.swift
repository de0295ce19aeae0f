import Foundation
import NIOSSL
import PostgresNIO

/// Why a hub's PostgreSQL database cannot be used: what, where (the URL, without a
/// password) and how to fix it.
public enum HubDatabaseError: Error, Sendable, CustomStringConvertible {
    case badURL(url: String, reason: String)
    case passwordFile(String)
    /// Nothing listens there, or the network refused.
    case unreachable(database: String, detail: String)
    /// PostgreSQL refused the user, the password or the database.
    case refused(database: String, detail: String, fix: String)
    /// The database holds tables, but no trellis hub schema: not a hub's database.
    case notAHub(database: String, tables: [String])
    /// The hub's schema is newer than this trellis knows.
    case newerSchema(database: String, found: Int, known: Int)
    /// A migration failed; nothing of it was applied.
    case migrationFailed(database: String, migration: String, detail: String)
    /// A query failed while serving (a dropped connection, a server error): the request's
    /// transaction was rolled back.
    case query(database: String, detail: String)

    public var description: String {
        switch self {
        case .badURL(let url, let reason):
            return "--database \(url) is not a usable PostgreSQL URL: \(reason); give postgres://USER@HOST:PORT/DATABASE "
                + "(the password in PGPASSWORD or a --password-file)"
        case .passwordFile(let path):
            return "cannot read the --password-file \(path) (check the path and its permissions)"
        case .unreachable(let database, let detail):
            return "cannot connect to \(database): \(detail); is PostgreSQL running there and listening on that host and port?"
        case .refused(let database, let detail, let fix):
            return "\(database) refused the connection: \(detail); \(fix)"
        case .notAHub(let database, let tables):
            let shown = tables.prefix(5).joined(separator: ", ") + (tables.count > 5 ? ", …" : "")
            return "\(database) holds tables (\(shown)) but no trellis hub schema (no hub_migration table); "
                + "give an empty database (createdb NAME) or one a trellis hub made"
        case .newerSchema(let database, let found, let known):
            return "\(database) has hub schema \(found), newer than this trellis knows (\(known)); upgrade trellis"
        case .migrationFailed(let database, let migration, let detail):
            return "migration \(migration) failed on \(database): \(detail); nothing of it was applied"
        case .query(let database, let detail):
            return "\(database): \(detail); nothing of the request was stored"
        }
    }

    /// The connection to `database` was lost before the request's transaction committed.
    static func closedMidRequest(_ database: HubDatabase) -> HubDatabaseError {
        .query(database: database.description, detail: "the connection to PostgreSQL closed mid-request")
    }

    /// What PostgreSQL's own error says, as one of these (never a password, never the
    /// driver's generic "PSQLError" text).
    /// `connecting`: the error came from opening a connection, so anything but the
    /// server's own answer means nothing could be reached there.
    static func from(_ error: any Error, database: HubDatabase, connecting: Bool = false) -> HubDatabaseError {
        let name = database.description
        if let error = error as? HubDatabaseError { return error }
        if error is ConnectionClosedUnderQuery { return closedMidRequest(database) }
        guard let error = error as? PSQLError else {
            return connecting ? .unreachable(database: name, detail: "\(error)") : .query(database: name, detail: "\(error)")
        }
        if let server = error.serverInfo {
            let message = server[.message] ?? "an error"
            switch server[.sqlState] ?? "" {
            case "28P01":
                return .refused(database: name, detail: message, fix: "set the password in PGPASSWORD or a --password-file")
            case "28000":
                return .refused(database: name, detail: message, fix: "allow this user and host in pg_hba.conf, or connect as another user")
            case "3D000":
                return .refused(database: name, detail: message, fix: "create it first (createdb \(database.database)) or name another")
            default:
                return .query(database: name, detail: "PostgreSQL said: \(message) (SQLSTATE \(server[.sqlState] ?? "?"))")
            }
        }
        if let tls = tlsFailure(error, database: database) { return tls }
        if connecting, error.code != .authMechanismRequiresPassword {
            return .unreachable(database: name, detail: error.underlying.map { "\($0)" } ?? "\(error.code)")
        }
        switch error.code {
        case .connectionError:
            return .unreachable(database: name, detail: error.underlying.map { "\($0)" } ?? "the connection failed")
        case .authMechanismRequiresPassword:
            return .refused(database: name, detail: "the server asks for a password", fix: "set PGPASSWORD or pass --password-file")
        case .serverClosedConnection, .uncleanShutdown, .clientClosedConnection:
            return closedMidRequest(database)
        default:
            return .query(database: name, detail: "the PostgreSQL driver failed (\(error.code))")
        }
    }

    /// A TLS failure as what the URL's `sslmode` asked for and how to change it.
    static func tlsFailure(_ error: PSQLError, database: HubDatabase) -> HubDatabaseError? {
        let name = database.description
        if error.code == .sslUnsupported {
            return .refused(
                database: name, detail: "the server does not accept TLS connections (sslmode=\(database.tlsMode.rawValue))",
                fix: "turn ssl on in its postgresql.conf, or connect with sslmode=prefer or sslmode=disable")
        }
        guard error.code == .failedToAddSSLHandler || error.underlying is NIOSSLError || error.underlying is BoringSSLError else { return nil }
        let raw = error.underlying.map { "\($0)" } ?? "\(error.code)"
        // BoringSSL's own text names a source path; say what it means instead.
        let why =
            raw.contains("CERTIFICATE_VERIFY_FAILED")
            ? "the server's certificate is not signed by a root trusted here"
            : raw.contains("failedToValidateHostname") ? "the server's certificate does not name \(database.host)" : raw
        let fix =
            database.rootCertificate == nil
            ? "give the CA that signed the server's certificate as sslrootcert=PATH (the system's roots do not trust it), or use sslmode=require to encrypt without verifying"
            : "check that \(database.rootCertificate ?? "") is the CA that signed the server's certificate"
                + (database.tlsMode == .verifyFull ? " and that the certificate names \(database.host)" : "")
        return .refused(database: name, detail: "the TLS handshake failed (\(why))", fix: fix)
    }
}
