import Foundation
import GRDB
import TrellisMigrations
import TrellisModel
import TrellisSupport

/// The repository where a team's layout components live with all their versions:
/// content-addressed objects, a version DAG per component, refs, tags, dependency edges
/// and a store-wide change sequence, in SQLite through GRDB.
///
/// GRDB's `AppDatabase` shape: one `Sendable` value over `any DatabaseWriter` (a
/// `DatabasePool`, so WAL, for a file; a `DatabaseQueue` in memory for tests), migrated
/// when made, whose intent-named writes (`commit`, `tag`) each run in one transaction.
public struct TrellisStore: Sendable {
    /// The database, for this package's tests and tools; everything else goes through the store's API.
    package let writer: any DatabaseWriter
    public let environment: StoreEnvironment

    /// How long a write waits for another process's write before giving up.
    public static let busyTimeout: TimeInterval = 5

    /// Migrates `writer` to this build's schema (refusing a store written by a newer one)
    /// and gives a new store its id. `package`: programs open a store by path or in memory
    /// (``open(path:create:environment:)``, ``inMemory(environment:)``), never over a GRDB
    /// writer of their own.
    package init(_ writer: any DatabaseWriter, environment: StoreEnvironment, path: String = ":memory:") throws {
        self.writer = writer
        self.environment = environment
        let latest = TrellisMigrations.latest
        // One read transaction for both facts: an existing, current store needs no other.
        let (current, hasID) = try writer.read { db -> (Int?, Bool) in
            let current = try Self.schemaVersion(db)
            let hasID = try current != nil && Self.hasStoreID(db)
            return (current, hasID)
        }
        if let current, current > latest {
            throw StoreError.newerSchema(path: path, found: current, known: latest)
        }
        if current != latest {
            var migrator = DatabaseMigrator()
            for migration in try TrellisMigrations.all() {
                migrator.registerMigration(migration.identifier) { db in
                    try db.execute(sql: migration.sql)
                    try db.execute(
                        sql: "INSERT INTO meta (key, value) VALUES ('schema_version', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                        arguments: [String(migration.number)])
                }
            }
            try migrator.migrate(writer)
            try Self.upgrade(writer, from: current)
        }
        // Read first: an existing store is opened without a write transaction (which
        // would restart and sync an empty WAL on every command).
        if current == latest, hasID { return }
        guard try writer.read({ db in try MetaRecord.fetchOne(db, key: "store_id") }) == nil else { return }
        try writer.write { db in
            if try MetaRecord.fetchOne(db, key: "store_id") == nil {
                try MetaRecord(key: "store_id", value: environment.makeStoreID()).insert(db)
                try MetaRecord(key: "created_ms", value: String(environment.clock().storeMilliseconds)).insert(db)
            }
        }
    }

    /// An empty store in memory, for tests.
    public static func inMemory(environment: StoreEnvironment) throws -> TrellisStore {
        try TrellisStore(DatabaseQueue(configuration: configuration()), environment: environment)
    }

    /// Opens the store file at `path`. A missing or empty file becomes a new store only
    /// when `create` is true. Anything else that is not a trellis store — another SQLite
    /// database, a text file — is refused before anything is written to it, and so is a
    /// store written by a newer trellis.
    public static func open(path: String, create: Bool = false, environment: StoreEnvironment) throws -> TrellisStore {
        try open(path: path, create: create, readOnly: nil, environment: environment)
    }

    /// `readOnly` nil: read-only when the file or its folder may not be written.
    static func open(path: String, create: Bool, readOnly: Bool?, environment: StoreEnvironment) throws -> TrellisStore {
        let state = try inspect(path: path)
        switch state {
        case .missing:
            guard create else { throw StoreError.noStore(path: path) }
        case .empty:
            guard create else { throw StoreError.truncated(path: path) }
        case .store(let version, let known):
            if version > known { throw StoreError.newerSchema(path: path, found: version, known: known) }
            if !create, readOnly ?? !isWritable(path) {
                // Read commands work in a read-only checkout: SQLite cannot make the log's
                // files beside a store in a folder it may not write, so it reads the file as
                // it is (immutable), and nothing is written.
                if version < known { throw StoreError.readOnlyUpgrade(path: path) }
                return try TrellisStore(
                    try DatabaseQueue(path: immutableURI(path), configuration: readOnlyConfiguration()), environment: environment, path: path)
            }
        }
        let pool = try DatabasePool(path: path, configuration: configuration())
        return try TrellisStore(pool, environment: environment, path: path)
    }

    /// Whether the store file and its folder may be written (SQLite writes its log beside it).
    static func isWritable(_ path: String) -> Bool {
        let folder = parentFolder(of: path)
        return FileManager.default.isWritableFile(atPath: folder.isEmpty ? "." : folder) && FileManager.default.isWritableFile(atPath: path)
    }

    /// `file:…?immutable=1`: the file read as it is, without the write-ahead log's files.
    static func immutableURI(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: absolute).absoluteString + "?immutable=1"
    }

