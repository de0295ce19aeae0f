import Foundation

/// What receiving a component needs from its canonical JSON — its kind, name and what
/// it uses — read by one pass over the bytes that skips everything else, about ten times
/// cheaper than decoding the whole component. Used when thousands of objects arrive at
/// once (a clone); anything it does not expect makes it return nil and the caller decodes
/// fully, so a malformed object is still refused with the decoder's error.
package struct ComponentScan: Hashable, Sendable {
    package var kind: String
    package var name: String
    /// The containers its `use` items instantiate, sorted, each once.
    package var uses: [String]
    /// The specs it applies, sorted, each once.
    package var specs: [String]

    package static func scan(_ data: Data) -> ComponentScan? {
        data.withUnsafeBytes { raw in scan(raw) }
    }

    package static func scan(_ raw: UnsafeRawBufferPointer) -> ComponentScan? {
        var scanner = _Scanner(bytes: raw.bindMemory(to: UInt8.self))
        return scanner.component()
    }
}

private struct _Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func component() -> ComponentScan? {
        var kind: String?, name: String?, format: String?
        var uses: [String] = [], specs: [String] = []
        let complete = object { key, scanner in
            if key == "kind" { kind = scanner.string(); return kind != nil }
            if key == "name" { name = scanner.string(); return name != nil }
            if key == "format" { format = scanner.numberText(); return format != nil }
            if key == "items" {
                return scanner.array { scanner in
                    var isUse = false, container: String?
                    let ok = scanner.object { key, scanner in
                        if key == "kind" {
                            guard let kind = scanner.key() else { return false }
                            isUse = kind == "use"
                            return true
                        }
                        if key == "container" { container = scanner.string(); return container != nil }
                        return scanner.skip()
                    }
                    if isUse, let container { uses.append(container) }
                    return ok
                }
            }
            if key == "applications" {
                return scanner.array { scanner in
                    scanner.object { key, scanner in
                        guard key == "spec" else { return scanner.skip() }
                        guard let spec = scanner.string() else { return false }
                        specs.append(spec)
                        return true
                    }
                }
            }
            return scanner.skip()
        }
        guard complete, index == bytes.count, format == String(LayoutDocument.canonicalFormatVersion),
            let kind, let name, ["container", "screen", "spec"].contains(kind)
        else { return nil }
        return ComponentScan(kind: kind, name: name, uses: Set(uses).sorted(), specs: Set(specs).sorted())
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func expect(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        index += 1
        return true
    }

    /// `{"key":value,…}`, calling `member` with the scanner at each value. Keys are
    /// compared in place, never made into strings (most objects are only skipped).
    mutating func object(_ member: (_Key, inout _Scanner) -> Bool) -> Bool {
        guard expect(UInt8(ascii: "{")) else { return false }
        if expect(UInt8(ascii: "}")) { return true }
        while true {
            guard let key = key(), expect(UInt8(ascii: ":")), member(key, &self) else { return false }
            if expect(UInt8(ascii: ",")) { continue }
            return expect(UInt8(ascii: "}"))
        }
    }

    mutating func array(_ element: (inout _Scanner) -> Bool) -> Bool {
        guard expect(UInt8(ascii: "[")) else { return false }
        if expect(UInt8(ascii: "]")) { return true }
        while true {
            guard element(&self) else { return false }
            if expect(UInt8(ascii: ",")) { continue }
            return expect(UInt8(ascii: "]"))
        }
    }

    /// A string without escapes, as the bytes between its quotes; nil otherwise.
    mutating func key() -> _Key? {
        guard expect(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while let byte = current {
            if byte == UInt8(ascii: "\"") {
                let key = _Key(bytes: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                index += 1
                return key
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            index += 1
        }
        return nil
    }

    /// A string without escapes (names never need them); nil otherwise, and the caller decodes fully.
    mutating func string() -> String? {
        key().map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    /// The extent of a number (JSON's characters for one; the decoder checks the rest).
    mutating func numberSpan() -> Range<Int>? {
        let start = index
        while let byte = current,
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+")
        {
            index += 1
        }
        return index > start ? start..<index : nil
    }

    mutating func numberText() -> String? {
        numberSpan().map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
    }

    /// Skips one value of any kind, checking its syntax, allocating nothing: one loop
    /// over the bytes that keeps what is open (object or array) in the bits of an
    /// integer. Nesting deeper than 64 gives up (the caller decodes fully).
    mutating func skip() -> Bool {
        var objects: UInt64 = 0  // bit n: level n is an object (else an array)
        var depth = 0
        while true {
            // A value.
            guard let byte = current else { return false }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = byte == UInt8(ascii: "{")
                index += 1
                if expect(isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) { break }
                guard depth < 64 else { return false }
                if isObject {
                    objects |= 1 << UInt64(depth)
                    guard skipString(), expect(UInt8(ascii: ":")) else { return false }
                } else {
                    objects &= ~(1 << UInt64(depth))
                }
                depth += 1
                continue
            case UInt8(ascii: "\""): guard skipString() else { return false }
            case UInt8(ascii: "t"): guard literal("true") else { return false }
            case UInt8(ascii: "f"): guard literal("false") else { return false }
            case UInt8(ascii: "n"): guard literal("null") else { return false }
            default: guard numberSpan() != nil else { return false }
            }
            // After a value: close what ends here, then a separator starts the next one.
            while true {
                guard depth > 0 else { return true }
                let inObject = objects & (1 << UInt64(depth - 1)) != 0
                if expect(UInt8(ascii: ",")) {
                    if inObject { guard skipString(), expect(UInt8(ascii: ":")) else { return false } }
                    break
                }
                guard expect(inObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else { return false }
                depth -= 1
            }
        }
    }

    /// Skips a string, escapes included; a raw control character is not JSON.
    mutating func skipString() -> Bool {
        guard expect(UInt8(ascii: "\"")) else { return false }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") { return true }
            if byte == UInt8(ascii: "\\") { index += 1 } else if byte < 0x20 { return false }
        }
        return false
    }

    mutating func literal(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] { return false }
        index += count
        return true
    }
}

/// An object key as the bytes between its quotes, compared with a literal in place.
private struct _Key {
    let bytes: UnsafeBufferPointer<UInt8>

    static func == (key: _Key, text: StaticString) -> Bool {
        guard key.bytes.count == text.utf8CodeUnitCount, let start = key.bytes.baseAddress else { return text.utf8CodeUnitCount == 0 && key.bytes.isEmpty }
        return memcmp(start, text.utf8Start, key.bytes.count) == 0
    }
}
