import Foundation
import Testing
import TrellisTestSupport

/// Shell completion asks the binary (`trellis ---completion sync -- positional@0 …`, as the
/// generated zsh/bash/fish scripts do): remote names come from the project's store.
@Suite(.temporaryFolders) struct RemoteCompletionCLITests {
    @Test func syncCompletesTheProjectsRemoteNames() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", ".").status == 0)
        #expect(try cli.run("init", "elsewhere").status == 0)
        #expect(try cli.run("remote", "add", "origin", "elsewhere").status == 0)
        #expect(try cli.run("remote", "add", "backup", "elsewhere").status == 0)
        let all = try cli.run("---completion", "sync", "--", "positional@0", "0", "0", "")
        #expect(all.stdout.split(separator: "\n").map(String.init).sorted() == ["backup", "origin"], "\(all.output)")
        let o = try cli.run("---completion", "pull", "--", "positional@0", "0", "1", "o")
        #expect(o.stdout.split(separator: "\n").map(String.init) == ["origin"], "\(o.output)")
    }

    @Test func outsideAProjectThereIsNothingToComplete() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        let none = try cli.run("---completion", "push", "--", "positional@0", "0", "0", "")
        #expect(none.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(none.output)")
        #expect(!cli.exists(".trellis"))
    }
}
