import Foundation
import TrellisEngine
import TrellisModel

/// How a ``SolveOutcome`` is kept in the store's solution cache: compact UTF-8 lines that
/// decode fast (a warm relayout reads thousands of them), numbers in Swift's shortest
/// round-tripping form so a decoded solution equals the one encoded.
///
/// ```
/// trellis-solution 2
/// F <path> <kind> <class> <parent> <hidden 0|1> <x> <y> <w> <h> <rx> <ry> <rw> <rh>   (tab-separated; "" for none)
/// T <text lines of the frame above, as JSON>                                        (views sized by text)
/// D <diagnostic as JSON>
/// E <why it could not be laid out>
/// ```
///
/// The component, its kind and the environment are not stored: the key already pins them.
public enum SolutionCodec {
    public static let formatVersion = 2
    static let header = "trellis-solution \(formatVersion)"

    /// Appends to one byte buffer (no line array, no per-field strings); a JSON encoder is
    /// made only for the rare frame with text lines or a diagnostic. A cold relayout
    /// encodes every layout it solves.
    public static func encode(_ outcome: SolveOutcome) -> Data {
        var out: [UInt8] = []
        // About 60 bytes a frame: room for all of them at once (growing from 256 bytes copied
        // a cell's layout twice).
        if case .solved(let solution) = outcome { out.reserveCapacity(64 + 64 * solution.frames.count) }
        out.append(contentsOf: header.utf8)
        func field(_ text: String) {
            out.append(0x09)
            out.append(contentsOf: text.utf8)
        }
        func field(_ value: Double) {
            out.append(0x09)
            appendNumber(value, to: &out)
        }
        func fields(_ rect: Rect) {
            field(rect.x)
            field(rect.y)
            field(rect.width)
            field(rect.height)
        }
        switch outcome {
        case .failed(let message):
            out.append(0x0A)
            out.append(UInt8(ascii: "E"))
            field(message.replacingOccurrences(of: "\n", with: "\u{2028}"))
        case .solved(let solution):
            var encoder: JSONEncoder?
            func json<T: Encodable>(_ value: T) -> String? {
                if encoder == nil {
                    encoder = JSONEncoder()
                    encoder?.outputFormatting = [.sortedKeys]
                }
                guard let data = try? encoder?.encode(value) else { return nil }
                return String(decoding: data, as: UTF8.self)
            }
            for frame in solution.frames {
                out.append(0x0A)
                out.append(UInt8(ascii: "F"))
                field(frame.path)
                field(frame.kind)
                field(frame.className ?? "")
                field(frame.parent ?? "")
                field(frame.isHidden ? "1" : "0")
                fields(frame.frame)
                fields(frame.relative)
                if let text = frame.text, let line = json(text) {
                    out.append(0x0A)
                    out.append(UInt8(ascii: "T"))
                    field(line)
                }
            }
            for diagnostic in solution.diagnostics {
                out.append(0x0A)
                out.append(UInt8(ascii: "D"))
                field(json(diagnostic) ?? "{}")
            }
        }
        return Data(out)
    }

