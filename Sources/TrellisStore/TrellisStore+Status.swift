import GRDB
extension TrellisStore {
    /// How a working copy stands against the heads: `workingCopy` maps each component
    /// name found there to its content hash. Names in `unreadable` (files that did not
    /// parse) are neither new nor deleted: they are left out. Unchanged ones are not listed.
    public func status(workingCopy: [String: String], unreadable: Set<String> = []) throws -> [StatusEntry] {
        let heads = try headVersions()
        var entries: [StatusEntry] = []
        for (name, hash) in workingCopy {
            if let head = heads[name], let headHash = head.hash {
                if headHash != hash { entries.append(StatusEntry(name: name, state: .modified, headVersion: head.id)) }
            } else {
                entries.append(StatusEntry(name: name, state: .new, headVersion: heads[name]?.id))
            }
        }
        for (name, head) in heads where head.hash != nil && workingCopy[name] == nil && !unreadable.contains(name) {
            entries.append(StatusEntry(name: name, state: .deleted, headVersion: head.id))
        }
        return entries.sorted { $0.name < $1.name }
    }

    /// name → (head version id, content hash or nil for a deletion).
    func headVersions() throws -> [String: (id: String, hash: String?)] {
        try writer.read { db in
            var result: [String: (id: String, hash: String?)] = [:]
            let rows = try Row.fetchCursor(db, sql: """
                SELECT r.component, r.version_id, v.object_hash FROM ref r JOIN version v ON v.id = r.version_id
                WHERE r.name = 'head'
                """)
            while let row = try rows.next() { result[row[0]] = (row[1], row[2]) }
            return result
        }
    }
}
