import TrellisModel
import TrellisSupport

/// Why a component could not be exported, with where and what to do.
public enum ExportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No component of that name in the library.
    case unknownComponent(String, suggestion: String?)
    /// The component does not validate: export writes only what `trellis check` accepts.
    case invalidComponent(String, [Diagnostic])
    /// Something the target API cannot say, at a place in the `.layout` file.
    case notExportable(String, at: SourceLocation?, hint: String)

    public var description: String {
        switch self {
        case .unknownComponent(let name, let suggestion):
            let hint = suggestion.map { " (did you mean \($0)?)" } ?? ""
            return "error: no component named \(name)\(hint); \(CommandHint.show(component: "NAME")) lists what a name holds, 'ls *.layout' the working copy"
        case .invalidComponent(let name, let diagnostics):
            let lines = diagnostics.map { "    \($0)" }.joined(separator: "\n")
            return "error: \(name) does not validate, so it is not exported; fix these first (\(CommandHint.check)):\n\(lines)"
        case .notExportable(let message, let location, let hint):
            let place = location.map { "\($0): " } ?? ""
            return "\(place)error: \(message) (\(hint))"
        }
    }
}
