import Foundation
import Testing
import TrellisTestSupport

/// `solve`'s options for roots that are not a device's screen (issue 23): an explicit size
/// keeps its orientation, takes safe-area insets and size classes; devices by Interface
/// Builder id; the catalog's size classes.
@Suite(.temporaryFolders) struct RootOptionsCommandTests {
    static let adaptive = """
        screen Adaptive {
            view box: UIView

            box.top == owner.safeArea.top
            box.leading == owner.leadingMargin
            box.height == 10
            when width compact {
                box.width == 100
            }
            when width regular {
                box.width == 300
            }
        }

        """

    static func row(_ stdout: String, _ path: String) -> [Substring] {
        let line = stdout.split(separator: "\n").first { $0.hasPrefix("\(path) ") }
        return Array(line?.split(separator: " ").filter { !$0.isEmpty }.prefix(6) ?? [])
    }

    // 375 × 198.5 is portrait and compact width: 16-point side margins, width 100.
    @Test func anExplicitSizeStaysPortraitAndCompact() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        try cli.write(Self.adaptive, to: "Adaptive.layout")
        let result = try cli.run("solve", "Adaptive", "--size", "375x198.5")
        #expect(result.status == 0, "\(result.output)")
        #expect(Self.row(result.stdout, "box") == ["box", "UIView", "16", "0", "100", "10"], "\(result.stdout)")
    }

    // `--safe-area` moves the box below 44; `--size-class regular,regular` selects the
    // regular block (300 wide) and the regular-width margin (20).
    @Test func safeAreaAndSizeClassOptions() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        try cli.write(Self.adaptive, to: "Adaptive.layout")
        let result = try cli.run("solve", "Adaptive", "--size", "510x600", "--safe-area", "44 0 34 0", "--size-class", "regular,regular")
        #expect(result.status == 0, "\(result.output)")
        #expect(Self.row(result.stdout, "box") == ["box", "UIView", "20", "44", "300", "10"], "\(result.stdout)")
        let landscape = try cli.run("solve", "Adaptive", "--size", "600x300", "--landscape")
        #expect(landscape.status == 0, "\(landscape.output)")
        #expect(landscape.stdout.contains("600×300 landscape"), "\(landscape.stdout)")
    }

    @Test func malformedOptionsSayWhatTheyTake() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        try cli.write(Self.adaptive, to: "Adaptive.layout")
        let insets = try cli.run("solve", "Adaptive", "--size", "375x667", "--safe-area", "44 0")
        #expect(insets.status != 0)
        #expect(insets.stderr.contains("--safe-area takes four numbers, TOP LEFT BOTTOM RIGHT"), "\(insets.output)")
        let classes = try cli.run("solve", "Adaptive", "--size", "375x667", "--size-class", "wide,tall")
        #expect(classes.status != 0)
        #expect(classes.stderr.contains("--size-class takes WIDTH,HEIGHT, each compact or regular"), "\(classes.output)")
    }

    // The iPhone 11 by its Interface Builder id: 414 wide, so 20-point margins and the
    // compact block.
    @Test func devicesByInterfaceBuilderIDAndTheirSizeClasses() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        try cli.write(Self.adaptive, to: "Adaptive.layout")
        let result = try cli.run("solve", "Adaptive", "--device", "retina6_1")
        #expect(result.status == 0, "\(result.output)")
        #expect(Self.row(result.stdout, "box") == ["box", "UIView", "20", "48", "100", "10"], "\(result.stdout)")
        let devices = try cli.run("devices")
        let plus = devices.stdout.split(separator: "\n").first { $0.contains("iPhone-8-Plus") }
        #expect(plus?.contains("CR RC") == true, "\(devices.stdout)")
        #expect(plus?.contains("retina5_5") == true)
    }
}
