import Foundation
import GRDB

/// One entry of the solution cache (migration 0003): an opaque solved layout under the
/// key its producer computed. The store neither makes nor reads keys and data: the
/// relayout module does; the store only keeps them, batched, in one transaction a run.
public struct CachedSolution: Hashable, Sendable {
    public var key: String
    public var component: String
    public var environment: String
    public var data: Data

    public init(key: String, component: String, environment: String, data: Data) {
        self.key = key
        self.component = component
        self.environment = environment
        self.data = data
    }
}

extension TrellisStore {
    /// SQLite's default limit on `?` parameters is 32,766; stay well below it.
    static let solutionBatch = 500

    /// Which of `keys` the cache holds: batched `IN` queries on the primary key, no data read.
    public func cachedSolutionKeys(among keys: [String]) throws -> Set<String> {
        guard !keys.isEmpty else { return [] }
        return try writer.read { db in
            var found = Set<String>()
            for start in stride(from: 0, to: keys.count, by: Self.solutionBatch) {
                let batch = Array(keys[start..<min(start + Self.solutionBatch, keys.count)])
                let marks = Array(repeating: "?", count: batch.count).joined(separator: ",")
                let rows = try String.fetchCursor(db, sql: "SELECT key FROM solution WHERE key IN (\(marks))", arguments: StatementArguments(batch))
                while let key = try rows.next() { found.insert(key) }
            }
            return found
        }
    }

    /// key → data of the cached solutions among `keys` (missing keys are left out).
    public func cachedSolutions(_ keys: [String]) throws -> [String: Data] {
        guard !keys.isEmpty else { return [:] }
        return try writer.read { db in
            var found: [String: Data] = [:]
            for start in stride(from: 0, to: keys.count, by: Self.solutionBatch) {
                let batch = Array(keys[start..<min(start + Self.solutionBatch, keys.count)])
                let marks = Array(repeating: "?", count: batch.count).joined(separator: ",")
                let rows = try Row.fetchCursor(db, sql: "SELECT key, data FROM solution WHERE key IN (\(marks))", arguments: StatementArguments(batch))
                while let row = try rows.next() { found[row[0]] = row[1] }
            }
            return found
        }
    }

    /// Records solutions, all in ONE transaction (a key already present is replaced: equal
    /// keys hold equal layouts). Each carries the store's latest change number.
    public func storeSolutions(_ solutions: [CachedSolution]) throws {
        guard !solutions.isEmpty else { return }
        try writer.write { db in
            let seq = try Self.latestSeq(db)
            let insert = try db.cachedStatement(sql: """
                INSERT INTO solution (key, component, environment, data, seq) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT(key) DO UPDATE SET data = excluded.data, seq = excluded.seq
                """)
            for solution in solutions {
                try insert.execute(arguments: [solution.key, solution.component, solution.environment, solution.data, seq])
            }
        }
    }

    /// How many solutions the cache holds.
    public func cachedSolutionCount() throws -> Int {
        try writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM solution") ?? 0 }
    }

    /// Empties the cache (it is only a cache: everything in it can be solved again).
    @discardableResult
    public func clearSolutionCache() throws -> Int {
        try writer.write { db in
            try db.execute(sql: "DELETE FROM solution")
            return db.changesCount
        }
    }
}
