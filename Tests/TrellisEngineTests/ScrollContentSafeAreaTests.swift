import Testing
import TrellisModel
@testable import TrellisEngine

/// A view in a scroll view's content takes no top or bottom safe-area inset: UIKit folds
/// them into the scroll view's adjusted content inset. A margins-relative stack far down a
/// long form, below the home indicator's inset when the content is not scrolled, keeps its
/// own margins only (before, the part below the safe area was added to its margins, and the
/// stack grew with each round of measuring).
@Suite struct ScrollContentSafeAreaTests {
    static let form = library(
        """
        screen Form {
            safeArea 44 0 34 0

            view scroll: UIScrollView
            view content: UIView in scroll
            view intro: UIView in content
            stack footer: horizontal in content {
                arranged note
                marginsRelative
                margins 12 20 12 20
            }
            view note: UILabel {
                intrinsic 200 x 20
            }
            view banner: UIView
            stack status: horizontal in banner {
                arranged clock
                marginsRelative
                margins 8 16 8 16
            }
            view clock: UILabel {
                intrinsic 40 x 20
            }

            scroll.top == owner.top
            scroll.leading == owner.leading
            scroll.trailing == owner.trailing
            scroll.bottom == owner.bottom
            content.edges == scroll.contentGuide.edges
            content.width == scroll.frameGuide.width
            intro.top == content.top
            intro.leading == content.leading
            intro.trailing == content.trailing
            intro.height == 2000
            footer.top == intro.bottom
            footer.leading == content.leading
            footer.trailing == content.trailing
            footer.bottom == content.bottom
            banner.top == owner.top
            banner.leading == owner.leading
            banner.width == 100
            status.edges == banner.edges
        }
        """)

    @Test func aStackBelowTheSafeAreaInAScrollViewKeepsItsOwnMargins() throws {
        let solution = try solve("Form", in: .size(414, 896), library: Self.form)
        #expect(solution.errors.isEmpty, "\(solution.diagnostics)")
        #expect(solution.item("footer")?.frame == Rect(x: 0, y: 2000, width: 414, height: 44))
        #expect(solution.item("note")?.frame == Rect(x: 20, y: 2012, width: 374, height: 20))
    }

    @Test func aStackOutsideTheScrollViewStillStartsBelowTheStatusBar() throws {
        let solution = try solve("Form", in: .size(414, 896), library: Self.form)
        #expect(solution.item("clock")?.frame == Rect(x: 16, y: 52, width: 68, height: 20))
    }
}
