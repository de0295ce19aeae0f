import Foundation
import Testing
import TrellisTestSupport

/// `trellis relayout` through the real binary: the CI gate's exit status, the formats,
/// `--jobs` and the report folder.
@Suite(.temporaryFolders) struct RelayoutCLITests {
    func committedProject() throws -> TrellisRunner {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", ".").status == 0)
        #expect(try cli.run("commit", "-m", "Example library").status == 0)
        return cli
    }

    func edit(_ cli: TrellisRunner, _ from: String, _ to: String) throws {
        let text = try cli.read("UserAvatarContainer.layout")
        #expect(text.contains(from))
        try cli.write(text.replacingOccurrences(of: from, with: to), to: "UserAvatarContainer.layout")
    }

    @Test func badgeEditReportsTheMoveAndPasses() throws {
        let cli = try committedProject()
        let clean = try cli.run("relayout")
        #expect(clean.status == 0)
        #expect(clean.stdout.hasPrefix("nothing changed"))
        try edit(cli, "param badgeSize = 30", "param badgeSize = 36")
        let result = try cli.run("relayout", "--changed", "--report", "out")
        #expect(result.status == 0, "\(result.output)")
        #expect(
            result.stdout.contains(
                "ListCell on iPhone-SE, iPhone-16-Pro-Max, iPad-Air-11: 1 item moved or resized\n    avatar.vip  (82, 10, 30 × 30) → (76, 10, 36 × 36)  x −6, width +6, height +6\n"
            ))
        #expect(result.stdout.contains("relayout of UserAvatarContainer: 2 components × 3 devices, 6 changed, 0 broken; 12 solved (0 cached)\n"))
        #expect(result.stdout.hasSuffix("report: out/index.html\n"))
        #expect(cli.exists("out/index.html"))
        #expect(result.stderr.isEmpty, "no progress bar when stdout is not a terminal: \(result.stderr)")
        let again = try cli.run("relayout")
        #expect(again.stdout.hasSuffix("0 solved (12 cached)\n"))
    }

    @Test func aConflictFailsTheGate() throws {
        let cli = try committedProject()
        try edit(cli, "vip.trailing == self.trailing", "vip.trailing == self.trailing\n    vip.leading == self.leading")
        let result = try cli.run("relayout", "--devices", "iPhone-SE")
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stdout.contains("ListCell on iPhone-SE: BROKEN"))
        // ListCell breaks; the container on its own is laid out at its fitting size (30 wide,
        // the badge spanning it): changed, not broken.
        #expect(result.stdout.contains("2 changed, 1 broken"))
        let json = try cli.run("relayout", "--json", "--devices", "iPhone-SE")
        #expect(json.status == 1)
        #expect(json.stdout.contains("\"passed\": false"))
    }

    @Test func serialAndParallelPrintTheSame() throws {
        let serial = try committedProject(), parallel = try committedProject()
        for cli in [serial, parallel] { try edit(cli, "param badgeSize = 30", "param badgeSize = 36") }
        let one = try serial.run("relayout", "--all", "--devices", "all", "--json", "--jobs", "1")
        let four = try parallel.run("relayout", "--all", "--devices", "all", "--json", "--jobs", "4")
        #expect(one.status == 0 && four.status == 0)
        #expect(one.stdout == four.stdout)
    }

    @Test func usageErrors() throws {
        let cli = try committedProject()
        let both = try cli.run("relayout", "--changed", "--all")
        #expect(both.status != 0)
        #expect(both.stderr.contains("give one of NAMES, --changed, --since REV or --all"))
        let device = try cli.run("relayout", "--devices", "iPhone-SEE")
        #expect(device.status != 0)
        #expect(device.stderr.contains("unknown device 'iPhone-SEE'"))
        let since = try cli.run("relayout", "--since", "99")
        #expect(since.stderr.contains("--since 99: not a point in the store's history"))
        #expect(try cli.run("relayout", "--help").stdout.contains("--since <REV>"))
    }
}
