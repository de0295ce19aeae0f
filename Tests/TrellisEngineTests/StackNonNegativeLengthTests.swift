import Testing
import TrellisModel
@testable import TrellisEngine

/// A plain spacer view in a `fill` stack (no intrinsic size, hugging and compression 1), in a
/// card whose height is only preferred (== 100 @250, the form of a payments modal): the spacer
/// keeps a length of 0 and the card grows, as Interface Builder records it, rather than the
/// spacer going negative to keep the card's preferred height.
@Suite struct StackNonNegativeLengthTests {
    static func card(height: String = "container.height == 100 @low") -> LayoutLibrary {
        library(
            """
            screen Card {
                view container: UIView
                stack column: vertical in container {
                    arranged title, spacer, buttons
                }
                view title: UILabel { intrinsic 100 x 60 }
                view spacer: UIView {
                    hugging v 1
                    compression v 1
                }
                view buttons: UIButton { intrinsic 100 x 80 }

                container.top == owner.top + 20
                container.leading == owner.leading + 20
                container.width == 200
                \(height)
                column.top == container.top
                column.leading == container.leading
                column.trailing == container.trailing
                column.bottom == container.bottom
            }
            """)
    }

    @Test func aSpacerKeepsZeroAndTheWeakHeightGivesWay() throws {
        let solution = try solve("Card", in: .size(320, 480), library: Self.card())
        #expect(solution.errors.isEmpty, "\(solution.diagnostics)")
        #expect(solution.item("spacer")?.frame.height == 0)
        #expect(solution.item("container")?.frame.height == 140)
        #expect(solution.item("buttons")?.frame.y == 80)
    }

    // Room to spare: the spacer takes it, as before.
    @Test func withRoomTheSpacerStretches() throws {
        let solution = try solve("Card", in: .size(320, 480), library: Self.card(height: "container.height == 200"))
        #expect(solution.errors.isEmpty, "\(solution.diagnostics)")
        #expect(solution.item("spacer")?.frame.height == 60)
    }
}
