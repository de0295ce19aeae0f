import Testing
import TrellisModel
@testable import TrellisEngine

/// UIKit's `UISV-ambiguity-suppression`: a stack whose alignment does not stretch its views
/// across gives each arranged view a size of 0 across at priority 25. A view with nothing
/// else sizing it across is then 0 there, as on the device, not ambiguous.
@Suite struct StackAmbiguitySuppressionTests {
    static func column(alignment: String, spacerHeight: String = "") -> LayoutLibrary {
        library(
            """
            screen Header {
                stack row: horizontal {
                    arranged title, spacer, badge
                    alignment \(alignment)
                    spacing 8
                }
                view title: UILabel {
                    intrinsic 120 x 21
                    hugging h 200
                }
                view spacer: UIView
                view badge: UIImageView { intrinsic 24 x 24 }

                row.top == owner.top + 20
                row.leading == owner.leading + 16
                owner.trailing == row.trailing + 16
                spacer.width == 10
                \(spacerHeight)
            }
            """)
    }

    @Test(arguments: ["center", "top", "bottom"])
    func aViewNothingSizesAcrossIsZeroThereNotAmbiguous(alignment: String) throws {
        let solution = try solve("Header", in: .size(320, 200), library: Self.column(alignment: alignment))
        #expect(solution.errors.isEmpty, "\(solution.diagnostics)")
        #expect(solution.item("spacer")?.frame.height == 0)
        // The views that have a height keep it; the stack is as tall as the tallest.
        #expect(solution.item("badge")?.frame.height == 24)
        #expect(solution.item("row")?.frame.height == 24)
    }

    @Test func aHeightOfItsOwnWinsOverTheSuppression() throws {
        let solution = try solve(
            "Header", in: .size(320, 200), library: Self.column(alignment: "center", spacerHeight: "spacer.height == 30"))
        #expect(solution.errors.isEmpty, "\(solution.diagnostics)")
        #expect(solution.item("spacer")?.frame.height == 30)
        #expect(solution.item("row")?.frame.height == 30)
    }

    // `fill` stretches every view across: nothing to suppress, the spacer is the stack's height.
    @Test func aFillStackStretchesTheViewInstead() throws {
        let solution = try solve("Header", in: .size(320, 200), library: Self.column(alignment: "fill"))
        #expect(solution.errors.isEmpty, "\(solution.diagnostics)")
        #expect(solution.item("spacer")?.frame.height == solution.item("row")?.frame.height)
    }
}
