import Foundation
import GRDB

/// The store's keyed blob cache (migrations 0008 and 0009): opaque values under opaque keys, grouped
/// by a namespace their producer picks. The store neither makes nor reads keys and data —
/// TrellisRelayout keeps its solved layouts here under `relayout` — it only keeps them,
/// and writes a batch in one transaction. Everything in it may be deleted at any time.
extension TrellisStore {
    /// Which of `keys` the cache holds under `namespace`: one probe of the unique index
    /// per key through one prepared statement, no data read.
    public func cachedKeys(_ namespace: String, among keys: [Data]) throws -> Set<Data> {
        guard !keys.isEmpty else { return [] }
        return try writer.read { db in
            var found = Set<Data>(minimumCapacity: keys.count)  // no rehashing of 32-byte keys as it grows
            // An empty blob per hit: only whether the row exists matters.
            var lookup = try _RawStatement(db, sql: "SELECT x'' FROM cache_entry WHERE namespace = ? AND key = ?")
            for key in keys {
                lookup.bind(namespace)
                lookup.bind(key)
                if try lookup.firstBlob(db) != nil { found.insert(key) }
            }
            return found
        }
    }

    /// key → data of the entries among `keys` the cache holds under `namespace` (missing
    /// keys are left out), one prepared lookup per key.
    public func cachedData(_ namespace: String, for keys: [Data]) throws -> [Data: Data] {
        guard !keys.isEmpty else { return [:] }
        return try writer.read { db in
            var found = [Data: Data](minimumCapacity: keys.count)
            var lookup = try _RawStatement(db, sql: "SELECT data FROM cache_entry WHERE namespace = ? AND key = ?")
            for key in keys {
                lookup.bind(namespace)
                lookup.bind(key)
                if let data = try lookup.firstBlob(db) { found[key] = data }
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
            var insert = try _RawStatement(db, sql: "INSERT OR REPLACE INTO cache_entry (namespace, key, data, seq) VALUES (?, ?, ?, ?)")
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
}
