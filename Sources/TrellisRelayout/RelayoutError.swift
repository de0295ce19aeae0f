import TrellisModel
import TrellisSupport

/// Why a relayout could not run (a layout that breaks is not an error: it is in the report).
public enum RelayoutError: Error, Sendable, CustomStringConvertible {
    case badSince(String, latest: Int64)
    case unknownComponent(String, suggestion: String?)
    case unknownDevice(String, suggestions: [String])
    /// Working-copy files that do not parse: their components cannot be laid out.
    case unreadable([Diagnostic])
    case noDevices
    /// A file (or a component) changed while the relayout was reading it.
    case changedDuringRun(String)

    public var description: String {
        switch self {
        case .badSince(let text, let latest):
            return
                "--since \(text): not a point in the store's history; give a change number 0…\(latest) (as \(CommandHint.log) prints them), HEAD~N, or NAME@REV"
        case .unknownComponent(let name, let suggestion):
            return "no component named \(name) in the working copy or the store" + (suggestion.map { " (did you mean \($0)?)" } ?? "")
        case .unknownDevice(let name, let suggestions):
            return "unknown device '\(name)'; close names: \(suggestions.joined(separator: ", ")) (see \(CommandHint.devices), or give --devices all)"
        case .unreadable(let diagnostics):
            let errors = diagnostics.filter { $0.severity == .error }
            return errors.map(\.description).joined(separator: "\n")
                + "\ncannot relayout while \(errors.count == 1 ? "a file does" : "files do") not parse (fix \(errors.count == 1 ? "it" : "them"); \(CommandHint.check) lists the errors too)"
        case .noDevices:
            return "--devices names no device"
        case .changedDuringRun(let what):
            return "\(what) changed while relayout was reading it; run relayout again"
        }
    }
}
