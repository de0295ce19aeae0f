import Foundation
import TrellisLayoutFixtures
import TrellisModel
import TrellisStore
@testable import TrellisSync

enum SyncFixtures {
    static func store(_ author: String, storeID: String? = nil) throws -> TrellisStore {
        try TrellisStore.inMemory(environment: .fixed(author: author, storeID: storeID ?? "store-\(author)"))
    }

    static func parse(_ text: String) throws -> LayoutDocument { try LayoutDocument(parsing: text, file: "test.layout") }

    /// The shared texts (`ExampleTexts`): the avatar container and a cell that uses it.
    static let avatar = ExampleTexts.avatar()
    static let listCell = ExampleTexts.listCell

    static func edited(_ text: String, _ from: String, _ to: String) throws -> LayoutDocument {
        precondition(text.contains(from), "edit target not found: \(from)")
        return try parse(text.replacingOccurrences(of: from, with: to))
    }

    /// A library of `count` small distinct containers.
    static func generated(_ count: Int) -> [LayoutDocument] {
        (0..<count).map { RandomEdits.container("Generated\($0)", seed: UInt64($0)) }
    }

    /// A client syncing `store` with `other` (named `name` in `store`'s remotes; added when missing).
    static func client(_ store: TrellisStore, _ other: TrellisStore, name: String = "origin", pageLimit: Int = 2000, objectBatch: Int = 1000) throws
        -> SyncClient
    {
        if try !store.remotes().contains(where: { $0.name == name }) {
            try store.addRemote(name: name, url: "memory:\(name)")
        }
        return SyncClient(store: store, remoteName: name, remote: StoreFileRemote(store: other, location: name), pageLimit: pageLimit, objectBatch: objectBatch)
    }

    static func headMap(_ store: TrellisStore) throws -> [String: String] {
        Dictionary(uniqueKeysWithValues: try store.heads().map { ($0.component, $0.id) })
    }

    static func contentMap(_ store: TrellisStore) throws -> [String: String] {
        Dictionary(uniqueKeysWithValues: try store.heads().map { ($0.component, $0.contentHash ?? "deleted") })
    }
}

/// A remote that passes calls through to another, counting objects, and can fail or
/// corrupt on cue: the interrupted and corrupted transfers of the tests.
final class FaultyRemote: SyncRemote, @unchecked Sendable {
    let inner: any SyncRemote
    var location: String { inner.location }
    private let lock = NSLock()
    private var _objectsServed = 0
    private var _fetchCalls = 0
    /// Fail the fetchObjects call with this index (0-based), after serving nothing of it.
    var failOnFetchCall: Int?
    /// Flip a byte of the object at this index of every fetchObjects answer.
    var corruptObjectAt: Int?

    init(_ inner: any SyncRemote) { self.inner = inner }

    var objectsServed: Int { lock.withLock { _objectsServed } }

    func info() async throws -> InfoResponse { try await inner.info() }
    func changes(after cursor: FeedCursor, limit: Int) async throws -> ChangesResponse { try await inner.changes(after: cursor, limit: limit) }
    func fetchObjects(_ hashes: [String]) async throws -> [WireObject] {
        let call: Int = lock.withLock {
            _fetchCalls += 1; return _fetchCalls - 1
        }
        if call == failOnFetchCall { throw SyncError.unreachable("connection dropped (test)") }
        var objects = try await inner.fetchObjects(hashes)
        lock.withLock { _objectsServed += objects.count }
        if let index = corruptObjectAt, index < objects.count {
            var bytes = [UInt8](objects[index].data)
            bytes[bytes.count / 2] ^= 0x20
            objects[index].data = Data(bytes)
        }
        return objects
    }
    func missing(_ request: MissingMessage) async throws -> MissingMessage { try await inner.missing(request) }
    func uploadObjects(_ objects: [WireObject]) async throws -> Int { try await inner.uploadObjects(objects) }
    func uploadVersions(_ versions: [WireVersion], tags: [WireTag]) async throws -> Int { try await inner.uploadVersions(versions, tags: tags) }
    func updateHeads(_ updates: [HeadUpdate]) async throws -> [WireHead] { try await inner.updateHeads(updates) }
}

extension Array where Element == MergeOutcome {
    /// Outcomes other than "up to date".
    var changed: [MergeOutcome] { filter { $0.kind != .upToDate } }
}
