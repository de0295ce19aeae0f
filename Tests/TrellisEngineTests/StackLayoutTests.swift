import Testing
import TrellisModel
@testable import TrellisEngine

/// UIStackView's distributions and alignments, on a 300-wide horizontal stack of three
/// views with intrinsic widths 40, 60 and 100 (200 together) and spacing 10.
@Suite struct StackLayoutTests {
    static func row(_ distribution: String, alignment: String = "fill", pinHeight: Bool = true, hideB: Bool = false, extra: String = "") -> LayoutLibrary {
        library(
            """
            screen Row {
                view a: UILabel {
                    intrinsic 40 x 20
                    hugging h 240
                    baselines 15 5
                }
                view b: UILabel {
                    intrinsic 60 x 30
                    baselines 20 5
                    \(hideB ? "hidden" : "")
                }
                view c: UILabel {
                    intrinsic 100 x 10
                }
                stack row: horizontal {
                    arranged a, b, c
                    distribution \(distribution)
                    alignment \(alignment)
                    spacing 10
                }

                row.leading == owner.leading
                row.top == owner.top
                row.width == 300
                \(pinHeight ? "row.height == 40" : "")
                \(extra)
            }
            """)
    }

    static let environment = Environment.size(320, 480)

    func solveRow(_ library: LayoutLibrary, in environment: Environment = environment) throws -> LayoutSolution {
        try solve("Row", in: environment, library: library)
    }

    // fill: 300 − 200 − 20 = 80 extra points go to the view with the lowest hugging (a).
    @Test func fillStretchesTheLowestHugging() throws {
        let solution = try solveRow(Self.row("fill"))
        expectFrame(solution, "a", rect(0, 0, 120, 40))
        expectFrame(solution, "b", rect(130, 0, 60, 40))
        expectFrame(solution, "c", rect(200, 0, 100, 40))
        #expect(solution.errors.isEmpty, "\(solution.diagnostics)")
    }

    // fillEqually: (300 − 20) / 3 = 93.333 each.
    @Test func fillEqually() throws {
        let solution = try solveRow(Self.row("fillEqually"))
        let w = 280.0 / 3
        expectFrame(solution, "a", rect(0, 0, w, 40))
        expectFrame(solution, "b", rect(w + 10, 0, w, 40))
        expectFrame(solution, "c", rect(2 * w + 20, 0, w, 40))
    }

    // fillProportionally as UIKit builds it: each view is stack × L / D, where D = 200 + 20
    // counts the spacing, at priorities 999, 998, 997: a = 300 × 40 / 220, b = 300 × 60 / 220,
    // and the last view takes what remains (143.6, not its 136.4 share).
    @Test func fillProportionally() throws {
        let solution = try solveRow(Self.row("fillProportionally"))
        let a = 300.0 * 40 / 220, b = 300.0 * 60 / 220
        expectFrame(solution, "a", rect(0, 0, a, 40))
        expectFrame(solution, "b", rect(a + 10, 0, b, 40))
        expectFrame(solution, "c", rect(a + b + 20, 0, 280 - a - b, 40))
    }

    // equalSpacing: intrinsic widths, the 100 spare points in two equal gaps of 50.
    @Test func equalSpacing() throws {
        let solution = try solveRow(Self.row("equalSpacing"))
        expectFrame(solution, "a", rect(0, 0, 40, 40))
        expectFrame(solution, "b", rect(90, 0, 60, 40))
        expectFrame(solution, "c", rect(200, 0, 100, 40))
        #expect(solution.errors.isEmpty, "\(solution.diagnostics)")
    }

    // equalCentering: centres at 20 and 250, so b's centre is at 135: b = 105…165.
    @Test func equalCentering() throws {
        let solution = try solveRow(Self.row("equalCentering"))
        expectFrame(solution, "a", rect(0, 0, 40, 40))
        expectFrame(solution, "b", rect(105, 0, 60, 40))
        expectFrame(solution, "c", rect(200, 0, 100, 40))
        #expect(solution.errors.isEmpty, "\(solution.diagnostics)")
    }

    // A hidden arranged view collapses with its spacing: a takes 300 − 100 − 10 = 190.
    @Test func hiddenViewCollapsesWithItsSpacing() throws {
        let solution = try solveRow(Self.row("fill", hideB: true))
        expectFrame(solution, "a", rect(0, 0, 190, 40))
        #expect(solution["b"]?.width == 0)
        expectFrame(solution, "c", rect(200, 0, 100, 40))
        #expect(solution.errors.isEmpty, "\(solution.diagnostics)")
        #expect(!solution.warnings.contains { $0.items == ["b"] }, "a hidden view with no width is not a lint")
    }

    // Alignments across a 40-tall row: heights stay intrinsic (20, 30, 10).
    @Test(arguments: [
        ("top", [0.0, 0, 0]), ("leading", [0.0, 0, 0]),
        ("center", [10.0, 5, 15]),
        ("bottom", [20.0, 10, 30]), ("trailing", [20.0, 10, 30]),
    ])
    func alignment(_ alignment: String, tops: [Double]) throws {
        let solution = try solveRow(Self.row("fill", alignment: alignment))
        expectFrame(solution, "a", rect(0, tops[0], 120, 20))
        expectFrame(solution, "b", rect(130, tops[1], 60, 30))
        expectFrame(solution, "c", rect(200, tops[2], 100, 10))
        #expect(solution.errors.isEmpty, "\(solution.diagnostics)")
    }

