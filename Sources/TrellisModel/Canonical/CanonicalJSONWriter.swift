import Crypto
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes canonical JSON (see `CanonicalJSON`) straight into a byte buffer, for callers
/// that know their members' sorted key order in advance and so need no tree: the
/// store encodes thousands of components and version records per commit.
///
/// `raw` takes pre-serialised punctuation and keys (`#"{"author":"#`); the caller is
/// responsible for writing keys in UTF-8 byte order. Values go through `string`,
/// `number`, `bool` and `null`, which produce exactly what `CanonicalJSON` does.
public struct CanonicalJSONWriter: Sendable {
    public private(set) var bytes: [UInt8]
    /// Where `sortedArray` writes the elements before ordering them.
    private var scratch: [UInt8] = []

    public init(capacity: Int = 1024) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Punctuation and keys, as written.
    public mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    public mutating func null() { raw("null") }

    public mutating func bool(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }

    /// `LayoutNumber.format`, with integers written digit by digit; `null` when not finite.
    public mutating func number(_ value: Double) {
        guard value.isFinite else { return raw("null") }
        if value == 0 { return byte(UInt8(ascii: "0")) }  // folds -0
        if value == value.rounded(), abs(value) < 1e15 { return integer(Int64(value)) }
        bytes.append(contentsOf: "\(value)".utf8)
    }

    public mutating func number(_ value: Double?) {
        if let value { number(value) } else { null() }
    }

    /// An integer as `number(Double(value))` writes it, for |value| < 10^15.
    public mutating func integer(_ value: Int64) {
        if value < 0 { byte(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        // At most 19 digits; fill from the right of a small fixed buffer.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            var index = 20
            repeat {
                index -= 1
                buffer[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[index..<20]))
        }
    }

    public mutating func string(_ value: String) {
        byte(UInt8(ascii: "\""))
        escaped(value)
        byte(UInt8(ascii: "\""))
    }

    public mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    /// A string's content, escaped as `CanonicalJSON.writeStringBytes` escapes it.
    mutating func escaped(_ value: String) {
        var value = value
        value.withUTF8 { input in
            // Most strings need no escaping: copy them whole.
            var plainUpTo = 0
            for (index, byte) in input.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[plainUpTo..<index]))
                escape(byte)
                plainUpTo = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[plainUpTo...]))
        }
    }

    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
        case 0x0A: raw("\\n")
        case 0x0D: raw("\\r")
        case 0x09: raw("\\t")
        default:
            raw("\\u00")
            bytes.append(Self.hexDigits[Int(byte >> 4)])
            bytes.append(Self.hexDigits[Int(byte & 0x0F)])
        }
    }

    /// `["a","b"]`.
    public mutating func strings(_ values: [String]) {
        byte(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { byte(UInt8(ascii: ",")) }
            string(value)
        }
        byte(UInt8(ascii: "]"))
    }

    /// A JSON array of `elements` sorted by their serialisation, as
    /// `CanonicalJSON.sortedBySerialization` sorts them (Swift's `String` order: byte
    /// order for ASCII, the `String` comparison itself otherwise), each written once.
    /// Not reentrant: `write` must not write a sorted array itself.
    mutating func sortedArray<Element>(_ elements: [Element], write: (inout CanonicalJSONWriter, Element) -> Void) {
        byte(UInt8(ascii: "["))
        defer { byte(UInt8(ascii: "]")) }
        guard elements.count > 1 else {
            if let only = elements.first { write(&self, only) }
            return
        }
        // Write the elements into the scratch buffer (swapped in as `bytes`), then
        // copy them out in sorted order. Sorting indices with the same comparisons
        // gives the permutation `sorted(by:)` gives the (String, value) pairs.
        swap(&bytes, &scratch)
        bytes.removeAll(keepingCapacity: true)
        var ends: [Int] = []
        ends.reserveCapacity(elements.count)
        for index in elements.indices {
            write(&self, elements[index])
            ends.append(bytes.count)
        }
        swap(&bytes, &scratch)
        scratch.withUnsafeBufferPointer { written in
            var high: UInt8 = 0
            for byte in written { high |= byte }
            let ascii = high < 0x80
            func element(_ index: Int) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(rebasing: written[(index == 0 ? 0 : ends[index - 1])..<ends[index]])
            }
            let order = (0..<elements.count).sorted { lhs, rhs in
                let left = element(lhs), right = element(rhs)
                guard ascii else {
                    return String(decoding: left, as: UTF8.self) < String(decoding: right, as: UTF8.self)
                }
                let common = memcmp(left.baseAddress!, right.baseAddress!, min(left.count, right.count))
                return common != 0 ? common < 0 : left.count < right.count
            }
            for (position, index) in order.enumerated() {
                if position > 0 { bytes.append(UInt8(ascii: ",")) }
                bytes.append(contentsOf: element(index))
            }
        }
    }

    /// Lowercase hex SHA-256 of the bytes written.
    public var sha256Hex: String { Self.hex(SHA256.hash(data: bytes)) }

    static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// Lowercase hex of a digest.
    public static func hex<Digest: Sequence>(_ digest: Digest) -> String where Digest.Element == UInt8 {
        var hex: [UInt8] = []
        hex.reserveCapacity(64)
        for byte in digest {
            hex.append(hexDigits[Int(byte >> 4)])
            hex.append(hexDigits[Int(byte & 0x0F)])
        }
        return String(decoding: hex, as: UTF8.self)
    }
}
