import Foundation
import Logging
import PostgresNIO
import TrellisMigrations

// The hub's schema: `PostgresMigrations/NNNN_name.sql`, applied in order on start, all
// pending ones in one transaction, each recorded in hub_migration.
extension PostgresHubStorage {
    /// The hub's migrations, bundled with the server.
    static func migrations() throws -> [TrellisMigrations.Migration] {
        guard let folder = Bundle.module.resourceURL?.appendingPathComponent("PostgresMigrations") else {
            throw TrellisMigrations.LoadError.missingResources
        }
        return try TrellisMigrations.load(folder: folder)
    }

    /// Brings `database`'s schema up to date on one connection of its own: refuses a
    /// database that holds other tables but no hub, or a newer hub; applies what is
    /// pending in one transaction under the writers' lock, so servers starting together
    /// apply each migration once. Returns the numbers applied.
    @discardableResult
    public static func migrate(_ database: HubDatabase, logger: Logger) async throws -> [Int] {
        let connection: PostgresConnection
        do {
            connection = try await PostgresConnection.connect(configuration: try database.connectionConfiguration(), id: 1, logger: logger)
        } catch {
            throw HubDatabaseError.from(error, database: database, connecting: true)
        }
        do {
            let done = try await apply(try migrations(), on: connection, database: database, logger: logger)
            try? await connection.close()
            return done
        } catch {
            try? await connection.close()
            throw error
        }
    }

    static func apply(
        _ migrations: [TrellisMigrations.Migration], on connection: PostgresConnection, database: HubDatabase, logger: Logger
    ) async throws -> [Int] {
        do {
            try await connection.guardedQuery("BEGIN", logger: logger)
            try await connection.guardedQuery("SELECT pg_advisory_xact_lock(\(writerLock))", logger: logger)
            let tables = try await connection.guardedQuery(
                "SELECT table_name::text FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY 1", logger: logger
            ).collect().map { try $0.decode(String.self) }
            if !tables.isEmpty, !tables.contains("hub_migration") {
                throw HubDatabaseError.notAHub(database: database.description, tables: tables)
            }
            try await connection.guardedQuery(
                """
                CREATE TABLE IF NOT EXISTS hub_migration (
                    number     integer PRIMARY KEY,
                    identifier text NOT NULL,
                    applied_at timestamptz NOT NULL DEFAULT now()
                )
                """, logger: logger)
            let applied = try await connection.guardedQuery("SELECT coalesce(max(number), 0) FROM hub_migration", logger: logger)
                .collect()[0].decode(Int.self)
            let known = migrations.last?.number ?? 0
            if applied > known { throw HubDatabaseError.newerSchema(database: database.description, found: applied, known: known) }
            var done: [Int] = []
            for migration in migrations where migration.number > applied {
                for statement in statements(of: migration.sql) {
                    do { try await connection.guardedQuery(PostgresQuery(unsafeSQL: statement), logger: logger) } catch {
                        throw HubDatabaseError.migrationFailed(
                            database: database.description, migration: migration.identifier,
                            detail: HubDatabaseError.from(error, database: database).description)
                    }
                }
                try await connection.guardedQuery(
                    "INSERT INTO hub_migration (number, identifier) VALUES (\(migration.number), \(migration.identifier))", logger: logger)
                done.append(migration.number)
            }
            try await connection.guardedQuery("COMMIT", logger: logger)
            return done
        } catch {
            // Not on a closed connection: postgres-nio would lose the statement (see `transaction`).
            if !connection.isClosed, !closesTheConnection(error) {
                _ = try? await connection.guardedQuery("ROLLBACK", logger: logger)
            }
            if let error = error as? HubDatabaseError { throw error }
            throw HubDatabaseError.from(error, database: database)
        }
    }

    /// A migration's statements: each ends with `;` at the end of a line (the extended
    /// query protocol takes one statement at a time); `--` comment lines dropped.
    static func statements(of sql: String) -> [String] {
        let lines = sql.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("--") }
        var statements: [String] = [], current = ""
        for line in lines {
            current += line + "\n"
            if line.trimmingCharacters(in: .whitespaces).hasSuffix(";") {
                statements.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                current = ""
            }
        }
        let rest = current.trimmingCharacters(in: .whitespacesAndNewlines)
        if !rest.isEmpty { statements.append(rest) }
        return statements
    }
}
