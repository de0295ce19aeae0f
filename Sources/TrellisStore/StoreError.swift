import TrellisSupport

/// What can go wrong with a store, each saying what happened and what to do.
public enum StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file exists but is not a trellis store; it was not touched.
    case notAStore(path: String, reason: String)
    /// Written by a newer trellis whose schema this build does not know.
    case newerSchema(path: String, found: Int, known: Int)
    case noStore(path: String)
    case unknownComponent(String, suggestion: String?)
    case unknownRevision(component: String, revision: String)
    /// Not a point in the store's history (`StorePoint`).
    case notAStorePoint(String, latest: Int64)
    case ambiguousRevision(component: String, revision: String, candidates: [String])
    case historyTooShort(component: String, revision: String, versions: Int)
    case deleted(component: String, version: String)
    case invalidTagName(String)
    case tagExists(component: String, tag: String, version: String)
    case duplicateComponent(String)
    case corruptObject(hash: String, detail: String)
    /// The store file is there but empty: cut short, never to be re-initialised over.
    case truncated(path: String)
    /// SQLite cannot read the store's pages.
    case damaged(path: String, detail: String)
    /// A folder on the way is a file.
    case notADirectory(path: String)
    /// The store must be upgraded (written) but its folder is read-only.
    case readOnlyUpgrade(path: String)

    public var description: String {
        switch self {
        case .notAStore(let path, let reason):
            return "\(path) is not a trellis store (\(reason)); it was left unchanged"
        case .newerSchema(let path, let found, let known):
            return "\(path): this store was written by a newer trellis (schema \(found); this trellis knows up to \(known)); upgrade trellis"
        case .noStore(let path):
            return "no trellis store at \(path) (run \(CommandHint.createProject) to create one)"
        case .unknownComponent(let name, let suggestion):
            return "no component named \(name) in the store" + (suggestion.map { " (did you mean \($0)?)" } ?? "")
        case .notAStorePoint(let text, let latest):
            return
                "\(text): not a point in the store's history; give a change number 0…\(latest) (as \(CommandHint.log) prints them), HEAD, HEAD~N, or NAME@REV"
        case .unknownRevision(let component, let revision):
            return "\(component)@\(revision): no such revision (use a version id prefix of at least 4 hex digits, a tag such as 1.2.0, HEAD or HEAD~N)"
        case .ambiguousRevision(let component, let revision, let candidates):
            return "\(component)@\(revision) is ambiguous; it could be any of: \(candidates.joined(separator: ", "))"
        case .historyTooShort(let component, let revision, let versions):
            return "\(component)@\(revision): the history of \(component) has only \(versions) version\(versions == 1 ? "" : "s")"
        case .deleted(let component, let version):
            return "\(component) was deleted in version \(version.prefix(12)) (name an earlier revision, e.g. \(component)@HEAD~1)"
        case .invalidTagName(let tag):
            return "\(tag) is not a valid tag: use MAJOR.MINOR.PATCH with an optional -prerelease, e.g. 1.2.0 or 2.0.0-beta.1"
        case .tagExists(let component, let tag, let version):
            return "\(component)@\(tag) already exists (version \(version.prefix(12))); tags never move: choose a new version number"
        case .duplicateComponent(let name):
            return "\(name) appears more than once in one commit"
        case .truncated(let path):
            return
                "\(path) is empty (0 bytes): the store was cut short (a full disk, or a copy that stopped); restore it from a backup or clone the library again; never initialise a new store over it"
        case .damaged(let path, let detail):
            return
                "\(path) is damaged (\(detail)): run \(CommandHint.checkStore) to see what is damaged, then restore it from a backup or clone the library again; never initialise a new store over it"
        case .notADirectory(let path):
            return "\(path): a part of this path is a file, not a folder; give the project folder"
        case .readOnlyUpgrade(let path):
            return "\(path) was written by an older trellis and must be upgraded, but its folder is read-only: make it writable and run the command again"
        case .corruptObject(let hash, let detail):
            return "object \(hash) is corrupt: \(detail) (run \(CommandHint.checkStore))"
        }
    }
}
