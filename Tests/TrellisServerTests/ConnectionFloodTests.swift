import Foundation
import Testing
@testable import TrellisServer
import TrellisStore
import TrellisSync
import TrellisTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Issue 39, N4: sockets that connect and send nothing, or half a request head, must not
/// keep anyone else out. (Before: with the 256-connection limit 300 of them delayed every
/// request by the idle timeout, and 600 made clone and fetch fail.) The flood comes from
/// two loopback addresses: 127.0.0.2, a client of its own, and 127.0.0.1, the address the
/// real clients connect from too. Every idle timeout here is 120 s, past the sync client's
/// 60 s read timeout: a request that waited for idle sockets to time out would fail.
@Suite(.serialized)
struct ConnectionFloodTests {
    typealias F = ServerFixtures

    /// The two ways a limit is met: each flooding address at its own limit (the standard
    /// 32 of 256), or the server at its total with no limit per address.
    enum Flood: String, CaseIterable, CustomTestStringConvertible {
        case perClient, total
        var testDescription: String { rawValue }
        var limits: TrellisServer.Limits {
            switch self {
            case .perClient: .init(idleTimeout: .seconds(120), headerTimeout: .seconds(120))
            case .total: .init(idleTimeout: .seconds(120), maxConnections: 64, maxConnectionsPerClient: 10_000, headerTimeout: .seconds(120))
            }
        }
    }

    @Test(arguments: Flood.allCases)
    func sixHundredHalfOpenConnectionsLeaveCloneAndFetchWorking(_ flood: Flood) async throws {
        let limits = flood.limits
        try await F.withLiveServer(try F.store(versions: 3), limits: limits) { port in
            let flood = try await RawHTTP.offThePool {
                try (0..<600).map { index in
                    try RawHTTP.connect(
                        port: port, from: index % 2 == 0 ? "127.0.0.2" : "127.0.0.1",
                        send: index % 3 == 0 ? "" : "GET /v1/info HTTP/1.1\r\nHost: x\r\nAuthoriz")
                }
            }
            defer { for socket in flood { close(socket) } }
            let url = "http://127.0.0.1:\(port)"
            let path = TemporaryFolder.name("trellis-flood", pathExtension: "sqlite").path
            defer { StoreSnapshot.removeFiles(path) }
            let remote = try HTTPRemote(url: url, token: F.readToken)
            let (clone, report) = try await SyncClient.clone(from: remote, url: url, to: path, environment: .fixed(author: "ana"))
            #expect(report.versions == 3)
            let fetched = try await SyncClient(store: clone, remoteName: "origin", remote: remote).fetch()
            #expect(fetched.versions == 0 && fetched.pages == 1)
            // The flood is still there, what the limits let stay of it.
            let stillOpen = try await RawHTTP.offThePool { flood.filter { !RawHTTP.waitForClose($0, seconds: 0.001) }.count }
            #expect(stillOpen <= min(limits.maxConnections, 2 * limits.maxConnectionsPerClient), "\(stillOpen) flooding sockets open")
        }
    }

    @Test func connectionsWithoutAWholeRequestHeadAreClosedByTheHeaderTimeout() async throws {
        try await F.withLiveServer(try F.store(), limits: .init(idleTimeout: .seconds(120), headerTimeout: .seconds(1))) { port in
            // Nothing at all, or half a head; then silence.
            let sockets = try (0..<20).map { index in
                try RawHTTP.connect(port: port, send: index % 2 == 0 ? "" : "POST /v1/missing HTTP/1.1\r\nHost: x\r\nContent-Le")
            }
            defer { for socket in sockets { close(socket) } }
            let closed = try await RawHTTP.offThePool { sockets.filter { RawHTTP.waitForClose($0, seconds: 10) }.count }
            #expect(closed == sockets.count)
        }
    }

    @Test func aConnectionBeyondTheLimitClosesTheLongestIdleOne() async throws {
        let logs = LogCapture()
        let limits = TrellisServer.Limits(idleTimeout: .seconds(120), maxConnections: 2, headerTimeout: .seconds(120))
        try await F.withLiveServer(try F.store(), limits: limits, logger: logs.logger) { port in
            let first = try RawHTTP.connect(port: port, send: "")
            // Apart, so the server sees them in this order (each has its own event loop).
            try await Task.sleep(for: .milliseconds(200))
            let second = try RawHTTP.connect(port: port, send: "")
            defer { _ = close(first); _ = close(second) }
            try await Task.sleep(for: .milliseconds(200))
            let answer = try await RawHTTP.offThePool {
                try RawHTTP.exchange(port: port, method: "GET", path: SyncEndpoint.info.path, token: F.readToken, body: Data(), seconds: 30)
            }
            #expect(answer.status == 200)
            #expect(try await RawHTTP.offThePool { RawHTTP.waitForClose(first, seconds: 10) }, "the longest idle connection stayed open")
            #expect(try await RawHTTP.offThePool { !RawHTTP.waitForClose(second, seconds: 0.2) }, "a newer idle connection was closed too")
        }
        #expect(logs.lines.contains { $0.contains("connection limit reached: 2 connections open") }, "\(logs.lines)")
    }

    @Test func aClientWhoseConnectionsAreAllInRequestsHasItsNewOneClosedAndOthersAreServed() async throws {
        let limits = TrellisServer.Limits(idleTimeout: .seconds(120), maxConnectionsPerClient: 2, headerTimeout: .seconds(120))
        try await F.withLiveServer(try F.store(), limits: limits) { port in
            // Two requests whose bodies stop halfway: both in a request.
            let busy = try (0..<2).map { _ in
                try RawHTTP.connect(
                    port: port, from: "127.0.0.2",
                    send: "POST /v1/missing HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(F.readToken)\r\nContent-Length: 100\r\n\r\n{\"objects\"")
            }
            defer { for socket in busy { close(socket) } }
            try await Task.sleep(for: .milliseconds(200))
            let third = try RawHTTP.connect(port: port, from: "127.0.0.2", send: "")
            defer { close(third) }
            #expect(try await RawHTTP.offThePool { RawHTTP.waitForClose(third, seconds: 10) }, "a connection beyond the client's limit stayed open")
            let other = try await RawHTTP.offThePool {
                try RawHTTP.exchange(port: port, method: "GET", path: SyncEndpoint.info.path, token: F.readToken, body: Data(), seconds: 30)
            }
            #expect(other.status == 200)
            #expect(try await RawHTTP.offThePool { busy.allSatisfy { !RawHTTP.waitForClose($0, seconds: 0.1) } }, "a connection in a request was closed")
        }
    }
}
