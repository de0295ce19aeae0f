import Foundation
import GRDB
import TrellisModel

extension TrellisStore {
    /// Every component's head, sorted by name (tombstones included: `isDeletion`).
    public func heads() throws -> [VersionInfo] {
        try writer.read { db in
            // Cached: a statement prepared anew is authorized column by column (GRDB's
            // region tracking), which cost more than the query in status-heavy loops.
            let rows = try VersionRecord.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT v.* FROM ref r JOIN version v ON v.id = r.version_id
                        WHERE r.name = 'head' ORDER BY r.component
                        """))
            return try Self.infos(db, rows)
        }
    }

    /// name → content hash of every head that is not a deletion: what status compares with.
    public func headHashes() throws -> [String: String] {
        try writer.read { db in
            var result: [String: String] = [:]
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT r.component, v.object_hash FROM ref r JOIN version v ON v.id = r.version_id
                    WHERE r.name = 'head' AND v.object_hash IS NOT NULL
                    """)
            while let row = try rows.next() { result[row[0]] = row[1] }
            return result
        }
    }

    public func head(of name: String) throws -> VersionInfo? {
        try writer.read { db in try Self.head(db, name) }
    }

    public func version(_ id: String) throws -> VersionInfo? {
        try writer.read { db in
            try VersionRecord.fetchOne(db, key: id).map { try Self.info(db, $0) }
        }
    }

    /// The component names the store has ever seen, sorted.
    public func componentNames() throws -> [String] {
        try writer.read { db in try String.fetchAll(db, sql: "SELECT name FROM component ORDER BY name") }
    }

    /// A component's versions, newest first (by change sequence, which always orders a
    /// parent before its children).
    public func log(of name: String, limit: Int? = nil) throws -> [VersionInfo] {
        try writer.read { db in
            guard try Self.componentExists(db, name) else {
                throw StoreError.unknownComponent(name, suggestion: try Self.suggestion(db, for: name))
            }
            let rows = try VersionRecord.fetchAll(
                db,
                sql: """
                    SELECT * FROM version WHERE component = ? ORDER BY seq DESC, id LIMIT ?
                    """, arguments: [name, limit ?? -1])
            return try Self.infos(db, rows)
        }
    }

    /// The store's write actions, newest first, each with the components it touched.
    public func history(limit: Int? = nil) throws -> [ChangeInfo] {
        try writer.read { db in
            let changes = try ChangeRecord.fetchAll(db, sql: "SELECT * FROM change ORDER BY seq DESC LIMIT ?", arguments: [limit ?? -1])
            return try Self.changeInfos(db, changes)
        }
    }

    /// The changes that recorded `versions` (how each came to be in this store), by seq.
    public func changes(recording versions: [VersionInfo]) throws -> [Int64: ChangeInfo] {
        try writer.read { db in
            let statement = try db.cachedStatement(sql: "SELECT * FROM change WHERE seq = ?")
            let records = try Set(versions.map(\.seq)).sorted().compactMap { try ChangeRecord.fetchOne(statement, arguments: [$0]) }
            return Dictionary(uniqueKeysWithValues: try Self.changeInfos(db, records).map { ($0.seq, $0) })
        }
    }

    static func changeInfos(_ db: Database, _ changes: [ChangeRecord]) throws -> [ChangeInfo] {
        let names = try db.cachedStatement(
            sql: """
                SELECT component FROM version WHERE seq = ?
                UNION SELECT component FROM tag WHERE seq = ? ORDER BY 1
                """)
        return try changes.map { change in
            ChangeInfo(
                // The table's CHECK admits only ChangeKind's values.
                seq: change.seq ?? 0, kind: ChangeKind(rawValue: change.kind) ?? .commit, source: change.source,
                author: change.author, message: change.message, time: Date(storeMilliseconds: change.timeMS),
                components: try String.fetchAll(names, arguments: [change.seq, change.seq]))
        }
    }

    /// The canonical bytes of an object, verified against its hash.
    public func objectData(_ hash: String) throws -> Data {
        try writer.read { db in try Self.objectData(db, hash) }
    }

    /// The component a version recorded; nil for a deletion. The object is verified
    /// against its hash before it is decoded.
    public func document(at version: VersionInfo) throws -> LayoutDocument? {
        guard let hash = version.contentHash else { return nil }
        let data = try objectData(hash)
        do {
            return try LayoutDocument(canonicalData: data)
        } catch {
            throw StoreError.corruptObject(hash: hash, detail: "\(error)")
        }
    }

    /// `document(at:)` of each of `versions`, in order, from one read transaction with one
    /// inflater: a checkout of thousands (a clone's) reads them in batches rather than
    /// paying a transaction and an inflater's set-up per component. Each object is
    /// verified against its hash before it is decoded, as `document(at:)` does.
    public func documents(at versions: [VersionInfo]) throws -> [LayoutDocument?] {
        guard !versions.isEmpty else { return [] }
        return try writer.read { db in
            let statement = try db.cachedStatement(sql: "SELECT data FROM object WHERE hash = ?")
            let inflater = Inflater(dictionary: ObjectDictionary.v1)
            return try versions.map { version -> LayoutDocument? in
                guard let hash = version.contentHash else { return nil }
                let data = try Self.objectData(statement, hash, inflater: inflater)
                do {
                    return try LayoutDocument(canonicalData: data)
                } catch {
                    throw StoreError.corruptObject(hash: hash, detail: "\(error)")
                }
            }
        }
    }

    // MARK: Shared by reads

    static func objectData(_ db: Database, _ hash: String) throws -> Data {
        let statement = try db.cachedStatement(sql: "SELECT data FROM object WHERE hash = ?")
        return try objectData(statement, hash, inflater: Inflater(dictionary: ObjectDictionary.v1))
    }

    /// An object's canonical bytes through `statement` (`SELECT data FROM object WHERE hash = ?`),
    /// verified against its hash.
    static func objectData(_ statement: Statement, _ hash: String, inflater: Inflater) throws -> Data {
        guard let stored = try Data.fetchOne(statement, arguments: [hash]) else {
            throw StoreError.corruptObject(hash: hash, detail: "missing from the store")
        }
        let data: Data
        do { data = try StoredObject.decode(stored, with: inflater) } catch { throw StoreError.corruptObject(hash: hash, detail: "\(error)") }
        let actual = VersionID.sha256Hex(data)
        guard actual == hash else {
            throw StoreError.corruptObject(hash: hash, detail: "its data hashes to \(actual)")
        }
        return data
    }

    static func head(_ db: Database, _ name: String) throws -> VersionInfo? {
        let record = try VersionRecord.fetchOne(
            db,
            sql: """
                SELECT v.* FROM ref r JOIN version v ON v.id = r.version_id WHERE r.component = ? AND r.name = 'head'
                """, arguments: [name])
        return try record.map { try info(db, $0) }
    }

    static func componentExists(_ db: Database, _ name: String) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM component WHERE name = ?)", arguments: [name]) ?? false
    }

    static func suggestion(_ db: Database, for name: String) throws -> String? {
        Suggestions.closest(to: name, in: try String.fetchAll(db, sql: "SELECT name FROM component"))
    }

    static func info(_ db: Database, _ record: VersionRecord) throws -> VersionInfo {
        try infos(db, [record])[0]
    }

    static func infos(_ db: Database, _ records: [VersionRecord]) throws -> [VersionInfo] {
        let parents = try db.cachedStatement(sql: "SELECT parent_id FROM version_parent WHERE version_id = ? ORDER BY position")
        return try records.map { record in
            VersionInfo(
                id: record.id, component: record.component, contentHash: record.objectHash,
                parents: try String.fetchAll(parents, arguments: [record.id]),
                author: record.author, message: record.message,
                time: Date(storeMilliseconds: record.timeMS), timeMilliseconds: record.timeMS,
                generation: record.generation, seq: record.seq, renamedFrom: record.renamedFrom)
        }
    }
}
