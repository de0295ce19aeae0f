/// remotes/NAME/COMPONENT: where the remote's head was when this store last saw it.
public struct RemoteRef: Hashable, Sendable {
    public var remote: String
    public var component: String
    public var versionID: String
    /// Not yet merged into our head.
    public var pending: Bool
    public var displayName: String { "remotes/\(remote)/\(component)" }
}
