import Testing
import TrellisModel
@testable import TrellisEngine

/// A `marginsRelative` stack arranges its views in its margins guide, which UIKit insets from
/// the safe area where the stack reaches into it (`insetsLayoutMarginsFromSafeArea`, on by
/// default): a notice pinned to the top of a view under the status bar starts its text below
/// the bar, its margin added.
@Suite struct StackMarginsSafeAreaTests {
    static func notice(ignoringSafeArea: Bool) -> LayoutLibrary {
        library(
            """
            screen Notice {
                width 275
                height 94
                root view
                safeArea 44 0 0 0

                stack content: horizontal {
                    arranged message, action
                    spacing 16
                    marginsRelative
                    margins 16 28 16 27
                    \(ignoringSafeArea ? "marginsIgnoreSafeArea" : "")
                }
                view message: UILabel {
                    intrinsic 102 x 18
                    hugging h required v low
                }
                view action: UIButton {
                    intrinsic 102 x 18
                    hugging h required v low
                }

                content.top == owner.top
                content.bottom == owner.safeArea.bottom
                content.leading == owner.safeArea.leading
                owner.safeArea.trailing == content.trailing
            }
            """)
    }

    @Test func theArrangedViewsStartBelowTheSafeAreaInsetPlusTheMargin() throws {
        let solution = try solve("Notice", in: .size(414, 896), library: Self.notice(ignoringSafeArea: false))
        #expect(solution.errors.isEmpty, "\(solution.diagnostics)")
        #expect(solution.item("content")?.frame == Rect(x: 0, y: 0, width: 275, height: 94))
        #expect(solution.item("message")?.frame == Rect(x: 28, y: 60, width: 102, height: 18))
        #expect(solution.item("action")?.frame == Rect(x: 146, y: 60, width: 102, height: 18))
    }

    @Test func marginsIgnoringTheSafeAreaKeepTheMarginAlone() throws {
        let solution = try solve("Notice", in: .size(414, 896), library: Self.notice(ignoringSafeArea: true))
        #expect(solution.errors.isEmpty, "\(solution.diagnostics)")
        #expect(solution.item("message")?.frame == Rect(x: 28, y: 16, width: 102, height: 62))
    }
}
