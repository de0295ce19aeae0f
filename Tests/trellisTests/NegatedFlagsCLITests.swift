import Foundation
import Testing
import TrellisTestSupport

/// `--no-landscape` and `--no-rtl` turn off what `Trellis.toml`'s `[check]` turns on, on
/// `check`, `relayout` and `solve`; without either, the file's setting holds.
@Suite(.temporaryFolders) struct NegatedFlagsCLITests {
    static let configuration = """
        [check]
        devices = ["iPhone-SE"]
        landscape = true
        rtl = true  # the Arabic build

        """

    func project() throws -> TrellisRunner {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", ".").status == 0)
        try cli.write(Self.configuration, to: "Trellis.toml")
        return cli
    }

    @Test func checkAndRelayoutLayOutInPortraitWithNoLandscape() throws {
        let cli = try project()
        let configured = try cli.run("check")
        #expect(configured.stdout.contains("laid out on iPhone-SE-landscape: no problems"), "\(configured.output)")
        let portrait = try cli.run("check", "--no-landscape")
        #expect(portrait.status == 0, "\(portrait.output)")
        #expect(portrait.stdout.contains("laid out on iPhone-SE: no problems"), "\(portrait.output)")

        #expect(try cli.run("commit", "-m", "Example library").status == 0)
        let relayout = try cli.run("relayout", "--all", "--json", "--no-landscape")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(relayout.stdout.utf8)) as? [String: Any], "\(relayout.output)")
        #expect((report["devices"] as? [String])?.contains { $0.contains("landscape") } == false, "\(relayout.stdout.prefix(400))")
    }

    @Test func solveTurnsOffTheConfiguredOrientationAndDirection() throws {
        let cli = try project()
        func header(_ arguments: String...) throws -> String {
            let result = try cli.runArguments(["solve", "UserAvatarContainer"] + arguments)
            #expect(result.status == 0, "\(result.output)")
            return String(result.stdout.split(separator: "\n").first ?? "")
        }
        let configured = try header()
        #expect(configured.contains("landscape") && configured.contains("right-to-left"), "\(configured)")
        let portrait = try header("--no-landscape")
        #expect(portrait.contains("portrait") && portrait.contains("right-to-left"), "\(portrait)")
        let leftToRight = try header("--no-rtl")
        #expect(leftToRight.contains("landscape") && !leftToRight.contains("right-to-left"), "\(leftToRight)")
        let both = try header("--no-landscape", "--no-rtl")
        #expect(both.contains("iPhone-SE 375×667 portrait") && !both.contains("right-to-left"), "\(both)")
    }

    @Test func theLastOfTheTwoFormsWins() throws {
        let cli = try project()
        let result = try cli.run("check", "--no-landscape", "--landscape")
        #expect(result.stdout.contains("laid out on iPhone-SE-landscape: no problems"), "\(result.output)")
    }
}
