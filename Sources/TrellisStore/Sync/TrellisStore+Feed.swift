import Foundation
import GRDB
import TrellisModel

// The paged change feed a peer reads, and what a peer asks of this store before it
// sends or after it reads the feed: which objects and versions are missing, their
// bytes and records. The protocol itself (who asks what, in which order) is TrellisSync's.
extension TrellisStore {

    /// Up to `limit` entries of the change feed after `cursor`. Each part is a range query
    /// on a `(seq, …)` index, so a page costs what it returns, not what the store holds.
    public func feed(after cursor: FeedCursor, limit: Int) throws -> FeedPage {
        let limit = max(1, limit)
        return try writer.read { db in
            let latest = try Self.latestSeq(db)
            let versionRecords: [VersionRecord]
            if cursor.phase == 0 {
                versionRecords = try VersionRecord.fetchAll(
                    db,
                    sql: """
                        SELECT * FROM version WHERE (seq, generation, id) > (?, ?, ?) ORDER BY seq, generation, id LIMIT ?
                        """, arguments: [cursor.seq, cursor.generation, cursor.key, limit + 1])
            } else {
                versionRecords = try VersionRecord.fetchAll(
                    db,
                    sql: """
                        SELECT * FROM version WHERE seq > ? ORDER BY seq, generation, id LIMIT ?
                        """, arguments: [cursor.seq, limit + 1])
            }
            let headRows: [Row]
            switch cursor.phase {
            case 0:
                headRows = try Row.fetchAll(
                    db, sql: "SELECT component, version_id, seq FROM ref WHERE name = 'head' AND seq >= ? ORDER BY seq, component LIMIT ?",
                    arguments: [cursor.seq, limit + 1])
            case 1:
                headRows = try Row.fetchAll(
                    db, sql: "SELECT component, version_id, seq FROM ref WHERE name = 'head' AND (seq, component) > (?, ?) ORDER BY seq, component LIMIT ?",
                    arguments: [cursor.seq, cursor.key, limit + 1])
            default:
                headRows = try Row.fetchAll(
                    db, sql: "SELECT component, version_id, seq FROM ref WHERE name = 'head' AND seq > ? ORDER BY seq, component LIMIT ?",
                    arguments: [cursor.seq, limit + 1])
            }
            let tagRecords: [TagRecord]
            switch cursor.phase {
            case 0, 1:
                tagRecords = try TagRecord.fetchAll(
                    db, sql: "SELECT * FROM tag WHERE seq >= ? ORDER BY seq, component || '@' || name LIMIT ?", arguments: [cursor.seq, limit + 1])
            case 2:
                tagRecords = try TagRecord.fetchAll(
                    db, sql: "SELECT * FROM tag WHERE (seq, component || '@' || name) > (?, ?) ORDER BY seq, component || '@' || name LIMIT ?",
                    arguments: [cursor.seq, cursor.key, limit + 1])
            default:
                tagRecords = try TagRecord.fetchAll(
                    db, sql: "SELECT * FROM tag WHERE seq > ? ORDER BY seq, component || '@' || name LIMIT ?", arguments: [cursor.seq, limit + 1])
            }

            let heads = headRows.map { HeadRef(component: $0[0], versionID: $0[1], seq: $0[2]) }
            return FeedPage.assemble(
                after: cursor, limit: limit, latest: latest, versions: try Self.infos(db, versionRecords), heads: heads,
                tags: tagRecords.map { Self.info($0) })
        }
    }

    // MARK: What this store has

    /// The hashes of `hashes` this store does not hold.
    public func missingObjects(_ hashes: [String]) throws -> [String] {
        try writer.read { db in
            let statement = try db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM object WHERE hash = ?)")
            return try hashes.filter { try !(Bool.fetchOne(statement, arguments: [$0]) ?? false) }
        }
    }

    /// The ids of `ids` this store does not hold.
    public func missingVersions(_ ids: [String]) throws -> [String] {
        try writer.read { db in
            let statement = try db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM version WHERE id = ?)")
            return try ids.filter { try !(Bool.fetchOne(statement, arguments: [$0]) ?? false) }
        }
    }

    /// The canonical JSON of each object of `hashes` this store holds, as it travels (the
    /// receiver re-hashes it). A stored object that cannot be decoded is corrupt here,
    /// named, and nothing is sent.
    public func objects(_ hashes: [String]) throws -> [(hash: String, data: Data)] {
        try writer.read { db in
            let statement = try db.cachedStatement(sql: "SELECT data FROM object WHERE hash = ?")
            let inflater = Inflater(dictionary: ObjectDictionary.v1)
            return try hashes.compactMap { hash in
                guard let stored = try Data.fetchOne(statement, arguments: [hash]) else { return nil }
                do { return (hash, try StoredObject.decode(stored, with: inflater)) } catch {
                    throw StoreError.corruptObject(hash: hash, detail: "\(error)")
                }
            }
        }
    }

    /// The versions of `ids` this store holds, in the order asked. One prepared statement
    /// for every id: `fetchOne(key:)` builds and prepares its query each time, which was a
    /// fifth of a 10,000-component clone's CPU (its checkout asks for every head).
    public func versions(_ ids: [String]) throws -> [VersionInfo] {
        try writer.read { db in
            let statement = try db.cachedStatement(sql: "SELECT * FROM version WHERE id = ?")
            return try Self.infos(db, ids.compactMap { try VersionRecord.fetchOne(statement, arguments: [$0]) })
        }
    }

    /// Heads moved after change `seq`.
    public func headsMoved(since seq: Int64) throws -> [HeadRef] {
        try writer.read { db in
            try Row.fetchAll(db, sql: "SELECT component, version_id, seq FROM ref WHERE name = 'head' AND seq > ? ORDER BY seq, component", arguments: [seq])
                .map { HeadRef(component: $0[0], versionID: $0[1], seq: $0[2]) }
        }
    }

    /// Tags made after change `seq`.
    public func tags(since seq: Int64) throws -> [TagInfo] {
        try writer.read { db in
            try TagRecord.fetchAll(db, sql: "SELECT * FROM tag WHERE seq > ? ORDER BY seq, component, name", arguments: [seq]).map(Self.info)
        }
    }
}
