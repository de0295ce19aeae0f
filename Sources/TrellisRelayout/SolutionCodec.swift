import Foundation
import TrellisEngine
import TrellisModel

/// How a ``SolveOutcome`` is kept in the store's solution cache: compact UTF-8 lines that
/// decode fast (a warm relayout reads thousands of them), numbers in Swift's shortest
/// round-tripping form so a decoded solution equals the one encoded.
///
/// ```
/// trellis-solution 1
/// F <path> <kind> <class> <parent> <hidden 0|1> <x> <y> <w> <h> <rx> <ry> <rw> <rh>   (tab-separated; "" for none)
/// D <diagnostic as JSON>
/// E <why it could not be laid out>
/// ```
///
/// The component, its kind and the environment are not stored: the key already pins them.
public enum SolutionCodec {
    public static let formatVersion = 1
    static let header = "trellis-solution \(formatVersion)"

    public static func encode(_ outcome: SolveOutcome) -> Data {
        var lines = [header]
        switch outcome {
        case .failed(let message):
            lines.append("E\t" + message.replacingOccurrences(of: "\n", with: "\u{2028}"))
        case .solved(let solution):
            for frame in solution.frames {
                let fields = [
                    "F", frame.path, frame.kind, frame.className ?? "", frame.parent ?? "", frame.isHidden ? "1" : "0",
                    number(frame.frame.x), number(frame.frame.y), number(frame.frame.width), number(frame.frame.height),
                    number(frame.relative.x), number(frame.relative.y), number(frame.relative.width), number(frame.relative.height),
                ]
                lines.append(fields.joined(separator: "\t"))
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            for diagnostic in solution.diagnostics {
                let json = (try? encoder.encode(diagnostic)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
                lines.append("D\t" + json)
            }
        }
        return Data(lines.joined(separator: "\n").utf8)
    }

    public struct DecodingError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The outcome `data` holds, for `component` (of `kind`) laid out in `environment`.
    public static func decode(
        _ data: Data, component: String, kind: LayoutDocument.Kind, environment: Environment
    ) throws -> SolveOutcome {
        let text = String(decoding: data, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard lines.first == Substring(header) else {
            throw DecodingError(description: "not a trellis solution of format \(formatVersion)")
        }
        lines = lines.dropFirst()
        var frames: [ItemFrame] = []
        var diagnostics: [LayoutDiagnostic] = []
        let decoder = JSONDecoder()
        for line in lines {
            if line.hasPrefix("E\t") {
                return .failed(String(line.dropFirst(2)).replacingOccurrences(of: "\u{2028}", with: "\n"))
            }
            if line.hasPrefix("D\t") {
                diagnostics.append(try decoder.decode(LayoutDiagnostic.self, from: Data(line.dropFirst(2).utf8)))
                continue
            }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 14, fields[0] == "F" else {
                throw DecodingError(description: "bad line in a cached solution: \(line.prefix(80))")
            }
            func value(_ index: Int) throws -> Double {
                guard let value = Double(fields[index]) else {
                    throw DecodingError(description: "bad number '\(fields[index])' in a cached solution")
                }
                return value
            }
            frames.append(ItemFrame(
                path: String(fields[1]), kind: String(fields[2]),
                className: fields[3].isEmpty ? nil : String(fields[3]),
                parent: fields[4].isEmpty ? nil : String(fields[4]),
                frame: Rect(x: try value(6), y: try value(7), width: try value(8), height: try value(9)),
                relative: Rect(x: try value(10), y: try value(11), width: try value(12), height: try value(13)),
                hidden: fields[5] == "1"))
        }
        return .solved(LayoutSolution(component: component, kind: kind, in: environment, frames: frames, diagnostics: diagnostics))
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
