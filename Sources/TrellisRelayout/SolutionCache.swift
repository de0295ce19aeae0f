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
        // Found keys are matched back to the texts asked for (no hex text made per hit).
        let bytes = keys.map(SolutionKey.bytes)
        let found = try cachedKeys(Self.solutionNamespace, among: bytes)
        var result = Set<String>(minimumCapacity: found.count)
        for (key, raw) in zip(keys, bytes) where found.contains(raw) { result.insert(key) }
        return result
    }

    /// key → data of the cached solutions among `keys` (missing keys are left out).
    public func cachedSolutions(_ keys: [String]) throws -> [String: Data] {
        let bytes = keys.map(SolutionKey.bytes)
        let found = try cachedData(Self.solutionNamespace, for: bytes)
        var result = [String: Data](minimumCapacity: found.count)
        for (key, raw) in zip(keys, bytes) {
            if let data = found[raw] { result[key] = data }
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
        // Straight from the string's UTF-8 into the result: a lookup converts every key
        // (13,000 in a warm `--all`), and building arrays first cost ~5,600 instructions a key.
        var key = key
        return key.withUTF8 { utf8 -> Data in
            guard utf8.count % 2 == 0 else { return Data(utf8) }
            var data = Data(count: utf8.count / 2)
            let valid = data.withUnsafeMutableBytes { (out: UnsafeMutableRawBufferPointer) -> Bool in
                for i in 0..<(utf8.count / 2) {
                    guard let high = nibble(utf8[2 * i]), let low = nibble(utf8[2 * i + 1]) else { return false }
                    out[i] = high << 4 | low
                }
                return true
            }
            return valid ? data : Data(utf8)
        }
    }

    private static func nibble(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        default: return nil
        }
    }

    /// Lowercase hex of `bytes` (the inverse of ``bytes(_:)`` for keys), written straight
    /// into the string's storage: every key of a run is made through here.
    static func hex<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        String(unsafeUninitializedCapacity: bytes.count * 2) { out in
            var i = 0
            for byte in bytes {
                out[i] = hexDigits[Int(byte >> 4)]
                out[i + 1] = hexDigits[Int(byte & 0x0f)]
                i += 2
            }
            return i
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
