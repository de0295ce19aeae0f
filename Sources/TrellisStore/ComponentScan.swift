import Foundation
import TrellisModel

/// What receiving a component needs from its canonical JSON — its kind, name and
/// dependency edges — read by one pass over the bytes that skips everything else, about
/// ten times cheaper than decoding the whole component. Used when thousands of objects
/// arrive at once (a clone); anything it does not expect makes it return nil and the
/// caller decodes fully, so a malformed object is still refused with the decoder's error.
/// (`fsck` decodes every object in full.)
struct _ComponentScan {
    var kind: String
    var name: String
    var edges: [DependencyEdge]

    static func scan(_ data: Data) -> _ComponentScan? {
        data.withUnsafeBytes { raw -> _ComponentScan? in
            var scanner = _Scanner(bytes: raw.bindMemory(to: UInt8.self))
            return scanner.component()
        }
    }
}

private struct _Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func component() -> _ComponentScan? {
        var kind: String?, name: String?, format: String?
        var uses: [String] = [], specs: [String] = []
        let complete = object { key, scanner in
            switch key {
            case "kind": kind = scanner.string(); return kind != nil
            case "name": name = scanner.string(); return name != nil
            case "format": format = scanner.numberText(); return format != nil
            case "items":
                return scanner.array { scanner in
                    var itemKind: String?, container: String?
                    let ok = scanner.object { key, scanner in
                        switch key {
                        case "kind": itemKind = scanner.string(); return itemKind != nil
                        case "container": container = scanner.string(); return container != nil
                        default: return scanner.skip()
                        }
                    }
                    if itemKind == "use", let container { uses.append(container) }
                    return ok
                }
            case "applications":
                return scanner.array { scanner in
                    scanner.object { key, scanner in
                        if key == "spec", let spec = scanner.string() { specs.append(spec); return true }
                        return key == "spec" ? false : scanner.skip()
                    }
                }
            default: return scanner.skip()
            }
        }
        guard complete, index == bytes.count, format == String(LayoutDocument.canonicalFormatVersion),
              let kind, let name, ["container", "screen", "spec"].contains(kind) else { return nil }
        var edges = Set<DependencyEdge>()
        for target in uses { edges.insert(DependencyEdge(from: name, to: target, kind: .use)) }
        for target in specs { edges.insert(DependencyEdge(from: name, to: target, kind: .apply)) }
        return _ComponentScan(kind: kind, name: name, edges: edges.sorted { ($0.to, $0.kind.rawValue) < ($1.to, $1.kind.rawValue) })
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func expect(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        index += 1
        return true
    }

    /// `{"key":value,…}`, calling `member` with the scanner at each value.
    mutating func object(_ member: (String, inout _Scanner) -> Bool) -> Bool {
        guard expect(UInt8(ascii: "{")) else { return false }
        if expect(UInt8(ascii: "}")) { return true }
        while true {
            guard let key = string(), expect(UInt8(ascii: ":")), member(key, &self) else { return false }
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

    /// A string without escapes (names never need them); nil otherwise, and the caller decodes fully.
    mutating func string() -> String? {
        guard expect(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while let byte = current {
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            index += 1
        }
        return nil
    }

    mutating func numberText() -> String? {
        let start = index
        while let byte = current, (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+") {
            index += 1
        }
        guard index > start else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// Skips one value of any kind.
    mutating func skip() -> Bool {
        guard let byte = current else { return false }
        switch byte {
        case UInt8(ascii: "{"): return object { _, scanner in scanner.skip() }
        case UInt8(ascii: "["): return array { scanner in scanner.skip() }
        case UInt8(ascii: "\""):
            index += 1
            while let byte = current {
                index += 1
                if byte == UInt8(ascii: "\\") { index += 1; continue }
                if byte == UInt8(ascii: "\"") { return true }
            }
            return false
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        default: return numberText() != nil
        }
    }

    mutating func literal(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] { return false }
        index += count
        return true
    }
}
