import Foundation
import GRDB
import TrellisMigrations

extension TrellisStore {
    /// Opens the store file at `path` for commands that only read it (`status`): one
    /// read-only SQLite connection, which sees every commit made before it reads, also by
    /// other processes (the write-ahead log included).
    ///
    /// ``open(path:create:environment:)`` opens a `DatabasePool`, whose set-up writes an
    /// empty transaction whenever the log is empty — as it is after every command, since
    /// the last connection to close writes the log back — and that transaction syncs the
    /// log and its folder to disk: most of a clean `status`'s wall time, for nothing read.
    /// The connection that reads the store's schema version and id is the one kept: a
    /// second connection cost its own set-up and SQLite's parse of the whole schema (a
    /// sixth of a clean `status`'s instructions). A store of an older schema, or without
    /// an id yet, is opened as `open` does (and migrated); a store in a folder that may
    /// not be written is read as it is (immutable), as `open` does too; anything else is
    /// refused as `open` refuses it. Writing through the store this returns fails with
    /// SQLite's read-only error.
    public static func openForReading(path: String, environment: StoreEnvironment) throws -> TrellisStore {
        guard case .sqlite = try inspectHeader(path: path), isWritable(path) else {
            return try open(path: path, environment: environment)
        }
        let queue: DatabaseQueue
        let version: Int?
        let hasID: Bool
        do {
            queue = try DatabaseQueue(path: path, configuration: readOnlyConfiguration())
            (version, hasID) = try queue.read { db in
                let version = try schemaVersion(db)
                return (version, try version != nil && hasStoreID(db))
            }
        } catch let error as DatabaseError {
            throw fileError(error, path: path)
        }
        guard let version else { throw noMetaTable(path: path) }
        guard version == TrellisMigrations.latest, hasID else {
            // Newer (refused), older (migrated) or without an id (given one): `open` says or does it.
            try queue.close()
            return try open(path: path, environment: environment)
        }
        return TrellisStore(checked: queue, environment: environment)
    }

    /// A store over a connection that was seen to hold this build's schema and an id.
    private init(checked writer: any DatabaseWriter, environment: StoreEnvironment) {
        self.writer = writer
        self.environment = environment
    }
}