    public struct DecodingError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The outcome `data` holds, for `component` (of `kind`) laid out in `environment`.
    /// Reads the bytes directly (no `String` splitting): a warm relayout decodes thousands.
    public static func decode(
        _ data: Data, component: String, kind: LayoutDocument.Kind, environment: Environment
    ) throws -> SolveOutcome {
        let bytes = [UInt8](data)
        var lines: [Range<Int>] = []
        var start = 0
        for (i, byte) in bytes.enumerated() where byte == 0x0A {
            lines.append(start..<i)
            start = i + 1
        }
        lines.append(start..<bytes.count)
        guard let first = lines.first, bytes[first].elementsEqual(header.utf8) else {
            throw DecodingError(description: "not a trellis solution of format \(formatVersion)")
        }
        var frames: [ItemFrame] = []
        frames.reserveCapacity(lines.count - 1)
        var diagnostics: [LayoutDiagnostic] = []
        for line in lines.dropFirst() {
            guard line.count >= 2, bytes[line.lowerBound + 1] == 0x09 else {
                throw DecodingError(description: "bad line in a cached solution")
            }
            let tag = bytes[line.lowerBound], body = (line.lowerBound + 2)..<line.upperBound
            switch tag {
            case UInt8(ascii: "E"):
                return .failed(String(decoding: bytes[body], as: UTF8.self).replacingOccurrences(of: "\u{2028}", with: "\n"))
            case UInt8(ascii: "D"):
                diagnostics.append(try JSONDecoder().decode(LayoutDiagnostic.self, from: Data(bytes[body])))
            case UInt8(ascii: "T"):
                guard !frames.isEmpty else { throw DecodingError(description: "text lines before any frame in a cached solution") }
                frames[frames.count - 1].text = try JSONDecoder().decode(TextLines.self, from: Data(bytes[body]))
            case UInt8(ascii: "F"):
                var fields: [Range<Int>] = []
                fields.reserveCapacity(13)
                var fieldStart = body.lowerBound
                for i in body where bytes[i] == 0x09 {
                    fields.append(fieldStart..<i)
                    fieldStart = i + 1
                }
                fields.append(fieldStart..<body.upperBound)
                guard fields.count == 13 else { throw DecodingError(description: "bad frame line in a cached solution") }
                func text(_ k: Int) -> String { String(decoding: bytes[fields[k]], as: UTF8.self) }
                func value(_ k: Int) throws -> Double {
                    guard let value = number(bytes[fields[k]]) else {
                        throw DecodingError(description: "bad number '\(text(k))' in a cached solution")
                    }
                    return value
                }
                frames.append(
                    ItemFrame(
                        path: text(0), kind: text(1),
                        className: fields[2].isEmpty ? nil : text(2),
                        parent: fields[3].isEmpty ? nil : text(3),
                        frame: Rect(x: try value(5), y: try value(6), width: try value(7), height: try value(8)),
                        relative: Rect(x: try value(9), y: try value(10), width: try value(11), height: try value(12)),
                        hidden: bytes[fields[4]].first == UInt8(ascii: "1")))
            default:
                throw DecodingError(description: "bad line in a cached solution")
            }
        }
        return .solved(LayoutSolution(component: component, kind: kind, in: environment, frames: frames, diagnostics: diagnostics))
    }

    /// A whole number of up to 15 digits is read directly (most frames); anything else
    /// through `Double(String)`.
    static func number(_ digits: ArraySlice<UInt8>) -> Double? {
        var negative = false, value: Int64 = 0, count = 0
        for (i, byte) in digits.enumerated() {
            if i == 0, byte == UInt8(ascii: "-") { negative = true; continue }
            guard byte >= 0x30, byte <= 0x39, count < 15 else { return Double(String(decoding: digits, as: UTF8.self)) }
            value = value * 10 + Int64(byte - 0x30)
            count += 1
        }
        guard count > 0 else { return Double(String(decoding: digits, as: UTF8.self)) }
        return Double(negative ? -value : value)
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

    /// `number(value)`'s digits appended to `out`; a whole number (most frames) without
    /// making a string, most significant digit first (reversing a slice of `out` afterwards
    /// cost ~750 instructions a number, and a cold relayout appends 1.2 million numbers; a
    /// stack buffer appended at once cost more than this loop).
    static func appendNumber(_ value: Double, to out: inout [UInt8]) {
        guard value == value.rounded(), abs(value) < 1e15 else {
            out.append(contentsOf: number(value).utf8)
            return
        }
        var whole = Int64(value)
        if whole < 0 {
            out.append(UInt8(ascii: "-"))
            whole = -whole
        }
        var power: Int64 = 1
        while power <= whole / 10 { power *= 10 }
        while power > 0 {
            out.append(UInt8(ascii: "0") + UInt8(whole / power))
            whole %= power
            power /= 10
        }
    }
}
