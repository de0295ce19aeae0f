import Foundation

extension FeedPage {
    /// One page of the feed from what each part's range query returned after `cursor`
    /// (up to `limit + 1` of each, already in their own order): the parts interleaved in
    /// feed order (`FeedCursor`), the first `limit` kept, and where the next page starts.
    /// Every hub's storage (the SQLite store, PostgreSQL) pages its feed through this, so
    /// a client sees the same pages whatever the hub keeps its history in.
    package static func assemble(
        after cursor: FeedCursor, limit: Int, latest: Int64, versions: [VersionInfo], heads: [HeadRef], tags: [TagInfo]
    ) -> FeedPage {
        enum Entry { case version(VersionInfo), head(HeadRef), tag(TagInfo) }
        var entries: [(cursor: FeedCursor, entry: Entry)] = []
        entries.reserveCapacity(versions.count + heads.count + tags.count)
        for version in versions {
            entries.append((FeedCursor(seq: version.seq, phase: 0, generation: version.generation, key: version.id), .version(version)))
        }
        for head in heads { entries.append((FeedCursor(seq: head.seq, phase: 1, key: head.component), .head(head))) }
        for tag in tags { entries.append((FeedCursor(seq: tag.seq, phase: 2, key: "\(tag.component)@\(tag.name)"), .tag(tag))) }
        entries.sort { order($0.cursor, $1.cursor) }
        let hasMore = entries.count > limit
        let taken = entries.prefix(limit)
        var page = FeedPage(versions: [], heads: [], tags: [], next: FeedCursor(seq: max(latest, cursor.seq)), hasMore: hasMore, latest: latest)
        for (_, entry) in taken {
            switch entry {
            case .version(let version): page.versions.append(version)
            case .head(let head): page.heads.append(head)
            case .tag(let tag): page.tags.append(tag)
            }
        }
        if hasMore, let last = taken.last { page.next = last.cursor }
        return page
    }

    /// The feed's order, as SQLite compares (text by bytes; PostgreSQL's columns are `COLLATE "C"` for it).
    package static func order(_ a: FeedCursor, _ b: FeedCursor) -> Bool {
        if a.seq != b.seq { return a.seq < b.seq }
        if a.phase != b.phase { return a.phase < b.phase }
        if a.generation != b.generation { return a.generation < b.generation }
        return a.key.utf8.lexicographicallyPrecedes(b.key.utf8)
    }
}
