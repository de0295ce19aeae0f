import Foundation
import PostgresNIO
import TrellisModel
import TrellisStore

// What a push sends, verified exactly as a store file verifies it (the store's own
// checks: `ReceiveValidation`, `VersionID`, `TrellisStore.verify`), each batch in one
// transaction: all of it is kept, or none.
extension PostgresHubStorage {
    public func receiveObjects(_ objects: [(hash: String, data: Data)], message: String) async throws -> Int {
        var checked: [(hash: String, data: Data, component: String)] = []
        for object in objects {
            let actual = VersionID.sha256Hex(object.data)
            guard actual == object.hash else { throw ReceiveError.hashMismatch(object: object.hash, actual: actual) }
            let document = try ReceiveValidation.object(hash: object.hash, data: object.data)
            checked.append((hash: object.hash, data: object.data, component: document.name))
        }
        guard !checked.isEmpty else { return 0 }
        return try await write { connection, recorder in
            // Under the writers' lock: what another process kept meanwhile is skipped.
            let held = try await Self.held(checked.map(\.hash), in: "object", key: "hash", connection, logger: logger)
            var fresh = 0
            for object in checked where !held.contains(object.hash) {
                let seq = try await recorder.seq(connection, kind: "receive", author: author, message: message, logger: logger)
                try await connection.guardedQuery(
                    "INSERT INTO object (hash, data, component, seq) VALUES (\(object.hash), \(object.data), \(object.component), \(seq)) ON CONFLICT DO NOTHING",
                    logger: logger)
                fresh += 1
            }
            return fresh
        }
    }

    /// Versions (ids recomputed; parents here or earlier in the batch and of the same
    /// component; object here and the component named), tags (on versions here; one
    /// already made is kept as it is) and texts (parsing to their version's content).
    public func receiveHistory(_ versions: [VersionInfo], tags: [TagInfo], texts: [String: SourceText], message: String) async throws -> Int {
        for version in versions { try ReceiveValidation.version(version) }
        for tag in tags { try ReceiveValidation.tag(tag) }
        for version in versions {
            try ReceiveValidation.versionID(version)
        }
        guard !versions.isEmpty || !tags.isEmpty || !texts.isEmpty else { return 0 }
        return try await write { connection, recorder in
            var received = 0
            for version in versions.sorted(by: { ($0.generation, $0.id) < ($1.generation, $1.id) }) {
                if try await Self.versionRow(version.id, connection, logger: logger) != nil { continue }
                var generation: Int64 = 0
                var lineage: [(id: String, component: String?)] = []
                for parent in version.parents {
                    guard let row = try await Self.versionRow(parent, connection, logger: logger) else {
                        throw ReceiveError.missingParent(version: version.id, parent: parent)
                    }
                    lineage.append((parent, row.component))
                    generation = max(generation, row.generation)
                }
                try ReceiveValidation.lineage(version, parents: lineage)
                if let hash = version.contentHash {
                    let rows = try await connection.guardedQuery("SELECT component FROM object WHERE hash = \(hash)", logger: logger).collect()
                    guard let row = rows.first else { throw ReceiveError.missingObject(version: version.id, object: hash) }
                    let name = try row.decode(String.self)
                    guard name == version.component else { throw ReceiveError.wrongComponent(version: version.id, object: hash, found: name) }
                }
                let seq = try await recorder.seq(connection, kind: "receive", author: author, message: message, logger: logger)
                try await connection.guardedQuery(
                    """
                    INSERT INTO version (id, component, object_hash, parents, author, message, time_ms, generation, seq, renamed_from)
                    VALUES (\(version.id), \(version.component), \(version.contentHash), \(version.parents), \(version.author),
                            \(version.message), \(version.timeMilliseconds), \(generation + 1), \(seq), \(version.renamedFrom))
                    """, logger: logger)
                received += 1
            }
            for tag in tags {
                guard try await Self.versionRow(tag.versionID, connection, logger: logger) != nil else { throw ReceiveError.unknownVersion(tag.versionID) }
                // Tags never move: one already here (even on another version) is kept as it is.
                let existing = try await connection.guardedQuery(
                    "SELECT 1 FROM tag WHERE component = \(tag.component) AND name = \(tag.name)", logger: logger
                ).collect()
                if !existing.isEmpty { continue }
                let seq = try await recorder.seq(connection, kind: "receive", author: author, message: message, logger: logger)
                let time = Int64((tag.time.timeIntervalSince1970 * 1000).rounded())
                try await connection.guardedQuery(
                    """
                    INSERT INTO tag (component, name, key, version_id, author, time_ms, seq)
                    VALUES (\(tag.component), \(tag.name), \(tag.component + "@" + tag.name), \(tag.versionID), \(tag.author), \(time), \(seq))
                    """, logger: logger)
            }
            if !texts.isEmpty {
                let held = try await Self.versions(
                    connection.guardedQuery(
                        "SELECT \(unescaped: Self.versionColumns) FROM version WHERE id = ANY(\(Array(texts.keys)))", logger: logger))
                let byID = Dictionary(held.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
                for (id, text) in texts.sorted(by: { $0.key < $1.key }) {
                    guard let version = byID[id] else { throw ReceiveError.unknownVersion(id) }
                    try TrellisStore.verify(text, for: version)
                    try await connection.guardedQuery(
                        "INSERT INTO version_text (version_id, path, text) VALUES (\(id), \(text.path), \(text.text)) ON CONFLICT DO NOTHING",
                        logger: logger)
                }
            }
            return received
        }
    }

    /// A version's component and generation, if the hub holds it.
    static func versionRow(_ id: String, _ connection: PostgresConnection, logger: Logger) async throws -> (component: String, generation: Int64)? {
        let rows = try await connection.guardedQuery("SELECT component, generation FROM version WHERE id = \(id)", logger: logger).collect()
        guard let row = rows.first else { return nil }
        let (component, generation) = try row.decode((String, Int64).self)
        return (component, generation)
    }
}
