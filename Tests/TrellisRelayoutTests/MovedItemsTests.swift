import Testing
import TrellisEngine
import TrellisModel
import TrellisTestSupport
@testable import TrellisRelayout

/// The known edit: the VIP badge of `UserAvatarContainer` grows from 30 to 36.
@Suite(.temporaryFolders) struct MovedItemsTests {
    func badgeEdit(_ environments: [Environment]) throws -> RelayoutReport {
        let relayout = Relayout(store: try memoryStore())
        return try relayout.run(
            before: examples(), after: examples(replacing: ["UserAvatarContainer": avatarContainer(badge: 36)]),
            changed: ["UserAvatarContainer"], environments: environments
        ).report
    }

    // ListCell: the avatar sits 12 from the leading edge, 100×100, centred in the 120-tall
    // cell (y = 10), so its trailing edge is at 112 on every device. The badge is pinned
    // top-trailing: 30×30 at x = 112 − 30 = 82 before, 36×36 at x = 112 − 36 = 76 after.
    // x moves by −6, width and height grow by 6, y stays at 10; nothing else moves.
    @Test(arguments: DeviceCatalog.all)
    func badgeGrowsInListCellOnEveryDevice(device: Device) throws {
        let report = try badgeEdit([device.environment()])
        let entry = try #require(report.entries.first { $0.component == "ListCell" })
        #expect(entry.state == .changed)
        #expect(entry.moves.count == 1)
        let move = try #require(entry.moves.first)
        #expect(move.path == "avatar.vip")
        #expect(move.before == rect(82, 10, 30, 30))
        #expect(move.after == rect(76, 10, 36, 36))
        #expect((move.dx, move.dy, move.dw, move.dh) == (-6, 0, 6, 6))
        #expect(entry.appeared.isEmpty && entry.disappeared.isEmpty && !entry.isBroken)
    }

    // The container on its own fills the device: the badge's trailing edge is the
    // device's width W, so x goes from W − 30 to W − 36.
    @Test func containerOnItsOwnMovesItsBadgeOnEveryDevice() throws {
        let report = try badgeEdit(allEnvironments)
        let entries = report.entries.filter { $0.component == "UserAvatarContainer" }
        #expect(entries.count == allEnvironments.count)
        for (entry, environment) in zip(entries, allEnvironments) {
            #expect(entry.device == environment.name)
            #expect(
                entry.moves == [
                    RelayoutReport.ItemMove(
                        path: "vip", before: rect(environment.width - 30, 0, 30, 30), after: rect(environment.width - 36, 0, 36, 36))
                ])
        }
        #expect(report.components == ["ListCell", "UserAvatarContainer"])
        #expect(report.changedCount == 2 * allEnvironments.count)
        #expect(report.brokenCount == 0)
    }

    @Test func textReportNamesTheItemAndTheDeltas() throws {
        let text = try badgeEdit([defaultEnvironments[0]]).text
        #expect(
            text == """
                ListCell on iPhone-SE: 1 item moved or resized
                    avatar.vip  (82, 10, 30 × 30) → (76, 10, 36 × 36)  x −6, width +6, height +6
                UserAvatarContainer on iPhone-SE: 1 item moved or resized
                    vip  (345, 0, 30 × 30) → (339, 0, 36 × 36)  x −6, width +6, height +6

                relayout of UserAvatarContainer: 2 components × 1 device, 2 changed, 0 broken; 4 solved (0 cached)
                """)
    }

    // A spec with an update block: the screen that applies it is laid out twice, and a
    // change to the update only moves the panel in the update variant.
    @Test func specUpdateChangesOnlyTheUpdateVariant() throws {
        let spec = exampleTexts["ClipRecordPanelLayout"]!
            .replacingOccurrences(of: "self.bottom == superView.bottom - bottomOffset", with: "self.bottom == superView.bottom - bottomOffset - 10")
        let report = try Relayout(store: try memoryStore()).run(
            before: examples(), after: examples(replacing: ["ClipRecordPanelLayout": spec]),
            changed: ["ClipRecordPanelLayout"], environments: [defaultEnvironments[0]]
        ).report
        #expect(report.components == ["ClipRecordScreen"])
        let make = try #require(report.entries.first { $0.variant == .make })
        let update = try #require(report.entries.first { $0.variant == .update })
        #expect(make.state == .same)
        #expect(update.state == .changed)
        // The panel rises 10 more; the preview, pinned to its top, shrinks by 10.
        #expect(update.moves.map(\.path) == ["preview", "panel"])
        #expect(update.moves.first { $0.path == "panel" }.map { ($0.dy, $0.dh) } ?? (0, 0) == (-10, 0))
        #expect(update.moves.first { $0.path == "preview" }.map { ($0.dy, $0.dh) } ?? (0, 0) == (0, -10))
    }
}
