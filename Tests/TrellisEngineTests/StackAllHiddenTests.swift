import Testing
import TrellisModel

@testable import TrellisEngine

/// A stack whose arranged views are all hidden has nothing left to lay out along its axis:
/// it is 0 long there when nothing else sizes it (Interface Builder records such a stack 0
/// wide and does not flag it), not ambiguous; a stack pinned at both ends keeps its length.
struct StackAllHiddenTests {
    static let cell = """
        screen BubbleRow {
            stack badges: horizontal {
                arranged lockBadge, infoBadge
            }
            view lockBadge: UIView {
                hidden
            }
            view infoBadge: UIView {
                hidden
            }
            view bubble: UIView

            badges.leading == owner.leading
            badges.top == owner.top
            badges.height == 40
            bubble.leading >= badges.trailing + 6
            bubble.leading == owner.leading + 56
            bubble.top == owner.top
            bubble.trailing == owner.trailing - 15
            bubble.height == 40
        }
        """

    @Test func aStackWithEveryViewHiddenIsNoLongerThanNothing() throws {
        let solution = try solve("BubbleRow", in: iPhoneSE, library: library(Self.cell))
        #expect(solution.errors.isEmpty, "\(solution.errors)")
        expectFrame(solution, "badges", rect(0, 0, 0, 40))
    }

    @Test func aStackPinnedAtBothEndsKeepsItsLength() throws {
        let pinned = Self.cell.replacingOccurrences(of: "badges.height == 40", with: "badges.height == 40\n    badges.width == 30")
        let solution = try solve("BubbleRow", in: iPhoneSE, library: library(pinned))
        #expect(solution.errors.isEmpty, "\(solution.errors)")
        expectFrame(solution, "badges", rect(0, 0, 30, 40))
    }
}
