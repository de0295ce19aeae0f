import Foundation
import Testing
import TrellisTestSupport

/// `Trellis.toml`'s `[check]` table is the default of `check`, `solve` and `relayout`;
/// an option on the command line wins; a bad device name is an error naming the line.
@Suite(.temporaryFolders) struct ConfiguredDevicesCLITests {
    static let configuration = """
        # Where QA tests.
        [check]
        devices = ["iPad-Air-11", "iPhone-SE"]  # iPad first: solve's default
        landscape = true

        """

    func project() throws -> TrellisRunner {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", ".").status == 0)
        try cli.write(Self.configuration, to: "Trellis.toml")
        return cli
    }

    @Test func checkLaysOutOnTheConfiguredDevicesUnlessDevicesIsGiven() throws {
        let cli = try project()
        let check = try cli.run("check")
        #expect(check.status == 0, "\(check.output)")
        #expect(check.stdout.contains("laid out on iPad-Air-11-landscape, iPhone-SE-landscape: no problems"), "\(check.output)")
        let given = try cli.run("check", "--devices", "iPhone-16-Pro-Max")
        #expect(given.stdout.contains("laid out on iPhone-16-Pro-Max-landscape: no problems"), "\(given.output)")
    }

    @Test func solveTakesTheFirstConfiguredDeviceAndRelayoutTheList() throws {
        let cli = try project()
        let solve = try cli.run("solve", "UserAvatarContainer")
        #expect(solve.status == 0, "\(solve.output)")
        #expect(solve.stdout.split(separator: "\n").first?.contains("iPad-Air-11") == true, "\(solve.output)")
        let device = try cli.run("solve", "UserAvatarContainer", "--device", "iPhone-SE")
        #expect(device.stdout.split(separator: "\n").first?.contains("iPhone-SE") == true, "\(device.output)")

        #expect(try cli.run("commit", "-m", "Example library").status == 0)
        let text = try cli.read("UserAvatarContainer.layout")
        try cli.write(text.replacingOccurrences(of: "param badgeSize = 30", with: "param badgeSize = 36"), to: "UserAvatarContainer.layout")
        let relayout = try cli.run("relayout", "--changed", "--json")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(relayout.stdout.utf8)) as? [String: Any], "\(relayout.output)")
        #expect(report["devices"] as? [String] == ["iPad-Air-11-landscape", "iPhone-SE-landscape"], "\(relayout.stdout)")
    }

    /// `--landscape --devices all` turns every device; `--both-orientations` (or `landscape =
    /// "both"`) lays each one out upright and turned in the same run.
    @Test func bothOrientationsLayEachDeviceOutUprightAndTurned() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", ".").status == 0)
        let both = try cli.run("check", "--devices", "iPhone-SE,iPad-Air-11", "--both-orientations")
        #expect(both.status == 0, "\(both.output)")
        #expect(both.stdout.contains("laid out on iPhone-SE, iPhone-SE-landscape, iPad-Air-11, iPad-Air-11-landscape: no problems"), "\(both.output)")

        try cli.write("[check]\ndevices = [\"iPhone-SE\"]\nlandscape = \"both\"\n", to: "Trellis.toml")
        let configured = try cli.run("relayout", "--all", "--json")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(configured.stdout.utf8)) as? [String: Any], "\(configured.output)")
        #expect(report["devices"] as? [String] == ["iPhone-SE", "iPhone-SE-landscape"], "\(configured.stdout)")
        let upright = try cli.run("check", "--no-landscape")
        #expect(upright.stdout.contains("laid out on iPhone-SE: no problems"), "\(upright.output)")

        let conflicting = try cli.run("check", "--landscape", "--both-orientations")
        #expect(conflicting.status != 0)
        #expect(conflicting.stderr.contains("give one of --both-orientations and --[no-]landscape"), "\(conflicting.output)")
        try cli.write("[check]\nlandscape = \"sideways\"\n", to: "Trellis.toml")
        let bad = try cli.run("check")
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("landscape must be true, false or \"both\""), "\(bad.output)")
    }

    @Test func anUnknownDeviceInTrellisTomlNamesTheFileAndLine() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", ".").status == 0)
        try cli.write("[check]\n\ndevices = [\"iPhone-SE\", \"Pixel-7\"]\n", to: "Trellis.toml")
        for command in [["check"], ["solve", "UserAvatarContainer"]] {
            let result = try cli.runArguments(command)
            #expect(result.status != 0)
            #expect(result.stderr.contains("Trellis.toml:3: [check] devices: unknown device 'Pixel-7'"), "\(result.output)")
        }
    }
}
