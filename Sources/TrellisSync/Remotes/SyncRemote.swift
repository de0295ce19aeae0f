import Foundation
import TrellisProject
import TrellisStore

/// The other end of a sync: a store file opened directly (`StoreFileRemote`) or a store
/// served over HTTP (`HTTPRemote`). Every call is safe to repeat: objects and versions
/// are content-addressed, and a head that already moved where asked succeeds again.
public protocol SyncRemote: Sendable {
    /// Where it is, for messages.
    var location: String { get }
    func info() async throws -> InfoResponse
    /// One page of its change feed after `cursor`.
    func changes(after cursor: FeedCursor, limit: Int) async throws -> ChangesResponse
    /// The objects of `hashes` (at most `maxBatch`), as stored.
    func fetchObjects(_ hashes: [String]) async throws -> [WireObject]
    /// Which of these objects and versions it does not hold.
    func missing(_ request: MissingMessage) async throws -> MissingMessage
    /// Stores a batch of objects (at most `maxBatch`), each re-hashed; a mismatch refuses the batch.
    func uploadObjects(_ objects: [WireObject]) async throws -> Int
    /// Stores versions (each verified) and tags.
    func uploadVersions(_ versions: [WireVersion], tags: [WireTag]) async throws -> Int
    /// Moves heads by compare-and-swap, all or none; throws `StaleHeads` when any moved.
    func updateHeads(_ updates: [HeadUpdate]) async throws -> [WireHead]
    /// Refuses, before a push sends anything, heads it would refuse to move for another
    /// reason than compare-and-swap (a project's uncommitted edits). Default: nothing.
    func checkHeadUpdates(_ components: [String]) async throws
    /// Writes a snapshot of its shared history (`TrellisStore.writeSnapshot`) into a new
    /// file at `path`: how a clone travels. The receiver verifies it before use.
    func downloadSnapshot(to path: String) async throws
    /// ``downloadSnapshot(to:)``, telling `progress` the bytes written so far and the
    /// length when the remote announced one. Default: no progress until it is done.
    func downloadSnapshot(to path: String, progress: SnapshotProgressHandler?) async throws
}

/// Bytes of a snapshot written so far, and its length when known.
public typealias SnapshotProgressHandler = @Sendable (_ written: Int64, _ length: Int64?) -> Void

extension SyncRemote {
    /// Called before a push sends anything, with the components whose heads it will
    /// move: a remote that would refuse them (a project with uncommitted edits to them)
    /// refuses now, so nothing is sent. The heads' move checks again.
    public func checkHeadUpdates(_ components: [String]) async throws {}

    /// A remote that serves no snapshots (a server older than them): clones fall back to
    /// the change feed.
    public func downloadSnapshot(to path: String) async throws {
        throw SyncError.snapshotUnavailable(location)
    }

    /// A remote that copies its snapshot in one step (a store file) has nothing to count on the way.
    public func downloadSnapshot(to path: String, progress: SnapshotProgressHandler?) async throws {
        try await downloadSnapshot(to: path)
    }
}

/// What can go wrong talking to a remote, each saying what to do.
public enum SyncError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Missing or wrong token (HTTP 401).
    case unauthorized(String)
    /// The token may read but not write (HTTP 403).
    case forbidden(String)
    /// The remote refused what was sent (HTTP 422): a corrupt object, a version that does not verify.
    case rejected(String, object: String?)
    /// Some head moved on the remote since we last saw it, or ours does not descend from it.
    case nonFastForward([String])
    /// The remote answered something this client cannot read, or an HTTP error.
    case protocolError(String)
    /// The remote could not be reached, or the connection dropped.
    case unreachable(String)
    /// The remote sent fewer objects than asked (it lacks them).
    case missingObjects([String])
    case badRequest(String)
    /// The remote serves no snapshots (HTTP 404 from an older server).
    case snapshotUnavailable(String)

    public var description: String {
        switch self {
        case .unauthorized(let location):
            return "\(location): missing or wrong token (401); pass --token or set TRELLIS_TOKEN"
        case .forbidden(let location):
            return "\(location): this token may only read (403); pushing needs the write token"
        case .rejected(let message, _):
            return "the remote refused the batch: \(message)"
        case .nonFastForward(let components):
            let shown = components.prefix(10).joined(separator: ", ") + (components.count > 10 ? ", … and \(components.count - 10) more" : "")
            return "rejected: the remote has changes to \(shown) that you do not have: pull first (nothing was pushed)"
        case .protocolError(let message):
            return "sync protocol error: \(message)"
        case .unreachable(let message):
            return "cannot reach \(message)"
        case .missingObjects(let hashes):
            return "the remote lacks \(hashes.count) object(s) it listed (first: \(hashes.first ?? "")); run 'trellis fsck' there"
        case .badRequest(let message):
            return "bad request: \(message)"
        case .snapshotUnavailable(let location):
            return "\(location) serves no snapshots (an older trellis serve); clone through the change feed instead"
        }
    }
}

/// Opens a remote by what its URL looks like: `http://` or `https://` is a served store,
/// anything else a store file path (a project folder means its `.trellis/store.sqlite`).
public enum RemoteLocator {
    public static func isHTTP(_ url: String) -> Bool {
        url.hasPrefix("http://") || url.hasPrefix("https://")
    }

    public static func open(_ url: String, token: String?, environment: StoreEnvironment) throws -> any SyncRemote {
        if isHTTP(url) { return try HTTPRemote(url: url, token: token) }
        // A remote's path that is gone is not a store to create ("trellis init" is no advice here).
        guard FileManager.default.fileExists(atPath: url) else { throw RemoteLocationError.missingPath(url) }
        if let project = try openProject(url, environment: environment) {
            return StoreFileRemote(project: project, location: project.root)
        }
        return try StoreFileRemote(path: storeFilePath(url), environment: environment)
    }

    /// Where `trellis clone` reads from: an http(s) URL, or the absolute path of a store
    /// file or project folder that exists. Anything else is refused with what to give.
    public static func cloneSource(_ source: String) throws -> String {
        if source.contains("://") {
            guard isHTTP(source) else {
                let scheme = String(source[..<source.range(of: "://")!.lowerBound])
                throw RemoteLocationError.unknownScheme(source, scheme)
            }
            return source
        }
        let path = URL(fileURLWithPath: source).standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: path) else { throw RemoteLocationError.missingPath(source) }
        return path
    }

    /// The project at `path` when it is a project folder (a push into it updates its
    /// working copy), else nil. A push into it that was killed while writing its files
    /// (its store took the push, some files lag) is finished first: nobody there ran
    /// that push, so the pusher's next command (re-running it, or a fetch) finishes it.
    public static func openProject(_ path: String, environment: StoreEnvironment) throws -> TrellisProject? {
        var isDirectory: ObjCBool = false
        let metadata = (path as NSString).appendingPathComponent(".trellis")
        guard FileManager.default.fileExists(atPath: metadata, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        let project = TrellisProject(root: path, store: try TrellisStore.open(path: storeFilePath(path), environment: environment))
        // A folder this user cannot write stays as it is: reading from it still works, and
        // its own 'trellis status' names the interrupted push.
        _ = try? project.finishInterruptedCheckout(of: TrellisProject.pushCheckoutCommand)
        return project
    }

    /// A path to a store file, or to a project folder holding `.trellis/store.sqlite`.
    public static func storeFilePath(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return ((path as NSString).appendingPathComponent(".trellis") as NSString).appendingPathComponent("store.sqlite")
        }
        return path
    }
}
