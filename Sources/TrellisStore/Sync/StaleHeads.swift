/// A compare-and-swap of heads that failed: some head is no longer where the pusher saw
/// it, or the new version does not descend from it. Nothing moved.
public struct StaleHeads: Error, Hashable, Sendable, CustomStringConvertible {
    public struct Entry: Hashable, Sendable, Codable {
        public var component: String
        public var expected: String?
        public var actual: String?
        public init(component: String, expected: String?, actual: String?) {
            self.component = component
            self.expected = expected
            self.actual = actual
        }
    }
    public var entries: [Entry]
    public init(entries: [Entry]) { self.entries = entries }
    public var description: String {
        let names = entries.map(\.component).sorted()
        return "the remote has changes to \(names.joined(separator: ", ")) that you do not have: pull first (nothing was pushed)"
    }
}
