/// A component's head: which version, moved by which change.
public struct HeadRef: Hashable, Sendable, Codable {
    public var component: String
    public var versionID: String
    public var seq: Int64

    public init(component: String, versionID: String, seq: Int64) {
        self.component = component
        self.versionID = versionID
        self.seq = seq
    }
}
