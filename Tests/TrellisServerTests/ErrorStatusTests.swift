import Foundation
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing
import TrellisModel
@testable import TrellisServer
import TrellisStore
@testable import TrellisSync

/// Each error a route can meet answers with its own status and an `ErrorResponse` that
/// names what was wrong; nothing of a refused request is stored.
@Suite struct ErrorStatusTests {
    typealias F = ServerFixtures

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

    @Test func aBatchOverTheServersLimitIs400SayingTheLimit() async throws {
        let store = try F.store()
        try await F.withRouter(store, maxBatch: 5) { client in
            let hashes = (0..<6).map { String(repeating: "\($0)", count: 64) }
            let response = try await F.send(client, .fetchObjects, token: F.readToken, body: HashesRequest(hashes: hashes))
            #expect(response.status == .badRequest)
            #expect(try F.error(response).error.contains("at most 5"))
        }
    }

    @Test func aHeadThatMovedSinceTheClientSawItIs409NamingIt() async throws {
        let store = try F.store(versions: 2)
        let latest = try #require(try store.head(of: "Badge")).id
        let first = try #require(try store.log(of: "Badge").last).id
        try await F.withRouter(store) { client in
            // The client believes the head is still the first version.
            let update = HeadUpdate(component: "Badge", expected: first, new: first)
            let response = try await F.send(client, .updateHeads, token: F.writeToken, body: RefsRequest(updates: [update]))
            #expect(response.status == .conflict)
            let answer = try F.error(response)
            #expect(answer.stale?.map(\.component) == ["Badge"])
            #expect(answer.stale?.first?.actual == latest)
        }
        #expect(try store.head(of: "Badge")?.id == latest)
    }

    @Test func anObjectWhoseBytesDoNotHashToItsNameIs422NamingItAndNothingIsStored() async throws {
        let store = try F.store()
        let document = try LayoutDocument(parsing: F.badge.replacingOccurrences(of: "size = 20", with: "size = 44"), file: "Badge.layout")
        var bytes = [UInt8](document.canonicalData)
        bytes[10] ^= 1
        let objects = [WireObject(hash: document.contentHash, data: Data(bytes))]
        try await F.withRouter(store) { client in
            let response = try await F.send(client, .uploadObjects, token: F.writeToken, body: ObjectsMessage(objects: objects))
            #expect(response.status == .unprocessableContent)
            #expect(try F.error(response).object == document.contentHash)
        }
        #expect(try store.missingObjects([document.contentHash]) == [document.contentHash])
    }

    @Test func aVersionWhoseParentTheServerLacksIs422NamingIt() async throws {
        let store = try F.store()
        let head = try #require(try store.head(of: "Badge"))
        let orphan = String(repeating: "ab", count: 32)
        let id = VersionID.compute(
            component: "Badge", contentHash: head.contentHash, parents: [orphan], author: "m", message: "x", timeMilliseconds: 1)
        let version = VersionInfo(
            id: id, component: "Badge", contentHash: head.contentHash, parents: [orphan], author: "m", message: "x", timeMilliseconds: 1,
            generation: 2)
        try await F.withRouter(store) { client in
            let response = try await F.send(client, .uploadVersions, token: F.writeToken, body: VersionsMessage(versions: [WireVersion(version)], tags: []))
            #expect(response.status == .unprocessableContent)
            #expect(try F.error(response).error.contains(orphan))
        }
    }

    @Test func aHeadMovedToAVersionTheServerLacksIs422() async throws {
        let store = try F.store()
        let unknown = String(repeating: "cd", count: 32)
        try await F.withRouter(store) { client in
            let update = HeadUpdate(component: "Badge", expected: try store.head(of: "Badge")?.id, new: unknown)
            let response = try await F.send(client, .updateHeads, token: F.writeToken, body: RefsRequest(updates: [update]))
            #expect(response.status == .unprocessableContent)
            #expect(try F.error(response).object == unknown)
        }
    }

    /// A failure no error type describes (a database error, a full disk) is 500 with what it
    /// says; an `HTTPResponseError` passes through with its own status.
    @Test func aFailureNoErrorTypeDescribesIs500WithWhatItSays() async throws {
        struct DiskFull: Error, CustomStringConvertible {
            var description: String { "no space left on the device holding the store" }
        }
        let router = Router()
        router.add(middleware: InternalFailureMiddleware())
        router.get("/plain") { _, _ -> Response in throw DiskFull() }
        router.get("/stale") { _, _ -> Response in throw StaleHeads(entries: [.init(component: "Badge", expected: nil, actual: "v2")]) }
        try await Application(router: router).test(.router) { client in
            let plain = try await client.execute(uri: "/plain", method: .get)
            #expect(plain.status == .internalServerError)
            #expect(try F.error(plain).error == "no space left on the device holding the store")
            let stale = try await client.execute(uri: "/stale", method: .get)
            #expect(stale.status == .conflict)
            #expect(try F.error(stale).stale?.first?.actual == "v2")
        }
    }

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
