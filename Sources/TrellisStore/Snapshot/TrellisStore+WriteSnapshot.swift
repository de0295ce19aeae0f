import Foundation
import GRDB
import GRDBSQLite

extension TrellisStore {
    /// Writes a snapshot of this store's shared history into a new file at `path`, as
    /// `snapshotImage` makes it, but page by page straight into the file (the copy
    /// touches no more memory than the file's own pages). On failure nothing is left at `path`.
    @discardableResult
    public func writeSnapshot(to path: String) throws -> SnapshotSummary {
        guard !FileManager.default.fileExists(atPath: path) else { throw SnapshotError.destinationExists(path) }
        do {
            let snapshot = try DatabaseQueue(path: path, configuration: StoreSnapshot.configuration())
            defer { try? snapshot.close() }
            try snapshotSource().backup(to: snapshot)
            let (summary, freePages) = try snapshot.writeWithoutTransaction { db in
                // The copy keeps the source's journal mode; a snapshot is one plain file.
                try db.execute(sql: "PRAGMA journal_mode = DELETE")
                return try Self.finishSnapshot(db)
            }
            try snapshot.close()
            // A free list that does not read as SQLite writes one is rebuilt away instead.
            if freePages, !FreeListScrub.file(path) { try Self.vacuum(path) }
            return SnapshotSummary(summary, bytes: StoreSnapshot.fileSize(path))
        } catch {
            StoreSnapshot.removeFiles(path)
            throw error
        }
    }

    /// A snapshot of this store's shared history as the bytes of a SQLite file: every
    /// page copied into memory from one read transaction (so it is consistent while
    /// commits go on), then emptied of everything local to this store (see
    /// `StoreSnapshot.sharedTables`) with the removed rows' bytes overwritten, since a
    /// snapshot may be served to others. Nothing is written to this store. nil when the
    /// store is larger than `limit` (see `writeSnapshot`).
    public func snapshotImage(upTo limit: Int64 = StoreSnapshot.inMemoryLimit) throws -> (image: Data, summary: SnapshotSummary)? {
        guard try sharedSize() <= limit else { return nil }
        let memory = try DatabaseQueue(configuration: StoreSnapshot.configuration())
        defer { try? memory.close() }
        try snapshotSource().backup(to: memory)
        return try memory.writeWithoutTransaction { db in
            let (summary, freePages) = try Self.finishSnapshot(db)
            var image = try Self.serialize(db)
            if freePages, !FreeListScrub.image(&image) {
                try db.execute(sql: "VACUUM")
                image = try Self.serialize(db)
            }
            // The copied header still says WAL (bytes 18 and 19 are 2); a snapshot is one
            // plain rollback-journal file, as `PRAGMA journal_mode = DELETE` would mark it.
            if image.count > 19 { image[18] = 1; image[19] = 1 }
            return (image, SnapshotSummary(summary, bytes: Int64(image.count)))
        }
    }

    /// The bytes of an in-memory database.
    static func serialize(_ db: Database) throws -> Data {
        var size: sqlite3_int64 = 0
        guard let bytes = sqlite3_serialize(db.sqliteConnection, "main", &size, 0) else {
            throw DatabaseError(resultCode: .SQLITE_NOMEM, message: "cannot serialize the snapshot")
        }
        return Data(bytesNoCopy: bytes, count: Int(size), deallocator: .custom { pointer, _ in sqlite3_free(pointer) })
    }

    /// Empties a fresh copy of what is local to this store and counts what is left.
    /// Deleted bytes must not travel: the rows removed here are overwritten (secure
    /// delete), and so is free space inside pages wherever the store deleted before (it
    /// runs with secure_delete = FAST). Pages already on the free list when the copy was
    /// made may still hold what was deleted long ago (a removed remote's token, pruned
    /// solutions) — every store has some: its migrations dropped tables — so `freePages`
    /// says the caller must overwrite them (`FreeListScrub`) once the copy is in bytes.
    /// When emptying it freed more than a quarter of its pages, the copy is rebuilt from
    /// its live rows here instead (VACUUM), smaller and with no free list.
    static func finishSnapshot(_ db: Database) throws -> (summary: SnapshotSummary, freePages: Bool) {
        try db.execute(sql: "PRAGMA secure_delete = ON")
        try db.inTransaction {
            try StoreSnapshot.removeLocalState(db)
            return .commit
        }
        let free = try Int.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0
        let total = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
        if free * 4 > total {
            try db.execute(sql: "VACUUM")
            return (try snapshotSummary(db), false)
        }
        return (try snapshotSummary(db), free > 0)
    }

    /// Rebuilds the closed snapshot file at `path` from its live rows.
    static func vacuum(_ path: String) throws {
        let snapshot = try DatabaseQueue(path: path, configuration: StoreSnapshot.configuration())
        defer { try? snapshot.close() }
        try snapshot.writeWithoutTransaction { db in try db.execute(sql: "VACUUM") }
        try snapshot.close()
    }

    /// About how large a snapshot of this store will be: its file and write-ahead log.
    func sharedSize() throws -> Int64 {
        let path = writer.path
        guard !path.isEmpty, path != ":memory:" else {
            return try writer.read { db in
                (try Int64.fetchOne(db, sql: "PRAGMA page_count") ?? 0) * (try Int64.fetchOne(db, sql: "PRAGMA page_size") ?? 0)
            }
        }
        return StoreSnapshot.fileSize(path) + StoreSnapshot.fileSize(path + "-wal")
    }

    /// What the pages are read from: for a store file, a read-only connection of its own
    /// that reads them through a memory map (no copy into SQLite's cache, no system call
    /// per page); its one read transaction sees one consistent state of the store.
    func snapshotSource() throws -> any DatabaseReader {
        let path = writer.path
        guard !path.isEmpty, path != ":memory:", !path.hasPrefix("file::memory:"), FileManager.default.fileExists(atPath: path) else {
            return writer
        }
        var configuration = StoreSnapshot.configuration(readonly: true)
        configuration.busyMode = .timeout(Self.busyTimeout)
        return try DatabaseQueue(path: path, configuration: configuration)
    }

    /// What a snapshot (or any store) holds, counted.
    static func snapshotSummary(_ db: Database) throws -> SnapshotSummary {
        SnapshotSummary(
            storeID: try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'store_id'") ?? "",
            latestSeq: try latestSeq(db),
            schemaVersion: try schemaVersion(db) ?? 0,
            objects: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM object") ?? 0,
            versions: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM version") ?? 0,
            heads: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM ref WHERE name = 'head'") ?? 0,
            tags: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM tag") ?? 0,
            bytes: 0)
    }
}

extension SnapshotSummary {
    init(_ summary: SnapshotSummary, bytes: Int64) {
        self = summary
        self.bytes = bytes
    }
}
