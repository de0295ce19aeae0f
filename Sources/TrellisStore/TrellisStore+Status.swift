import GRDB
import GRDBSQLite

extension TrellisStore {
    /// How a working copy stands against the heads: `workingCopy` maps each component
    /// name found there to its content hash. Names in `unreadable` (files that did not
    /// parse) are neither new nor deleted: they are left out. Unchanged ones are not listed.
    public func status(workingCopy: [String: String], unreadable: Set<String> = []) throws -> [HeadDifference] {
        try writer.read { db in try Self.status(db, workingCopy: workingCopy, unreadable: unreadable) }
    }

    /// `status(workingCopy:unreadable:)` and `headTextHashes()` from one read transaction:
    /// what a project's `status` needs of the store, at the cost of one transaction (each
    /// read begins and ends one, which was most of a small project's status).
    public func statusAndHeadTextHashes(
        workingCopy: [String: String], unreadable: Set<String> = []
    ) throws -> (entries: [HeadDifference], headTextHashes: [String: String]) {
        try writer.read { db in
            (try Self.status(db, workingCopy: workingCopy, unreadable: unreadable), try Self.headTextHashes(db))
        }
    }

    static func status(_ db: Database, workingCopy: [String: String], unreadable: Set<String>) throws -> [HeadDifference] {
        // One pass over every head (name, content hash), compared as it is read; version
        // ids only for the few components that differ. Rows are read through SQLite's C
        // API: at 10,000 heads GRDB's `Row` per row was most of the time.
        var entries: [HeadDifference] = []
        var matched = 0
        do {
            let statement = try db.cachedStatement(
                sql: """
                    SELECT r.component, v.object_hash FROM ref r JOIN version v ON v.id = r.version_id
                    WHERE r.name = 'head'
                    """)
            let handle = statement.sqliteStatement
            sqlite3_reset(handle)
            defer { sqlite3_reset(handle) }
            while true {
                let code = sqlite3_step(handle)
                if code == SQLITE_DONE { break }
                guard code == SQLITE_ROW else {
                    throw DatabaseError(resultCode: ResultCode(rawValue: code), sql: statement.sql)
                }
                let name = Self.text(handle, 0) ?? ""
                let headHash = sqlite3_column_type(handle, 1) == SQLITE_NULL ? nil : sqlite3_column_text(handle, 1)
                if let hash = workingCopy[name] {
                    matched += 1
                    if let headHash {
                        if !Self.equal(hash, headHash, count: Int(sqlite3_column_bytes(handle, 1))) {
                            entries.append(HeadDifference(name: name, state: .modified, headVersion: nil))
                        }
                    } else {
                        entries.append(HeadDifference(name: name, state: .new, headVersion: nil))
                    }
                } else if headHash != nil, !unreadable.contains(name) {
                    entries.append(HeadDifference(name: name, state: .deleted, headVersion: nil))
                }
            }
        }
        if matched < workingCopy.count {
            // Some names of the working copy have no head: they are new.
            let heads = try Set(String.fetchAll(db.cachedStatement(sql: "SELECT component FROM ref WHERE name = 'head'")))
            for name in workingCopy.keys where !heads.contains(name) {
                entries.append(HeadDifference(name: name, state: .new, headVersion: nil))
            }
        }
        let ids = try headVersionIDs(db, of: entries.map(\.name))
        for index in entries.indices { entries[index].headVersion = ids[entries[index].name] }
        return entries.sorted { $0.name < $1.name }
    }

    static func text(_ handle: OpaquePointer, _ column: CInt) -> String? {
        guard let bytes = sqlite3_column_text(handle, column) else { return nil }
        return String(decoding: UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(handle, column))), as: UTF8.self)
    }

    static func equal(_ string: String, _ bytes: UnsafePointer<UInt8>, count: Int) -> Bool {
        var string = string
        return string.withUTF8 { $0.elementsEqual(UnsafeBufferPointer(start: bytes, count: count)) }
    }

    /// name → head version id, for the named components that have a head.
    static func headVersionIDs(_ db: Database, of names: [String]) throws -> [String: String] {
        guard !names.isEmpty else { return [:] }
        let statement = try db.cachedStatement(sql: "SELECT version_id FROM ref WHERE component = ? AND name = 'head'")
        var result: [String: String] = [:]
        for name in names { result[name] = try String.fetchOne(statement, arguments: [name]) }
        return result
    }
}
