import Foundation
import Testing
import TrellisTestSupport

/// `trellis add NAME URL --token T` for a library served with a read token: the token is
/// accepted where the error suggests it, kept in `.trellis/credentials` (not in
/// Trellis.toml), sent again by `outdated` and `update`, and forgotten by `remove`.
@Suite(.temporaryFolders) struct DependencyTokenCLITests {
    /// `trellis serve` over the released example library, wanting `token` to read.
    func serveLibrary(_ cli: TrellisRunner, token: String) throws -> (process: Process, url: String) {
        #expect(try cli.run("init", "lib").status == 0)
        #expect(try cli.run("commit", "-m", "library", "--project", "lib").status == 0)
        #expect(try cli.run("release", "1.0.0", "-m", "first", "--project", "lib").status == 0)
        let server = Process()
        server.executableURL = TrellisRunner.binary
        server.arguments = ["serve", "--store", cli.directory.appendingPathComponent("lib").path, "--port", "0", "--read-token", token]
        let out = Pipe()
        server.standardOutput = out
        server.standardError = FileHandle.nullDevice
        try server.run()
        var printed = ""
        while !printed.contains("\n") {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed += String(decoding: chunk, as: UTF8.self)
        }
        guard let address = printed.range(of: #"http://127\.0\.0\.1:\d+"#, options: .regularExpression) else {
            server.terminate()
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "serve printed: \(printed)"])
        }
        return (server, String(printed[address]))
    }

    @Test func aTokenGivenToAddIsKeptForOutdatedAndUpdateAndForgottenByRemove() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        let (server, url) = try serveLibrary(cli, token: "lib-read-token")
        defer {
            server.terminate()
            server.waitUntilExit()
        }
        #expect(try cli.run("init", "app", "--empty").status == 0)

        let refused = try cli.run("add", "DS", url, "--project", "app")
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("--token"), "\(refused.output)")
        #expect(!cli.exists("app/Trellis.lock"))

        let added = try cli.run("add", "DS", url, "--token", "lib-read-token", "--project", "app")
        #expect(added.status == 0, "\(added.output)")
        #expect(added.stdout.contains("token kept in .trellis/credentials"), "\(added.output)")
        #expect(try cli.read("app/.trellis/credentials").contains("dependency.DS lib-read-token"))
        #expect(!(try cli.read("app/Trellis.toml")).contains("lib-read-token"))
        #expect(!(try cli.read("app/Trellis.lock")).contains("lib-read-token"))

        let outdated = try cli.run("outdated", "--project", "app")
        #expect(outdated.status == 0, "\(outdated.output)")
        #expect(outdated.stdout.contains("1.0.0"), "\(outdated.output)")
        let update = try cli.run("update", "--project", "app")
        #expect(update.status == 0, "\(update.output)")

        let wrong = try cli.run("outdated", "--token", "not-the-token", "--project", "app")
        #expect(wrong.status != 0, "a token on the command line wins over the kept one")

        #expect(try cli.run("remove", "DS", "--project", "app").status == 0)
        #expect(!(try cli.read("app/.trellis/credentials")).contains("lib-read-token"))
    }
}
