import Foundation
import Logging
import Testing
@testable import TrellisServer
import TrellisStore
import TrellisSync
#if canImport(Glibc)
import Glibc
#endif

/// What one client may take of a live server (`TrellisServer.Limits`), spoken over a real
/// socket by hand (`RawHTTP`): bodies over the limit, half-sent requests, too many
/// connections (more in `ConnectionFloodTests` and `BodyLimitTests`). (Moved here from TrellisSyncTests' HostilePeerTests.) The limits act on
/// connections and bodies before any storage is asked, so one backend is enough.
@Suite(.serialized)
struct ServerLimitTests {
    typealias F = ServerFixtures

    @Test func aDeclaredBodyOverTheLimitGets413BeforeItIsRead() async throws {
        // A server that waited for the body would answer only when its idle timeout closed
        // the connection: with a 120 s timeout, an answer within 60 s (a loaded CI machine
        // takes seconds, not minutes) came before the body was read.
        try await F.withLiveServer(try F.store(), limits: .init(idleTimeout: .seconds(120))) { port in
            // 300 MiB announced, none of it sent.
            let started = Date()
            let answer = try await RawHTTP.offThePool {
                try RawHTTP.exchange(
                    port: port, method: "POST", path: SyncEndpoint.uploadObjects.path, token: F.writeToken, body: Data(), declaredLength: 300 << 20,
                    seconds: 60)
            }
            #expect(answer.status == 413)
            #expect(answer.body.contains("314572800 bytes exceeds this server's limit of 256 MiB"), "\(answer.body)")
            #expect(Date().timeIntervalSince(started) < 60)
        }
    }

    @Test func aChunkedBodyOverTheLimitGets413() async throws {
        try await F.withLiveServer(try F.store(), limits: .init(maxBody: 1 << 20)) { port in
            let answer = try await RawHTTP.offThePool {
                try RawHTTP.exchange(
                    port: port, method: "POST", path: SyncEndpoint.uploadObjects.path, token: F.writeToken, body: Data(count: 2 << 20), chunked: true)
            }
            #expect(answer.status == 413)
            #expect(answer.body.contains("limit of 1 MiB"), "\(answer.body)")
        }
    }

    @Test func halfSentRequestsAreClosedByTheIdleTimeout() async throws {
        try await F.withLiveServer(try F.store(), limits: .init(idleTimeout: .seconds(1), headerTimeout: .seconds(1))) { port in
            // Half a request head each, or a head and part of a body, then silence.
            let sockets = try (0..<200).map { index in
                try RawHTTP.connect(
                    port: port,
                    send: index % 2 == 0
                        ? "POST /v1/objects HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer "
                        : "POST /v1/objects HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"objects\"")
            }
            defer { for socket in sockets { close(socket) } }
            let closed = try await RawHTTP.offThePool { sockets.filter { RawHTTP.waitForClose($0, seconds: 6) }.count }
            #expect(closed == sockets.count)
        }
    }
}
