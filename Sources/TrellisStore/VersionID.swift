import Crypto
import Foundation
import TrellisModel

/// A version's id is the SHA-256 of a canonical JSON record of what it says, so a peer
/// can verify versions as it verifies objects:
/// `{"author":…,"component":…,"content":hash|null,"format":1,"message":…,"parents":[sorted ids],"time":ms}`;
/// a rename's record also holds `"from":OLD` (after `format`), the component its other
/// parents belong to, so that no version recorded before renames existed changes its id.
public enum VersionID {
    public static let format = 1

    public static func compute(
        component: String, contentHash: String?, parents: [String], author: String, message: String, timeMilliseconds: Int64,
        renamedFrom: String? = nil
    ) -> String {
        recordBytes(
            component: component, contentHash: contentHash, parents: parents, author: author, message: message,
            timeMilliseconds: timeMilliseconds, renamedFrom: renamedFrom
        ).sha256Hex
    }

    /// Whether `id` is the id of this record, compared without making a string of the
    /// digest (a clone checks every version it receives).
    static func matches(
        _ id: String, component: String, contentHash: String?, parents: [String], author: String, message: String, timeMilliseconds: Int64,
        renamedFrom: String? = nil
    ) -> Bool {
        let record = recordBytes(
            component: component, contentHash: contentHash, parents: parents, author: author, message: message,
            timeMilliseconds: timeMilliseconds, renamedFrom: renamedFrom)
        return _HexDigest.matches(id, SHA256.hash(data: record.bytes))
    }

    static func recordBytes(
        component: String, contentHash: String?, parents: [String], author: String, message: String, timeMilliseconds: Int64,
        renamedFrom: String? = nil
    ) -> CanonicalJSONWriter {
        // Written directly in sorted key order (a commit makes one per component); the
        // same bytes as the `CanonicalJSON` object spelled out in `record`.
        var writer = CanonicalJSONWriter(capacity: 256 + message.utf8.count)
        writer.raw(#"{"author":"#); writer.string(author)
        writer.raw(#","component":"#); writer.string(component)
        writer.raw(#","content":"#); writer.string(contentHash)
        writer.raw(#","format":"#); writer.number(Double(format))
        if let renamedFrom { writer.raw(#","from":"#); writer.string(renamedFrom) }
        writer.raw(#","message":"#); writer.string(message)
        writer.raw(#","parents":"#); writer.strings(parents.count > 1 ? parents.sorted() : parents)
        writer.raw(#","time":"#); writer.number(Double(timeMilliseconds))
        writer.raw("}")
        return writer
    }

    /// The record a version id hashes, as a `CanonicalJSON` value (the definition `compute` writes directly).
    static func record(
        component: String, contentHash: String?, parents: [String], author: String, message: String, timeMilliseconds: Int64,
        renamedFrom: String? = nil
    ) -> CanonicalJSON {
        var fields: [String: CanonicalJSON] = [
            "format": .number(Double(format)),
            "component": .string(component),
            "content": contentHash.map(CanonicalJSON.string) ?? .null,
            "parents": .array(parents.sorted().map(CanonicalJSON.string)),
            "author": .string(author),
            "message": .string(message),
            "time": .number(Double(timeMilliseconds)),
        ]
        if let renamedFrom { fields["from"] = .string(renamedFrom) }
        return .object(fields)
    }

    /// Lowercase hex SHA-256 of bytes (objects are keyed by it).
    public static func sha256Hex(_ data: Data) -> String {
        CanonicalJSONWriter.hex(SHA256.hash(data: data))
    }
}
