import Testing
import TrellisModel

@testable import TrellisEngine

/// A hidden arranged view collapses along the stack's axis (`UISV-hiding`) and follows the
/// stack's alignment across it like the visible ones: UIKit does not stretch it to the
/// stack's height in a centred stack, so a height of its own is no conflict (a width of its
/// own in a horizontal stack still is: that is UIKit's `UISV-hiding` conflict).
struct StackHiddenAlignmentTests {
    static let cell = """
        screen SelectCell {
            stack row: horizontal {
                arranged selectView, title, badge
                alignment center
                spacing 8
            }
            view selectView: UIView {
                hidden
            }
            view title: UILabel {
                intrinsic 80 x 20
            }
            view badge: UIImageView {
                hidden
            }

            row.top == owner.top
            row.leading == owner.leading
            row.height == 64
            selectView.height == 44
        }
        """

    @Test func aHiddenViewOfItsOwnHeightInACentredStackIsCentredNotInConflict() throws {
        let solution = try solve("SelectCell", in: iPhoneSE, library: library(Self.cell))
        #expect(solution.errors.isEmpty, "\(solution.errors)")
        // Collapsed along the axis at the stack's start, centred across: (64 − 44) / 2 = 10.
        expectFrame(solution, "selectView", rect(0, 10, 0, 44))
        expectFrame(solution, "title", rect(0, 22, 80, 20))
    }

    // A hidden view with no height of its own is not ambiguous across (UIKit's ambiguity suppression).
    @Test func aHiddenViewWithNoHeightOfItsOwnIsNotAmbiguous() throws {
        let solution = try solve("SelectCell", in: iPhoneSE, library: library(Self.cell))
        #expect(!solution.diagnostics.contains { $0.items.contains("badge") }, "\(solution.diagnostics)")
    }

    // In a `fill` stack a hidden view still spans the stack across.
    @Test func aHiddenViewInAFillStackSpansIt() throws {
        let fill = Self.cell.replacingOccurrences(of: "alignment center", with: "alignment fill")
            .replacingOccurrences(of: "selectView.height == 44", with: "")
        let solution = try solve("SelectCell", in: iPhoneSE, library: library(fill))
        expectFrame(solution, "selectView", rect(0, 0, 0, 64))
    }
}
