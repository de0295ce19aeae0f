import Testing
import TrellisModel
@testable import TrellisEngine

/// Hand-computed frames for every example of the library, from UIKit's rules.
@Suite struct ExampleFramesTests {
    // ListCell: a 120-tall cell; the avatar 12 from the leading edge, 100×100, centred
    // vertically ((120 − 100) / 2 = 10); the VIP badge 30×30 at the top-trailing corner
    // (12 + 100 − 30 = 82).
    @Test func listCellOnA375WideCell() throws {
        let solution = try solve("ListCell", in: iPhoneSE)
        expectFrame(solution, "owner", rect(0, 0, 375, 120))
        expectFrame(solution, "avatar", rect(12, 10, 100, 100))
        expectFrame(solution, "avatar.avatar", rect(12, 10, 100, 100))
        expectFrame(solution, "avatar.vip", rect(82, 10, 30, 30))
        #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
    }

    // Right-to-left: leading is the right edge: the avatar's right edge at 375 − 12 = 363,
    // so x = 263; the badge's trailing (left) edge is the avatar's, x = 263.
    @Test func listCellRightToLeftMirrors() throws {
        let solution = try solve("ListCell", in: iPhoneSE.rightToLeft())
        expectFrame(solution, "avatar", rect(263, 10, 100, 100))
        expectFrame(solution, "avatar.vip", rect(263, 10, 30, 30))
    }

    // A container solved on its own: the owner is the device, `self` pinned to its edges.
    @Test func userAvatarContainerOnItsOwn() throws {
        let solution = try solve("UserAvatarContainer", in: iPhoneSE)
        expectFrame(solution, "self", rect(0, 0, 375, 667))
        expectFrame(solution, "avatar", rect(0, 0, 375, 667))
        expectFrame(solution, "vip", rect(345, 0, 30, 30))
        #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
    }

    // One third: the guide is 667 / 3 = 222.333 tall from the top; the button (120×44)
    // below it, centred: x = 187.5 − 60 = 127.5, y on the SE's 2x pixel grid 222.5 (a guide
    // is not rounded, a view is). The guide spans the width (pinned on both axes, so the
    // example checks with no warnings).
    @Test func oneThirdGuide() throws {
        let solution = try solve("OneThirdGuideScreen", in: iPhoneSE)
        let third = try #require(solution["third"])
        #expect(third.y == 0)
        #expect(abs(third.height - 667.0 / 3) < 1e-3)
        expectFrame(solution, "button", rect(127.5, 222.5, 120, 44))
        #expect(third.x == 0 && third.width == 375)
        #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
    }

    // Bottom bar, iPhone 16 (393×852, bottom inset 34), keyboard hidden: the keyboard
    // guide's top is the safe area's bottom, 818; the field (34 tall) ends 5 above it:
    // y = 779; the bar starts 5 above the field (774) and reaches the bottom edge (78 tall).
    // The field spans the bar's margins: 8 each side (the bar touches no unsafe side).
    @Test func bottomBarAboveTheHomeIndicator() throws {
        let solution = try solve("BottomBarScreen", in: iPhone16)
        expectFrame(solution, "owner.keyboard", rect(0, 818, 393, 34))
        expectFrame(solution, "bar", rect(0, 774, 393, 78))
        expectFrame(solution, "field", rect(8, 779, 377, 34))
        #expect(solution.item("field")?.relative == rect(8, 5, 377, 34))
        #expect(solution.errors.isEmpty, "\(solution.diagnostics)")
    }

    // With a 300-point keyboard the guide's top is 852 − 300 = 552: field y = 513, bar
    // from 508 to the bottom (344 tall).
    @Test func bottomBarAboveA300PointKeyboard() throws {
        let solution = try solve("BottomBarScreen", in: iPhone16.keyboard(300))
        expectFrame(solution, "owner.keyboard", rect(0, 552, 393, 300))
        expectFrame(solution, "field", rect(8, 513, 377, 34))
        expectFrame(solution, "bar", rect(0, 508, 393, 344))
    }

    // Landscape (852×393; safe area left/right 59, bottom 21): the bar spans the unsafe
    // sides, so its margins are 8 + 59 = 67: the field is 852 − 134 = 718 wide; the keyboard
    // guide's top is 393 − 21 = 372.
    @Test func bottomBarInLandscapeKeepsTheFieldInTheSafeArea() throws {
        let solution = try solve("BottomBarScreen", in: device("iPhone-16", .landscape))
        expectFrame(solution, "field", rect(67, 333, 718, 34))
        expectFrame(solution, "bar", rect(0, 328, 852, 65))
        #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
    }

    // Home-button phone: no bottom inset, the keyboard guide's top is the bottom edge.
    @Test func bottomBarOnAHomeButtonPhone() throws {
        let solution = try solve("BottomBarScreen", in: iPhoneSE)
        expectFrame(solution, "field", rect(8, 628, 359, 34))
        expectFrame(solution, "bar", rect(0, 623, 375, 44))
    }

