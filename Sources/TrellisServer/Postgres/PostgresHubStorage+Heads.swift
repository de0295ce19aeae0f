import Foundation
import PostgresNIO
import TrellisStore

// A push's heads: compare-and-swap, all or none, safe against every other server process
// on the same database.
extension PostgresHubStorage {
    /// Moves heads as `TrellisStore.compareAndSwapHeads` does: each must still be at
    /// `expected` and `new` must descend from it, else nothing moves and `StaleHeads`
    /// names every head that failed; a head already at `new` succeeds without a write.
    /// Each move is conditional on the old value in SQL (`UPDATE … WHERE version_id =
    /// old`, or an insert that yields to an existing head) and its row count checked, so
    /// even a writer that skipped the lock could not overwrite a head it did not see.
    public func compareAndSwapHeads(_ updates: [HeadUpdate], message: String) async throws -> [HeadRef] {
        for update in updates {
            try ReceiveValidation.head(component: update.component, versionID: update.new)
            if let expected = update.expected { try ReceiveValidation.id(expected, what: "head of \(update.component)", field: "expected version") }
        }
        guard !updates.isEmpty else { return [] }
        return try await write { connection, recorder in
            var stale: [StaleHeads.Entry] = []
            var moves: [HeadUpdate] = []
            for update in updates {
                guard let row = try await Self.versionRow(update.new, connection, logger: logger), row.component == update.component else {
                    throw ReceiveError.unknownVersion(update.new)
                }
                let current = try await Self.head(of: update.component, connection, logger: logger)
                if current == update.new { continue }
                if current != update.expected {
                    stale.append(.init(component: update.component, expected: update.expected, actual: current))
                } else if let expected = update.expected, !(try await Self.isAncestor(expected, of: update.new, connection, logger: logger)) {
                    stale.append(.init(component: update.component, expected: update.expected, actual: current))
                } else {
                    moves.append(update)
                }
            }
            if !stale.isEmpty { throw StaleHeads(entries: stale) }
            var moved: [HeadRef] = []
            for move in moves {
                let seq = try await recorder.seq(connection, kind: "push", author: author, message: message, logger: logger)
                let query: PostgresQuery =
                    if let expected = move.expected {
                        "UPDATE head SET version_id = \(move.new), seq = \(seq) WHERE component = \(move.component) AND version_id = \(expected) RETURNING component"
                    } else {
                        "INSERT INTO head (component, version_id, seq) VALUES (\(move.component), \(move.new), \(seq)) ON CONFLICT DO NOTHING RETURNING component"
                    }
                let changed = try await connection.guardedQuery(query, logger: logger).collect().count
                guard changed == 1 else {
                    let actual = try await Self.head(of: move.component, connection, logger: logger)
                    throw StaleHeads(entries: [.init(component: move.component, expected: move.expected, actual: actual)])
                }
                moved.append(HeadRef(component: move.component, versionID: move.new, seq: seq))
            }
            return moved
        }
    }

    static func head(of component: String, _ connection: PostgresConnection, logger: Logger) async throws -> String? {
        try await connection.guardedQuery("SELECT version_id FROM head WHERE component = \(component)", logger: logger).collect().first?.decode(String.self)
    }

    /// Whether `ancestor` is `version` or one of its ancestors (walking parents).
    static func isAncestor(_ ancestor: String, of version: String, _ connection: PostgresConnection, logger: Logger) async throws -> Bool {
        if ancestor == version { return true }
        let rows = try await connection.guardedQuery(
            """
            WITH RECURSIVE line(id) AS (
                SELECT unnest(parents) FROM version WHERE id = \(version)
                UNION
                SELECT unnest(v.parents) FROM version v JOIN line ON v.id = line.id
            )
            SELECT 1 FROM line WHERE id = \(ancestor) LIMIT 1
            """, logger: logger
        ).collect()
        return !rows.isEmpty
    }
}
