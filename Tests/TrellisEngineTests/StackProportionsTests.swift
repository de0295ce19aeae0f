import Testing
import TrellisModel
@testable import TrellisEngine

/// `fillProportionally` over views with no intrinsic size (plain views holding a row each, as
/// ledger-style cells write it): UIKit divides the stack by their current sizes, which the
/// stack's `proportions` give (the lengths IB recorded).
@Suite struct StackProportionsTests {
    static func ledger(height: Double, proportions: Bool = true) -> LayoutLibrary {
        library(
            """
            screen Ledger {
                stack column: vertical {
                    arranged subtotalRow, discountRow, feesRow
                    distribution fillProportionally
                    spacing 4
                    \(proportions ? "proportions 51.5, 88.5, 70" : "")
                }
                view subtotalRow: UIView
                view subtotal: UILabel in subtotalRow { intrinsic 84.5 x 20.5 }
                view discountRow: UIView
                view discount: UILabel in discountRow { intrinsic 85.5 x 20.5 }
                view feesRow: UIView
                view fees: UILabel in feesRow { intrinsic 39.5 x 20.5 }

                column.top == owner.top + 19
                column.leading == owner.leading + 16
                owner.trailing == column.trailing + 16
                column.height == \(height)
                subtotal.leading == subtotalRow.leading
                subtotal.top == subtotalRow.top
                discount.leading == discountRow.leading
                discount.top == discountRow.top
                fees.leading == feesRow.leading
                fees.top == feesRow.top
            }
            """)
    }

    // D = 51.5 + 88.5 + 70 + 2 × 4 = 218: at the designed height every view keeps its length.
    @Test func plainViewsKeepTheirDesignedLengths() throws {
        let solution = try solve("Ledger", in: .size(320, 470), library: Self.ledger(height: 218))
        #expect(solution.errors.isEmpty, "\(solution.diagnostics)")
        expectFrame(solution, "subtotalRow", rect(16, 19, 288, 51.5))
        expectFrame(solution, "discountRow", rect(16, 74.5, 288, 88.5))
        expectFrame(solution, "feesRow", rect(16, 167, 288, 70))
    }

    // Stretched to 327 (1.5 × D), the earlier views get 327 × L / D and the last what remains
    // (its constraint has the lowest priority and the spacing is not scaled), as UIKit does.
    @Test func aStretchedStackGivesTheLastViewWhatRemains() throws {
        let solution = try solve("Ledger", in: .size(320, 470), library: Self.ledger(height: 327))
        #expect(solution.errors.isEmpty, "\(solution.diagnostics)")
        #expect(solution.item("subtotalRow")?.frame.height == 77.25)
        #expect(solution.item("discountRow")?.frame.height == 132.75)
        #expect(solution.item("feesRow")?.frame.height == 109)
    }

    // Without proportions the plain views' lengths are not known: nothing decides them.
    @Test func withoutProportionsThePlainViewsAreNotDetermined() throws {
        let solution = try solve("Ledger", in: .size(320, 470), library: Self.ledger(height: 218, proportions: false))
        #expect(!solution.errors.isEmpty)
    }

    // A view with an intrinsic size is measured by it, whatever its proportion says.
    @Test func anIntrinsicSizeWinsOverTheDesignedLength() throws {
        let solution = try solve(
            "Pair", in: .size(320, 470),
            library: library(
                """
                screen Pair {
                    stack row: horizontal {
                        arranged badge, spacer
                        distribution fillProportionally
                        proportions 10, 30
                    }
                    view badge: UILabel { intrinsic 60 x 20 }
                    view spacer: UIView

                    row.top == owner.top
                    row.leading == owner.leading
                    row.width == 180
                }
                """))
        #expect(solution.errors.isEmpty, "\(solution.diagnostics)")
        // D = 60 + 30: the badge gets 180 × 60 / 90.
        #expect(solution.item("badge")?.frame.width == 120)
        #expect(solution.item("spacer")?.frame.width == 60)
    }
}
