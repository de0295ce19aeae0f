/// Which way a device list is laid out: each device upright, turned, or both (`check
/// --both-orientations`, `landscape = "both"` in `Trellis.toml`): a screen that must work
/// either way is checked either way in one run.
public enum Orientations: String, Hashable, Sendable, CaseIterable {
    case portrait, landscape, both

    /// The orientations, portrait first.
    public var each: [Environment.Orientation] {
        switch self {
        case .portrait: [.portrait]
        case .landscape: [.landscape]
        case .both: [.portrait, .landscape]
        }
    }

    /// `--landscape`/`--no-landscape` as a choice.
    public init(landscape: Bool) { self = landscape ? .landscape : .portrait }
}
