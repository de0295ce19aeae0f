import Foundation
import Testing
import TrellisTestSupport

/// `solve`, `render`, `devices` and the solve step of `check`, run as a user runs them.
@Suite(.temporaryFolders) struct EngineCommandTests {
    static func project() throws -> TrellisRunner {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "P").status == 0)
        return cli
    }

    @Test func solvePrintsAFramesTable() throws {
        let cli = try Self.project()
        let result = try cli.run("solve", "ListCell", "--project", "P", "--device", "iPhone-SE")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("ListCell on iPhone-SE 375×667 portrait"))
        let vip = result.stdout.split(separator: "\n").first { $0.hasPrefix("avatar.vip ") }
        #expect(vip?.split(separator: " ").filter { !$0.isEmpty }.prefix(6) == ["avatar.vip", "UIImageView", "82", "10", "30", "30"], "\(result.stdout)")
        #expect(result.stdout.contains("no problems"))
    }

    @Test func solveJSONHasFramesAndDiagnostics() throws {
        let cli = try Self.project()
        let result = try cli.run("solve", "BottomBarScreen", "--project", "P", "--device", "iPhone-16", "--keyboard", "300", "--json")
        #expect(result.status == 0, "\(result.output)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let frames = try #require(object["frames"] as? [[String: Any]])
        let field = try #require(frames.first { $0["path"] as? String == "field" }?["frame"] as? [String: Double])
        #expect(field == ["x": 8, "y": 513, "width": 377, "height": 34])
        #expect((object["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test func solveSizeAndRightToLeft() throws {
        let cli = try Self.project()
        let result = try cli.run("solve", "ListCell", "--project", "P", "--size", "400x800", "--rtl")
        #expect(result.status == 0, "\(result.output)")
        // 400 − 12 − 100 = 288.
        let vip = result.stdout.split(separator: "\n").first { $0.hasPrefix("avatar.vip ") }
        #expect(vip?.split(separator: " ").filter { !$0.isEmpty }.prefix(3) == ["avatar.vip", "UIImageView", "288"], "\(result.stdout)")
    }

    @Test func unknownDeviceListsCloseNames() throws {
        let cli = try Self.project()
        let result = try cli.run("solve", "ListCell", "--project", "P", "--device", "iphone 16 pro mx")
        #expect(result.status != 0)
        #expect(result.stderr.contains("unknown device 'iphone 16 pro mx'"), "\(result.output)")
        #expect(result.stderr.contains("iPhone-16-Pro-Max"), "\(result.output)")
    }

    @Test func solveFailsOnAConflictAndNamesTheConstraints() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        try cli.write(
            """
            screen Conflict {
                view box: UIView

                box.horizontalEdges == owner.horizontalEdges
                box.top == owner.top
                box.height == 10
                box.width == 100
            }

            """, to: "Conflict.layout")
        let result = try cli.run("solve", "Conflict", "--size", "375x667")
        #expect(result.status == 1)
        #expect(result.stdout.contains("Conflict.layout:7:5: error: unsatisfiable on 375x667"), "\(result.stdout)")
        #expect(result.stdout.contains("broken → Conflict.layout:7: box.width == 100"), "\(result.stdout)")
        #expect(result.stdout.contains("Conflict.layout:4: box.leading == owner.leading"), "\(result.stdout)")
    }

    @Test func checkFailsOnAnAmbiguousLayout() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        try cli.write(
            """
            screen Loose {
                view title: UILabel {
                    intrinsic 100 x 20
                }

                title.top == owner.top
            }

            """, to: "Loose.layout")
        let result = try cli.run("check")
        #expect(result.status == 1)
        // One problem for its line, on every device, not one per device.
        #expect(result.stdout.contains("Loose.layout:2:5: error: ambiguous: title: horizontal position not determined\n"), "\(result.stdout)")
        #expect(result.stdout.contains("    on iPhone-SE, iPhone-16-Pro-Max, iPad-Air-11; in Loose\n"), "\(result.stdout)")
        #expect(result.stdout.contains("    fix-it: add title.leading == owner.leading"), "\(result.stdout)")
        #expect(
            result.stdout.hasSuffix("checked 1 component in 1 file, 1 laid out on iPhone-SE, iPhone-16-Pro-Max, iPad-Air-11: 1 error\n"), "\(result.stdout)")
    }

    @Test func renderWritesSVG() throws {
        let cli = try Self.project()
        let one = try cli.run("render", "ActionBar", "--project", "P", "-o", "bar.svg")
        #expect(one.status == 0, "\(one.output)")
        let svg = try cli.read("bar.svg")
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains(">actions: UIStackView</text>"))
        let all = try cli.run("render", "--all", "--project", "P", "-o", "renders")
        #expect(all.status == 0, "\(all.output)")
        #expect(cli.exists("renders/ListCell-iPhone-SE.svg"))
        #expect(cli.exists("renders/UserAvatarContainer-iPad-Air-11.svg"))
        #expect(!cli.exists("renders/ClipRecordPanelLayout-iPhone-SE.svg"))
    }

    @Test func devicesListsTheCatalog() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        let result = try cli.run("devices")
        #expect(result.status == 0)
        #expect(result.stdout.contains("*  iPhone-SE"))
        #expect(result.stdout.contains("iPad-Pro-13"))
        #expect(result.stdout.contains("0/62/21/62"), "landscape Dynamic Island insets")
    }
}
