import Foundation
import GRDB

/// How an object's canonical JSON is kept in `object.data` (schema 4 on).
///
/// - Canonical JSON as it is. It always starts with `{`; objects stored before schema 4,
///   and any that would not get smaller, are kept this way.
/// - Compressed: the byte `0x01`, the canonical length as an unsigned LEB128 number, then
///   the raw deflate stream of the canonical JSON with `ObjectDictionary.v1` preset. A
///   component's JSON repeats the same keys and shapes as every other component's, which
///   the dictionary holds, so even a small one compresses 8–19× where plain deflate
///   manages 3–5×.
///
/// Hashes, version ids, the sync protocol and everything above the store see only the
/// canonical JSON: the stored form is the store's own business, except that a snapshot
/// carries it as it is (and is verified by decoding every object).
enum StoredObject {
    /// The schema that introduced compressed objects (migration 0004).
    static let firstSchema = 4
    static let deflatedV1: UInt8 = 0x01
    /// Larger declared lengths are refused before anything is allocated.
    static let maximumLength = 64 << 20

    /// The stored form of canonical JSON, compressed unless that would not save bytes.
    static func encode(_ canonical: Data, with deflater: Deflater) -> Data {
        var stored: [UInt8] = [deflatedV1]
        stored.reserveCapacity(canonical.count / 4 + 16)
        var length = UInt64(canonical.count)
        repeat {
            stored.append(UInt8(length & 0x7F) | (length >= 0x80 ? 0x80 : 0))
            length >>= 7
        } while length > 0
        let compressed = canonical.withUnsafeBytes { deflater.compress($0, appendingTo: &stored) }
        guard compressed, stored.count < canonical.count else { return canonical }
        return Data(stored)
    }

    /// Compresses every object stored as it is (the upgrade to schema 4 runs it in its
    /// migration's transaction). One that would not get smaller stays as it is; a corrupt
    /// one stays corrupt in either form, and `fsck` reports it as before.
    @Sendable static func compressStored(_ db: Database) throws {
        let rows = try Int64.fetchAll(db, sql: "SELECT rowid FROM object WHERE substr(data, 1, 1) = CAST('{' AS BLOB)")
        let deflater = Deflater(dictionary: ObjectDictionary.v1)
        let read = try db.makeStatement(sql: "SELECT data FROM object WHERE rowid = ?")
        let write = try db.makeStatement(sql: "UPDATE object SET data = ? WHERE rowid = ?")
        for row in rows {
            guard let canonical = try Data.fetchOne(read, arguments: [row]) else { continue }
            let stored = encode(canonical, with: deflater)
            if stored.count < canonical.count { try write.execute(arguments: [stored, row]) }
        }
    }

    /// One object, with a deflater of its own (for single writes; batches keep one per thread).
    static func encode(_ canonical: Data) -> Data {
        encode(canonical, with: Deflater(dictionary: ObjectDictionary.v1))
    }

    /// The canonical JSON of a stored object. Does not hash it: callers compare the hash.
    static func decode(_ stored: UnsafeRawBufferPointer, with inflater: Inflater) throws(StoredObjectError) -> Data {
        guard let (offset, length) = try header(stored) else { return Data(stored) }
        do throws(InflateError) {
            return try inflater.decompress(UnsafeRawBufferPointer(rebasing: stored[offset...]), count: length)
        } catch {
            throw .inflate(error)
        }
    }

    /// Calls `body` with the canonical JSON of a stored object, which lives in the stored
    /// bytes or the inflater's buffer only during the call: nothing is allocated per
    /// object, for readers of thousands (a clone's verification).
    static func withDecoded<Result>(
        _ stored: Data, inflater: Inflater, _ body: (UnsafeRawBufferPointer) -> Result
    ) throws(StoredObjectError) -> Result {
        let outcome = stored.withUnsafeBytes { stored in
            Swift.Result { () throws(StoredObjectError) -> Result in
                guard let (offset, length) = try header(stored) else { return body(stored) }
                do throws(InflateError) {
                    return try inflater.withDecompressed(UnsafeRawBufferPointer(rebasing: stored[offset...]), count: length, body)
                } catch {
                    throw .inflate(error)
                }
            }
        }
        return try outcome.get()
    }

    /// Where the deflate stream starts and the length it declares; nil for canonical JSON stored as it is.
    private static func header(_ stored: UnsafeRawBufferPointer) throws(StoredObjectError) -> (offset: Int, length: Int)? {
        guard let first = stored.first else { throw .empty }
        if first == UInt8(ascii: "{") { return nil }
        guard first == deflatedV1 else { throw .unknownEncoding(first) }
        var length = 0
        var shift = 0
        var offset = 1
        while true {
            guard offset < stored.count else { throw .badHeader("it ends inside its length") }
            let byte = stored[offset]
            offset += 1
            length |= Int(byte & 0x7F) << shift
            guard length <= maximumLength else { throw .badHeader("it declares more than \(maximumLength) bytes") }
            if byte & 0x80 == 0 { break }
            shift += 7
        }
        return (offset, length)
    }

    static func decode(_ stored: Data, with inflater: Inflater) throws(StoredObjectError) -> Data {
        // withUnsafeBytes rethrows untyped errors; the result carries the typed one through.
        try stored.withUnsafeBytes { bytes in Result { () throws(StoredObjectError) in try decode(bytes, with: inflater) } }.get()
    }

    static func decode(_ stored: Data) throws(StoredObjectError) -> Data {
        try decode(stored, with: Inflater(dictionary: ObjectDictionary.v1))
    }
}

/// Why an object's stored bytes could not be read.
enum StoredObjectError: Error, Hashable, CustomStringConvertible {
    case empty
    case unknownEncoding(UInt8)
    case badHeader(String)
    case inflate(InflateError)

    var description: String {
        switch self {
        case .empty: return "its stored data is empty"
        case .unknownEncoding(let byte):
            return "its stored data starts with byte 0x\(String(byte, radix: 16)), which is no encoding this trellis knows (written by a newer one?)"
        case .badHeader(let reason): return "its compressed header is corrupt: \(reason)"
        case .inflate(let error): return "\(error)"
        }
    }
}
