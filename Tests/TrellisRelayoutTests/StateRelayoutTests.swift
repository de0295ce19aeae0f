import Testing
import TrellisEngine
import TrellisLayoutFixtures
import TrellisModel
import TrellisTestSupport
@testable import TrellisRelayout

/// Relayout of components with states (issue 33, item 3): each state is laid out on every
/// device on both sides, the report lists what moved per state and device, and the cache
/// keys tell the states apart.
@Suite(.temporaryFolders) struct StateRelayoutTests {
    static let panel = StateExamples.panel
    static let iPhoneSE = [DeviceCatalog.defaultDevices[0].environment()]

    func relayout(_ before: String, _ after: String, environments: [Environment] = iPhoneSE) throws -> RelayoutReport {
        try Relayout(store: try memoryStore()).run(
            before: snapshot([before]), after: snapshot([after]), changed: ["ClipRecordScreen"], environments: environments
        ).report
    }

    func entry(_ report: RelayoutReport, state: String?) throws -> RelayoutReport.Entry {
        try #require(report.entries.first { $0.component == "ClipRecordScreen" && $0.layoutState == state })
    }

    // iPhone-SE is 375 × 667. Expanded, the panel is 320 tall on the bottom edge (y 347);
    // the edit makes it 300 (y 367). The base and the keyboard state do not move.
    @Test func anEditToAStateMovesItemsInThatStateOnly() throws {
        let edited = Self.panel.replacingOccurrences(of: "change \"panelHeight\" = 320", with: "change \"panelHeight\" = 300")
        #expect(edited != Self.panel)
        let report = try relayout(Self.panel, edited)
        let expanded = try entry(report, state: "expanded")
        #expect(expanded.state == .changed)
        let panel = try #require(expanded.moves.first { $0.path == "panel" })
        #expect(panel.before == rect(0, 347, 375, 320))
        #expect(panel.after == rect(0, 367, 375, 300))
        #expect(try entry(report, state: nil).state == .same)
        #expect(try entry(report, state: "keyboard").state == .same)
        #expect(report.text.contains("ClipRecordScreen in state expanded on iPhone-SE: "), "\(report.text)")
        #expect(!report.text.contains("in state keyboard"), "\(report.text)")
    }

    // The base's panel height 120 → 100: the base and the keyboard state (which keeps the
    // height) move; the expanded state sets its own height, so only the content's bottom
    // is where it was.
    @Test func anEditToTheBaseShowsInEveryStateItReaches() throws {
        let edited = Self.panel.replacingOccurrences(of: "param panelHeight = 120", with: "param panelHeight = 100")
        let report = try relayout(Self.panel, edited, environments: defaultEnvironments)
        for device in defaultEnvironments.map(\.name) {
            let rows = report.entries.filter { $0.component == "ClipRecordScreen" && $0.device == device }
            #expect(rows.map(\.layoutState) == [nil, "expanded", "keyboard"])
            #expect(rows.map(\.state) == [.changed, .same, .changed], "\(device)")
        }
        let keyboard = try entry(report, state: "keyboard")
        let panel = try #require(keyboard.moves.first { $0.path == "panel" })
        // The keyboard is 336 up: the panel's bottom at 667 − 336 = 331.
        #expect(panel.before == rect(0, 211, 375, 120))
        #expect(panel.after == rect(0, 231, 375, 100))
    }

    @Test func aStateOnlyOneSideHasIsAddedOrRemoved() throws {
        let added = Self.panel.replacingOccurrences(
            of: "    state expanded {", with: "    state tall {\n        change \"panelHeight\" = 400\n    }\n    state expanded {")
        let report = try relayout(Self.panel, added)
        #expect(try entry(report, state: "tall").state == .added)
        let back = try relayout(added, Self.panel)
        #expect(try entry(back, state: "tall").state == .removed)
    }

    @Test func cacheKeysIncludeTheState() throws {
        let side = snapshot([Self.panel])
        let base = SolutionKey.componentDigest("ClipRecordScreen", in: side, applyingUpdates: false)
        let expanded = SolutionKey.componentDigest("ClipRecordScreen", in: side, applyingUpdates: false, state: "expanded")
        let keyboard = SolutionKey.componentDigest("ClipRecordScreen", in: side, applyingUpdates: false, state: "keyboard")
        #expect(Set([base, expanded, keyboard]).count == 3)
        #expect(base == SolutionKey.componentDigest("ClipRecordScreen", in: side, applyingUpdates: false, state: nil))
    }

    /// A second run answers every state from the cache and reports the same.
    @Test func aSecondRunReadsEveryStateFromTheCache() throws {
        let edited = Self.panel.replacingOccurrences(of: "change \"panelHeight\" = 320", with: "change \"panelHeight\" = 300")
        let store = try memoryStore()
        let first = try Relayout(store: store).run(
            before: snapshot([Self.panel]), after: snapshot([edited]), changed: ["ClipRecordScreen"], environments: defaultEnvironments)
        let second = try Relayout(store: store).run(
            before: snapshot([Self.panel]), after: snapshot([edited]), changed: ["ClipRecordScreen"], environments: defaultEnvironments)
        #expect(first.report.solved == 3 * 2 * defaultEnvironments.count)
        #expect(second.report.solved == 0)
        #expect(second.report.entries == first.report.entries)
    }
}
