import Foundation
import Logging
import Testing
import TrellisHubFixtures
import TrellisModel
import TrellisServer
import TrellisStore
@testable import TrellisSync
import TrellisTestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A server on 127.0.0.1 (an ephemeral port) inside the test process, stopped by cancelling its task.
struct TestServer {
    let task: Task<Void, any Error>
    let port: Int
    let service: SyncService
    var url: String { "http://127.0.0.1:\(port)" }

    static let read = "read-secret", write = "write-secret"

    static func start(
        _ store: TrellisStore, maxBatch: Int = SyncService.defaultMaxBatch, limits: TrellisServer.Limits = .standard, logger: Logger? = nil
    ) async throws -> TestServer {
        try await start(service: SyncService(store: store, location: "served", maxBatch: maxBatch), limits: limits, logger: logger)
    }

    /// A server for any hub's service (a store file's or a PostgreSQL hub's).
    static func start(service: SyncService, limits: TrellisServer.Limits = .standard, logger: Logger? = nil) async throws -> TestServer {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let task = Task {
            try await TrellisServer.run(
                service: service, tokens: .init(read: read, write: write), host: "127.0.0.1", port: 0, limits: limits, logger: logger
            ) { port in
                continuation.yield(port)
            }
        }
        var iterator = stream.makeAsyncIterator()
        guard let port = await iterator.next() else { throw SyncError.unreachable("server did not start") }
        return TestServer(task: task, port: port, service: service)
    }

    func stop() async {
        task.cancel()
        _ = await task.result
    }
}

/// The same protocol over HTTP, against a hub on a store file and on PostgreSQL: clone,
/// fetch, push, tokens, corrupt uploads, compare-and-swap.
@Suite(.serialized, .temporaryFolders)
struct HTTPSyncTests {
    typealias F = SyncFixtures

    /// Runs `body` with a server for a hub on `backend` holding the avatar and the list
    /// cell (pushed there by a client, as a hub receives history), stopped afterwards.
    func withServed<T: Sendable>(_ backend: HubBackend, _ body: (TestServer) async throws -> T) async throws -> T {
        try await backend.withHub { services in
            let origin = try F.store("origin")
            try origin.commit([F.parse(F.avatar), F.parse(F.listCell)], message: "library")
            try origin.addRemote(name: "hub", url: "hub")
            _ = try await SyncClient(store: origin, remoteName: "hub", remote: services[0]).push()
            let server = try await TestServer.start(service: services[0])
            do {
                let result = try await body(server)
                await server.stop()
                return result
            } catch {
                await server.stop()
                throw error
            }
        }
    }

    func client(_ store: TrellisStore, _ server: TestServer, token: String? = TestServer.write) throws -> SyncClient {
        if try !store.remotes().contains(where: { $0.name == "origin" }) { try store.addRemote(name: "origin", url: server.url) }
        return SyncClient(store: store, remoteName: "origin", remote: try HTTPRemote(url: server.url, token: token))
    }

    /// The hub's heads, as its change feed gives them.
    func heads(_ server: TestServer) async throws -> [String: String] { try await server.service.wholeFeed(limit: 500).heads }

    /// Whether a client pulling the whole hub gets a sound store.
    func aPulledCopyIsSound(_ server: TestServer) async throws -> Bool {
        let copy = try F.store("check")
        _ = try await client(copy, server, token: TestServer.read).fetchAndMerge()
        return try copy.fsck().isEmpty
    }

    @Test(arguments: HubBackend.allCases)
    func cloneFetchAndPushOverHTTP(_ backend: HubBackend) async throws {
        try await withServed(backend) { server in
            let path = TemporaryFolder.name("trellis-http", pathExtension: "sqlite").path
            defer { StoreSnapshot.removeFiles(path) }
            let remote = try HTTPRemote(url: server.url, token: TestServer.read)
            let (ana, cloned) = try await SyncClient.clone(from: remote, url: server.url, to: path, environment: .fixed(author: "ana"))
            #expect(cloned.versions == 2 && cloned.objects == 2)
            // A store file sends a snapshot; a PostgreSQL hub is cloned through its change feed.
            #expect(cloned.viaSnapshot == (backend == .sqlite))
            #expect(try F.headMap(ana) == (try await heads(server)))
            // A no-op fetch moves nothing.
            let again = try await SyncClient(store: ana, remoteName: "origin", remote: remote).fetch()
            #expect(again.versions == 0 && again.objects == 0 && again.pages == 1)
            // Push a change with the write token.
            try ana.commit([F.edited(F.avatar, "badgeSize = 30", "badgeSize = 36")], message: "36")
            let pushed = try await client(ana, server).push()
            #expect(pushed.moved == ["UserAvatarContainer"])
            #expect(try await heads(server)["UserAvatarContainer"] == (try ana.head(of: "UserAvatarContainer")?.id))
            #expect(try ana.fsck().isEmpty)
            #expect(try await aPulledCopyIsSound(server))
        }
    }

