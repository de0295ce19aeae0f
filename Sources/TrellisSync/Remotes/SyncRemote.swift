import Foundation
import TrellisProject
import TrellisStore
import TrellisSupport

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
            return "the remote lacks \(hashes.count) object(s) it listed (first: \(hashes.first ?? "")); run \(CommandHint.checkStore) there"
        case .badRequest(let message):
            return "bad request: \(message)"
        case .snapshotUnavailable(let location):
            return "\(location) serves no snapshots (an older trellis serve); clone through the change feed instead"
        }
    }
}
