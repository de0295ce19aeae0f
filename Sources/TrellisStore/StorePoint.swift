/// A store-wide point in the past, as `relayout --since` and `diff` take it:
///
/// | text | the point |
/// |---|---|
/// | `N` | right after change `N` (the numbers `trellis log` prints: `change 12`) |
/// | `HEAD` | the latest change |
/// | `HEAD~K` | `K` changes before the latest |
/// | `NAME@REV` | right after the change that recorded that version of `NAME` (`UserAvatarContainer@1.2.0`, `ListCell@HEAD~1`, `ListCell@3fa2c1`) |
public enum StorePoint {
    /// Whether `text` is written as a point (it may still name none in this store).
    public static func looksLikePoint(_ text: String) -> Bool {
        Int64(text) != nil || text == "HEAD" || (text.hasPrefix("HEAD~") && Int64(text.dropFirst(5)) != nil) || text.contains("@")
    }

    /// The change sequence number `text` names.
    public static func resolve(_ text: String, in store: TrellisStore) throws -> Int64 {
        let latest = try store.latestSeq()
        if let number = Int64(text) {
            guard number >= 0, number <= latest else { throw StoreError.notAStorePoint(text, latest: latest) }
            return number
        }
        if text == "HEAD" { return latest }
        if text.hasPrefix("HEAD~"), let count = Int64(text.dropFirst(5)), count >= 0 {
            guard count <= latest else { throw StoreError.notAStorePoint(text, latest: latest) }
            return latest - count
        }
        if text.contains("@") {
            return try store.resolve(ComponentRevision(parsing: text)).seq
        }
        throw StoreError.notAStorePoint(text, latest: latest)
    }
}
