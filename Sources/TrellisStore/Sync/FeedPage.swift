/// One page of the change feed.
public struct FeedPage: Sendable {
    public var versions: [VersionInfo]
    public var heads: [HeadRef]
    public var tags: [TagInfo]
    /// Where the next page starts; after the last page, past the store's latest change.
    public var next: FeedCursor
    public var hasMore: Bool
    /// The store's latest change sequence number when the page was read.
    public var latest: Int64
}
