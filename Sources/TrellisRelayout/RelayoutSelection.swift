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

/// `--since REV`: a store-wide point (`StorePoint`), its error said as the option's.
enum SincePoint {
    static func resolve(_ text: String, in store: TrellisStore) throws -> Int64 {
        do {
            return try StorePoint.resolve(text, in: store)
        } catch StoreError.notAStorePoint(let text, let latest) {
            throw RelayoutError.badSince(text, latest: latest)
        }
    }
}
