import Foundation
import TrellisStore

/// What the serving side of the sync protocol (`SyncService`) needs of the history it
/// serves: a store file (`TrellisStore`, the embedded default) or a team hub's database
/// (`PostgresHubStorage` in TrellisServer). Every implementation verifies what it
/// receives the same way — objects re-hashed and checked by `ReceiveValidation`, version
/// ids recomputed by `VersionID`, texts parsed against their version's content — keeps a
/// batch all or nothing, and moves heads by compare-and-swap, all or none.
///
/// Public, with public initialisers for the values it returns (`HeadRef`, `FeedCursor`,
/// `StaleHeads`, `HeadUpdate`), so a program can serve a hub from a database of its own.
public protocol HubStorage: Sendable {
    /// The store's id: a client whose remote's id changes starts its feed cursor over.
    func storeID() async throws -> String
    /// The latest change sequence number.
    func latestSeq() async throws -> Int64
    /// Up to `limit` entries of the change feed after `cursor` (`FeedPage.assemble`'s order).
    func feed(after cursor: FeedCursor, limit: Int) async throws -> FeedPage
    /// The author's texts of these versions (those that have one), by version id.
    func sourceTexts(of versionIDs: [String]) async throws -> [String: SourceText]
    /// The canonical JSON of each object of `hashes` held, as it travels.
    func objects(_ hashes: [String]) async throws -> [(hash: String, data: Data)]
    func missingObjects(_ hashes: [String]) async throws -> [String]
    func missingVersions(_ ids: [String]) async throws -> [String]
    /// Keeps a batch of objects after re-hashing each; returns how many were new.
    func receiveObjects(_ objects: [(hash: String, data: Data)], message: String) async throws -> Int
    /// Keeps versions (each id recomputed, parents and object present), tags and the
    /// texts that came with them; returns how many versions were new.
    func receiveHistory(_ versions: [VersionInfo], tags: [TagInfo], texts: [String: SourceText], message: String) async throws -> Int
    /// Moves heads by compare-and-swap, all or none; throws `StaleHeads` naming every
    /// head that moved meanwhile ("pull first").
    func compareAndSwapHeads(_ updates: [HeadUpdate], message: String) async throws -> [HeadRef]
    /// The message of each change of `seqs` held, by seq (the web pages read a release's
    /// message from the change that tagged it). A storage that keeps none answers empty.
    func changeMessages(_ seqs: [Int64]) async throws -> [Int64: String]
    /// The storage's snapshots, when it can make them (a store file can; a hub on
    /// PostgreSQL is cloned through its change feed). A requirement, not only an
    /// extension member, so a store behind `any HubStorage` still answers with itself.
    var snapshots: (any SnapshotSource)? { get }
}

extension HubStorage {
    /// A storage written before this requirement keeps no messages to show.
    public func changeMessages(_ seqs: [Int64]) async throws -> [Int64: String] { [:] }

    /// A storage that does not say otherwise makes no snapshots.
    public var snapshots: (any SnapshotSource)? { nil }
}

/// The embedded hub: a store file, as it is. Its own methods are the storage's (a
/// synchronous method fulfils an `async` requirement).
extension TrellisStore: HubStorage {
    public var snapshots: (any SnapshotSource)? { self }

    public func receiveHistory(_ versions: [VersionInfo], tags: [TagInfo], texts: [String: SourceText], message: String) throws -> Int {
        try receiveVersions(versions, tags: tags, texts: texts, message: message).count
    }
}
