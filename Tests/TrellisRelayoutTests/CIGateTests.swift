import Testing
import TrellisEngine
import TrellisModel
import TrellisTestSupport
@testable import TrellisRelayout

/// `trellis relayout` fails CI when an edit introduces an unsatisfiable or ambiguous
/// layout; pre-existing problems and harmless moves do not fail it.
@Suite(.temporaryFolders) struct CIGateTests {
    func relayout(_ container: String) throws -> RelayoutReport {
        try Relayout(store: try memoryStore()).run(
            before: examples(), after: examples(replacing: ["UserAvatarContainer": container]),
            changed: ["UserAvatarContainer"], environments: defaultEnvironments
        ).report
    }

    @Test func aHarmlessEditPasses() throws {
        let report = try relayout(avatarContainer(badge: 36))
        #expect(report.passesGate)
        #expect(report.brokenCount == 0)
    }

    // The badge both 30 wide and wider than the avatar: required constraints conflict.
    @Test func aConflictInASharedContainerFailsTheGate() throws {
        let conflicting = exampleTexts["UserAvatarContainer"]!
            .replacingOccurrences(of: "vip.trailing == self.trailing", with: "vip.trailing == self.trailing\n    vip.leading == self.leading")
        let report = try relayout(conflicting)
        #expect(!report.passesGate)
        // ListCell (a 100-wide avatar) breaks on every device. The container on its own is
        // laid out at its fitting size, 30 wide (the badge spans it), where nothing conflicts.
        #expect(report.brokenCount == defaultEnvironments.count)
        #expect(!(report.entries.first { $0.component == "UserAvatarContainer" }?.isBroken ?? true))
        let entry = try #require(report.entries.first { $0.component == "ListCell" })
        #expect(entry.isBroken)
        #expect(entry.appeared.contains { $0.kind == .unsatisfiable && $0.severity == .error })
        #expect(report.text.contains("ListCell on iPhone-SE, iPhone-16-Pro-Max, iPad-Air-11: BROKEN"), "one block for the three devices")
        #expect(report.summary.contains("\(defaultEnvironments.count) broken"))
        #expect(report.json.serialized.contains(#""passed":false"#))
    }

    // The badge no longer pinned vertically: its y is free.
    @Test func anAmbiguityFailsTheGate() throws {
        let ambiguous = exampleTexts["UserAvatarContainer"]!.replacingOccurrences(of: "vip.top == self.top\n", with: "")
        let report = try relayout(ambiguous)
        #expect(!report.passesGate)
        let entry = try #require(report.entries.first { $0.component == "ListCell" })
        #expect(entry.appeared.contains { $0.kind == .ambiguous && $0.severity == .error })
    }

    // A component that no longer validates cannot be laid out: that breaks it too.
    @Test func aComponentThatNoLongerValidatesFailsTheGate() throws {
        let invalid = exampleTexts["UserAvatarContainer"]!.replacingOccurrences(of: "vip.size == badgeSize", with: "vip.size == badgeSiz")
        let report = try relayout(invalid)
        #expect(!report.passesGate)
        let entry = try #require(report.entries.first { $0.component == "ListCell" })
        #expect(entry.afterFailure?.contains("does not validate") == true)
    }

    // Fixing a broken layout is not a failure: the diagnostic disappears.
    @Test func fixingABrokenLayoutPasses() throws {
        let ambiguous = exampleTexts["UserAvatarContainer"]!.replacingOccurrences(of: "vip.top == self.top\n", with: "")
        let report = try Relayout(store: try memoryStore()).run(
            before: examples(replacing: ["UserAvatarContainer": ambiguous]), after: examples(),
            changed: ["UserAvatarContainer"], environments: defaultEnvironments
        ).report
        #expect(report.passesGate)
        #expect(report.entries.contains { !$0.disappeared.isEmpty })
    }
}
