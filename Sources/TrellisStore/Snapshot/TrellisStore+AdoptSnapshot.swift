import Foundation
import GRDB
import TrellisMigrations

/// The remote a clone records: where the snapshot came from. (No token: tokens live in the
/// project's credentials file, never in the store.)
public struct CloneOrigin: Hashable, Sendable {
    public var name: String
    public var url: String

    public init(name: String = "origin", url: String) {
        self.name = name
        self.url = url
    }
}

extension TrellisStore {
    /// Makes the store at `path` out of a received snapshot file, `snapshot` (a
    /// temporary file in the same folder, which this consumes): checks that it is a
    /// trellis store this build can read, verifies everything in it (`SnapshotVerifier`),
    /// empties what is local to the source, gives it its own store id, records `origin`
    /// as its remote — cursor at the snapshot's latest change, tracking refs at its heads,
    /// everything merged and pushed — and only then renames it into place. On any failure
    /// the snapshot is removed and nothing exists at `path`.
    public static func adoptSnapshot(
        _ snapshot: String, at path: String, origin: CloneOrigin, source: String, environment: StoreEnvironment
    ) throws -> (store: TrellisStore, summary: SnapshotSummary) {
        do {
            guard !FileManager.default.fileExists(atPath: path) else { throw SnapshotError.destinationExists(path) }
            guard isValidRemoteName(origin.name) else { throw RemoteError.invalidName(origin.name) }
            let known = try TrellisMigrations.all().last?.number ?? 0
            let found = try snapshotSchema(snapshot, source: source)
            guard found <= known else { throw SnapshotError.newerSchema(source: source, found: found, known: known) }

            // Writing the file back to disk is I/O the verification's CPU work can hide:
            // it starts now, and the fsync before the rename finds little left to do.
            let flush = StoreSnapshot.BackgroundFlush(path: snapshot)
            defer { flush.wait() }
            let problems: [FsckProblem]
            let headTexts: [String: CheckedText]
            do {
                (problems, headTexts) = try SnapshotVerifier(path: snapshot).verifyKeepingTexts()
            } catch let error as DatabaseError {
                throw SnapshotError.notASnapshot(source: source, reason: "SQLite cannot read it: \(error.message ?? "\(error.resultCode)")")
            }
            guard problems.isEmpty else { throw SnapshotError.rejected(source: source, problems: problems) }

            if found < known {
                // From an older trellis: brought to this schema before anything is recorded in it.
                let queue = try DatabaseQueue(path: snapshot, configuration: StoreSnapshot.configuration())
                _ = try TrellisStore(queue, environment: environment, path: snapshot)
                try queue.close()
            }
            var summary = try recordOrigin(in: snapshot, origin: origin, environment: environment)
            summary.bytes = StoreSnapshot.fileSize(snapshot)
            // What was verified is what the store holds (no migration ran on it since).
            summary.headTexts = found == known ? headTexts : [:]
            flush.wait()
            try StoreSnapshot.synchronize(snapshot)
            guard !FileManager.default.fileExists(atPath: path) else { throw SnapshotError.destinationExists(path) }
            try FileManager.default.moveItem(atPath: snapshot, toPath: path)
            return (try open(path: path, environment: environment), summary)
        } catch {
            StoreSnapshot.removeFiles(snapshot)
            throw error
        }
    }

    /// The schema version a snapshot file declares, or why it is no trellis store.
    static func snapshotSchema(_ snapshot: String, source: String) throws -> Int {
        let state: FileState
        do {
            state = try inspect(path: snapshot)
        } catch let error as StoreError {
            if case .notAStore(_, let reason) = error { throw SnapshotError.notASnapshot(source: source, reason: reason) }
            throw error
        }
        switch state {
        case .missing, .empty: throw SnapshotError.notASnapshot(source: source, reason: "it is empty")
        case .store(let version, _):
            guard version >= 1 else { throw SnapshotError.notASnapshot(source: source, reason: "schema version \(version)") }
            return version
        }
    }

    /// Empties the source's local state, gives the store its own id and records the
    /// origin remote, in one transaction. Returns what the snapshot held.
    static func recordOrigin(in snapshot: String, origin: CloneOrigin, environment: StoreEnvironment) throws -> SnapshotSummary {
        let queue = try DatabaseQueue(path: snapshot, configuration: StoreSnapshot.configuration())
        defer { try? queue.close() }
        try queue.writeWithoutTransaction { db in
            // A file store runs in WAL mode once opened as a store; until the rename it is one plain file.
            try db.execute(sql: "PRAGMA journal_mode = DELETE")
        }
        let summary = try queue.write { db -> SnapshotSummary in
            let summary = try snapshotSummary(db)
            try StoreSnapshot.removeLocalState(db)
            try db.execute(sql: "UPDATE meta SET value = ? WHERE key = 'store_id'", arguments: [environment.makeStoreID()])
            try db.execute(sql: "INSERT INTO meta (key, value) VALUES ('created_ms', ?)", arguments: [String(environment.clock().storeMilliseconds)])
            // What the remote had is ours, merged and pushed: the next fetch asks for what
            // it records after this, the next push sends only what we commit after this.
            try db.execute(
                sql: """
                    INSERT INTO remote (name, url, store_id, fetch_seq, fetch_phase, fetch_generation, fetch_key, push_seq)
                    VALUES (?, ?, ?, ?, 3, 0, '', ?)
                    """, arguments: [origin.name, origin.url, summary.storeID, summary.latestSeq, summary.latestSeq])
            try db.execute(
                sql: """
                    INSERT INTO remote_ref (remote, component, version_id, pending)
                    SELECT ?, component, version_id, 0 FROM ref WHERE name = 'head'
                    """, arguments: [origin.name])
            return summary
        }
        try queue.close()
        return summary
    }
}
