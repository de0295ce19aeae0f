import TrellisStore

/// Which components a relayout starts from (the "changed" ones); every component that
/// uses one of them, directly or through other containers and specs, is laid out too.
public enum RelayoutSelection: Hashable, Sendable {
    /// Named components, compared store heads → working copy (whether they changed or not).
    case names([String])
    /// Components new, modified or deleted in the working copy against the store's heads
    /// (what `trellis status` lists), compared heads → working copy.
    case changed
    /// Components whose head differs from the store-wide point `REV` (see ``SincePoint``),
    /// compared heads at that point → current heads. The working copy is not read.
    case since(String)
    /// Every component, heads → working copy: fills the cache, or checks everything.
    case all
}

/// A store-wide point in the past, as `--since` takes it:
///
/// | text | the point |
/// |---|---|
/// | `N` | right after change `N` (the numbers `trellis log` prints: `change 12`) |
/// | `HEAD` | the latest change (so nothing changed since) |
/// | `HEAD~K` | `K` changes before the latest |
/// | `NAME@REV` | right after the change that recorded that version of `NAME` (`UserAvatarContainer@1.2.0`, `ListCell@HEAD~1`, `ListCell@3fa2c1`) |
public enum SincePoint {
    /// The change sequence number `text` names.
    public static func resolve(_ text: String, in store: TrellisStore) throws -> Int64 {
        let latest = try store.latestSeq()
        if let number = Int64(text) {
            guard number >= 0, number <= latest else { throw RelayoutError.badSince(text, latest: latest) }
            return number
        }
        if text == "HEAD" { return latest }
        if text.hasPrefix("HEAD~"), let count = Int64(text.dropFirst(5)), count >= 0 {
            guard count <= latest else { throw RelayoutError.badSince(text, latest: latest) }
            return latest - count
        }
        if text.contains("@") {
            return try store.resolve(ComponentRevision(parsing: text)).seq
        }
        throw RelayoutError.badSince(text, latest: latest)
    }
}
