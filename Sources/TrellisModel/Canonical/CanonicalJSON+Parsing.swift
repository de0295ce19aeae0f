import Foundation

/// A small strict JSON parser (RFC 8259) into `CanonicalJSON`: what the store reads back.
/// It refuses anything a careful writer would not produce: trailing commas, comments,
/// duplicate keys, lone surrogates, leading zeros, content after the value, nesting
/// deeper than `maximumDepth`. Errors say what was wrong and at which line and column.
extension CanonicalJSON {
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        public var message: String
        /// Byte offset into the input, and the 1-based line and column it falls on.
        public var offset: Int
        public var line: Int
        public var column: Int

        public var description: String { "invalid JSON at line \(line), column \(column): \(message)" }
    }

    public static let maximumDepth = 256

    public init(parsing data: Data) throws {
        self = try data.withUnsafeBytes { raw in
            var parser = _JSONParser(bytes: raw.bindMemory(to: UInt8.self))
            return try parser.parseDocument()
        }
    }

    public init(parsing text: String) throws {
        try self.init(parsing: Data(text.utf8))
    }
}

struct _JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var depth = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func parseDocument() throws -> CanonicalJSON {
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count { throw error("unexpected \(describe(bytes[index])) after the value") }
        return value
    }

    // MARK: Values

    mutating func parseValue() throws -> CanonicalJSON {
        guard index < bytes.count else { throw error("unexpected end of input, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected \(describe(bytes[index])), expected a value")
        }
    }

    mutating func parseObject() throws -> CanonicalJSON {
        try enter()
        index += 1  // {
        // The members in a list, made into a dictionary once at the end (one allocation,
        // each key hashed once: a clone decodes thousands of components); a duplicate is
        // found by comparing keys while the object is small, by a set beyond.
        var members: [(String, CanonicalJSON)] = []
        var seen: Set<String> = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { index += 1; depth -= 1; return .object([:]) }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw error(expectedHere("a string key")) }
            let keyOffset = index
            let key = try parseString()
            if members.count < Self.keysComparedInPlace {
                guard !members.contains(where: { $0.0 == key }) else { throw error("duplicate key \"\(key)\"", at: keyOffset) }
            } else {
                if seen.isEmpty { seen = Set(members.map { $0.0 }) }
                guard seen.insert(key).inserted else { throw error("duplicate key \"\(key)\"", at: keyOffset) }
            }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw error(expectedHere("':' after a key")) }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "}")) { index += 1; break }
            throw error(expectedHere("',' or '}' in an object"))
        }
        depth -= 1
        return .object(Dictionary(members, uniquingKeysWith: { first, _ in first }))
    }

    /// Up to this many members, a new key is compared with each one before it.
    static let keysComparedInPlace = 16

    mutating func parseArray() throws -> CanonicalJSON {
        try enter()
        index += 1  // [
        var elements: [CanonicalJSON] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) { index += 1; depth -= 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "]")) { index += 1; break }
            throw error(expectedHere("',' or ']' in an array"))
        }
        depth -= 1
        return .array(elements)
    }

    mutating func parseString() throws -> String {
        // Most strings (every key, every name) have no escapes: made from their bytes at once,
        // without validating them when they are ASCII (nearly all are).
        var end = index + 1
        var ascii = true
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 {
            ascii = ascii && bytes[end] < 0x80
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            let run = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
            if let text = ascii ? String(decoding: run, as: UTF8.self) : String(validating: run, as: UTF8.self) {
                index = end + 1
                return text
            }
        }
        let start = index
        index += 1  // opening quote
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flushRun(_ end: Int) throws {
            guard end > runStart else { return }
            guard let text = String(validating: UnsafeBufferPointer(rebasing: bytes[runStart..<end]), as: UTF8.self) else {
                throw error("invalid UTF-8 in a string", at: runStart)
            }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while true {
            guard index < bytes.count else { throw error("unterminated string", at: start) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                try flushRun(index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("unescaped control character \(describe(byte)) in a string") }
            if byte != UInt8(ascii: "\\") { index += 1; continue }
            try flushRun(index)
            index += 1
            guard index < bytes.count else { throw error("unterminated escape in a string") }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{c}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                let first = try parseHex4()
                if (0xD800...0xDBFF).contains(first) {
                    guard peek(UInt8(ascii: "\\")), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                        throw error("lone high surrogate \\u\(String(first, radix: 16)) in a string")
                    }
                    index += 2
                    let second = try parseHex4()
                    guard (0xDC00...0xDFFF).contains(second) else {
                        throw error("high surrogate not followed by a low surrogate in a string")
                    }
                    let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                    scalars.append(Unicode.Scalar(value)!)
                } else if (0xDC00...0xDFFF).contains(first) {
                    throw error("lone low surrogate \\u\(String(first, radix: 16)) in a string")
                } else {
                    scalars.append(Unicode.Scalar(first)!)
                }
            default:
                throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))' in a string", at: index - 2)
            }
            runStart = index
        }
    }

    mutating func parseHex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("truncated \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit \(describe(byte)) in a \\u escape")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    mutating func parseNumber() throws -> Double {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit in a number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw error("leading zero in a number", at: start) }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit after '.' in a number") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit in a number's exponent") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error("number \(text) is out of range", at: start) }
        return value
    }

    // MARK: Helpers

    mutating func enter() throws {
        depth += 1
        if depth > CanonicalJSON.maximumDepth { throw error("nesting deeper than \(CanonicalJSON.maximumDepth) levels") }
    }

    mutating func expectWord(_ word: String) throws {
        let start = index
        for expected in word.utf8 {
            guard index < bytes.count, bytes[index] == expected else { throw error("invalid literal, expected \(word)", at: start) }
            index += 1
        }
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }
    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    func expectedHere(_ what: String) -> String {
        index < bytes.count ? "unexpected \(describe(bytes[index])), expected \(what)" : "unexpected end of input, expected \(what)"
    }

    func describe(_ byte: UInt8) -> String {
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + (byte < 16 ? "0" : "") + String(byte, radix: 16)
    }

    func error(_ message: String, at offset: Int? = nil) -> CanonicalJSON.ParseError {
        let offset = min(offset ?? index, bytes.count)
        var line = 1, column = 1
        for byte in bytes[0..<offset] {
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return CanonicalJSON.ParseError(message: message, offset: offset, line: line, column: column)
    }
}
