import Foundation
import Testing
import TrellisTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// `trellis add`, `update` and `outdated` against a server that accepts the connection and
/// never answers: the wait is said on stderr after a moment, and `--timeout SECONDS` ends
/// it with a message naming the server and what was asked. A bad timeout is a usage error.
@Suite(.temporaryFolders) struct LibraryTimeoutCLITests {
    /// A loopback listener whose connections the kernel accepts (and a thread takes) and
    /// nobody answers; closed by `stop`.
    final class SilentListener: @unchecked Sendable {
        let socket: Int32
        let port: Int

        init() throws {
            let listener = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0 }
            }
            guard listener >= 0, bound, listen(listener, 16) == 0 else { throw POSIXError(.EADDRINUSE) }
            socket = listener
            port = Int(UInt16(bigEndian: address.sin_port))
            // Connections are taken and held open, unanswered, until the listener closes.
            Thread {
                var held: [Int32] = []
                while true {
                    let connection = accept(listener, nil, nil)
                    if connection < 0 { break }
                    held.append(connection)
                }
                for connection in held { close(connection) }
            }.start()
        }

        var url: String { "http://127.0.0.1:\(port)" }

        func stop() {
            shutdown(socket, Int32(SHUT_RDWR))
            close(socket)
        }
    }

    @Test func addGivesUpAfterTimeoutAndSaysWhatItWaitedFor() throws {
        let server = try SilentListener()
        defer { server.stop() }
        let runner = try TrellisRunner.inTemporaryDirectory()
        #expect(try runner.run("init").status == 0)
        let result = try runner.run("add", "DS", server.url, "--timeout", "2")
        #expect(result.status == 1, "\(result.output)")
        #expect(
            result.stderr.contains("waiting for \(server.url) to send its releases (GET /v1/changes): no answer after 1 s, giving up after 2 s"),
            "\(result.output)")
        #expect(
            result.stderr.contains("\(server.url) gave no answer within 2 s while trellis waited for its releases (GET /v1/changes)"), "\(result.output)")
        #expect(!runner.exists("Trellis.toml") && !runner.exists("Trellis.lock"))
    }

    @Test func outdatedAndUpdateTakeTheTimeoutToo() throws {
        let server = try SilentListener()
        defer { server.stop() }
        let runner = try TrellisRunner.inTemporaryDirectory()
        #expect(try runner.run("init").status == 0)
        try runner.write("[dependencies.DS]\nurl = \"\(server.url)\"\nfrom = \"1.0.0\"\n", to: "Trellis.toml")
        for command in [["outdated"], ["update"], ["update", "DS", "--to", "1.2.0"]] {
            let result = try runner.runArguments(command + ["--timeout", "1"])
            #expect(result.status == 1, "\(command): \(result.output)")
            #expect(result.stderr.contains("gave no answer within 1 s while trellis waited for its releases"), "\(command): \(result.output)")
        }
    }

    @Test(arguments: ["0", "-3", "nan", "inf", "86401", "soon"]) func aTimeoutThatIsNotSecondsIsAUsageError(_ value: String) throws {
        let runner = try TrellisRunner.inTemporaryDirectory()
        let result = try runner.run("add", "DS", "http://127.0.0.1:1", "--timeout=\(value)")
        #expect(result.status == 64, "\(result.output)")
        #expect(result.stderr.contains("timeout"), "\(result.output)")
    }
}
