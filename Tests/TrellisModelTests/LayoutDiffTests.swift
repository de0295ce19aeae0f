import TrellisTestSupport
import Testing
import TrellisLayoutFixtures
@testable import TrellisModel

@Suite struct LayoutDiffTests {
    func avatar(vipTop: Double = 0, badge: Double = 30, extraView: Bool = false, priority: Priority = .required) -> LayoutDocument {
        .container(
            Container("UserAvatarContainer", parameters: [Parameter("badgeSize", defaultValue: badge)]) {
                ViewItem(name: "avatar", className: "UIImageView")
                ViewItem(name: "vip", className: "UIImageView")
                if extraView { ViewItem(name: "badge", className: "UIImageView") }
                LayoutItem("avatar").layout { $0.edges == LayoutItem.selfItem.edges }
                LayoutItem("vip").layout {
                    $0.size == param("badgeSize")
                    ($0.top == LayoutItem.selfItem.top + ConstantExpression(vipTop)).priority(priority)
                    $0.trailing == LayoutItem.selfItem.trailing
                }
            })
    }

    @Test func sameMeaningHasNoChanges() {
        #expect(LayoutDiff.changes(from: avatar(), to: avatar()).isEmpty)
    }

    @Test func aConstantChangeIsReportedFieldByField() {
        let changes = LayoutDiff.changes(from: avatar(vipTop: 4), to: avatar(vipTop: 8, priority: .high))
        #expect(changes.map(\.text) == ["vip.top == self.top: constant 4 → 8, priority required → high"])
        #expect(changes.first?.subject == .constraint(.body, .anchors(first: Anchor("vip", .top), relation: .equal, second: Anchor("self", .top))))
        #expect(changes.first?.fields == [.init("constant", old: "4", new: "8"), .init("priority", old: "required", new: "high")])
    }

    @Test func itemsAndParametersAddedRemovedAndChanged() {
        let changes = LayoutDiff.changes(from: avatar(), to: avatar(badge: 36, extraView: true))
        #expect(
            LayoutDiff.text(changes) == """
                param badgeSize: default 30 → 36
                + view badge: UIImageView
                """)
        let back = LayoutDiff.changes(from: avatar(badge: 36, extraView: true), to: avatar())
        #expect(back.map(\.text) == ["param badgeSize: default 36 → 30", "- view badge: UIImageView"])
    }

    @Test func anAddedComponentListsItsContents() {
        let changes = LayoutDiff.changes(from: nil, to: avatar())
        #expect(changes.first?.text == "+ container UserAvatarContainer")
        #expect(changes.contains { $0.text == "+ vip.top == self.top" })
        #expect(changes.contains { $0.text == "+ avatar.bottom == self.bottom" })
        #expect(changes.contains { $0.text == "+ param badgeSize = 30" })
        #expect(LayoutDiff.changes(from: avatar(), to: nil).first?.text == "- container UserAvatarContainer")
    }

    @Test func identifiedConstraintsMatchByIdentifierAndShowAnchorChanges() {
        let old = LayoutDocument.screen(
            Screen("S") {
                (LayoutItem("a").top == LayoutItem.owner.top + 4).identifier("t")
            })
        let new = LayoutDocument.screen(
            Screen("S", width: 320) {
                (LayoutItem("a").top == LayoutItem.owner.safeArea.top + 4).identifier("t")
            })
        #expect(
            LayoutDiff.changes(from: old, to: new).map(\.text) == [
                "\"t\": second owner.top → owner.safeArea.top",
                "screen S: width none → 320",
            ])
    }

    @Test func specBlocksApplicationsAndArguments() {
        let spec1 = LayoutDocument.spec(
            Spec("Panel", references: ["superView"], parameters: [Parameter("h")]) {
                $0.height == param("h")
            } update: {
                $0.bottom == LayoutItem("superView").bottom
            })
        let spec2 = LayoutDocument.spec(
            Spec("Panel", parameters: [Parameter("h")]) {
                $0.height == param("h") + 1
            })
        #expect(
            LayoutDiff.changes(from: spec1, to: spec2).map(\.text) == [
                "- ref superView",
                "make self.height == constant: constant h → h + 1",
                "- update self.bottom == superView.bottom",
            ])
        let screen1 = LayoutDocument.screen(
            Screen("S") {
                SpecApplication(spec: "Panel", target: "panel", arguments: [LayoutArgument("h", .constant(120))])
                ContainerUse(name: "avatar", container: "UserAvatarContainer")
            })
        let screen2 = LayoutDocument.screen(
            Screen("S") {
                SpecApplication(spec: "Panel", target: "panel", arguments: [LayoutArgument("h", .constant(160))])
                ContainerUse(name: "avatar", container: "UserAvatarContainer", arguments: [LayoutArgument("badgeSize", .constant(36))])
            })
        #expect(
            LayoutDiff.changes(from: screen1, to: screen2).map(\.text) == [
                "use avatar: argument badgeSize none → 36",
                "apply Panel to panel: argument h 120 → 160",
            ])
    }

    @Test func duplicateKeysPairDeterministically() {
        let old = LayoutDocument.screen(
            Screen("S") {
                (LayoutItem("a").width >= 10).priority(.low)
                LayoutItem("a").width >= 20
            })
        let new = LayoutDocument.screen(
            Screen("S") {
                LayoutItem("a").width >= 20
                (LayoutItem("a").width >= 30).priority(.low)
            })
        #expect(LayoutDiff.changes(from: old, to: new).map(\.text) == ["a.width >= constant: constant 10 → 30"])
    }

    @Test(arguments: 0..<100)
    func randomDocumentsDifferExactlyWhenTheirHashesDo(seed: Int) {
        var generator = DocumentGenerator(seed: 0xD1FF_0000 + UInt64(seed))
        let a = generator.document()
        let b = generator.document()
        #expect(LayoutDiff.changes(from: a, to: a).isEmpty)
        #expect(LayoutDiff.changes(from: a, to: b).isEmpty == (a.contentHash == b.contentHash))
    }
}
