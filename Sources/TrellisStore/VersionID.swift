import Crypto
import Foundation
import TrellisModel

/// A version's id is the SHA-256 of a canonical JSON record of what it says, so a peer
/// can verify versions as it verifies objects:
/// `{"author":…,"component":…,"content":hash|null,"format":1,"message":…,"parents":[sorted ids],"time":ms}`.
public enum VersionID {
    public static let format = 1

    public static func compute(
        component: String, contentHash: String?, parents: [String], author: String, message: String, timeMilliseconds: Int64
    ) -> String {
        let record: CanonicalJSON = .object([
            "format": .number(Double(format)),
            "component": .string(component),
            "content": contentHash.map(CanonicalJSON.string) ?? .null,
            "parents": .array(parents.sorted().map(CanonicalJSON.string)),
            "author": .string(author),
            "message": .string(message),
            "time": .number(Double(timeMilliseconds)),
        ])
        return sha256Hex(Data(record.serialized.utf8))
    }

    /// Lowercase hex SHA-256 of bytes (objects are keyed by it).
    public static func sha256Hex(_ data: Data) -> String {
        let digest = SHA256.hash(data: data)
        var hex = ""
        hex.reserveCapacity(64)
        let digits = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64)
        for byte in digest {
            bytes.append(digits[Int(byte >> 4)])
            bytes.append(digits[Int(byte & 0x0F)])
        }
        hex = String(decoding: bytes, as: UTF8.self)
        return hex
    }
}
