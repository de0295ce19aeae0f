import Foundation
import PostgresNIO

/// Where a team hub's PostgreSQL database is:
/// `postgres://USER@HOST[:PORT]/DATABASE[?sslmode=MODE&sslrootcert=PATH]`.
/// The password never travels in the URL (it would sit in shell history, `ps` and logs):
/// it comes from `PGPASSWORD` or a file (`trellis serve --password-file`). TLS follows
/// libpq's `sslmode` and `sslrootcert` (see `HubDatabase+TLS.swift`).
public struct HubDatabase: Sendable, CustomStringConvertible {
    public var host: String
    public var port: Int
    public var user: String
    public var database: String
    public var password: String?
    /// libpq's `sslmode`; `prefer`, its default, when the URL says nothing.
    public var tlsMode: TLSMode
    /// The CA certificate (PEM) the server's certificate is verified with: libpq's
    /// `sslrootcert`; the system's roots when nil.
    public var rootCertificate: String?

    /// Reads `url`; throws `HubDatabaseError.badURL` saying what is wrong and the form expected.
    public init(url: String, password: String?) throws(HubDatabaseError) {
        func bad(_ reason: String) -> HubDatabaseError { .badURL(url: Self.redacted(url), reason: reason) }
        guard let components = URLComponents(string: url), let scheme = components.scheme else {
            throw bad("it is not a URL")
        }
        guard scheme == "postgres" || scheme == "postgresql" else { throw bad("its scheme is \(scheme), not postgres") }
        if components.password != nil {
            throw bad("it holds a password; leave it out and set PGPASSWORD or pass --password-file")
        }
        guard let user = components.user, !user.isEmpty else { throw bad("it names no user (postgres://USER@HOST:PORT/DATABASE)") }
        guard let host = components.host, !host.isEmpty else { throw bad("it names no host") }
        let database = String(components.path.drop { $0 == "/" })
        guard !database.isEmpty, !database.contains("/") else { throw bad("it names no database after the host (…/DATABASE)") }
        if let port = components.port, !(1...65535).contains(port) { throw bad("its port \(port) is not 1-65535") }
        let (tlsMode, rootCertificate) = try Self.tlsParameters(components.queryItems ?? [], bad: bad)
        self.host = host
        self.port = components.port ?? 5432
        self.user = user
        self.database = database
        self.password = password
        self.tlsMode = tlsMode
        self.rootCertificate = rootCertificate
    }

    /// The URL without any password: what messages and logs show (TLS parameters only
    /// when they are not the default).
    public var description: String {
        var parameters: [String] = []
        if tlsMode != .prefer { parameters.append("sslmode=\(tlsMode.rawValue)") }
        if let rootCertificate { parameters.append("sslrootcert=\(rootCertificate)") }
        return "postgres://\(user)@\(host):\(port)/\(database)" + (parameters.isEmpty ? "" : "?" + parameters.joined(separator: "&"))
    }

    /// `url` with a password, if any, replaced by `***`, for an error message.
    static func redacted(_ url: String) -> String {
        guard var components = URLComponents(string: url), components.password != nil else { return url }
        components.password = "***"
        return components.string ?? "(a URL)"
    }

    /// The connection pool's configuration, with TLS as `tlsMode` says.
    func clientConfiguration() throws(HubDatabaseError) -> PostgresClient.Configuration {
        var configuration = PostgresClient.Configuration(
            host: host, port: port, username: user, password: password, database: database, tls: try clientTLS())
        configuration.options.connectTimeout = .seconds(10)
        return configuration
    }

    /// One connection's configuration (migrations run on a connection of their own).
    package func connectionConfiguration() throws(HubDatabaseError) -> PostgresConnection.Configuration {
        PostgresConnection.Configuration(host: host, port: port, username: user, password: password, database: database, tls: try connectionTLS())
    }
}

extension HubDatabase {
    /// The password: the first line of `file` when given, else `PGPASSWORD`, else none
    /// (a server that trusts the host). Never taken from the command line.
    public static func password(file: String?, environment: [String: String] = ProcessInfo.processInfo.environment) throws(HubDatabaseError) -> String? {
        guard let file else { return environment["PGPASSWORD"] }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw .passwordFile(file)
        }
        let line = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return line.trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
    }
}
