// A database of its own for each PostgreSQL hub the bench starts, made and dropped with
// psql (PostgreSQL's client, installed with the server), so runs never share history.

import Foundation
import TrellisSync

struct HubBenchDatabase {
    /// The server's URL with this database's name as its path.
    let url: String
    private let server: String
    private let name: String

    static func create(server: String, name: String) throws -> HubBenchDatabase {
        guard var components = URLComponents(string: server), components.scheme?.hasPrefix("postgres") == true else {
            throw SyncError.protocolError("TRELLIS_BENCH_POSTGRES is not a postgres:// URL: \(server)")
        }
        try psql(server, "CREATE DATABASE \(name)")
        components.path = "/" + name
        return HubBenchDatabase(url: components.string ?? server, server: server, name: name)
    }

    func drop() {
        try? Self.psql(server, "DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
    }

    private static func psql(_ url: String, _ statement: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["psql", url, "-v", "ON_ERROR_STOP=1", "-qAt", "-c", statement]
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw SyncError.protocolError("psql \(statement): \(String(decoding: message, as: UTF8.self))")
        }
    }
}
