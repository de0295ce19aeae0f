import Testing
import TrellisModel
@testable import TrellisEngine

/// `isLayoutMarginsRelativeArrangement` (`marginsRelative`): the arranged views fill the
/// stack's layout margins instead of its edges, along the axis and across it.
@Suite struct StackMarginsRelativeTests {
    static func row(relative: Bool, alignment: String = "fill") -> LayoutLibrary {
        library(
            """
            screen Totals {
                stack row: horizontal {
                    arranged title, price
                    alignment \(alignment)
                    spacing 4
                    margins 16 10 16 6
                    \(relative ? "marginsRelative" : "")
                }
                view title: UILabel {
                    intrinsic 120 x 20.5
                    hugging 251
                }
                view price: UILabel {
                    intrinsic 41.5 x 20.5
                    hugging h required v 251
                }

                row.top == owner.top
                row.leading == owner.leading + 20
                owner.trailing == row.trailing + 20
            }
            """)
    }

    @Test func theArrangedViewsFillTheMargins() throws {
        let solution = try solve("Totals", in: .size(414, 200), library: Self.row(relative: true))
        #expect(solution.errors.isEmpty, "\(solution.diagnostics)")
        #expect(solution.item("row")?.frame == Rect(x: 20, y: 0, width: 374, height: 52.5))
        #expect(solution.item("title")?.frame == Rect(x: 30, y: 16, width: 312.5, height: 20.5))
        #expect(solution.item("price")?.frame == Rect(x: 346.5, y: 16, width: 41.5, height: 20.5))
    }

    @Test func centredAcrossTheMargins() throws {
        let solution = try solve("Totals", in: .size(414, 200), library: Self.row(relative: true, alignment: "center"))
        #expect(solution.errors.isEmpty, "\(solution.diagnostics)")
        #expect(solution.item("row")?.frame.height == 52.5)
        #expect(solution.item("title")?.frame.y == 16)
    }

    @Test func withoutTheFlagTheMarginsDoNotMoveTheViews() throws {
        let solution = try solve("Totals", in: .size(414, 200), library: Self.row(relative: false))
        #expect(solution.errors.isEmpty, "\(solution.diagnostics)")
        #expect(solution.item("row")?.frame == Rect(x: 20, y: 0, width: 374, height: 20.5))
        #expect(solution.item("title")?.frame.x == 20)
    }

    @Test func rightToLeftPutsTheLeadingMarginOnTheRight() throws {
        let environment = Environment.size(414, 200).rightToLeft()
        let solution = try solve("Totals", in: environment, library: Self.row(relative: true))
        #expect(solution.errors.isEmpty, "\(solution.diagnostics)")
        // Leading (10) on the right: the first view ends 10 before the stack's right edge.
        #expect(solution.item("title")?.frame == Rect(x: 71.5, y: 16, width: 312.5, height: 20.5))
        #expect(solution.item("price")?.frame == Rect(x: 26, y: 16, width: 41.5, height: 20.5))
    }
}
