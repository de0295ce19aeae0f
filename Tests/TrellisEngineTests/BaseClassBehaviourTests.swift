import Testing
import TrellisModel
@testable import TrellisEngine

/// A custom class with a UIKit base (`ThemeableTable(UITableView)`, issue 32) behaves as
/// its base: the same frames and diagnostics as the UIKit class itself.
@Suite struct BaseClassBehaviourTests {
    // A table subclass pinned to the safe area sizes its own content, as UITableView does:
    // (0, 20, 375 × 647) on the SE and no "content size not determined".
    @Test(arguments: ["UITableView", "UICollectionView", "UITextView"])
    func aSubclassOfATableCollectionOrTextViewIsNotAmbiguous(base: String) throws {
        let lib = library(
            """
            screen List {
                view list: ThemeableList(\(base))

                list.edges == owner.safeArea.edges
            }
            """)
        let solution = try solve("List", in: iPhoneSE, library: lib)
        expectFrame(solution, "list", rect(0, 20, 375, 647))
        #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
    }

    // A UIScrollView subclass has content guides and, with a view inside not sizing its
    // content, an ambiguous content size.
    @Test func aScrollViewSubclassHasContentGuidesLikeUIScrollView() throws {
        let lib = library(
            """
            screen Tabs {
                view tabs: PlayerTabsView(UIScrollView)
                view first: UIView in tabs

                tabs.edges == owner.safeArea.edges
                first.top == tabs.contentGuide.top
                first.leading == tabs.contentGuide.leading
                first.size == 40
            }
            """)
        let solution = try solve("Tabs", in: iPhoneSE, library: lib)
        #expect(solution.errors.contains { $0.kind == .ambiguous && $0.items == ["tabs.contentGuide"] })
    }

    // A switch subclass keeps UISwitch's 49 × 31 alignment rect and 51 × 31 frame:
    // trailing at the margin (359 on the SE), x = 359 − 49 = 310.
    @Test func aSwitchSubclassHasTheSwitchsSizeAndAlignmentRect() throws {
        let lib = library(
            """
            screen Toggle {
                view toggle: ThemedSwitch(UISwitch)

                toggle.trailing == owner.trailingMargin
                toggle.top == owner.safeArea.top + 20
            }
            """)
        let solution = try solve("Toggle", in: iPhoneSE, library: lib)
        expectFrame(solution, "toggle", rect(310, 40, 51, 31))
        #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
    }
}
