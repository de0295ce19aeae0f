import Testing
import TrellisModel
@testable import TrellisEngine

/// A UIStackView's layout margins are 0 unless set, not UIView's 8: Interface Builder
/// records a view on a stack's `trailingMargin` at the stack's trailing edge (issue 32).
@Suite struct StackMarginsTests {
    static func panel(margins: String = "") -> LayoutLibrary {
        library(
            """
            screen Panel {
                view bar: UIView
                view title: UILabel {
                    intrinsic 100 x 20
                }
                stack controls: vertical {
                    arranged title
                    \(margins)
                }

                controls.leading == owner.leading
                controls.trailing == owner.trailing
                controls.top == owner.top + 100
                bar.leading == controls.leadingMargin
                bar.trailing == controls.trailingMargin
                bar.top == controls.bottom
                bar.height == 4
            }
            """)
    }

    @Test func aStacksMarginsAreZeroUnlessSet() throws {
        let solution = try solve("Panel", in: iPhoneSE, library: Self.panel())
        expectFrame(solution, "bar", rect(0, 120, 375, 4))
    }

    @Test func aStacksOwnMarginsAreKept() throws {
        let solution = try solve("Panel", in: iPhoneSE, library: Self.panel(margins: "margins 12"))
        expectFrame(solution, "bar", rect(12, 120, 351, 4))
    }
}
