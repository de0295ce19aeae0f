import Foundation
import GRDB

extension TrellisStore {
    /// Opens the store file at `path` for commands that only read it (`status`): one
    /// read-only SQLite connection, which sees every commit made before it reads, also by
    /// other processes (the write-ahead log included).
    ///
    /// ``open(path:create:environment:)`` opens a `DatabasePool`, whose set-up writes an
    /// empty transaction whenever the log is empty — as it is after every command, since
    /// the last connection to close writes the log back — and that transaction syncs the
    /// log and its folder to disk: most of a clean `status`'s wall time, for nothing read.
    /// A store of an older schema is opened as `open` does (and migrated); a store in a
    /// folder that may not be written is read as it is (immutable), as `open` does too.
    /// Writing through the store this returns fails with SQLite's read-only error.
    public static func openForReading(path: String, environment: StoreEnvironment) throws -> TrellisStore {
        guard case .store(let version, let known) = try inspect(path: path), version == known, isWritable(path) else {
            return try open(path: path, environment: environment)
        }
        return try TrellisStore(try DatabaseQueue(path: path, configuration: readOnlyConfiguration()), environment: environment, path: path)
    }
}