    // ActionBar on the SE: root margins 16 (portrait, narrower than 414); the stack spans
    // 16…359 (343); three equal buttons with 8 between: (343 − 16) / 3 = 109; centred
    // vertically in a stack that hugs them (44); its bottom 16 above the safe area's
    // bottom (667): y = 607.
    @Test func actionBarFillsEqually() throws {
        let solution = try solve("ActionBar", in: iPhoneSE)
        expectFrame(solution, "actions", rect(16, 607, 343, 44))
        expectFrame(solution, "cancel", rect(16, 607, 109, 44))
        expectFrame(solution, "share", rect(133, 607, 109, 44))
        expectFrame(solution, "save", rect(250, 607, 109, 44))
        #expect(solution.item("share")?.relative == rect(117, 0, 109, 44))
        #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
    }

    // iPad Air 11 (820×1180): margins 20, safe bottom 20: stack 20…800 (780):
    // (780 − 16) / 3 = 254.667; bottom at 1180 − 20 − 16 = 1144. The third button starts at
    // 525.333 + 20 in the stack, 545.5 on the 2x pixel grid, and ends at 800: 254.5 wide.
    @Test func actionBarOnATablet() throws {
        let solution = try solve("ActionBar", in: device("iPad-Air-11"))
        expectFrame(solution, "actions", rect(20, 1100, 780, 44))
        expectFrame(solution, "save", rect(545.5, 1100, 254.5, 44))
    }

    // The spec pins the panel to the bottom (160 tall); the preview fills from the safe
    // area's top (20) to the panel.
    @Test func clipRecordScreenMake() throws {
        let solution = try solve("ClipRecordScreen", in: iPhoneSE)
        expectFrame(solution, "panel", rect(0, 507, 375, 160))
        expectFrame(solution, "preview", rect(0, 20, 375, 487))
        #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
    }

    // With updates applied the panel's bottom is 40 above the superview's bottom.
    @Test func clipRecordScreenUpdate() throws {
        let solution = try solve("ClipRecordScreen", in: iPhoneSE, updates: true)
        expectFrame(solution, "panel", rect(0, 467, 375, 160))
        expectFrame(solution, "preview", rect(0, 20, 375, 447))
    }

    // The button 20 below the safe area's top (20), 20 from the leading edge; the label
    // 20 below the button, as wide as it wants (600) but at most 375 − 40 = 335.
    @Test func labelButtonScreen() throws {
        let solution = try solve("LabelButtonScreen", in: iPhoneSE)
        expectFrame(solution, "button", rect(20, 40, 88, 44))
        expectFrame(solution, "label", rect(20, 104, 335, 21))
        #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
    }

    // Two pages tall: the scroll view is the screen; the content guide is 375 × 1334 and
    // the button is centred in it: (187.5 − 60, 667 − 22).
    @Test func pagedScrollScreen() throws {
        let solution = try solve("PagedScrollScreen", in: iPhoneSE)
        expectFrame(solution, "scroll", rect(0, 0, 375, 667))
        expectFrame(solution, "scroll.frameGuide", rect(0, 0, 375, 667))
        expectFrame(solution, "scroll.contentGuide", rect(0, 0, 375, 1334))
        expectFrame(solution, "button", rect(127.5, 645, 120, 44))
        #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
    }

    // Readable width on the SE: the margins guide of a view controller's root (16 each
    // side; top and bottom margins 0, so 0 + 20 from the top): 16, 20, 343 wide; the text
    // is 20 tall.
    @Test func readableTextOnAPhone() throws {
        let solution = try solve("ReadableTextScreen", in: iPhoneSE)
        expectFrame(solution, "owner.readable", rect(16, 20, 343, 647))
        expectFrame(solution, "body", rect(16, 20, 343, 20))
        #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
    }

    // iPad Pro 13 (1032 wide): margins 20 leave 992, capped at 672 and centred:
    // x = 20 + (992 − 672) / 2 = 180; top 24 + 0 = 24, bottom 20 + 0.
    @Test func readableTextOnATabletIsCapped() throws {
        let solution = try solve("ReadableTextScreen", in: device("iPad-Pro-13"))
        expectFrame(solution, "owner.readable", rect(180, 24, 672, 1376 - 24 - 20))
        expectFrame(solution, "body", rect(180, 24, 672, 20))
    }

    // Specs are recipes: solving one on its own is an error that says so.
    @Test func specOnItsOwnIsNotSolvable() {
        #expect(throws: EngineError.self) { try solve("ClipRecordPanelLayout", in: iPhoneSE) }
    }

    // Every screen and container holds together on the three default devices.
    @Test(arguments: DeviceCatalog.defaultDeviceIDs)
    func everyExampleSolvesWithoutErrors(_ id: String) throws {
        let engine = LayoutEngine(library: exampleLibrary)
        #expect(engine.solvableNames.count == 11)
        for name in engine.solvableNames {
            let solution = try engine.solve(name, in: device(id))
            #expect(solution.errors.isEmpty, "\(name) on \(id): \(solution.errors)")
        }
    }
}
