import Foundation
import Glibc
import Testing
import TrellisTestSupport

/// `serve --database` and `hub migrate` on the command line: what is wrong with the
/// arguments or the database, said on stderr with a non-zero exit, never a password.
@Suite(.temporaryFolders) struct HubCLITests {
    @Test func serveWantsAStoreOrADatabaseButNotBoth() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        let neither = try cli.run("serve", "--port", "0")
        #expect(neither.status != 0 && neither.stderr.contains("give --store PATH"), "\(neither.output)")
        let both = try cli.run("serve", "--store", ".", "--database", "postgres://hub@127.0.0.1/library")
        #expect(both.status != 0 && both.stderr.contains("not both"), "\(both.output)")
    }

    @Test func aDatabaseURLWithAPasswordIsRefusedWithoutRepeatingIt() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        let result = try cli.run("serve", "--database", "postgres://hub:hunter2@127.0.0.1/library", "--port", "0")
        #expect(result.status != 0 && result.stderr.contains("holds a password; leave it out and set PGPASSWORD"), "\(result.output)")
        #expect(!result.output.contains("hunter2"))
    }

    @Test func aDatabaseNobodyListensOnIsNamedWithWhatToCheck() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        let port = try Self.closedPort()
        let result = try cli.run("serve", "--database", "postgres://hub@127.0.0.1:\(port)/library", "--port", "0")
        #expect(result.status != 0, "\(result.output)")
        #expect(result.stderr.contains("cannot connect to postgres://hub@127.0.0.1:\(port)/library"), "\(result.output)")
        #expect(result.stderr.contains("is PostgreSQL running there"), "\(result.output)")
        let migrate = try cli.run("hub", "migrate", "--from", "no/such/store", "--to", "postgres://hub@127.0.0.1:\(port)/library")
        #expect(migrate.status != 0 && migrate.stderr.contains("does not exist"), "\(migrate.output)")
    }

    /// A loopback port that was free a moment ago: nothing listens there.
    static func closedPort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw POSIXError(.EADDRNOTAVAIL) }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
