import TrellisModel

/// Where the `LayoutContainer` base class and the `Layoutable` protocol the generated code
/// builds on come from. A team that adopts Trellis often has them already (the shape of
/// the seeds: `initializeViews()`, `owningView`, `layoutMaker()`/`layoutUpdater()`,
/// `UIView.makeLayout(layouter:)`), and a second declaration in its module would not compile.
public enum ExportRuntime: Hashable, Sendable, CustomStringConvertible {
    /// `TrellisLayoutRuntime.swift` declares them (the default).
    case embedded
    /// The app declares them in the same module; the runtime file holds only the two
    /// `NSLayoutConstraint` helpers the generated lists use.
    case none
    /// A module the app depends on declares them: every generated file imports it.
    case module(String)

    /// `embedded`, `none`, `module NAME` (also `module:NAME`, `module=NAME`), as the
    /// command line and `Trellis.toml` spell it; nil for anything else.
    public init?(parsing words: [String]) {
        let parts = words.flatMap { $0.split(whereSeparator: { " :=".contains($0) }).map(String.init) }
        switch parts.first {
        case "embedded" where parts.count == 1: self = .embedded
        case "none" where parts.count == 1: self = .none
        case "module" where parts.count == 2 && ComponentName.isValid(parts[1]): self = .module(parts[1])
        default: return nil
        }
    }

    public init?(parsing text: String) { self.init(parsing: [text]) }

    /// What `init(parsing:)` accepts, for error messages.
    public static let forms = "embedded, none or module NAME (NAME a Swift module, e.g. module TeamLayout)"

    public var description: String {
        switch self {
        case .embedded: return "embedded"
        case .none: return "none"
        case .module(let name): return "module \(name)"
        }
    }

    /// The module generated files import for the runtime, if any.
    var importedModule: String? {
        if case .module(let name) = self { return name }
        return nil
    }
}