    // First baselines (a: 15 from its top, b: 20, c: none → its bottom, 10) line up; the
    // stack's top is the first view's (a) and its bottom the lowest bottom (b's), so b, whose
    // baseline is lower in it, sticks out 5 above the stack, as UIKit lays it out
    // (StackBaselineSpannerTests).
    @Test func firstBaselineAlignment() throws {
        let solution = try solveRow(Self.row("fill", alignment: "firstBaseline", pinHeight: false))
        expectFrame(solution, "row", rect(0, 0, 300, 25))
        expectFrame(solution, "a", rect(0, 0, 120, 20))
        expectFrame(solution, "b", rect(130, -5, 60, 30))
        expectFrame(solution, "c", rect(200, 5, 100, 10))
        #expect(solution.errors.isEmpty, "\(solution.diagnostics)")
    }

    // Last baselines: a's 5 above its bottom, b's 5, c's at its bottom.
    @Test func lastBaselineAlignment() throws {
        let solution = try solveRow(Self.row("fill", alignment: "lastBaseline", pinHeight: false))
        // bottoms − (5, 5, 0) equal: a.bottom = b.bottom = c.bottom + 5; b (30) is the tallest.
        expectFrame(solution, "b", rect(130, 0, 60, 30))
        expectFrame(solution, "a", rect(0, 10, 120, 20))
        expectFrame(solution, "c", rect(200, 15, 100, 10))
    }

    // An unpinned stack takes its content's size: 200 + 20 wide, as tall as the tallest (fill).
    @Test func stackSizeComesFromItsContent() throws {
        let lib = library(
            """
            screen Free {
                view a: UILabel {
                    intrinsic 40 x 20
                }
                view b: UILabel {
                    intrinsic 60 x 30
                }
                stack row: horizontal {
                    arranged a, b
                    alignment center
                    spacing 10
                }

                row.leading == owner.leading + 5
                row.top == owner.top + 5
            }
            """)
        let solution = try solve("Free", in: Self.environment, library: lib)
        expectFrame(solution, "row", rect(5, 5, 110, 30))
        expectFrame(solution, "a", rect(5, 10, 40, 20))
        expectFrame(solution, "b", rect(55, 5, 60, 30))
        #expect(solution.errors.isEmpty, "\(solution.diagnostics)")
    }

    // Vertical: top to bottom with spacing; alignment leading follows the layout direction.
    @Test func verticalStackLeadingAlignmentMirrorsInRightToLeft() throws {
        let lib = library(
            """
            screen Column {
                view a: UILabel {
                    intrinsic 40 x 20
                }
                view b: UILabel {
                    intrinsic 60 x 30
                }
                stack column: vertical {
                    arranged a, b
                    alignment leading
                    spacing 8
                }

                column.leading == owner.leading + 10
                column.top == owner.top + 10
                column.width == 100
            }
            """)
        let ltr = try solve("Column", in: Self.environment, library: lib)
        expectFrame(ltr, "column", rect(10, 10, 100, 58))
        expectFrame(ltr, "a", rect(10, 10, 40, 20))
        expectFrame(ltr, "b", rect(10, 38, 60, 30))
        let rtl = try solve("Column", in: Self.environment.rightToLeft(), library: lib)
        // Mirrored about the 320-wide root: the column at 320 − 10 − 100 = 210; leading is its right edge.
        expectFrame(rtl, "column", rect(210, 10, 100, 58))
        expectFrame(rtl, "a", rect(270, 10, 40, 20))
        expectFrame(rtl, "b", rect(250, 38, 60, 30))
    }

    // Horizontal stacks run right to left under RTL.
    @Test func horizontalStackRunsRightToLeft() throws {
        let solution = try solveRow(Self.row("equalSpacing"), in: Self.environment.rightToLeft())
        // The row's leading edge is the root's right edge: row = 20…320; a first from the right.
        expectFrame(solution, "row", rect(20, 0, 300, 40))
        expectFrame(solution, "a", rect(280, 0, 40, 40))
        expectFrame(solution, "b", rect(170, 0, 60, 40))
        expectFrame(solution, "c", rect(20, 0, 100, 40))
    }

    // fill with two views of equal lowest hugging: which one stretches is not determined
    // (Xcode reports the same ambiguity).
    @Test func fillWithEqualHuggingIsAmbiguous() throws {
        let lib = library(
            """
            screen Tie {
                view a: UILabel {
                    intrinsic 40 x 20
                }
                view b: UILabel {
                    intrinsic 60 x 20
                }
                stack row: horizontal {
                    arranged a, b
                }

                row.leading == owner.leading
                row.top == owner.top
                row.width == 300
            }
            """)
        let solution = try solve("Tie", in: Self.environment, library: lib)
        #expect(solution.isAmbiguous)
        // One free width between them: one problem, a's, with b moving with it.
        let items = Set(solution.errors.flatMap(\.items))
        #expect(items == ["a"], "\(solution.errors)")
        let moving = "b: horizontal position and width not determined either: it moves with a"
        #expect(solution.errors.contains { $0.notes.contains { $0.message == moving } }, "\(solution.errors)")
        #expect(solution.errors.allSatisfy { !$0.message.contains("vertical") }, "\(solution.errors)")
    }
}
