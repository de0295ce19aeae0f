import GRDB
extension TrellisStore {
    /// How a working copy stands against the heads: `workingCopy` maps each component
    /// name found there to its content hash. Names in `unreadable` (files that did not
    /// parse) are neither new nor deleted: they are left out. Unchanged ones are not listed.
    public func status(workingCopy: [String: String], unreadable: Set<String> = []) throws -> [StatusEntry] {
        // Names and content hashes of every head in one pass; version ids only for the
        // few components that differ.
        let hashes = try headContent()
        var entries: [StatusEntry] = []
        for (name, hash) in workingCopy {
            switch hashes[name] {
            case .some(.some(let headHash)):
                if headHash != hash { entries.append(StatusEntry(name: name, state: .modified, headVersion: nil)) }
            case .some(.none), .none:
                entries.append(StatusEntry(name: name, state: .new, headVersion: nil))
            }
        }
        for (name, hash) in hashes where hash != nil && workingCopy[name] == nil && !unreadable.contains(name) {
            entries.append(StatusEntry(name: name, state: .deleted, headVersion: nil))
        }
        let ids = try headVersionIDs(of: entries.map(\.name))
        for index in entries.indices { entries[index].headVersion = ids[entries[index].name] }
        return entries.sorted { $0.name < $1.name }
    }

    /// name → content hash of its head (nil inside for a deletion).
    func headContent() throws -> [String: String?] {
        try writer.read { db in
            var result: [String: String?] = [:]
            result.reserveCapacity(1024)
            let rows = try Row.fetchCursor(db, sql: """
                SELECT r.component, v.object_hash FROM ref r JOIN version v ON v.id = r.version_id
                WHERE r.name = 'head'
                """)
            while let row = try rows.next() { result[row[0] as String] = .some(row[1] as String?) }
            return result
        }
    }

    /// name → head version id, for the named components that have a head.
    func headVersionIDs(of names: [String]) throws -> [String: String] {
        guard !names.isEmpty else { return [:] }
        return try writer.read { db in
            let statement = try db.cachedStatement(sql: "SELECT version_id FROM ref WHERE component = ? AND name = 'head'")
            var result: [String: String] = [:]
            for name in names { result[name] = try String.fetchOne(statement, arguments: [name]) }
            return result
        }
    }
}
