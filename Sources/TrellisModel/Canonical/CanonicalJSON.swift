/// A JSON value that serialises one way only: object keys sorted by their UTF-8 bytes,
/// no insignificant white space, numbers through `LayoutNumber`, strings escaped
/// minimally. Equal values always give equal bytes, which is what hashing needs.
///
/// Not `indirect`: arrays and objects already live in storage of their own, so a value
/// needs no box (a clone decodes thousands of components, each hundreds of values).
public enum CanonicalJSON: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([CanonicalJSON])
    case object([String: CanonicalJSON])

    public var serialized: String { String(decoding: utf8Bytes, as: UTF8.self) }

    /// The compact canonical form as UTF-8 bytes, written straight into a byte buffer
    /// (the store encodes thousands of components per commit; this is its hot path).
    /// Byte for byte what `write(to:)` produces.
    public var utf8Bytes: [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(1024)
        writeCompact(to: &output)
        return output
    }

    func writeCompact(to output: inout [UInt8]) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let value):
            output.append(contentsOf: (value.isFinite ? LayoutNumber.format(value) : "null").utf8)
        case .string(let value): Self.writeStringBytes(value, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                element.writeCompact(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, key) in members.keys.sorted(by: Self.byteOrder).enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.writeStringBytes(key, to: &output)
                output.append(UInt8(ascii: ":"))
                members[key]?.writeCompact(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    static func writeStringBytes(_ value: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { bytes in
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "\""): output.append(UInt8(ascii: "\\")); output.append(byte)
                case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\")); output.append(byte)
                case 0x0A: output.append(UInt8(ascii: "\\")); output.append(UInt8(ascii: "n"))
                case 0x0D: output.append(UInt8(ascii: "\\")); output.append(UInt8(ascii: "r"))
                case 0x09: output.append(UInt8(ascii: "\\")); output.append(UInt8(ascii: "t"))
                case 0..<0x20:
                    let digits = Array("0123456789abcdef".utf8)
                    output.append(contentsOf: "\\u00".utf8)
                    output.append(digits[Int(byte >> 4)])
                    output.append(digits[Int(byte & 0x0F)])
                default: output.append(byte)
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Indented the same canonical way, for people (`trellis show --json`).
    public var pretty: String {
        var output = ""
        write(to: &output, indent: 0, pretty: true)
        return output
    }

    func write(to output: inout String, indent: Int = 0, pretty: Bool = false) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value):
            // JSON has no infinities or NaN; the parser never produces them, but stay valid.
            output += value.isFinite ? LayoutNumber.format(value) : "null"
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                if pretty { output += "\n" + String(repeating: "  ", count: indent + 1) }
                element.write(to: &output, indent: indent + 1, pretty: pretty)
            }
            if pretty { output += "\n" + String(repeating: "  ", count: indent) }
            output += "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{"
            for (index, key) in members.keys.sorted(by: Self.byteOrder).enumerated() {
                if index > 0 { output += "," }
                if pretty { output += "\n" + String(repeating: "  ", count: indent + 1) }
                Self.writeString(key, to: &output)
                output += pretty ? ": " : ":"
                members[key]?.write(to: &output, indent: indent + 1, pretty: pretty)
            }
            if pretty { output += "\n" + String(repeating: "  ", count: indent) }
            output += "}"
        }
    }

    /// Sorting by UTF-8 bytes, not by Swift's Unicode-aware `<`, so any implementation
    /// in any language orders keys the same.
    static func byteOrder(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

extension CanonicalJSON: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: CanonicalJSON...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, CanonicalJSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }

    /// `.number` for a value, `.null` for nil.
    static func optional(_ value: Double?) -> CanonicalJSON { value.map(CanonicalJSON.number) ?? .null }
    static func optional(_ value: String?) -> CanonicalJSON { value.map(CanonicalJSON.string) ?? .null }
}
