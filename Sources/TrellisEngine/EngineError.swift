import TrellisModel
import TrellisSupport

/// Why the engine could not lay a component out. (A layout that *can* be laid out but is
/// unsatisfiable or ambiguous is not an error: it is a ``LayoutSolution`` with diagnostics.)
public enum EngineError: Error, Sendable, CustomStringConvertible {
    case unknownComponent(String, suggestion: String?)
    /// Specs are recipes: they are solved where they are applied.
    case specIsNotSolvable(String)
    /// The component (or one it uses) does not validate; the diagnostics say why.
    case invalidComponent(String, [Diagnostic])
    case unknownDevice(String, suggestions: [String])
    /// A name that validation should have caught (kept so the engine never traps).
    case unresolved(String, at: SourceLocation?)
    /// The solver failed in a way that is not a conflict (a non-finite number).
    case solverFailure(String)

    public var description: String {
        switch self {
        case .unknownComponent(let name, let suggestion):
            return "no component named \(name)" + (suggestion.map { " (did you mean \($0)?)" } ?? "")
        case .specIsNotSolvable(let name):
            return "\(name) is a spec: a recipe applied to an item, solved where it is applied; solve a screen or container that applies it"
        case .invalidComponent(let name, let diagnostics):
            let lines = diagnostics.filter { $0.severity == .error }.map { "  \($0)" }
            return "\(name) does not validate, so it cannot be solved:\n" + lines.joined(separator: "\n")
        case .unknownDevice(let name, let suggestions):
            return "unknown device '\(name)'; close names: \(suggestions.joined(separator: ", ")) (see \(CommandHint.devices))"
        case .unresolved(let message, let location):
            return (location.map { "\($0): " } ?? "") + message
        case .solverFailure(let message):
            return "the solver failed: \(message)"
        }
    }
}
