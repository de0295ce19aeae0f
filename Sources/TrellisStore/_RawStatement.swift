import Foundation
import GRDB
import GRDBSQLite

/// A cached GRDB statement run through SQLite's C API, for the commit's row writes and
/// the cache's key lookups.
///
/// Binding through GRDB (`StatementArguments`, an existential per value, validation,
/// per-statement bookkeeping) costs about as much as SQLite's own work for a small
/// INSERT or a lookup by primary key, and a commit of 10,000 components runs ~50,000 of
/// them, a warm relayout 13,000 lookups. Writes (`execute`) only inside a `writer.write`
/// block: the store registers no transaction observers, so nothing misses GRDB's
/// notifications.
struct _RawStatement {
    let statement: Statement
    private var next: CInt = 1

    init(_ db: Database, sql: String) throws {
        statement = try db.cachedStatement(sql: sql)
        sqlite3_reset(statement.sqliteStatement)
        sqlite3_clear_bindings(statement.sqliteStatement)
    }

    private var handle: OpaquePointer { statement.sqliteStatement }

    /// SQLite copies the value (strings and blobs are bound from temporary buffers).
    private static let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)

    mutating func bind(_ value: String) {
        var value = value
        value.withUTF8 { bytes in
            if let address = bytes.baseAddress, !bytes.isEmpty {
                address.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    _ = sqlite3_bind_text(handle, next, $0, CInt(bytes.count), Self.transient)
                }
            } else {
                // An empty buffer may have no address, which SQLite would bind as NULL.
                _ = sqlite3_bind_text(handle, next, "", 0, Self.transient)
            }
        }
        next += 1
    }

    mutating func bind(_ value: String?) {
        if let value { bind(value) } else { _ = sqlite3_bind_null(handle, next); next += 1 }
    }

    mutating func bind(_ value: Data) {
        value.withUnsafeBytes { bytes in
            if let address = bytes.baseAddress, !bytes.isEmpty {
                _ = sqlite3_bind_blob(handle, next, address, CInt(bytes.count), Self.transient)
            } else {
                _ = sqlite3_bind_zeroblob(handle, next, 0)
            }
        }
        next += 1
    }

    mutating func bind(_ value: Int64) {
        _ = sqlite3_bind_int64(handle, next, value)
        next += 1
    }

    mutating func bind(_ value: Int) { bind(Int64(value)) }

    /// Runs the statement with the values bound since the last run.
    mutating func execute(_ db: Database) throws {
        defer {
            sqlite3_reset(handle)
            sqlite3_clear_bindings(handle)
            next = 1
        }
        let code = sqlite3_step(handle)
        guard code == SQLITE_DONE else {
            let message = db.sqliteConnection.map { String(cString: sqlite3_errmsg($0)) }
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql)
        }
    }

    /// Runs a query with the values bound since the last run and returns its first row's
    /// `column` as a blob (empty for a zero-length one), or nil when it has no row.
    mutating func firstBlob(_ db: Database, column: CInt = 0) throws -> Data? {
        defer {
            sqlite3_reset(handle)
            sqlite3_clear_bindings(handle)
            next = 1
        }
        let code = sqlite3_step(handle)
        if code == SQLITE_DONE { return nil }
        guard code == SQLITE_ROW else {
            let message = db.sqliteConnection.map { String(cString: sqlite3_errmsg($0)) }
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql)
        }
        let count = Int(sqlite3_column_bytes(handle, column))
        guard count > 0, let bytes = sqlite3_column_blob(handle, column) else { return Data() }
        return Data(bytes: bytes, count: count)
    }
}
