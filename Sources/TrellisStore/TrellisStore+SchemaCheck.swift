import Foundation
import GRDB
import TrellisMigrations
import TrellisModel
import TrellisSupport

extension TrellisStore {
    /// `fsck`'s check of the schema itself: every table, index, view and trigger the
    /// migrations create (up to the store's schema version), with the exact SQL text SQLite
    /// keeps in `sqlite_master`, and nothing else. A bit flipped in a table's definition
    /// (which `PRAGMA integrity_check` does not read) changes what SQLite enforces, so it
    /// is reported here; SQLite's own tables and GRDB's migration record are not compared.
    static func fsckSchema(_ db: Database) throws -> [FsckProblem] {
        guard let version = try schemaVersion(db) else { return [] }
        let expected = try expectedSchema(upTo: version)
        let actual = try schemaObjects(db)
        var problems: [FsckProblem] = []
        for (key, sql) in expected.sorted(by: { $0.key < $1.key }) {
            guard let found = actual[key] else {
                problems.append(FsckProblem(kind: .schema, location: "schema \(key)", message: "is missing (the migrations create it)"))
                continue
            }
            if found != sql {
                problems.append(
                    FsckProblem(
                        kind: .schema, location: "schema \(key)",
                        message: "its definition differs from what migration \(version) leaves: \(Self.firstDifference(found, sql))"))
            }
        }
        for key in actual.keys.sorted() where expected[key] == nil {
            problems.append(FsckProblem(kind: .schema, location: "schema \(key)", message: "is not created by any migration"))
        }
        return problems
    }

    /// `type name` → SQL, of what a store's schema holds besides SQLite's and GRDB's own.
    static func schemaObjects(_ db: Database) throws -> [String: String] {
        var objects: [String: String] = [:]
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT type, name, tbl_name, sql, typeof(type), typeof(name), typeof(tbl_name), typeof(sql) FROM sqlite_master
                WHERE name NOT LIKE 'sqlite_%' AND name != 'grdb_migrations' AND sql IS NOT NULL
                """)
        {
            // The table an index or trigger belongs to is kept apart from its SQL, and
            // VACUUM (so a snapshot) fails on a flipped bit in it: compared too. So is each
            // column's storage class: one flipped bit in a record header turns the text
            // 'table' into a blob, which SQLite still opens but VACUUM's `type = 'table'` skips.
            let table = String.fromDatabaseValue(row[2] as DatabaseValue) ?? ""
            let storage = zip(["type", "name", "tbl_name", "sql"], 4...7).compactMap { column, index -> String? in
                let kind: String = row[index]
                return kind == "text" ? nil : "\(column) stored as \(kind)"
            }
            let stored = storage.isEmpty ? "" : " [\(storage.joined(separator: ", "))]"
            objects["\(row[0] as String) \(row[1] as String)"] = "\(String.fromDatabaseValue(row[3] as DatabaseValue) ?? "") (on \(table))\(stored)"
        }
        return objects
    }

    /// The schema the migrations make, up to `version`, built once per version in memory.
    static func expectedSchema(upTo version: Int) throws -> [String: String] {
        if let cached = _expectedSchemas.value(version) { return cached }
        let queue = try DatabaseQueue()
        try queue.write { db in
            for migration in try TrellisMigrations.all() where migration.number <= version {
                try db.execute(sql: migration.sql)
            }
        }
        let schema = try queue.read(schemaObjects)
        _expectedSchemas.store(schema, for: version)
        return schema
    }

    /// Where two definitions part, for the message.
    static func firstDifference(_ found: String, _ expected: String) -> String {
        let a = Array(found), b = Array(expected)
        var index = 0
        while index < min(a.count, b.count), a[index] == b[index] { index += 1 }
        let context = { (text: [Character]) in String(text[max(0, index - 20)..<min(text.count, index + 20)]) }
        return "at character \(index), '…\(context(a))…' where the migrations have '…\(context(b))…'"
    }
}

/// Expected schemas by version (building one runs every migration).
final class _SchemaCache: Sendable {
    private let schemas = Locked<[Int: [String: String]]>([:])
    func value(_ version: Int) -> [String: String]? { schemas.withLock { $0[version] } }
    func store(_ schema: [String: String], for version: Int) { schemas.withLock { $0[version] = schema } }
}

let _expectedSchemas = _SchemaCache()
