import Foundation
import GRDB
import TrellisModel

// Remotes: other stores this one syncs with, the position in each one's change feed,
// and remote-tracking refs (remotes/NAME/COMPONENT).
extension TrellisStore {
    public static func isValidRemoteName(_ name: String) -> Bool {
        ComponentName.isValid(name, as: .remote)
    }

    /// Records a remote. Its token, if it needs one, is the project's credentials file's
    /// (TrellisSync's `Credentials`), never the store's: a store travels (snapshots, backups).
    public func addRemote(name: String, url: String) throws {
        guard Self.isValidRemoteName(name) else { throw RemoteError.invalidName(name) }
        try writer.write { db in
            if let existing = try String.fetchOne(db, sql: "SELECT url FROM remote WHERE name = ?", arguments: [name]) {
                throw RemoteError.remoteExists(name, url: existing)
            }
            try db.execute(sql: "INSERT INTO remote (name, url) VALUES (?, ?)", arguments: [name, url])
        }
    }

    /// Forgets a remote and its remote-tracking refs (open conflicts stay).
    public func removeRemote(name: String) throws {
        try writer.write { db in
            try Self.requireRemote(db, name)
            try db.execute(sql: "DELETE FROM remote_ref WHERE remote = ?", arguments: [name])
            try db.execute(sql: "DELETE FROM remote WHERE name = ?", arguments: [name])
        }
    }

    public func remotes() throws -> [RemoteInfo] {
        try writer.read { db in try Row.fetchAll(db, sql: "SELECT * FROM remote ORDER BY name").map(Self.remoteInfo) }
    }

    public func remote(named name: String) throws -> RemoteInfo {
        try writer.read { db in
            try Self.requireRemote(db, name)
            return Self.remoteInfo(try Row.fetchOne(db, sql: "SELECT * FROM remote WHERE name = ?", arguments: [name])!)
        }
    }

    static func requireRemote(_ db: Database, _ name: String) throws {
        guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM remote WHERE name = ?)", arguments: [name]) == true else {
            throw RemoteError.unknownRemote(name, known: try String.fetchAll(db, sql: "SELECT name FROM remote ORDER BY name"))
        }
    }

    static func remoteInfo(_ row: Row) -> RemoteInfo {
        RemoteInfo(
            name: row["name"], url: row["url"], token: row["token"], storeID: row["store_id"],
            fetchCursor: FeedCursor(seq: row["fetch_seq"], phase: row["fetch_phase"], generation: row["fetch_generation"], key: row["fetch_key"]),
            pushSeq: row["push_seq"])
    }

    /// Records the remote store's id; a different id than before means the remote is
    /// another store now, and its cursor starts over.
    public func setRemoteStoreID(_ name: String, storeID: String) throws {
        try writer.write { db in
            try Self.requireRemote(db, name)
            let known = try String.fetchOne(db, sql: "SELECT store_id FROM remote WHERE name = ?", arguments: [name])
            guard known != storeID else { return }
            try db.execute(
                sql: """
                    UPDATE remote SET store_id = ?, fetch_seq = 0, fetch_phase = 3, fetch_generation = 0, fetch_key = '', push_seq = 0 WHERE name = ?
                    """, arguments: [storeID, name])
        }
    }

    /// After a push: the remote's heads are now `heads` (merged: not pending), and our
    /// changes up to `pushSeq` are there.
    public func recordPush(remote: String, heads: [HeadRef], pushSeq: Int64?) throws {
        try writer.write { db in
            try Self.requireRemote(db, remote)
            let upsert = try db.cachedStatement(
                sql: """
                    INSERT INTO remote_ref (remote, component, version_id, pending) VALUES (?, ?, ?, 0)
                    ON CONFLICT(remote, component) DO UPDATE SET version_id = excluded.version_id, pending = 0
                    """)
            for head in heads { try upsert.execute(arguments: [remote, head.component, head.versionID]) }
            if let pushSeq { try db.execute(sql: "UPDATE remote SET push_seq = max(push_seq, ?) WHERE name = ?", arguments: [pushSeq, remote]) }
        }
    }

    /// A remote's tracking refs: all, the named components only, or those not yet merged.
    public func remoteRefs(_ remote: String, components: [String]? = nil, pendingOnly: Bool = false) throws -> [RemoteRef] {
        try writer.read { db in
            try Self.requireRemote(db, remote)
            let rows: [Row]
            if let components {
                let statement = try db.cachedStatement(sql: "SELECT * FROM remote_ref WHERE remote = ? AND component = ?")
                rows = try components.compactMap { try Row.fetchOne(statement, arguments: [remote, $0]) }
            } else if pendingOnly {
                rows = try Row.fetchAll(db, sql: "SELECT * FROM remote_ref WHERE remote = ? AND pending = 1 ORDER BY component", arguments: [remote])
            } else {
                rows = try Row.fetchAll(db, sql: "SELECT * FROM remote_ref WHERE remote = ? ORDER BY component", arguments: [remote])
            }
            return rows.map { RemoteRef(remote: $0["remote"], component: $0["component"], versionID: $0["version_id"], pending: $0["pending"]) }
        }
    }
}