    static func readOnlyConfiguration() -> Configuration {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(busyTimeout)
        configuration.foreignKeysEnabled = true
        configuration.label = "TrellisStore (read-only)"
        return configuration
    }

    /// How the store's connections are set up (the benchmark's raw-insert floor uses
    /// the same, so the comparison stays fair).
    public static func configuration() -> Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.foreignKeysEnabled = true
        configuration.label = "TrellisStore"
        // A file store runs in WAL mode (DatabasePool), where synchronous = NORMAL is
        // SQLite's recommendation: a commit no longer waits for an fsync of the WAL, the
        // database can never be corrupted, and a crash of the process loses nothing;
        // only a power loss or OS crash may roll back the last commits (to a consistent
        // state). SQLite's default, FULL, syncs the WAL on every commit. In memory it is moot.
        // secure_delete = FAST: what a delete removes is overwritten where that costs no
        // extra I/O (free space inside pages), so a snapshot served to others never carries
        // deleted rows (a removed remote's token) in its pages.
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            try db.execute(sql: "PRAGMA secure_delete = FAST")
        }
        return configuration
    }

    enum FileState { case missing, empty, store(schemaVersion: Int, known: Int) }

    /// Looks at a file without writing to it: the SQLite header, then (read-only) the
    /// `meta` table and its schema version.
    static func inspect(path: String) throws -> FileState {
        switch try inspectHeader(path: path) {
        case .missing: return .missing
        case .empty: return .empty
        case .sqlite: break
        }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(busyTimeout)
        let version: Int?
        do {
            let queue = try DatabaseQueue(path: isWritable(path) ? path : immutableURI(path), configuration: configuration)
            version = try queue.read { db in try schemaVersion(db) }
            try queue.close()
        } catch let error as DatabaseError {
            throw fileError(error, path: path)
        }
        guard let version else { throw noMetaTable(path: path) }
        return .store(schemaVersion: version, known: TrellisMigrations.latest)
    }

    static func noMetaTable(path: String) -> StoreError {
        StoreError.notAStore(path: path, reason: "a SQLite database, but without trellis's meta table")
    }

    enum FileHeader { case missing, empty, sqlite }

    /// What the file's first bytes and its size say, before SQLite opens it: missing,
    /// empty, or a SQLite database (not cut short).
    static func inspectHeader(path: String) throws -> FileHeader {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            var info = stat()
            if stat(path, &info) != 0, errno == ENOTDIR { throw StoreError.notADirectory(path: path) }
            return .missing
        }
        if isDirectory.boolValue { throw StoreError.notAStore(path: path, reason: "it is a directory") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw StoreError.notAStore(path: path, reason: "it cannot be read")
        }
        let header = (try? handle.read(upToCount: 100)) ?? nil
        let size = (try? handle.seekToEnd()) ?? 0
        try? handle.close()
        guard let header, !header.isEmpty else { return .empty }
        // Compared byte by byte: `Data(_:)` of the string's bytes asks the runtime whether
        // they conform to a protocol, which scans every conformance record of the binary
        // (~0.7M instructions of the 29M of a clean `status`).
        guard header.prefix(16).elementsEqual("SQLite format 3\0".utf8) else {
            throw StoreError.notAStore(path: path, reason: "not a SQLite database")
        }
        // With a write-ahead log beside it, pages past the end may live in the log still
        // (a checkpoint that a full disk stopped): only a lone file is judged by its size.
        // `stat`, not `attributesOfItem`: its `as? Int` of an NSNumber costs another such scan.
        var logInfo = stat()
        let log = stat(path + "-wal", &logInfo) == 0 ? Int(logInfo.st_size) : 0
        if log == 0, let expected = expectedSize(header), size < expected {
            throw StoreError.damaged(path: path, detail: "the file is \(size) bytes but its header says \(expected): it was cut short")
        }
        return .sqlite
    }

    /// What SQLite's error on opening or first reading a store file means for the user:
    /// a damaged file, a full disk, the host's trouble, or a file that is no store.
    static func fileError(_ error: DatabaseError, path: String) -> any Error {
        switch error.resultCode.primaryResultCode {
        case .SQLITE_CORRUPT, .SQLITE_NOTADB:
            return StoreError.damaged(path: path, detail: "SQLite: \(error.message ?? "\(error.resultCode)")")
        case .SQLITE_IOERR where Self.noSpaceLeft(besides: path):
            // SQLite could not make its shared-memory file beside the store: the file is
            // fine, the disk is full (StoreErrorText says so, and what to do).
            return DatabaseError(resultCode: .SQLITE_FULL, message: "no space left on the disk for SQLite's files beside the store")
        case .SQLITE_IOERR, .SQLITE_FULL, .SQLITE_CANTOPEN, .SQLITE_BUSY, .SQLITE_LOCKED:
            return error  // the host's trouble, not the file's: StoreErrorText words it
        default:
            return StoreError.notAStore(path: path, reason: "SQLite cannot read it: \(error.message ?? "\(error.resultCode)")")
        }
    }

    /// Whether the file system holding `path` has no block left for an unprivileged writer.
    static func noSpaceLeft(besides path: String) -> Bool {
        let folder = parentFolder(of: path)
        var stats = statvfs()
        guard statvfs(folder.isEmpty ? "." : folder, &stats) == 0 else { return false }
        return stats.f_bavail == 0
    }

    /// The file size SQLite's header promises (page size × page count), when the header
    /// says its count is valid (its change counter matches the version-valid-for number).
    static func expectedSize(_ header: Data) -> UInt64? {
        guard header.count >= 100 else { return nil }
        let bytes = [UInt8](header)
        func uint32(_ offset: Int) -> UInt32 { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        let rawPageSize = UInt32(bytes[16]) << 8 | UInt32(bytes[17])
        let pageSize: UInt64 = rawPageSize == 1 ? 65536 : UInt64(rawPageSize)
        let pages = uint32(28)
        guard pages > 0, uint32(24) == uint32(92), pageSize >= 512 else { return nil }
        return pageSize * UInt64(pages)
    }

    /// Whether the store has its id (a store made before ids, or cut off between its schema and its id, has none).
    static func hasStoreID(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM meta WHERE key = 'store_id')") == true
    }

    /// `meta.schema_version`, or nil for a database without one.
    static func schemaVersion(_ db: Database) throws -> Int? {
        // Asked of `sqlite_master` in SQL, not with `db.tableExists`: the schema cache GRDB
        // loads for it instantiates generic types whose conformances the runtime finds by
        // scanning every conformance record of the binary (~3M instructions of a `status`).
        let exists = "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta' COLLATE NOCASE)"
        guard try Bool.fetchOne(db, sql: exists) == true else { return nil }
        return try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'schema_version'").flatMap { Int($0) }
    }

    /// Checkpoints the write-ahead log into the store file and closes every connection,
    /// so the file alone holds the store (a clone built under a temporary name is closed
    /// before its rename). The value must not be used afterwards.
    public func close() throws {
        if writer is DatabasePool {
            try writer.writeWithoutTransaction { db in
                // Checkpointed whole (nothing else has the file open): the log is empty after.
                let row = try Row.fetchOne(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)")
                if let busy: Int = row?[0], busy != 0 {
                    throw DatabaseError(resultCode: .SQLITE_BUSY, message: "the store is in use; its log could not be written back")
                }
            }
        }
        try writer.close()
    }

    // MARK: Facts

    public func storeID() throws -> String {
        try writer.read { db in try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'store_id'") ?? "" }
    }

    public func schemaVersion() throws -> Int {
        try writer.read { db in try Self.schemaVersion(db) ?? 0 }
    }

    /// The last change sequence number (0 for an empty store).
    public func latestSeq() throws -> Int64 {
        try writer.read { db in try Self.latestSeq(db) }
    }

    static func latestSeq(_ db: Database) throws -> Int64 {
        try Int64.fetchOne(db, sql: "SELECT MAX(seq) FROM change") ?? 0
    }
}
