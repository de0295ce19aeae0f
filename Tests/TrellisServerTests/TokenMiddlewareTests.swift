import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import TrellisHubFixtures
@testable import TrellisServer
@testable import TrellisSync

/// Every route behind its token check, walked over the one endpoint list: 401 without a
/// token or with a wrong one, 403 for the read token on a write route, and through with
/// the token each route needs.
@Suite struct TokenMiddlewareTests {
    typealias F = ServerFixtures

    // A request without its token is refused before any storage is asked: one backend.
    @Test(arguments: SyncEndpoint.allCases)
    func everyRouteWithoutATokenIs401SayingHowToSendOne(_ endpoint: SyncEndpoint) async throws {
        let store = try F.store()
        try await F.withRouter(store) { client in
            let response = try await F.send(client, endpoint, token: nil, body: F.validBody(endpoint))
            #expect(response.status == .unauthorized)
            #expect(try F.error(response).error == "missing token (send Authorization: Bearer TOKEN)")
        }
    }

    @Test(arguments: SyncEndpoint.allCases)  // refused before any storage is asked
    func everyRouteWithAWrongTokenIs401(_ endpoint: SyncEndpoint) async throws {
        let store = try F.store()
        try await F.withRouter(store) { client in
            // A prefix of the real token, and the token in another scheme, are as wrong as any.
            for header in ["Bearer nope", "Bearer \(F.writeToken.dropLast())", "Bearer \(F.writeToken)x", "Basic \(F.writeToken)"] {
                let response = try await F.send(client, endpoint, token: nil, body: F.validBody(endpoint), headers: [.authorization: header])
                #expect(response.status == .unauthorized, "\(header)")
            }
        }
    }

    @Test(arguments: HubBackend.allCases, SyncEndpoint.allCases)
    func theReadTokenIs403OnEveryWriteRouteAndServedOnEveryReadRoute(_ backend: HubBackend, _ endpoint: SyncEndpoint) async throws {
        try await F.withHub(backend) { hub in
            try await F.withRouter(hub) { client in
                let response = try await F.send(client, endpoint, token: F.readToken, body: F.validBody(endpoint))
                switch endpoint.access {
                case .write:
                    #expect(response.status == .forbidden)
                    #expect(try F.error(response).error == "this token may only read; pushing needs the write token")
                case .read:
                    #expect(response.status == Self.served(endpoint, on: backend))
                }
            }
        }
    }

    @Test(arguments: HubBackend.allCases, SyncEndpoint.allCases)
    func theWriteTokenIsServedOnEveryRoute(_ backend: HubBackend, _ endpoint: SyncEndpoint) async throws {
        try await F.withHub(backend) { hub in
            try await F.withRouter(hub) { client in
                let response = try await F.send(client, endpoint, token: F.writeToken, body: F.validBody(endpoint))
                #expect(response.status == Self.served(endpoint, on: backend))
                let sqlite = endpoint == .snapshot && response.status == .ok
                #expect(response.headers[.contentType] == (sqlite ? "application/vnd.sqlite3" : "application/json"))
            }
        }
    }

    @Test(arguments: HubBackend.allCases)
    func withoutAReadTokenReadingIsOpenAndWritingStillWantsTheWriteToken(_ backend: HubBackend) async throws {
        try await F.withHub(backend) { hub in
            try await F.withRouter(hub, tokens: .init(read: nil, write: F.writeToken)) { client in
                for endpoint in SyncEndpoint.allCases {
                    let response = try await F.send(client, endpoint, token: nil, body: F.validBody(endpoint))
                    #expect(response.status == (endpoint.access == .read ? Self.served(endpoint, on: backend) : .unauthorized), "\(endpoint)")
                }
            }
        }
    }

    /// What a route answers a request it lets through: 200, but a hub on PostgreSQL has
    /// no snapshot to give (clients clone it through the change feed), which is 404.
    static func served(_ endpoint: SyncEndpoint, on backend: HubBackend) -> HTTPResponse.Status {
        endpoint == .snapshot && backend == .postgres ? .notFound : .ok
    }

    @Test func theEndpointListHasNineDistinctRoutesAndOnlyTheThreeUploadsWrite() {
        let routes = SyncEndpoint.allCases.map { "\($0.method.rawValue) \($0.path)" }
        #expect(Set(routes).count == 9)
        #expect(SyncEndpoint.allCases.allSatisfy { $0.path.hasPrefix("/v1/") })
        #expect(Set(SyncEndpoint.allCases.filter { $0.access == .write }) == [.uploadObjects, .uploadVersions, .updateHeads])
        #expect(SyncEndpoint.allCases.filter { $0.access == .write }.allSatisfy { $0.method == .post })
    }

    @Test func aPathNoEndpointHasIs404() async throws {
        let store = try F.store()
        try await F.withRouter(store) { client in
            let response = try await client.execute(uri: "/v1/nothing", method: .get, headers: [.authorization: "Bearer \(F.writeToken)"])
            #expect(response.status == .notFound)
        }
    }
}

/// The token comparison on its own: digests, both tokens compared on every request.
@Suite struct TokenDigestsTests {
    let digests = TokenDigests(.init(read: "r-token", write: "w-token"))

    @Test func eachTokenGrantsWhatItShouldAndNoMore() throws {
        try digests.authorize("Bearer r-token", for: .read)
        try digests.authorize("Bearer w-token", for: .read)
        try digests.authorize("Bearer w-token", for: .write)
        #expect(throws: TokenRefusal.readOnly) { try digests.authorize("Bearer r-token", for: .write) }
        #expect(throws: TokenRefusal.missing) { try digests.authorize(nil, for: .read) }
        #expect(throws: TokenRefusal.missing) { try digests.authorize("r-token", for: .read) }
        #expect(throws: TokenRefusal.wrong) { try digests.authorize("Bearer ", for: .read) }
        #expect(throws: TokenRefusal.wrong) { try digests.authorize("Bearer R-TOKEN", for: .read) }
    }

    @Test func digestsAreEqualOnlyWhenEveryByteIsWhereverTheyDiffer() {
        let digest = TokenDigests.digest("token")
        #expect(digest.count == 32)
        #expect(TokenDigests.constantTimeEqual(digest, TokenDigests.digest("token")))
        for index in digest.indices {
            var other = digest
            other[index] ^= 0x80
            #expect(!TokenDigests.constantTimeEqual(digest, other), "byte \(index)")
        }
        #expect(!TokenDigests.constantTimeEqual(digest, Array(digest.dropLast())))
    }

    @Test func anEmptyConfiguredTokenIsStillAToken() throws {
        // The digest of "" is a real digest: the header must still carry it.
        let empty = TokenDigests(.init(read: "", write: "w"))
        #expect(throws: TokenRefusal.missing) { try empty.authorize(nil, for: .read) }
        try empty.authorize("Bearer ", for: .read)
    }
}
