import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import Testing
import TrellisHubFixtures
import TrellisModel
@testable import TrellisServer
import TrellisStore
@testable import TrellisSync

/// Each error a route can meet answers with its own status and an `ErrorResponse` that
/// names what was wrong; nothing of a refused request is stored.
@Suite struct ErrorStatusTests {
    typealias F = ServerFixtures

    // Refused while decoding, before any storage is asked: one backend is enough.
    @Test(arguments: [SyncEndpoint.fetchObjects, .missing, .uploadObjects, .uploadVersions, .updateHeads])
    func aBodyThatIsNotTheEndpointsMessageIs400(_ endpoint: SyncEndpoint) async throws {
        let store = try F.store()
        try await F.withRouter(store) { client in
            let response = try await client.execute(
                uri: endpoint.path, method: .post, headers: [.authorization: "Bearer \(F.writeToken)"], body: ByteBuffer(string: #"{"nope""#))
            #expect(response.status == .badRequest)
            #expect(try F.error(response).error.hasPrefix("the body is not a valid "))
        }
    }

    // `SyncService` bounds the batch before its storage sees it.
    @Test func aBatchOverTheServersLimitIs400SayingTheLimit() async throws {
        let store = try F.store()
        try await F.withRouter(store, maxBatch: 5) { client in
            let hashes = (0..<6).map { String(repeating: "\($0)", count: 64) }
            let response = try await F.send(client, .fetchObjects, token: F.readToken, body: HashesRequest(hashes: hashes))
            #expect(response.status == .badRequest)
            #expect(try F.error(response).error.contains("at most 5"))
        }
    }

    @Test(arguments: HubBackend.allCases)
    func aHeadThatMovedSinceTheClientSawItIs409NamingIt(_ backend: HubBackend) async throws {
        try await F.withHub(backend, versions: 2) { hub in
            let latest = try #require(hub.badge.first), first = try #require(hub.badge.last)
            try await F.withRouter(hub) { client in
                // The client believes the head is still the first version.
                let update = HeadUpdate(component: "Badge", expected: first, new: first)
                let response = try await F.send(client, .updateHeads, token: F.writeToken, body: RefsRequest(updates: [update]))
                #expect(response.status == .conflict)
                let answer = try F.error(response)
                #expect(answer.stale?.map(\.component) == ["Badge"])
                #expect(answer.stale?.first?.actual == latest)
            }
            #expect(try await hub.heads()["Badge"] == latest)
        }
    }

    @Test(arguments: HubBackend.allCases)
    func anObjectWhoseBytesDoNotHashToItsNameIs422NamingItAndNothingIsStored(_ backend: HubBackend) async throws {
        let document = try LayoutDocument(parsing: F.badge.replacingOccurrences(of: "size = 20", with: "size = 44"), file: "Badge.layout")
        var bytes = [UInt8](document.canonicalData)
        bytes[10] ^= 1
        let objects = [WireObject(hash: document.contentHash, data: Data(bytes))]
        try await F.withHub(backend) { hub in
            try await F.withRouter(hub) { client in
                let response = try await F.send(client, .uploadObjects, token: F.writeToken, body: ObjectsMessage(objects: objects))
                #expect(response.status == .unprocessableContent)
                #expect(try F.error(response).object == document.contentHash)
            }
            #expect(try await hub.missingObjects([document.contentHash]) == [document.contentHash])
        }
    }

    @Test(arguments: HubBackend.allCases)
    func aVersionWhoseParentTheServerLacksIs422NamingIt(_ backend: HubBackend) async throws {
        // The seeded head's own content, under a parent nobody has.
        let content = try LayoutDocument(parsing: F.badge, file: "Badge.layout").contentHash
        let orphan = String(repeating: "ab", count: 32)
        let id = VersionID.compute(
            component: "Badge", contentHash: content, parents: [orphan], author: "m", message: "x", timeMilliseconds: 1)
        let version = VersionInfo(
            id: id, component: "Badge", contentHash: content, parents: [orphan], author: "m", message: "x", timeMilliseconds: 1,
            generation: 2)
        try await F.withHub(backend) { hub in
            try await F.withRouter(hub) { client in
                let response = try await F.send(
                    client, .uploadVersions, token: F.writeToken, body: VersionsMessage(versions: [WireVersion(version)], tags: []))
                #expect(response.status == .unprocessableContent)
                #expect(try F.error(response).error.contains(orphan))
            }
            #expect(try await hub.service.storage.missingVersions([id]) == [id])
        }
    }

    @Test(arguments: HubBackend.allCases)
    func aHeadMovedToAVersionTheServerLacksIs422(_ backend: HubBackend) async throws {
        let unknown = String(repeating: "cd", count: 32)
        try await F.withHub(backend) { hub in
            let head = try #require(hub.badge.first)
            try await F.withRouter(hub) { client in
                let update = HeadUpdate(component: "Badge", expected: head, new: unknown)
                let response = try await F.send(client, .updateHeads, token: F.writeToken, body: RefsRequest(updates: [update]))
                #expect(response.status == .unprocessableContent)
                #expect(try F.error(response).object == unknown)
            }
            #expect(try await hub.heads()["Badge"] == head)
        }
    }

    /// A failure no error type describes (a database error, a full disk) is 500 saying only
    /// that the server failed, with a reference; the error itself goes to the server's log
    /// under that reference. An `HTTPResponseError` passes through with its own status.
    @Test func aFailureNoErrorTypeDescribesIs500WithTheDetailOnlyInTheLog() async throws {
        struct DiskFull: Error, CustomStringConvertible {
            var description: String { "no space left on /srv/secret/store.sqlite" }
        }
        let logged = CapturedLog()
        let router = Router()
        router.add(middleware: InternalFailureMiddleware())
        router.get("/plain") { _, _ -> Response in throw DiskFull() }
        router.get("/stale") { _, _ -> Response in throw StaleHeads(entries: [.init(component: "Badge", expected: nil, actual: "v2")]) }
        let logger = Logger(label: "test") { _ in logged }
        try await Application(router: router, logger: logger).test(.router) { client in
            let plain = try await client.execute(uri: "/plain", method: .get)
            #expect(plain.status == .internalServerError)
            let answer = try F.error(plain).error
            #expect(answer.hasPrefix("internal error") && !answer.contains("/srv/secret"), "\(answer)")
            let reference = try #require(answer.split(separator: " ").last?.dropLast())
            #expect(logged.lines.contains { $0.contains(reference) && $0.contains("no space left on /srv/secret/store.sqlite") }, "\(logged.lines)")
            let stale = try await client.execute(uri: "/stale", method: .get)
            #expect(stale.status == .conflict)
            #expect(try F.error(stale).stale?.first?.actual == "v2")
        }
    }

    /// A sync error whose status is 500 (its text may name a remote's address or what the
    /// storage lost) is answered as "internal error" too, the detail only in the log.
    @Test func aSyncErrorAnswered500SaysInternalErrorAndLogsTheDetail() async throws {
        let logged = CapturedLog()
        let router = Router()
        router.add(middleware: InternalFailureMiddleware())
        router.get("/lost") { _, _ -> Response in throw SyncError.missingObjects(["secret-object-hash"]) }
        router.get("/bad") { _, _ -> Response in throw SyncError.badRequest("bad cursor") }
        let logger = Logger(label: "test") { _ in logged }
        try await Application(router: router, logger: logger).test(.router) { client in
            let lost = try await client.execute(uri: "/lost", method: .get)
            #expect(lost.status == .internalServerError)
            let answer = try F.error(lost).error
            #expect(answer.hasPrefix("internal error") && !answer.contains("secret-object-hash"), "\(answer)")
            let reference = try #require(answer.split(separator: " ").last?.dropLast())
            #expect(logged.lines.contains { $0.contains(reference) && $0.contains("secret-object-hash") }, "\(logged.lines)")
            // A client's own mistake keeps its words and status.
            let bad = try await client.execute(uri: "/bad", method: .get)
            #expect(bad.status == .badRequest)
            #expect(try F.error(bad).error == "bad cursor")
        }
    }

    // Refused from the request's head, before its body is read or any storage is asked.
    @Test func aDeclaredBodyOverTheLimitIs413BeforeTheTokenIsEvenUsedOnTheBody() async throws {
        let store = try F.store()
        try await F.withRouter(store, limits: .init(maxBody: 1 << 20)) { client in
            let response = try await client.execute(
                uri: SyncEndpoint.uploadObjects.path, method: .post,
                headers: [.authorization: "Bearer \(F.writeToken)", .contentLength: String(2 << 20)])
            #expect(response.status == .contentTooLarge)
            #expect(try F.error(response).error.contains("the request body of 2097152 bytes exceeds this server's limit of 1 MiB"))
            // Without the token the answer is 401: the token is checked first.
            let anonymous = try await client.execute(
                uri: SyncEndpoint.uploadObjects.path, method: .post, headers: [.contentLength: String(2 << 20)])
            #expect(anonymous.status == .unauthorized)
        }
    }
}

/// A log handler that keeps what it is given, for reading back in a test.
final class CapturedLog: LogHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [String] = []
    var lines: [String] { lock.withLock { kept } }
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        lock.withLock { kept.append("\(event.message)") }
    }
}
