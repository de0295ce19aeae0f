import GRDB

extension TrellisStore {
    /// name → content hash of every component's head as it stood right after change `seq`
    /// (deleted and not-yet-existing components are left out): a store-wide point in the
    /// past, for "what changed since change N".
    ///
    /// Found by walking each current head's first-parent chain back to the newest version
    /// recorded at or before `seq`. That is exact for commits (a head always moves to a
    /// new child). A sync fast-forward that moved a head later than the version it moved
    /// to was received is seen as having happened at the receipt.
    public func headHashes(asOf seq: Int64) throws -> [String: String] {
        try writer.read { db in
            var versions: [String: (hash: String?, seq: Int64, parent: String?)] = [:]
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT v.id, v.object_hash, v.seq, p.parent_id FROM version v
                    LEFT JOIN version_parent p ON p.version_id = v.id AND p.position = 0
                    """)
            while let row = try rows.next() { versions[row[0]] = (row[1], row[2], row[3]) }
            var result: [String: String] = [:]
            let heads = try Row.fetchCursor(db, sql: "SELECT component, version_id FROM ref WHERE name = 'head'")
            while let head = try heads.next() {
                var id: String? = head[1]
                while let current = id, let version = versions[current], version.seq > seq { id = version.parent }
                if let id, let hash = versions[id]?.hash { result[head[0]] = hash }
            }
            return result
        }
    }
}
