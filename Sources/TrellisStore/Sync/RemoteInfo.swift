/// Another store this one syncs with.
public struct RemoteInfo: Hashable, Sendable {
    public var name: String
    public var url: String
    public var token: String?
    /// The remote store's id once seen; a different id means a different store.
    public var storeID: String?
    public var fetchCursor: FeedCursor
    public var pushSeq: Int64
}
