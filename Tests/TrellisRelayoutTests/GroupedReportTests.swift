import Testing
import TrellisEngine
import TrellisModel
import TrellisTestSupport
@testable import TrellisRelayout

/// The text report says a finding once with the devices it shows on, as `check` says a
/// problem: a move by the same amount on every device is one block, not one per device.
@Suite(.temporaryFolders) struct GroupedReportTests {
    func relayout(_ after: [String: String], changed: [String]) throws -> RelayoutReport {
        try Relayout(store: try memoryStore()).run(
            before: examples(), after: examples(replacing: after), changed: changed, environments: defaultEnvironments
        ).report
    }

    // The badge grows from 30 to 36 on the three default devices. In ListCell it sits at
    // the same place on each (the cell's avatar is 12 from the leading edge); the container
    // alone fills the device, so the badge's x differs by device while the deltas do not.
    @Test func theSameMoveOnEveryDeviceIsSaidOnceWithTheDevices() throws {
        let report = try relayout(["UserAvatarContainer": avatarContainer(badge: 36)], changed: ["UserAvatarContainer"])
        #expect(
            report.text == """
                ListCell on iPhone-SE, iPhone-16-Pro-Max, iPad-Air-11: 1 item moved or resized
                    avatar.vip  (82, 10, 30 × 30) → (76, 10, 36 × 36)  x −6, width +6, height +6
                UserAvatarContainer on iPhone-SE, iPhone-16-Pro-Max, iPad-Air-11: 1 item moved or resized (frames as on iPhone-SE)
                    vip  (345, 0, 30 × 30) → (339, 0, 36 × 36)  x −6, width +6, height +6

                relayout of UserAvatarContainer: 2 components × 3 devices, 6 changed, 0 broken; 12 solved (0 cached)
                """)
        #expect(report.entries.count == 6, "the JSON and HTML keep one entry per device")
    }

    // A conflict on every device: one block, its diagnostic naming no device.
    @Test func aConflictOnEveryDeviceIsOneBlockWhoseDiagnosticNamesNoDevice() throws {
        let conflicting = exampleTexts["UserAvatarContainer"]!
            .replacingOccurrences(of: "vip.trailing == self.trailing", with: "vip.trailing == self.trailing\n    vip.leading == self.leading")
        let report = try relayout(["UserAvatarContainer": conflicting], changed: ["UserAvatarContainer"])
        let blocks = report.text.split(separator: "\n").filter { !$0.hasPrefix(" ") && $0.hasPrefix("ListCell") }
        #expect(blocks == ["ListCell on iPhone-SE, iPhone-16-Pro-Max, iPad-Air-11: BROKEN: 3 items moved or resized, 1 diagnostic appeared"], "\(report.text)")
        let appeared = report.text.split(separator: "\n").filter { $0.hasPrefix("    + ") }
        #expect(!appeared.isEmpty)
        for line in appeared { #expect(!line.contains("iPhone-SE") && !line.contains("iPad"), "\(line)") }
    }

    // Devices where the finding differs are their own blocks, in the order laid out.
    @Test func devicesWhereTheMoveDiffersAreSaidApart() {
        func entry(_ device: String, _ dx: Double) -> RelayoutReport.Entry {
            RelayoutReport.Entry(
                component: "ListCell", variant: .make, device: device, state: .changed,
                moves: [RelayoutReport.ItemMove(path: "title", before: rect(8, 0, 100, 20), after: rect(8 + dx, 0, 100, 20))], appeared: [],
                disappeared: [], beforeFailure: nil, afterFailure: nil, isBroken: false)
        }
        let report = RelayoutReport(
            changed: ["ListCell"], components: ["ListCell"], devices: ["A", "B", "C"], entries: [entry("A", 4), entry("B", 2), entry("C", 4)],
            solved: 6, cached: 0)
        #expect(
            report.text == """
                ListCell on A, C: 1 item moved or resized
                    title  (8, 0, 100 × 20) → (12, 0, 100 × 20)  x +4
                ListCell on B: 1 item moved or resized
                    title  (8, 0, 100 × 20) → (10, 0, 100 × 20)  x +2

                relayout of ListCell: 1 component × 3 devices, 3 changed, 0 broken; 6 solved (0 cached)
                """)
    }
}
