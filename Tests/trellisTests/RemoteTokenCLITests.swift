import Foundation
import Testing
import TrellisTestSupport

/// `trellis remote set-token`: a token kept beside the project, for a remote that exists.
@Suite(.temporaryFolders) struct RemoteTokenCLITests {
    @Test func setTokenKeepsItForAKnownRemoteAndClearForgetsIt() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "lib").status == 0)
        #expect(try cli.run("init", "app").status == 0)
        #expect(try cli.run("remote", "add", "origin", cli.directory.appendingPathComponent("lib").path, "--project", "app").status == 0)
        let set = try cli.run("remote", "set-token", "origin", "s3cret", "--project", "app")
        #expect(set.status == 0, "\(set.output)")
        #expect(try cli.read("app/.trellis/credentials").contains("s3cret"))
        let attributes = try FileManager.default.attributesOfItem(atPath: cli.directory.appendingPathComponent("app/.trellis/credentials").path)
        #expect((attributes[.posixPermissions] as? Int).map { $0 & 0o077 } == 0)
        let cleared = try cli.run("remote", "set-token", "origin", "--clear", "--project", "app")
        #expect(cleared.status == 0, "\(cleared.output)")
        #expect(!((try? cli.read("app/.trellis/credentials")) ?? "").contains("s3cret"))
        let unknown = try cli.run("remote", "set-token", "upstream", "x", "--project", "app")
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("no remote 'upstream' (remotes: origin)"), "\(unknown.output)")
    }
}
