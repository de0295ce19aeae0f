import Foundation
import Testing
@testable import TrellisServer
import TrellisStore
import TrellisSync
#if canImport(Glibc)
import Glibc
#endif

/// Issue 39, N4: every route's body is bounded by a limit fitting what the route carries,
/// and a body over it is refused before it is read, the server answering on. (Before:
/// every route took up to 256 MiB, and four parallel 200 MB `/v1/missing` bodies with the
/// read token took the server to 2.1 GB.)
@Suite(.serialized)
struct BodyLimitTests {
    typealias F = ServerFixtures

    /// A 1 MiB `--max-body`, so the content routes' limit is cheap to pass.
    static let limits = TrellisServer.Limits(maxBody: 1 << 20, idleTimeout: .seconds(120))

    static func token(_ endpoint: SyncEndpoint) -> String { endpoint.access == .write ? F.writeToken : F.readToken }

    @Test func eachRouteTakesABodyFittingWhatItCarries() {
        let batch = SyncService.defaultMaxBatch
        let limits = TrellisServer.Limits.standard
        #expect(limits.maxBody(for: .info, maxBatch: batch) == 0)
        #expect(limits.maxBody(for: .snapshot, maxBatch: batch) == 0)
        // 200 MB of hashes is far beyond what a batch of them takes.
        #expect(limits.maxBody(for: .missing, maxBatch: batch) < 1 << 20)
        #expect(limits.maxBody(for: .fetchObjects, maxBatch: batch) < 1 << 20)
        #expect(limits.maxBody(for: .uploadObjects, maxBatch: batch) == limits.maxBody)
        // A full batch of real hashes fits.
        let full = try? JSONEncoder().encode(MissingMessage(objects: Array(repeating: String(repeating: "a", count: 64), count: batch)))
        #expect((full?.count ?? .max) <= limits.maxBody(for: .missing, maxBatch: batch))
    }

    @Test(arguments: SyncEndpoint.allCases)
    func aDeclaredBodyOverTheRoutesLimitIsRefusedUnreadAndTheServerAnswersOn(_ endpoint: SyncEndpoint) async throws {
        let limit = Self.limits.maxBody(for: endpoint, maxBatch: SyncService.defaultMaxBatch)
        try await F.withLiveServer(try F.store(), limits: Self.limits) { port in
            // Announced, never sent: an answer at all shows nothing of it was waited for.
            let answer = try await RawHTTP.offThePool {
                try RawHTTP.exchange(
                    port: port, method: endpoint.method.rawValue, path: endpoint.path, token: Self.token(endpoint), body: Data(),
                    declaredLength: limit + 1, seconds: 60)
            }
            #expect(answer.status == 413, "\(endpoint.path): \(answer.status) \(answer.body)")
            let message = try JSONDecoder().decode(ErrorResponse.self, from: Data(answer.body.utf8)).error
            #expect(
                message.contains("exceeds this server's limit of \(TrellisServer.Limits.text(limit)) for \(endpoint.method.rawValue) \(endpoint.path)"),
                "\(message)")
            let info = try await RawHTTP.offThePool {
                try RawHTTP.exchange(port: port, method: "GET", path: SyncEndpoint.info.path, token: F.readToken, body: Data())
            }
            #expect(info.status == 200)
        }
    }

    @Test(arguments: SyncEndpoint.allCases.filter { $0.method == .post })
    func aChunkedBodyOverTheRoutesLimitIsCutOffThere(_ endpoint: SyncEndpoint) async throws {
        let limit = Self.limits.maxBody(for: endpoint, maxBatch: SyncService.defaultMaxBatch)
        try await F.withLiveServer(try F.store(), limits: Self.limits) { port in
            let answer = try await RawHTTP.offThePool {
                try RawHTTP.exchange(
                    port: port, method: "POST", path: endpoint.path, token: Self.token(endpoint), body: Data(count: limit + (256 << 10)), chunked: true)
            }
            #expect(answer.status == 413, "\(endpoint.path): \(answer.status) \(answer.body)")
            let message = try JSONDecoder().decode(ErrorResponse.self, from: Data(answer.body.utf8)).error
            #expect(message.contains("for POST \(endpoint.path)"), "\(message)")
        }
    }

    @Test func aBodyRefusedForItsTokenIsNeverReadAndItsConnectionClosed() async throws {
        try await F.withLiveServer(try F.store(), limits: Self.limits) { port in
            // 200 MB announced to /v1/missing without a token, 16 KiB of it sent.
            let socket = try RawHTTP.connect(
                port: port, send: "POST \(SyncEndpoint.missing.path) HTTP/1.1\r\nHost: x\r\nContent-Length: 200000000\r\n\r\n")
            defer { close(socket) }
            try RawHTTP.write(socket, Array(repeating: 0x20, count: 16 << 10))
            let status = try await RawHTTP.offThePool { RawHTTP.readStatus(socket, seconds: 30) }
            #expect(status == 401)
            // Closed after the answer: the rest of the body is not waited for.
            #expect(try await RawHTTP.offThePool { RawHTTP.waitForClose(socket, seconds: 10) })
        }
    }
}
