import GRDB

extension TrellisStore {
    /// The version `name@revision` names (the head when `revision` is nil). Deletions
    /// resolve too: callers that need content check `isDeletion`.
    public func resolve(_ name: String, _ revision: String? = nil) throws -> VersionInfo {
        try writer.read { db in try Self.resolve(db, name, revision) }
    }

    public func resolve(_ target: ComponentRevision) throws -> VersionInfo {
        try resolve(target.name, target.revision)
    }

    static func resolve(_ db: Database, _ name: String, _ text: String?) throws -> VersionInfo {
        guard try componentExists(db, name) else {
            throw StoreError.unknownComponent(name, suggestion: try suggestion(db, for: name))
        }
        guard let revision = text.map(Revision.init) ?? .head else {
            throw StoreError.unknownRevision(component: name, revision: text ?? "")
        }
        switch revision {
        case .head:
            guard let head = try head(db, name) else { throw StoreError.unknownRevision(component: name, revision: "HEAD") }
            return head
        case .ancestor(let count):
            guard var version = try head(db, name) else { throw StoreError.unknownRevision(component: name, revision: "HEAD") }
            for _ in 0..<count {
                guard let parent = version.parents.first, let record = try VersionRecord.fetchOne(db, key: parent) else {
                    let total = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM version WHERE component = ?", arguments: [name]) ?? 0
                    throw StoreError.historyTooShort(component: name, revision: revision.description, versions: total)
                }
                version = try info(db, record)
            }
            return version
        case .tag(let tag):
            guard
                let record = try VersionRecord.fetchOne(
                    db,
                    sql: """
                        SELECT v.* FROM tag t JOIN version v ON v.id = t.version_id WHERE t.component = ? AND t.name = ?
                        """, arguments: [name, tag])
            else { throw StoreError.unknownRevision(component: name, revision: tag) }
            return try info(db, record)
        case .versionPrefix(let prefix):
            let records = try VersionRecord.fetchAll(
                db,
                sql: """
                    SELECT * FROM version WHERE component = ? AND substr(id, 1, ?) = ? ORDER BY id LIMIT 10
                    """, arguments: [name, prefix.count, prefix])
            switch records.count {
            case 0: throw StoreError.unknownRevision(component: name, revision: prefix)
            case 1: return try info(db, records[0])
            default: throw StoreError.ambiguousRevision(component: name, revision: prefix, candidates: records.map { String($0.id.prefix(12)) })
            }
        }
    }
}
