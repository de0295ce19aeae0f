import Foundation
import TrellisStore

/// One solved layout for the cache: `data` (``SolutionCodec``) under its ``SolutionKey``.
public struct CachedSolution: Hashable, Sendable {
    public var key: String
    public var data: Data

    public init(key: String, data: Data) {
        self.key = key
        self.data = data
    }
}

/// Relayout's solved layouts in the store's keyed blob cache, under the namespace
/// `relayout`: a key is the 32 bytes of its SHA-256 (half the hex text), the data the
/// codec's bytes. The store knows nothing of either.
extension TrellisStore {
    static let solutionNamespace = "relayout"

    /// Which of `keys` (hex) the cache holds.
    public func cachedSolutionKeys(among keys: [String]) throws -> Set<String> {
        Set(try cachedKeys(Self.solutionNamespace, among: keys.map(SolutionKey.bytes)).map(SolutionKey.hex))
    }

    /// key → data of the cached solutions among `keys` (missing keys are left out).
    public func cachedSolutions(_ keys: [String]) throws -> [String: Data] {
        let found = try cachedData(Self.solutionNamespace, for: keys.map(SolutionKey.bytes))
        var result = [String: Data](minimumCapacity: found.count)
        for (key, data) in found {
            result[SolutionKey.hex(key)] = data
        }
        return result
    }

    /// Records solutions in one transaction (a key already present is replaced: equal keys
    /// hold equal layouts).
    public func storeSolutions(_ solutions: [CachedSolution]) throws {
        try storeInCache(Self.solutionNamespace, solutions.map { (SolutionKey.bytes($0.key), $0.data) })
    }

    /// How many solutions the cache holds.
    public func cachedSolutionCount() throws -> Int {
        try cachedCount(Self.solutionNamespace)
    }

    /// Empties the solution cache and the comparisons made from it (it is only a cache:
    /// everything in it can be solved again); returns how many solutions went.
    @discardableResult
    public func clearSolutionCache() throws -> Int {
        try clearCache(ComparisonMemo.namespace)
        return try clearCache(Self.solutionNamespace)
    }
}

extension SolutionKey {
    /// The bytes a hex key stands for. A string that is not lowercase hex of even length is
    /// never a key this module made: it is kept as its UTF-8 bytes, which no lookup of a
    /// hex key can hit (a miss costs a solve, nothing more).
    static func bytes(_ key: String) -> Data {
        func nibble(_ c: UInt8) -> UInt8? {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
            default: return nil
            }
        }
        let utf8 = Array(key.utf8)
        guard utf8.count % 2 == 0 else { return Data(utf8) }
        var bytes = [UInt8]()
        bytes.reserveCapacity(utf8.count / 2)
        var i = 0
        while i < utf8.count {
            guard let high = nibble(utf8[i]), let low = nibble(utf8[i + 1]) else { return Data(utf8) }
            bytes.append(high << 4 | low)
            i += 2
        }
        return Data(bytes)
    }

    /// Lowercase hex of `bytes` (the inverse of ``bytes(_:)`` for keys).
    static func hex<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        let digits: [UInt8] = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
