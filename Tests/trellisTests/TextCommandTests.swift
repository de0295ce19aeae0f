import Foundation
import Testing
import TrellisTestSupport

/// `solve --fitting [--width]`, `--content-size` on `solve` and `check` (issue 17), run
/// as a user runs them on the example library's ChatBubble and TwoLineCell.
@Suite(.temporaryFolders) struct TextCommandTests {
    static func project() throws -> TrellisRunner {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "P").status == 0)
        return cli
    }

    static func row(_ path: String, in output: String) -> [Substring] {
        let line = output.split(separator: "\n").first { $0.hasPrefix(path + " ") }
        return line?.split(separator: " ").filter { !$0.isEmpty } ?? []
    }

    @Test func solveFittingPrintsTheFittingSizeAndTheTextPasses() throws {
        let cli = try Self.project()
        let result = try cli.run("solve", "ChatBubble", "--project", "P", "--fitting")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("fitting size 262 × 79\n"), "\(result.stdout)")
        #expect(result.stdout.contains("text settled in 2 solves\n"))
        #expect(Self.row("message", in: result.stdout).prefix(6) == ["message", "UILabel", "12", "8", "238", "63"], "\(result.stdout)")
        let narrow = try cli.run("solve", "ChatBubble", "--project", "P", "--fitting", "--width", "150")
        #expect(narrow.stdout.contains("fitting size 150 × 121\n"), "\(narrow.output)")
    }

    @Test func widthWithoutFittingAndFittingAScreenAreRefused() throws {
        let cli = try Self.project()
        let width = try cli.run("solve", "ChatBubble", "--project", "P", "--width", "150")
        #expect(width.status != 0 && width.stderr.contains("--width is the fixed width of --fitting; add --fitting"), "\(width.output)")
        let screen = try cli.run("solve", "TwoLineCell", "--project", "P", "--fitting")
        #expect(screen.status != 0 && screen.stderr.contains("TwoLineCell is a screen"), "\(screen.output)")
    }

    @Test func theLargestContentSizeGrowsTheCellAndReportsTruncations() throws {
        let cli = try Self.project()
        let normal = try cli.run("solve", "TwoLineCell", "--project", "P")
        #expect(Self.row("owner", in: normal.stdout).prefix(6) == ["owner", "root", "0", "0", "375", "77"], "\(normal.output)")
        let ax5 = try cli.run("solve", "TwoLineCell", "--project", "P", "--content-size", "AX5")
        #expect(ax5.status == 0, "\(ax5.output)")
        #expect(ax5.stdout.contains("TwoLineCell on iPhone-SE 375×667 portrait, safe area 20/0/0/0, text size AX5\n"))
        #expect(Self.row("owner", in: ax5.stdout).prefix(6) == ["owner", "root", "0", "0", "375", "202"], "\(ax5.stdout)")
        #expect(ax5.stdout.contains("title is truncated"))
        #expect(ax5.stdout.contains("subtitle is truncated"))
        let check = try cli.run("check", "P", "--content-size", "ax5")
        #expect(check.stdout.contains("subtitle is truncated"), "\(check.output)")
        let bad = try cli.run("solve", "TwoLineCell", "--project", "P", "--content-size", "huge")
        #expect(
            bad.status != 0 && bad.stderr.contains("--content-size takes one of XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5, not 'huge'"),
            "\(bad.output)")
    }
}

/// Containers laid out on their own at their fitting size, text drawn in wireframes, and
/// `relayout --content-size` (issue 17, second part).
@Suite(.temporaryFolders) struct FittingAndContentSizeCommandTests {
    @Test func solveAndCheckLayAContainerOutAtItsFittingSize() throws {
        let cli = try TextCommandTests.project()
        let solved = try cli.run("solve", "ChatBubble", "--project", "P")
        #expect(solved.status == 0, "\(solved.output)")
        #expect(solved.stdout.contains("container size 262 × 79 (its fitting size)\n"), "\(solved.stdout)")
        #expect(TextCommandTests.row("owner", in: solved.stdout).prefix(6) == ["owner", "root", "0", "0", "262", "79"])
        let avatar = try cli.run("solve", "UserAvatarContainer", "--project", "P")
        #expect(avatar.stdout.contains("container size 375 × 667 (the device's: its content does not size it)\n"), "\(avatar.stdout)")
        let check = try cli.run("check", "P")
        #expect(check.status == 0, "\(check.output)")
        #expect(!check.stdout.contains("ChatBubble"), "the bubble checks cleanly: \(check.stdout)")
    }

    @Test func renderDrawsTheTextLines() throws {
        let cli = try TextCommandTests.project()
        let result = try cli.run("render", "TwoLineCell", "--project", "P", "--content-size", "AX5", "-o", "cell.svg")
        #expect(result.status == 0, "\(result.output)")
        let svg = try cli.read("cell.svg")
        #expect(svg.contains(#"<g class="text" clip-path="url(#text1)""#))
        #expect(svg.components(separatedBy: ">…</text>").count - 1 == 2, "the title's and the subtitle's cut lines")
    }

    @Test func relayoutAtAX5GrowsTheCellAndReportsItsTruncations() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", ".").status == 0)
        #expect(try cli.run("commit", "-m", "Example library").status == 0)
        let result = try cli.run("relayout", "--content-size", "AX5", "--devices", "iPhone-SE")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("TwoLineCell on iPhone-SE: "), "\(result.stdout)")
        #expect(result.stdout.contains("(0, 0, 375 × 77) → (0, 0, 375 × 202)  height +125\n"), "\(result.stdout)")
        #expect(result.stdout.contains("    + warning truncatedText: iPhone-SE: subtitle is truncated"))
        #expect(result.stdout.contains(" × 1 device at text size L → AX5, "))
        let bad = try cli.run("relayout", "--content-size", "huge")
        #expect(bad.status != 0 && bad.stderr.contains("--content-size takes one of XS, S, M, L"), "\(bad.output)")
    }
}
