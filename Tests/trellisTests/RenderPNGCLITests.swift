import Foundation
import Testing
import TrellisTestSupport

/// `render --format png` through librsvg's rsvg-convert, and the error that names the
/// package when it is not installed.
@Suite(.temporaryFolders) struct RenderPNGCLITests {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static var rasterizerInstalled: Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/rsvg-convert")
        }
    }

    /// With rsvg-convert on PATH a PNG is written (twice the points by default); without
    /// it the error says which package to install.
    @Test func renderDrawsAPNGWhereARasterizerIsInstalled() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", ".").status == 0)
        let drawn = try cli.run("render", "UserAvatarContainer", "--format", "png")
        guard Self.rasterizerInstalled else {
            #expect(drawn.status != 0 && drawn.stderr.contains("apt-get install librsvg2-bin"), "\(drawn.output)")
            return
        }
        #expect(drawn.status == 0, "\(drawn.output)")
        #expect(drawn.stdout.contains("wrote UserAvatarContainer.png"), "\(drawn.stdout)")
        let data = try Data(contentsOf: cli.directory.appendingPathComponent("UserAvatarContainer.png"))
        #expect(Array(data.prefix(8)) == Self.pngSignature)
        // IHDR's width and height (big-endian, bytes 16..<24): the SVG's points × 2.
        let svg = try cli.run("render", "UserAvatarContainer", "-o", "avatar.svg")
        #expect(svg.status == 0)
        let text = try cli.read("avatar.svg")
        let width = try #require(text.firstMatch(of: /width="([0-9.]+)"/).flatMap { Double($0.1) })
        let pixels = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(abs(Double(pixels) - width * 2) <= 1, "PNG \(pixels) px for an SVG \(width) pt wide")
        let named = try cli.run("render", "ListCell", "-o", "cell.png", "--scale", "1")
        #expect(named.status == 0, "\(named.output)")
        let cell = try Data(contentsOf: cli.directory.appendingPathComponent("cell.png"))
        #expect(Array(cell.prefix(8)) == Self.pngSignature)
    }

    @Test func withoutARasterizerTheErrorNamesThePackageAndNothingIsWritten() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", ".").status == 0)
        let drawn = try cli.runArguments(["render", "--all", "--format", "png"], environment: ["PATH": "/nonexistent"])
        #expect(drawn.status != 0)
        #expect(drawn.stderr.contains("rsvg-convert") && drawn.stderr.contains("apt-get install librsvg2-bin"), "\(drawn.output)")
        #expect(!cli.exists("renders"), "nothing drawn before the rasterizer is found")
    }
}
