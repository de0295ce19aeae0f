import Foundation
import Testing
import TrellisTestSupport

/// Issue 33's "done when", end to end through the command line: the seed's panel and an
/// expandable cell written with states check clean and solve in each state on every
/// default device; an edit to a state shows in `diff` and in `relayout` (per state and
/// device), and merges with a teammate's concurrent edit to the base.
@Suite(.temporaryFolders) struct StateWorkflowCLITests {
    static let devices = ["iPhone-SE", "iPhone-16-Pro-Max", "iPad-Air-11"]

    func library() throws -> TrellisRunner {
        let cli = try TrellisRunner.inTemporaryDirectory()
        for (name, text) in StateExportCLITests.examples where name != "BannerContainer" {
            try cli.write(text, to: "lib/\(name).layout")
        }
        #expect(try cli.run("init", "lib", "--empty").status == 0)
        let check = try cli.run("check", "--project", "lib")
        #expect(check.status == 0 && check.stdout.contains("no problems"), "\(check.output)")
        #expect(try cli.run("commit", "-m", "panel and cell with states", "--project", "lib").status == 0)
        return cli
    }

    @Test func eachStateSolvesOnEveryDevice() throws {
        let cli = try library()
        for (component, states) in [("ClipRecordScreen", ["expanded", "keyboard", "floating"]), ("OrderCell", ["expanded"])] {
            for state in states {
                for device in Self.devices {
                    let solved = try cli.run("solve", component, "--project", "lib", "--device", device, "--state", state)
                    #expect(solved.status == 0, "\(component) \(state) on \(device): \(solved.output)")
                    #expect(solved.stdout.contains("no problems"), "\(component) \(state) on \(device): \(solved.stdout)")
                }
            }
        }
    }

    @Test func anEditToAStateShowsInDiffAndRelayoutPerState() throws {
        let cli = try library()
        let cell = try cli.read("lib/OrderCell.layout")
        try cli.write(cell.replacingOccurrences(of: "change \"detailsTop\" = 8", with: "change \"detailsTop\" = 16"), to: "lib/OrderCell.layout")
        let diff = try cli.run("diff", "--project", "lib")
        #expect(diff.stdout.contains("state expanded"), "\(diff.output)")
        #expect(diff.stdout.contains("8 → 16"), "\(diff.output)")
        let relayout = try cli.run("relayout", "--project", "lib", "--devices", "iPhone-SE")
        #expect(relayout.stdout.contains("OrderCell in state expanded on iPhone-SE: "), "\(relayout.output)")
        #expect(relayout.stdout.contains("details"), "\(relayout.output)")
        // The base layout does not move: only the state's entry is listed.
        #expect(!relayout.stdout.contains("OrderCell on iPhone-SE"), "\(relayout.output)")
    }

    @Test func aStateEditMergesWithATeammatesEditToTheBase() throws {
        let cli = try library()
        #expect(try cli.run("clone", "lib", "ana").status == 0)
        #expect(try cli.run("clone", "lib", "ben").status == 0)
        let panel = try cli.read("ana/ClipRecordScreen.layout")
        try cli.write(panel.replacingOccurrences(of: "change \"panelHeight\" = 320", with: "change \"panelHeight\" = 300"), to: "ana/ClipRecordScreen.layout")
        try cli.write(panel.replacingOccurrences(of: "param panelHeight = 120", with: "param panelHeight = 100"), to: "ben/ClipRecordScreen.layout")
        #expect(try cli.run("commit", "-m", "expanded 300", "--project", "ana").status == 0)
        #expect(try cli.run("commit", "-m", "base 100", "--project", "ben").status == 0)
        let anaSync = try cli.run("sync", "--project", "ana")
        #expect(anaSync.status == 0, "\(anaSync.output)")
        let benSync = try cli.run("sync", "--project", "ben")
        #expect(benSync.status == 0, "\(benSync.output)")
        let merged = try cli.read("ben/ClipRecordScreen.layout")
        #expect(merged.contains("change \"panelHeight\" = 300"), "\(merged)")
        #expect(merged.contains("param panelHeight = 100"), "\(merged)")
        let check = try cli.run("check", "--project", "ben")
        #expect(check.stdout.contains("no problems"), "\(check.output)")
    }
}
