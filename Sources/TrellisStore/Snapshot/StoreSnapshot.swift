import Foundation
import GRDB

// A snapshot is how a clone travels: a SQLite file of the store's shared history (its
// objects, versions, heads and tags, with the change records they point into), copied
// page by page from a consistent read of the source and then emptied of everything local
// to the source. The receiver verifies it as it would verify a fetch (every object
// re-hashed, every version id recomputed, the DAG, heads, tags and dependency edges
// checked) before it becomes a store. Copying pages is what makes a clone cost about
// what copying the file costs, where a fetch inserts every row again.

/// What a snapshot holds, in numbers, and whose it is.
public struct SnapshotSummary: Hashable, Sendable {
    /// The source store's id: the clone's remote is that store.
    public var storeID: String
    /// The source's latest change in the snapshot: where the clone's next fetch starts.
    public var latestSeq: Int64
    public var schemaVersion: Int
    public var objects: Int
    public var versions: Int
    public var heads: Int
    public var tags: Int
    /// The snapshot file's size.
    public var bytes: Int64
    /// On adoption: the parse of each head's text (by version id), done by the
    /// verification and reused by the clone's checkout to record its index (`CheckedText`).
    public var headTexts: [String: CheckedText] = [:]
}

/// Why a snapshot was refused. Nothing of it became a store.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not a SQLite file with a trellis store in it, or one SQLite cannot read.
    case notASnapshot(source: String, reason: String)
    /// Written by a newer trellis than this one.
    case newerSchema(source: String, found: Int, known: Int)
    /// It reads, but what it holds does not verify: each problem names the row.
    case rejected(source: String, problems: [FsckProblem])
    /// The clone's destination is taken.
    case destinationExists(String)

    public var description: String {
        switch self {
        case .notASnapshot(let source, let reason):
            return "the snapshot from \(source) is not a trellis store (\(reason)); nothing was stored"
        case .newerSchema(let source, let found, let known):
            return "the snapshot from \(source) was written by a newer trellis (schema \(found); this trellis knows up to \(known)); upgrade trellis"
        case .rejected(let source, let problems):
            let shown = problems.prefix(5).map(\.description).joined(separator: "; ")
            let more = problems.count > 5 ? " (and \(problems.count - 5) more)" : ""
            return "the snapshot from \(source) does not verify: \(shown)\(more); nothing was stored"
        case .destinationExists(let path):
            return "\(path) already exists: clone into a new folder"
        }
    }
}

public enum StoreSnapshot {
    /// The tables whose rows travel: the shared history, and the schema's own bookkeeping.
    /// Every other table is local to a store — open conflicts, remotes with their tokens,
    /// cursors and tracking refs, the solution cache, the working-copy index — and is
    /// emptied, as is any table a later migration adds until it is listed here.
    static let sharedTables: Set<String> = [
        "meta", "change", "object", "component", "version", "version_parent", "ref", "tag", "dependency",
        "source_text", "version_text",
        "grdb_migrations", "sqlite_sequence",
    ]

    /// A server snapshots stores up to this size in memory (two copies of the store held
    /// while it is sent) rather than through a temporary file.
    public static let inMemoryLimit: Int64 = 256 << 20

    /// The `meta` keys that travel; the receiver makes its own id and creation time.
    static let sharedMeta: Set<String> = Set(["schema_version", "store_id"] + RowDigest.Table.allCases.map(\.key))

    /// Empties every table that is not shared, drops refs other than heads and meta keys
    /// other than the shared ones. Returns the rows removed. Run with secure_delete on
    /// where the file leaves this machine, so the removed rows' bytes are overwritten.
    @discardableResult
    static func removeLocalState(_ db: Database) throws -> Int {
        var removed = 0
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        for table in tables where !sharedTables.contains(table) {
            try db.execute(sql: "DELETE FROM \(table.quotedDatabaseIdentifier)")
            removed += db.changesCount
        }
        try db.execute(sql: "DELETE FROM ref WHERE name != 'head'")
        removed += db.changesCount
        let keys = sharedMeta.sorted().map { "'\($0)'" }.joined(separator: ", ")
        try db.execute(sql: "DELETE FROM meta WHERE key NOT IN (\(keys))")
        removed += db.changesCount
        return removed
    }

    /// How a snapshot file is opened while it is made or adopted: it is a private
    /// temporary file, renamed into place only once complete, so no journal and no sync
    /// until the one fsync before the rename; pages read through a memory map.
    static func configuration(readonly: Bool = false) -> Configuration {
        var configuration = Configuration()
        configuration.readonly = readonly
        configuration.foreignKeysEnabled = false
        configuration.label = "TrellisSnapshot"
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA mmap_size = 1073741824")
            if !readonly { try db.execute(sql: "PRAGMA synchronous = OFF") }
        }
        return configuration
    }

    package static func fileSize(_ path: String) -> Int64 {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.int64Value ?? 0
    }

    /// The files SQLite may leave beside a database.
    public static func removeFiles(_ path: String) {
        for suffix in ["", "-journal", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    private static let temporaryNames = _Counter()

    /// A name for a temporary file beside `path`, in the same folder so that the final
    /// rename is atomic; the process id and a counter keep concurrent clones apart.
    public static func temporaryPath(beside path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let name = ".\(url.lastPathComponent).incoming-\(ProcessInfo.processInfo.processIdentifier)-\(temporaryNames.next())"
        return url.deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// An fsync of a file on another thread, waited for before the final one.
    final class BackgroundFlush: @unchecked Sendable {
        private let done = DispatchGroup()

        init(path: String) {
            done.enter()
            DispatchQueue.global(qos: .utility).async { [done] in
                defer { done.leave() }
                guard let handle = FileHandle(forUpdatingAtPath: path) else { return }
                try? handle.synchronize()
                try? handle.close()
            }
        }

        func wait() { done.wait() }
    }

    /// Flushes a finished file to disk, so the rename that publishes it never exposes a
    /// file whose pages a power loss could still take.
    static func synchronize(_ path: String) throws {
        guard let handle = FileHandle(forUpdatingAtPath: path) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        defer { try? handle.close() }
        try handle.synchronize()
    }
}
