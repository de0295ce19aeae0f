import Foundation
import GRDB

// A component's history across its renames (`trellis log --follow`).
extension TrellisStore {
    /// `name`'s versions and every version they descend from — through a rename's parent,
    /// the history of the name it was renamed from — newest first (by change sequence). A
    /// version of the old name recorded after the rename (the old name's deletion, or a
    /// component made again under it) is no ancestor and is left out, as git's
    /// `log --follow` leaves out what only shares the path.
    public func log(of name: String, limit: Int? = nil, follow: Bool) throws -> [VersionInfo] {
        guard follow else { return try log(of: name, limit: limit) }
        return try writer.read { db in
            guard try Self.componentExists(db, name) else {
                throw StoreError.unknownComponent(name, suggestion: try Self.suggestion(db, for: name))
            }
            var records = try VersionRecord.fetchAll(db, sql: "SELECT * FROM version WHERE component = ?", arguments: [name])
            var seen = Set(records.map(\.id))
            let parents = try db.cachedStatement(
                sql: "SELECT v.* FROM version_parent p JOIN version v ON v.id = p.parent_id WHERE p.version_id = ?")
            var stack = records.filter { $0.renamedFrom != nil }.map(\.id)
            while let next = stack.popLast() {
                for parent in try VersionRecord.fetchAll(parents, arguments: [next]) where seen.insert(parent.id).inserted {
                    records.append(parent)
                    stack.append(parent.id)
                }
            }
            records.sort { ($0.seq, $1.id) > ($1.seq, $0.id) }
            if let limit, limit >= 0, records.count > limit { records.removeSubrange(limit...) }
            return try Self.infos(db, records)
        }
    }
}

extension TrellisStore {
    /// The rename that `deletion` (a deletion of its component) was recorded with: a version
    /// renamed from that component which continues the same version, or nil when the
    /// deletion was no rename's.
    public func rename(recordedWith deletion: String) throws -> VersionInfo? {
        try writer.read { db in
            let record = try VersionRecord.fetchOne(
                db,
                sql: """
                    SELECT v.* FROM version d JOIN version_parent dp ON dp.version_id = d.id
                    JOIN version_parent rp ON rp.parent_id = dp.parent_id JOIN version v ON v.id = rp.version_id
                    WHERE d.id = ? AND d.object_hash IS NULL AND v.renamed_from = d.component
                    ORDER BY v.seq, v.id LIMIT 1
                    """, arguments: [deletion])
            return try record.map { try Self.info(db, $0) }
        }
    }
}
