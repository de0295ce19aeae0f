import Crypto
import Foundation
import TrellisEngine
import TrellisModel
import TrellisStore

/// What comparing one component's sides found, on every device, kept in the store's cache
/// under the namespace `relayout-comparison`. Solution keys pin a layout's inputs, so the
/// before and after keys of a component's devices pin its comparison: a run that compares
/// the same sides again (`relayout --changed` after another edit, or after none) reads one
/// small entry instead of decoding both sides' layouts on every device and comparing them.
///
/// The key is SHA-256 over `trellis-comparison <format>` and one line per device, `<before
/// key> <after key>` (`-` for a side without the component). The value is lines:
///
/// ```
/// trellis-comparison 1
/// S <state> <broken 0|1>                                  one per device, in order
/// M <path> <bx> <by> <bw> <bh> <ax> <ay> <aw> <ah>         a move of the entry above ("" for a missing side)
/// A <kind> <severity> <message> <item>…                    a diagnostic that appeared
/// R <kind> <severity> <message> <item>…                    one that disappeared
/// B <message>                                             why the before side failed
/// X <message>                                             why the after side failed
/// ```
///
/// Fields are tab-separated; tabs, newlines and backslashes in text are escaped.
enum ComparisonMemo {
    static let namespace = "relayout-comparison"
    static let formatVersion = 1
    static let header = "trellis-comparison \(formatVersion)"

    /// The memo key of a component whose devices have these keys (parallel arrays).
    static func key(before: [String]?, after: [String]?, devices: Int) -> Data {
        var text = header + "\n"
        for index in 0..<devices {
            text += (before?[index] ?? "-") + " " + (after?[index] ?? "-") + "\n"
        }
        return Data(SHA256.hash(data: Data(text.utf8)))
    }

    static func encode(_ entries: some Sequence<RelayoutReport.Entry>) -> Data {
        var out: [UInt8] = Array(header.utf8)
        func line(_ tag: Character, _ fields: [String]) {
            out.append(0x0A)
            out.append(contentsOf: String(tag).utf8)
            for field in fields {
                out.append(0x09)
                out.append(contentsOf: escape(field).utf8)
            }
        }
        func number(_ value: Double?) -> String { value.map(SolutionCodec.number) ?? "" }
        func rect(_ rect: Rect?) -> [String] { [rect?.x, rect?.y, rect?.width, rect?.height].map(number) }
        func diagnostic(_ tag: Character, _ d: RelayoutReport.DiagnosticSummary) {
            line(tag, [d.kind.rawValue, d.severity.rawValue, d.message] + d.items)
        }
        for entry in entries {
            line("S", [entry.state.rawValue, entry.isBroken ? "1" : "0"])
            for move in entry.moves { line("M", [move.path] + rect(move.before) + rect(move.after)) }
            for d in entry.appeared { diagnostic("A", d) }
            for d in entry.disappeared { diagnostic("R", d) }
            if let failure = entry.beforeFailure { line("B", [failure]) }
            if let failure = entry.afterFailure { line("X", [failure]) }
        }
        return Data(out)
    }

    /// The entries of `component` (`variant`) on `devices`, or nil for data this format
    /// cannot read (another version, or another number of devices): then the sides are
    /// compared again.
    static func decode(
        _ data: Data, component: String, variant: RelayoutReport.Variant, devices: [String]
    ) -> [RelayoutReport.Entry]? {
        let bytes = [UInt8](data)
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard let first = lines.first, first.elementsEqual(header.utf8) else { return nil }
        var entries: [RelayoutReport.Entry] = []
        for line in lines.dropFirst() {
            let fields = line.split(separator: 0x09, omittingEmptySubsequences: false).map(unescape)
            guard let tag = fields.first else { return nil }
            if tag == "S" {
                guard fields.count == 3, let state = RelayoutReport.Entry.State(rawValue: fields[1]), entries.count < devices.count
                else { return nil }
                entries.append(
                    RelayoutReport.Entry(
                        component: component, variant: variant, device: devices[entries.count], state: state, moves: [],
                        appeared: [], disappeared: [], beforeFailure: nil, afterFailure: nil, isBroken: fields[2] == "1"))
                continue
            }
            guard !entries.isEmpty else { return nil }
            let last = entries.count - 1
            switch tag {
            case "M":
                guard fields.count == 10 else { return nil }
                func rect(_ at: Int) -> Rect?? {
                    let parts = fields[at..<(at + 4)]
                    if parts.allSatisfy(\.isEmpty) { return .some(nil) }
                    let values = parts.compactMap { SolutionCodec.number(ArraySlice($0.utf8)) }
                    guard values.count == 4 else { return nil }
                    return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
                }
                guard let before = rect(2), let after = rect(6) else { return nil }
                entries[last].moves.append(RelayoutReport.ItemMove(path: fields[1], before: before, after: after))
            case "A", "R":
                guard fields.count >= 4, let kind = LayoutDiagnostic.Kind(rawValue: fields[1]),
                    let severity = Diagnostic.Severity(rawValue: fields[2])
                else { return nil }
                let summary = RelayoutReport.DiagnosticSummary(kind: kind, severity: severity, items: Array(fields[4...]), message: fields[3])
                if tag == "A" { entries[last].appeared.append(summary) } else { entries[last].disappeared.append(summary) }
            case "B":
                guard fields.count == 2 else { return nil }
                entries[last].beforeFailure = fields[1]
            case "X":
                guard fields.count == 2 else { return nil }
                entries[last].afterFailure = fields[1]
            default:
                return nil
            }
        }
        return entries.count == devices.count ? entries : nil
    }

    /// Tabs and newlines would split a field: written as `\t` and `\n` (and `\` as `\\`).
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x5C }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out.append(contentsOf: "\\\\".unicodeScalars)
            case "\t": out.append(contentsOf: "\\t".unicodeScalars)
            case "\n": out.append(contentsOf: "\\n".unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    static func unescape(_ field: ArraySlice<UInt8>) -> String {
        let text = String(decoding: field, as: UTF8.self)
        guard field.contains(0x5C) else { return text }
        var out = String.UnicodeScalarView(), escaped = false
        for scalar in text.unicodeScalars {
            if escaped {
                out.append(scalar == "t" ? "\t" : scalar == "n" ? "\n" : scalar)
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
