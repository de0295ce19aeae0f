import Foundation
import GRDB

/// The store's keyed blob cache (migration 0008): opaque values under opaque keys, grouped
/// by a namespace their producer picks. The store neither makes nor reads keys and data —
/// TrellisRelayout keeps its solved layouts here under `relayout` — it only keeps them,
/// and writes a batch in one transaction. Everything in it may be deleted at any time.
extension TrellisStore {
    /// SQLite's default limit on `?` parameters is 32,766; stay well below it.
    static let cacheBatch = 500

    /// Which of `keys` the cache holds under `namespace`: batched `IN` queries on the
    /// primary key, no data read.
    public func cachedKeys(_ namespace: String, among keys: [Data]) throws -> Set<Data> {
        guard !keys.isEmpty else { return [] }
        return try writer.read { db in
            var found = Set<Data>()
            try Self.forEachCacheBatch(keys) { batch, marks in
                let rows = try Data.fetchCursor(
                    db, sql: "SELECT key FROM cache_entry WHERE namespace = ? AND key IN (\(marks))",
                    arguments: StatementArguments([namespace]) + StatementArguments(batch))
                while let key = try rows.next() { found.insert(key) }
            }
            return found
        }
    }

    /// key → data of the entries among `keys` the cache holds under `namespace` (missing
    /// keys are left out).
    public func cachedData(_ namespace: String, for keys: [Data]) throws -> [Data: Data] {
        guard !keys.isEmpty else { return [:] }
        return try writer.read { db in
            var found: [Data: Data] = [:]
            try Self.forEachCacheBatch(keys) { batch, marks in
                let rows = try Row.fetchCursor(
                    db, sql: "SELECT key, data FROM cache_entry WHERE namespace = ? AND key IN (\(marks))",
                    arguments: StatementArguments([namespace]) + StatementArguments(batch))
                while let row = try rows.next() { found[row[0]] = row[1] }
            }
            return found
        }
    }

    /// Keeps `entries` under `namespace`, all in ONE transaction, through one prepared
    /// statement bound with SQLite's C API (a cold relayout writes 12,000); a key already
    /// present is replaced. Each carries the store's latest change number.
    public func storeInCache(_ namespace: String, _ entries: [(key: Data, data: Data)]) throws {
        guard !entries.isEmpty else { return }
        try writer.write { db in
            let seq = try Self.latestSeq(db)
            var insert = try _RawInsert(db, sql: "INSERT OR REPLACE INTO cache_entry (namespace, key, data, seq) VALUES (?, ?, ?, ?)")
            for entry in entries {
                insert.bind(namespace)
                insert.bind(entry.key)
                insert.bind(entry.data)
                insert.bind(seq)
                try insert.execute(db)
            }
        }
    }

    /// How many entries the cache holds under `namespace` (every namespace when nil).
    public func cachedCount(_ namespace: String? = nil) throws -> Int {
        try writer.read { db in
            if let namespace {
                return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM cache_entry WHERE namespace = ?", arguments: [namespace]) ?? 0
            }
            return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM cache_entry") ?? 0
        }
    }

    /// Empties the cache under `namespace` (all of it when nil); returns how many entries
    /// went.
    @discardableResult
    public func clearCache(_ namespace: String? = nil) throws -> Int {
        try writer.write { db in
            if let namespace {
                try db.execute(sql: "DELETE FROM cache_entry WHERE namespace = ?", arguments: [namespace])
            } else {
                try db.execute(sql: "DELETE FROM cache_entry")
            }
            return db.changesCount
        }
    }

    /// `keys` in batches, with the `?,?,…` list for each.
    private static func forEachCacheBatch(_ keys: [Data], _ body: ([Data], String) throws -> Void) rethrows {
        for start in stride(from: 0, to: keys.count, by: cacheBatch) {
            let batch = Array(keys[start..<min(start + cacheBatch, keys.count)])
            try body(batch, Array(repeating: "?", count: batch.count).joined(separator: ","))
        }
    }
}
