import Crypto
import Foundation
import GRDB
import TrellisModel
import TrellisSupport

/// Order-free digests, kept in `meta`, of the rows nothing else vouches for: the XOR of
/// each row's SHA-256. A version's record is checked against its id and an object or a
/// text against its hash, but a flipped bit in a change's author or message (`log`), a
/// tag's name or a text's path (where a checkout writes the file, so every clone) would
/// otherwise read as sound. One XOR per row written keeps a digest; `fsck` and a clone's
/// snapshot check recompute it.
///
/// A store from before the digests gets each with its table's next row; until then
/// there is nothing to compare, and fsck says nothing of that table.
enum RowDigest {
    enum Table: String, CaseIterable {
        case texts = "version_text", changes = "change", tags = "tag"

        var key: String { "digest:\(rawValue)" }
        /// Every column, in a fixed order (a later column is not in the digest).
        var columns: [String] {
            switch self {
            case .texts: ["version_id", "text_hash", "path"]
            case .changes: ["seq", "kind", "author", "time_ms", "message", "source"]
            case .tags: ["component", "name", "version_id", "author", "time_ms", "seq"]
            }
        }
        var select: String { "SELECT \(columns.joined(separator: ", ")) FROM \(rawValue.quotedDatabaseIdentifier)" }
        /// What fsck says when the digest does not match.
        var altered: String {
            switch self {
            case .texts: "a text's path (where a checkout writes it) or link was altered"
            case .changes: "a change's kind, author, time or message (what \(CommandHint.log) shows) was altered"
            case .tags: "a tag's name, version, author or time was altered"
            }
        }
    }

    /// A row's hash: each value typed and length-prefixed, so no two rows share one.
    static func hash(_ row: Row, into digest: inout [UInt8]) {
        var bytes = Data()
        for index in 0..<row.count {
            let value: String
            switch (row[index] as DatabaseValue).storage {
            case .null: value = "N"
            case .int64(let number): value = "I\(number)"
            case .double(let number): value = "D\(number)"
            case .string(let text): value = "S\(text)"
            case .blob(let data): value = "B" + CanonicalJSONWriter.hex(data)
            }
            bytes.append(contentsOf: "\(value.utf8.count):\(value)".utf8)
        }
        for (index, byte) in SHA256.hash(data: bytes).enumerated() { digest[index] ^= byte }
    }

    static func compute(_ db: Database, _ table: Table) throws -> String {
        try digest(db, table.select, [])
    }

    static func digest(_ db: Database, _ sql: String, _ arguments: StatementArguments) throws -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
        while let row = try rows.next() { hash(row, into: &digest) }
        return CanonicalJSONWriter.hex(digest)
    }

    static func stored(_ db: Database, _ table: Table) throws -> String? {
        try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [table.key])
    }

    /// Adds the rows just inserted that `condition` selects (each row once, ever); the
    /// first time, records the digest of the whole table.
    static func added(_ db: Database, _ table: Table, where condition: String, _ arguments: StatementArguments) throws {
        guard let current = try stored(db, table), let old = bytes(current) else {
            try record(db, table)
            return
        }
        guard let new = bytes(try digest(db, "\(table.select) WHERE \(condition)", arguments)) else { return }
        let combined = zip(old, new).map { $0 ^ $1 }
        try db.execute(sql: "UPDATE meta SET value = ? WHERE key = ?", arguments: [CanonicalJSONWriter.hex(combined), table.key])
    }

    /// Records the digest of the table as it is (after `gc` removed or re-linked rows).
    static func record(_ db: Database, _ table: Table) throws {
        try db.execute(
            sql: "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            arguments: [table.key, try compute(db, table)])
    }

    /// fsck's comparison, for every table that has a digest.
    static func problems(_ db: Database) throws -> [FsckProblem] {
        try Table.allCases.compactMap { table in
            guard let stored = try stored(db, table), try compute(db, table) != stored else { return nil }
            return FsckProblem(
                kind: .digest, location: "table \(table.rawValue)",
                message:
                    "its rows do not match their digest in meta: \(table.altered); \(CommandHint.repairStore) lists what it cannot check and records the rows as they are"
            )
        }
    }

    /// A row's text value, whatever its stored type.
    static func text(_ row: Row, _ index: Int) -> String {
        String.fromDatabaseValue(row[index] as DatabaseValue) ?? ""
    }

    static func bytes(_ hex: String) -> [UInt8]? {
        let digits = Array(hex.utf8)
        guard digits.count == 64 else { return nil }
        var result: [UInt8] = []
        result.reserveCapacity(32)
        for index in stride(from: 0, to: 64, by: 2) {
            guard let byte = UInt8(String(decoding: digits[index...index + 1], as: UTF8.self), radix: 16) else { return nil }
            result.append(byte)
        }
        return result
    }
}