    @Test(arguments: HubBackend.allCases)
    func missingOrWrongTokensAre401AndTheReadTokenPushingIs403(_ backend: HubBackend) async throws {
        try await withServed(backend) { server in
            await #expect(throws: SyncError.unauthorized(server.url)) { try await HTTPRemote(url: server.url, token: nil).info() }
            await #expect(throws: SyncError.unauthorized(server.url)) { try await HTTPRemote(url: server.url, token: "nope").info() }
            _ = try await HTTPRemote(url: server.url, token: TestServer.read).info()
            _ = try await HTTPRemote(url: server.url, token: TestServer.write).info()
            let ana = try F.store("ana")
            _ = try await client(ana, server, token: TestServer.read).fetchAndMerge()
            try ana.commit([F.edited(F.avatar, "badgeSize = 30", "badgeSize = 36")], message: "36")
            await #expect(throws: SyncError.forbidden(server.url)) { try await client(ana, server, token: TestServer.read).push() }
            await #expect(throws: SyncError.unauthorized(server.url)) { try await client(ana, server, token: "nope").push() }
            // Raw status codes, as another client would see them.
            #expect(try await status("GET", server.url + "/v1/info", token: nil) == 401)
            #expect(try await status("POST", server.url + "/v1/refs", token: TestServer.read, body: #"{"updates":[]}"#) == 403)
            #expect(try await status("POST", server.url + "/v1/refs", token: TestServer.write, body: #"{"updates":[]}"#) == 200)
        }
    }

    @Test(arguments: HubBackend.allCases)
    func aCorruptedUploadIs422NamingTheObjectAndNothingIsStored(_ backend: HubBackend) async throws {
        try await withServed(backend) { server in
            let goodDocument = try F.parse(F.avatar.replacingOccurrences(of: "badgeSize = 30", with: "badgeSize = 99"))
            let otherDocument = try F.parse(F.avatar.replacingOccurrences(of: "badgeSize = 30", with: "badgeSize = 98"))
            let good = goodDocument.canonicalData, other = otherDocument.canonicalData
            let goodHash = goodDocument.contentHash, otherHash = otherDocument.contentHash
            var corrupt = [UInt8](other)
            corrupt[10] ^= 0x01
            let remote = try HTTPRemote(url: server.url, token: TestServer.write)
            await #expect {
                _ = try await remote.uploadObjects([WireObject(hash: goodHash, data: good), WireObject(hash: otherHash, data: Data(corrupt))])
            } throws: { error in
                guard case SyncError.rejected(let message, let object) = error else { return false }
                return object == otherHash && message.contains(otherHash)
            }
            #expect(try await server.service.storage.missingObjects([goodHash, otherHash]) == [goodHash, otherHash])
            // Uploading the good one alone works, and again is harmless.
            #expect(try await remote.uploadObjects([WireObject(hash: goodHash, data: good)]) == 1)
            #expect(try await remote.uploadObjects([WireObject(hash: goodHash, data: good)]) == 0)
            #expect(try await aPulledCopyIsSound(server))
        }
    }

    @Test(arguments: HubBackend.allCases)
    func twoClientsPushingFromTheSameBaseOverHTTPOneWins(_ backend: HubBackend) async throws {
        try await withServed(backend) { server in
            let ana = try F.store("ana"), ben = try F.store("ben")
            _ = try await client(ana, server).fetchAndMerge()
            _ = try await client(ben, server).fetchAndMerge()
            try ana.commit([F.edited(F.avatar, "badgeSize = 30", "badgeSize = 36")], message: "ana")
            try ben.commit([F.edited(F.avatar, "vip.top == self.top", "vip.top == self.top + 2")], message: "ben")
            let anaClient = try client(ana, server), benClient = try client(ben, server)
            async let a: Bool = { do { _ = try await anaClient.push(); return true } catch SyncError.nonFastForward { return false } }()
            async let b: Bool = { do { _ = try await benClient.push(); return true } catch SyncError.nonFastForward { return false } }()
            let outcomes = try await [a, b]
            #expect(outcomes.filter { $0 }.count == 1)
            let loser = outcomes[0] ? benClient : anaClient
            let report = try await loser.fetchMergeAndPush()
            #expect(report.merge.changed.map(\.kind) == [.merged])
            #expect(report.push?.moved == ["UserAvatarContainer"])
            #expect(try await aPulledCopyIsSound(server))
        }
    }

    // `SyncService` bounds the batch before its storage sees it: one backend is enough.
    @Test func oversizedBatchesAreRefused() async throws {
        let origin = try F.store("origin")
        let server = try await TestServer.start(origin, maxBatch: 5)
        defer { Task { await server.stop() } }
        let remote = try HTTPRemote(url: server.url, token: TestServer.read)
        await #expect(throws: SyncError.self) { _ = try await remote.fetchObjects((0..<6).map { String(repeating: "\($0)", count: 64) }) }
    }

    func status(_ method: String, _ url: String, token: String?, body: String? = nil) async throws -> Int {
        var request = URLRequest(url: URL(string: url)!)
        request.httpMethod = method
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        if let body { request.httpBody = Data(body.utf8) }
        let (_, response) = try await URLSession.shared.data(for: request)
        return (response as! HTTPURLResponse).statusCode
    }
}
