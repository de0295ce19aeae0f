import Foundation
import Testing
import TrellisLayoutFixtures
import TrellisTestSupport

/// `solve --state`, `render --state/--states/--all` and `check` on a component with states
/// (issue 33), run as a user runs them.
@Suite(.temporaryFolders) struct StateCommandTests {
    static let panel = """
        screen ClipRecordScreen {
            param panelHeight = 120

            view content: UIView
            view panel: UIView

            content.top == owner.safeArea.top
            content.horizontalEdges == owner.horizontalEdges
            content.bottom == panel.top
            panel.horizontalEdges == owner.horizontalEdges
            panel.height == panelHeight as "panelHeight"
            panel.bottom == owner.bottom as "panelBottom"

            state expanded {
                change "panelHeight" = 320
            }
            state keyboard(bottomOffset = 336) {
                change "panelBottom" = -bottomOffset
            }
        }

        """

    static func project(_ text: String = panel) throws -> TrellisRunner {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "P", "--empty").status == 0)
        try cli.write(text, to: "P/ClipRecordScreen.layout")
        return cli
    }

    static func panelRow(_ output: String) -> [Substring]? {
        output.split(separator: "\n").first { $0.hasPrefix("panel ") }.map { $0.split(separator: " ").filter { !$0.isEmpty } }
    }

    @Test func solveLaysOutTheStateAskedForWithItsValues() throws {
        let cli = try Self.project()
        let base = try cli.run("solve", "ClipRecordScreen", "--project", "P", "--device", "iPhone-SE")
        #expect(Self.panelRow(base.stdout)?.prefix(6) == ["panel", "UIView", "0", "547", "375", "120"], "\(base.output)")
        let expanded = try cli.run("solve", "ClipRecordScreen", "--project", "P", "--device", "iPhone-SE", "--state", "expanded")
        #expect(expanded.status == 0, "\(expanded.output)")
        #expect(expanded.stdout.contains("ClipRecordScreen in state expanded on iPhone-SE"))
        #expect(Self.panelRow(expanded.stdout)?.prefix(6) == ["panel", "UIView", "0", "347", "375", "320"], "\(expanded.output)")
        let keyboard = try cli.run("solve", "ClipRecordScreen", "--project", "P", "--device", "iPhone-SE", "--state", "keyboard(bottomOffset: 300)")
        #expect(Self.panelRow(keyboard.stdout)?.prefix(6) == ["panel", "UIView", "0", "247", "375", "120"], "\(keyboard.output)")
    }

    @Test func solveRefusesAnUnknownStateOrParameterSayingWhatThereIs() throws {
        let cli = try Self.project()
        let unknown = try cli.run("solve", "ClipRecordScreen", "--project", "P", "--state", "expandd")
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("has no state expandd; it has expanded, keyboard (did you mean expanded?)"), "\(unknown.output)")
        let parameter = try cli.run("solve", "ClipRecordScreen", "--project", "P", "--state", "keyboard(offset: 3)")
        #expect(parameter.stderr.contains("state keyboard(bottomOffset = 336) has no parameter offset"), "\(parameter.output)")
        let malformed = try cli.run("solve", "ClipRecordScreen", "--project", "P", "--state", "keyboard(offset 3)")
        #expect(malformed.status != 0)
    }

    @Test func renderDrawsEachState() throws {
        let cli = try Self.project()
        let one = try cli.run("render", "ClipRecordScreen", "--project", "P", "--state", "expanded", "-o", "expanded.svg")
        #expect(one.status == 0, "\(one.output)")
        #expect(try cli.read("expanded.svg").contains("ClipRecordScreen in state expanded — iPhone-SE"))
        let each = try cli.run("render", "ClipRecordScreen", "--project", "P", "--states", "-o", "panel.svg")
        #expect(each.status == 0, "\(each.output)")
        #expect(cli.exists("panel.svg") && cli.exists("panel@expanded.svg") && cli.exists("panel@keyboard.svg"))
        let all = try cli.run("render", "--all", "--project", "P", "-o", "renders")
        #expect(all.status == 0, "\(all.output)")
        for stem in ["ClipRecordScreen", "ClipRecordScreen@expanded", "ClipRecordScreen@keyboard"] {
            for device in ["iPhone-SE", "iPhone-16-Pro-Max", "iPad-Air-11"] { #expect(cli.exists("renders/\(stem)-\(device).svg"), "\(stem)-\(device)") }
        }
    }

    @Test func checkNamesTheStateThatBreaks() throws {
        let cli = try Self.project(Self.panel.replacingOccurrences(of: "= 320\n", with: "= 320\n        panel.height == 200\n"))
        let result = try cli.run("check", "--project", "P")
        #expect(result.status != 0)
        #expect(result.stdout.contains("ClipRecordScreen.layout:16:9: error: state expanded: unsatisfiable"), "\(result.output)")
    }

    @Test func aSpecsStateIsSolvedAndRenderedByItsDottedName() throws {
        let cli = try Self.project(SpecStateExamples.screen)
        try cli.write(SpecStateExamples.panel, to: "P/ClipRecordPanelLayout.layout")
        let raised = try cli.run("solve", "ClipRecordScreen", "--project", "P", "--device", "iPhone-SE", "--state", "ClipRecordPanelLayout.raised")
        #expect(raised.status == 0, "\(raised.output)")
        #expect(raised.stdout.contains("ClipRecordScreen in state ClipRecordPanelLayout.raised on iPhone-SE"), "\(raised.output)")
        #expect(Self.panelRow(raised.stdout)?.prefix(6) == ["panel", "UIView", "0", "171", "375", "160"], "\(raised.output)")
        // `-o r`: a one-character output name (Foundation's path code trapped on it).
        let each = try cli.run("render", "ClipRecordScreen", "--project", "P", "--states", "-o", "r")
        #expect(each.status == 0, "\(each.output)")
        #expect(cli.exists("r") && cli.exists("r@ClipRecordPanelLayout.raised") && cli.exists("r@ClipRecordPanelLayout.tall"))
    }
}
