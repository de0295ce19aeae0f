import GRDB

/// One `.layout` file as last read (migration 0003's `working_file`): what lets a reader
/// skip parsing a file whose size, modification time and inode have not changed.
public struct WorkingFileEntry: Hashable, Sendable {
    public var path: String
    public var size: Int64
    public var modificationNanoseconds: Int64
    public var inode: Int64
    /// The component's content hash.
    public var hash: String
    public var name: String
    /// The reader's own digest of the component (opaque to the store).
    public var summary: String

    public init(path: String, size: Int64, modificationNanoseconds: Int64, inode: Int64, hash: String, name: String, summary: String) {
        self.path = path
        self.size = size
        self.modificationNanoseconds = modificationNanoseconds
        self.inode = inode
        self.hash = hash
        self.name = name
        self.summary = summary
    }
}

extension TrellisStore {
    /// Every recorded file, by path.
    public func workingFiles() throws -> [String: WorkingFileEntry] {
        try writer.read { db in
            var result: [String: WorkingFileEntry] = [:]
            let rows = try Row.fetchCursor(db, sql: "SELECT path, size, mtime_ns, inode, hash, name, summary FROM working_file")
            while let row = try rows.next() {
                let entry = WorkingFileEntry(
                    path: row[0], size: row[1], modificationNanoseconds: row[2], inode: row[3], hash: row[4], name: row[5], summary: row[6])
                result[entry.path] = entry
            }
            return result
        }
    }

    /// Records `entries` and forgets `removed` paths, in one transaction.
    public func updateWorkingFiles(_ entries: [WorkingFileEntry], removing removed: [String] = []) throws {
        guard !entries.isEmpty || !removed.isEmpty else { return }
        try writer.write { db in
            let upsert = try db.cachedStatement(sql: """
                INSERT INTO working_file (path, size, mtime_ns, inode, hash, name, summary) VALUES (?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT(path) DO UPDATE SET size = excluded.size, mtime_ns = excluded.mtime_ns, inode = excluded.inode,
                    hash = excluded.hash, name = excluded.name, summary = excluded.summary
                """)
            for entry in entries {
                try upsert.execute(arguments: [
                    entry.path, entry.size, entry.modificationNanoseconds, entry.inode, entry.hash, entry.name, entry.summary,
                ])
            }
            let delete = try db.cachedStatement(sql: "DELETE FROM working_file WHERE path = ?")
            for path in removed { try delete.execute(arguments: [path]) }
        }
    }
}
