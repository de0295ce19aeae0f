/// What kind of write action a change of the store-wide sequence was. Stores written
/// before migration 0007 recorded every action as `commit` or `tag`; those rows read as
/// they were written.
public enum ChangeKind: String, Hashable, Sendable, CaseIterable, Codable {
    /// Versions recorded from the working copy.
    case commit
    /// A merge: merge versions recorded, heads fast-forwarded, conflicts kept.
    case merge
    /// Objects, versions and tags received from a peer (a fetch, or a push served).
    case receive
    /// An open conflict resolved into a merge version.
    case resolve
    /// Heads moved by a peer's push (compare-and-swap).
    case push
    /// Tags made (a tag or a release).
    case tag
}
