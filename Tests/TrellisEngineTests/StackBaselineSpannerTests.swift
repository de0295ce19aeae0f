import Testing
import TrellisModel
@testable import TrellisEngine

/// A horizontal stack aligned by first baseline, as UIKit builds it (a spanner around the
/// views, the stack's top tied to the first view only): a label beside a taller button, the
/// form of an account-mismatch screen whose frames Interface Builder recorded.
@Suite struct StackBaselineSpannerTests {
    static func account(alignment: String = "firstBaseline", stackHeight: Double? = nil) -> LayoutLibrary {
        library(
            """
            screen Account {
                stack row: horizontal {
                    arranged wrongAccount, logOut
                    alignment \(alignment)
                    spacing 6
                }
                view wrongAccount: UILabel {
                    intrinsic 41.5 x 20.5
                    baselines 16 4.5
                }
                view logOut: UIButton {
                    intrinsic 46 x 30
                    baselines 20.5 9.5
                }

                row.top == owner.top + 100
                row.leading == owner.leading + 20
                \(stackHeight.map { "row.height == \($0)" } ?? "")
            }
            """)
    }

    // The button's baseline is 20.5 down, the label's 16: the button sticks out 4.5 above a
    // 25.5-point stack whose top is the label's (IB: label y 0, button y −4.5, stack 25.5).
    @Test func aTallerButtonSticksOutAboveTheStack() throws {
        let solution = try solve("Account", in: .size(414, 896), library: Self.account())
        #expect(solution.errors.isEmpty, "\(solution.diagnostics)")
        expectFrame(solution, "row", rect(20, 100, 93.5, 25.5))
        expectFrame(solution, "wrongAccount", rect(20, 100, 41.5, 20.5))
        expectFrame(solution, "logOut", rect(67.5, 95.5, 46, 30))
    }

    // Stretched taller than its views, the stack keeps them at its bottom (IB: two labels at
    // y 17 of a 37.5-point totals stack).
    @Test func aStretchedStackKeepsItsViewsAtTheBottom() throws {
        let solution = try solve("Account", in: .size(414, 896), library: Self.account(stackHeight: 40))
        #expect(solution.errors.isEmpty, "\(solution.diagnostics)")
        expectFrame(solution, "logOut", rect(67.5, 110, 46, 30))
        expectFrame(solution, "wrongAccount", rect(20, 114.5, 41.5, 20.5))
    }

    // Last baselines mirror it: the stack's top is the highest top (the button's), its bottom
    // the first view's; the button's 9.5 points below the baseline, against the label's 4.5,
    // stick out 5 below the 25-point stack.
    @Test func lastBaselineMirrorsIt() throws {
        let solution = try solve("Account", in: .size(414, 896), library: Self.account(alignment: "lastBaseline"))
        #expect(solution.errors.isEmpty, "\(solution.diagnostics)")
        expectFrame(solution, "logOut", rect(67.5, 100, 46, 30))
        expectFrame(solution, "wrongAccount", rect(20, 104.5, 41.5, 20.5))
        expectFrame(solution, "row", rect(20, 100, 93.5, 25))
    }
}
