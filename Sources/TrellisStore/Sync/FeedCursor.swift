/// A position in a store's change feed. The feed lists, change by change (`seq`), the
/// versions recorded (phase 0, by generation then id, so a parent always comes before
/// its children), the heads that moved (phase 1, by component) and the tags made
/// (phase 2, by `component@tag`). Phase 3 is "past everything of `seq`".
public struct FeedCursor: Hashable, Sendable, Codable, CustomStringConvertible {
    public var seq: Int64
    public var phase: Int
    public var generation: Int64
    public var key: String

    public init(seq: Int64, phase: Int = 3, generation: Int64 = 0, key: String = "") {
        self.seq = seq
        self.phase = phase
        self.generation = generation
        self.key = key
    }

    /// Before anything: a clone starts here.
    public static let start = FeedCursor(seq: 0)

    public var description: String { phase == 3 ? "\(seq)" : "\(seq)/\(phase)/\(generation)/\(key)" }
}
