import Foundation
import PostgresNIO
import TrellisStore

// What clients read: the store id, the paged change feed, objects, texts, what is missing.
extension PostgresHubStorage {
    public func storeID() async throws -> String {
        try await transaction(readOnly: true) { connection in
            let rows = try await connection.guardedQuery("SELECT value FROM hub_meta WHERE key = 'store_id'", logger: logger).collect()
            guard let row = rows.first else { throw HubDatabaseError.query(database: database.description, detail: "the hub has no store id (hub_meta)") }
            return try row.decode(String.self)
        }
    }

    public func latestSeq() async throws -> Int64 {
        try await transaction(readOnly: true) { connection in try await Self.latestSeq(connection, logger: logger) }
    }

    static func latestSeq(_ connection: PostgresConnection, logger: Logger) async throws -> Int64 {
        try await connection.guardedQuery("SELECT coalesce(max(seq), 0)::bigint FROM change", logger: logger).collect()[0].decode(Int64.self)
    }

    /// One page of the feed: the same three range queries as a store file's
    /// (`TrellisStore.feed`), read in one snapshot, put in order by `FeedPage.assemble`.
    public func feed(after cursor: FeedCursor, limit: Int) async throws -> FeedPage {
        let limit = max(1, limit), take = limit + 1
        return try await transaction(readOnly: true) { connection in
            let latest = try await Self.latestSeq(connection, logger: logger)
            let versionQuery: PostgresQuery =
                cursor.phase == 0
                ? "SELECT \(unescaped: Self.versionColumns) FROM version WHERE (seq, generation, id) > (\(cursor.seq), \(cursor.generation), \(cursor.key)) ORDER BY seq, generation, id LIMIT \(take)"
                : "SELECT \(unescaped: Self.versionColumns) FROM version WHERE seq > \(cursor.seq) ORDER BY seq, generation, id LIMIT \(take)"
            let versions = try await Self.versions(connection.guardedQuery(versionQuery, logger: logger))
            let headQuery: PostgresQuery
            switch cursor.phase {
            case 0: headQuery = "SELECT component, version_id, seq FROM head WHERE seq >= \(cursor.seq) ORDER BY seq, component LIMIT \(take)"
            case 1:
                headQuery =
                    "SELECT component, version_id, seq FROM head WHERE (seq, component) > (\(cursor.seq), \(cursor.key)) ORDER BY seq, component LIMIT \(take)"
            default: headQuery = "SELECT component, version_id, seq FROM head WHERE seq > \(cursor.seq) ORDER BY seq, component LIMIT \(take)"
            }
            var heads: [HeadRef] = []
            for try await (component, version, seq) in try await connection.guardedQuery(headQuery, logger: logger).decode((String, String, Int64).self) {
                heads.append(HeadRef(component: component, versionID: version, seq: seq))
            }
            let tagQuery: PostgresQuery
            switch cursor.phase {
            case 0, 1: tagQuery = "SELECT \(unescaped: Self.tagColumns) FROM tag WHERE seq >= \(cursor.seq) ORDER BY seq, key LIMIT \(take)"
            case 2: tagQuery = "SELECT \(unescaped: Self.tagColumns) FROM tag WHERE (seq, key) > (\(cursor.seq), \(cursor.key)) ORDER BY seq, key LIMIT \(take)"
            default: tagQuery = "SELECT \(unescaped: Self.tagColumns) FROM tag WHERE seq > \(cursor.seq) ORDER BY seq, key LIMIT \(take)"
            }
            var tags: [TagInfo] = []
            for try await (component, name, version, author, time, seq) in try await connection.guardedQuery(tagQuery, logger: logger)
                .decode((String, String, String, String, Int64, Int64).self)
            {
                tags.append(TagInfo(component: component, name: name, versionID: version, author: author, timeMilliseconds: time, seq: seq))
            }
            return FeedPage.assemble(after: cursor, limit: limit, latest: latest, versions: versions, heads: heads, tags: tags)
        }
    }

    static let versionColumns = "id, component, object_hash, parents, author, message, time_ms, generation, seq, renamed_from"
    static let tagColumns = "component, name, version_id, author, time_ms, seq"

    static func versions(_ rows: PostgresRowSequence) async throws -> [VersionInfo] {
        var versions: [VersionInfo] = []
        for try await (id, component, hash, parents, author, message, time, generation, seq, renamedFrom)
            in rows
            .decode((String, String, String?, [String], String, String, Int64, Int64, Int64, String?).self)
        {
            versions.append(
                VersionInfo(
                    id: id, component: component, contentHash: hash, parents: parents, author: author, message: message,
                    timeMilliseconds: time, generation: generation, seq: seq, renamedFrom: renamedFrom))
        }
        return versions
    }

    public func sourceTexts(of versionIDs: [String]) async throws -> [String: SourceText] {
        guard !versionIDs.isEmpty else { return [:] }
        return try await transaction(readOnly: true) { connection in
            var texts: [String: SourceText] = [:]
            let rows = try await connection.guardedQuery(
                "SELECT version_id, path, text FROM version_text WHERE version_id = ANY(\(versionIDs))", logger: logger)
            for try await (id, path, text) in rows.decode((String, String, String).self) { texts[id] = SourceText(text: text, path: path) }
            return texts
        }
    }

    /// The objects of `hashes` held, in the order asked.
    public func objects(_ hashes: [String]) async throws -> [(hash: String, data: Data)] {
        guard !hashes.isEmpty else { return [] }
        let found = try await transaction(readOnly: true) { connection in
            var found: [String: Data] = [:]
            let rows = try await connection.guardedQuery("SELECT hash, data FROM object WHERE hash = ANY(\(hashes))", logger: logger)
            for try await (hash, data) in rows.decode((String, Data).self) { found[hash] = data }
            return found
        }
        return hashes.compactMap { hash in found[hash].map { (hash: hash, data: $0) } }
    }

    public func missingObjects(_ hashes: [String]) async throws -> [String] {
        try await missing(hashes, in: "object", key: "hash")
    }

    public func missingVersions(_ ids: [String]) async throws -> [String] {
        try await missing(ids, in: "version", key: "id")
    }

    /// Which of `keys` `table` lacks, in the order asked.
    func missing(_ keys: [String], in table: String, key: String) async throws -> [String] {
        guard !keys.isEmpty else { return [] }
        let held = try await transaction(readOnly: true) { connection in
            try await Self.held(keys, in: table, key: key, connection, logger: logger)
        }
        return keys.filter { !held.contains($0) }
    }

    static func held(_ keys: [String], in table: String, key: String, _ connection: PostgresConnection, logger: Logger) async throws -> Set<String> {
        var held = Set<String>()
        let rows = try await connection.guardedQuery("SELECT \(unescaped: key) FROM \(unescaped: table) WHERE \(unescaped: key) = ANY(\(keys))", logger: logger)
        for try await key in rows.decode(String.self) { held.insert(key) }
        return held
    }
}
