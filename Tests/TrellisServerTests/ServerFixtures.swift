import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import Testing
import TrellisHubFixtures
import TrellisModel
import TrellisServer
import TrellisStore
import TrellisSync

/// A store to serve and the ways to talk to it: Hummingbird's router client (no socket,
/// for routes, tokens and statuses) or a live server on an ephemeral port (for what only
/// a connection shows: idle timeouts, the connection limit, chunked bodies).
enum ServerFixtures {
    static let readToken = "read-secret", writeToken = "write-secret"
    static let tokens = TrellisServer.Tokens(read: readToken, write: writeToken)

    static let badge = """
        container Badge {
            param size = 20

            view dot: UIView

            dot.width == size
            dot.height == size
            dot.centerX == self.centerX
            dot.centerY == self.centerY
        }
        """

    /// An in-memory store holding `Badge`, committed `versions` times (size 20, 21, …).
    static func store(versions: Int = 1) throws -> TrellisStore {
        let store = try TrellisStore.inMemory(environment: .fixed(author: "server-tests", storeID: "served"))
        for index in 0..<versions {
            let text = badge.replacingOccurrences(of: "size = 20", with: "size = \(20 + index)")
            try store.commit([LayoutDocument(parsing: text, file: "Badge.layout")], message: "badge \(index)")
        }
        return store
    }

    /// Runs `body` against the server's routes for `store`, without a socket.
    static func withRouter<T: Sendable>(
        _ store: TrellisStore, tokens: TrellisServer.Tokens = ServerFixtures.tokens, limits: TrellisServer.Limits = .standard,
        maxBatch: Int = SyncService.defaultMaxBatch,
        _ body: @Sendable (any TestClientProtocol) async throws -> T
    ) async throws -> T {
        let service = SyncService(store: store, location: "served", maxBatch: maxBatch)
        return try await TrellisServer.application(service: service, tokens: tokens, port: 0, limits: limits).test(.router, body)
    }

    /// Runs `body` with a hub on `backend` holding `Badge` committed `versions` times (size
    /// 20, 21, …), pushed to it by a client as a hub receives history.
    static func withHub<T: Sendable>(
        _ backend: HubBackend, versions: Int = 1, maxBatch: Int = SyncService.defaultMaxBatch, _ body: (SeededHub) async throws -> T
    ) async throws -> T {
        try await backend.withHub(maxBatch: maxBatch) { services in
            let author = try store(versions: versions)
            try author.addRemote(name: "origin", url: "hub")
            _ = try await SyncClient(store: author, remoteName: "origin", remote: services[0]).push()
            return try await body(SeededHub(service: services[0], badge: try author.log(of: "Badge").map(\.id)))
        }
    }

    /// Runs `body` against the server's routes for `hub`, without a socket.
    static func withRouter<T: Sendable>(
        _ hub: SeededHub, tokens: TrellisServer.Tokens = ServerFixtures.tokens, limits: TrellisServer.Limits = .standard,
        _ body: @Sendable (any TestClientProtocol) async throws -> T
    ) async throws -> T {
        try await TrellisServer.application(service: hub.service, tokens: tokens, port: 0, limits: limits).test(.router, body)
    }

    /// Runs `body` with the port of a live server for `store` on 127.0.0.1 (an ephemeral
    /// port), stopped by cancelling its task, as `trellis serve` is.
    static func withLiveServer<T: Sendable>(
        _ store: TrellisStore, limits: TrellisServer.Limits = .standard, logger: Logger? = nil, _ body: @Sendable (Int) async throws -> T
    ) async throws -> T {
        try await withLiveServer(service: SyncService(store: store, location: "served"), limits: limits, logger: logger, body)
    }

    /// The same for any hub's service (a store file's or a PostgreSQL hub's).
    static func withLiveServer<T: Sendable>(
        service: SyncService, limits: TrellisServer.Limits = .standard, logger: Logger? = nil, _ body: @Sendable (Int) async throws -> T
    ) async throws -> T {
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let server = Task {
            try await TrellisServer.run(service: service, tokens: tokens, host: "127.0.0.1", port: 0, limits: limits, logger: logger) { port in
                continuation.yield(port)
            }
        }
        defer { server.cancel() }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next(), "the server did not start")
        let result = try await body(port)
        server.cancel()
        _ = await server.result
        return result
    }

    /// A request to `endpoint` with `token` as a bearer token and `body` as JSON.
    static func send(
        _ client: any TestClientProtocol, _ endpoint: SyncEndpoint, token: String?, query: String = "", body: (any Encodable)? = nil,
        headers extra: HTTPFields = [:]
    ) async throws -> TestResponse {
        var headers = extra
        if let token { headers[.authorization] = "Bearer \(token)" }
        let bytes = try body.map { ByteBuffer(bytes: try JSONEncoder().encode($0)) }
        if bytes != nil { headers[.contentType] = "application/json" }
        return try await client.execute(
            uri: endpoint.path + (query.isEmpty ? "" : "?" + query), method: endpoint.method == .get ? .get : .post, headers: headers, body: bytes)
    }

    /// A request each endpoint serves with 200: what the route tests send.
    static func validBody(_ endpoint: SyncEndpoint) -> (any Encodable)? {
        switch endpoint {
        case .info, .changes, .snapshot, .stats: nil
        case .fetchObjects: HashesRequest(hashes: [])
        case .missing: MissingMessage()
        case .uploadObjects: ObjectsMessage(objects: [])
        case .uploadVersions: VersionsMessage(versions: [], tags: [])
        case .updateHeads: RefsRequest(updates: [])
        }
    }

    /// The body of an error answer.
    static func error(_ response: TestResponse) throws -> ErrorResponse {
        try JSONDecoder().decode(ErrorResponse.self, from: Data(response.body.readableBytesView))
    }
}

/// A hub the fixtures seeded, and what a test reads of it afterwards through the protocol
/// (so the same checks hold on a store file and on PostgreSQL).
struct SeededHub: Sendable {
    let service: SyncService
    /// `Badge`'s versions, newest first.
    let badge: [String]

    /// Every component's head, as the change feed gives it.
    func heads() async throws -> [String: String] { try await HubStorageTests.feed(service, limit: 500).heads }

    func missingObjects(_ hashes: [String]) async throws -> [String] { try await service.storage.missingObjects(hashes) }

    /// Whether a client that pulls the whole hub gets a sound store (`fsck` finds nothing).
    func aPulledCopyIsSound() async throws -> Bool {
        let copy = try HubStorageTests.client("check", service)
        _ = try await copy.fetchAndMerge()
        return try copy.store.fsck().isEmpty
    }
}
