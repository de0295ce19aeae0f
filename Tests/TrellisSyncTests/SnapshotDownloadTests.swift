import Foundation
import Testing
import TrellisStore
@testable import TrellisSync
import TrellisTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `GET /v1/snapshot` from servers that misbehave: a clear error, nothing left behind.
@Suite(.serialized, .temporaryFolders)
struct SnapshotDownloadTests {
    #if canImport(Glibc)
    /// A one-shot server on 127.0.0.1 that reads a request and answers `answer` verbatim,
    /// then closes: the answer may promise more than it sends, as a server dying mid-body does.
    final class OneShotServer: @unchecked Sendable {
        let port: Int
        private let done = DispatchGroup()

        init(answer: [UInt8]) throws {
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = 0
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard bound == 0, listen(socket, 1) == 0 else { throw SyncError.unreachable("test server cannot listen") }
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            _ = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
            }
            port = Int(UInt16(bigEndian: address.sin_port))
            let listener = socket
            done.enter()
            DispatchQueue.global().async { [done] in
                defer { done.leave() }
                let client = accept(listener, nil, nil)
                // One connection only: any later one is refused at once.
                close(listener)
                guard client >= 0 else { return }
                var request = [UInt8](repeating: 0, count: 4096)
                _ = recv(client, &request, request.count, 0)
                _ = answer.withUnsafeBytes { Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                close(client)
            }
        }

        var url: String { "http://127.0.0.1:\(port)" }

        func stop() { done.wait() }
    }

    func clone(answering answer: String) async throws -> (error: (any Error)?, leftovers: [String]) {
        let server = try OneShotServer(answer: Array(answer.utf8))
        defer { server.stop() }
        let folder = TemporaryFolder.name("trellis-download")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var caught: (any Error)?
        do {
            _ = try await SyncClient.clone(
                from: HTTPRemote(url: server.url, token: "t"), url: server.url, to: folder.appendingPathComponent("clone.sqlite").path,
                environment: .fixed())
        } catch {
            caught = error
        }
        return (caught, try FileManager.default.contentsOfDirectory(atPath: folder.path))
    }

    @Test func aServerThatDiesMidSnapshotIsAClearErrorAndLeavesNothing() async throws {
        let (error, leftovers) = try await clone(answering: "HTTP/1.1 200 OK\r\nContent-Length: 100000\r\n\r\nSQLite format 3\0")
        let message = "\(try #require(error))"
        #expect(message.contains("closed after 16 of 100000 bytes"), "\(message)")
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    @Test func anOlderServerWithoutSnapshotsIsToldApart() async throws {
        // 404 means "no snapshots here": the clone goes on through the change feed, which
        // this one-shot server cannot serve, so it ends unreachable, leaving nothing.
        let (error, leftovers) = try await clone(answering: "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n")
        #expect(error is SyncError)
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    @Test func aRefusedTokenIsUnauthorized() async throws {
        let body = #"{"error":"wrong token"}"#
        let (error, leftovers) = try await clone(answering: "HTTP/1.1 401 Unauthorized\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
        guard case SyncError.unauthorized = try #require(error) else {
            Issue.record("expected unauthorized, got \(String(describing: error))")
            return
        }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
    #endif
}
