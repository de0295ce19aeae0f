import Testing
import TrellisModel
@testable import TrellisEngine

/// `fillProportionally` in the forms real xibs use it, against what UIKit's
/// `UISV-fill-proportionally` constraints give (``LayoutSession/addProportionalConstraints(_:visible:)``).
@Suite struct StackProportionalTests {
    static let environment = Environment.size(480, 300)

    // A stack pinned only at the top sizes to its content: D is its own length, so every
    // view keeps its intrinsic size (13.5 + 10 + 42 + 10 + 27).
    @Test func aProportionalStackThatHugsKeepsIntrinsicSizes() throws {
        let solution = try solve(
            "Form", in: Self.environment,
            library: library(
                """
                screen Form {
                    stack column: vertical {
                        arranged caption, login, links
                        distribution fillProportionally
                        spacing 10
                    }
                    view caption: UILabel { intrinsic 359 x 13.5 }
                    view login: UIButton { intrinsic 80 x 42 }
                    view links: UILabel { intrinsic 175 x 27 }

                    column.top == owner.top + 16
                    column.leading == owner.leading + 8
                    owner.trailing == column.trailing + 8
                }
                """))
        expectFrame(solution, "caption", rect(8, 16, 464, 13.5))
        expectFrame(solution, "login", rect(8, 39.5, 464, 42))
        expectFrame(solution, "links", rect(8, 91.5, 464, 27))
        expectFrame(solution, "column", rect(8, 16, 464, 102.5))
        #expect(solution.errors.isEmpty, "\(solution.diagnostics)")
    }

    // A score image over two disclaimers with no text yet (NutriScore-like xib): an empty
    // label's length is 0, so UIKit makes its height 0, required, and that wins over the
    // label's own `height == 30`; the image, the only view with a length, is the whole
    // stack (multiplier 1, required), over its own `height == 70` — IB records 130 and 0.
    @Test func emptyLabelsCollapseAndTheOnlyViewWithContentFillsTheStack() throws {
        let solution = try solve(
            "Score", in: Self.environment,
            library: library(
                """
                screen Score {
                    stack stackView: vertical {
                        arranged image, first, second
                        distribution fillProportionally
                        alignment center
                    }
                    view image: UIImageView { intrinsic 241 x 130 }
                    view first: UILabel { intrinsic 480 x 0 }
                    view second: UILabel { intrinsic 480 x 0 }

                    owner.trailing == stackView.trailing
                    stackView.leading == owner.leading
                    owner.bottom == stackView.bottom
                    stackView.top == owner.top
                    stackView.trailing == first.trailing
                    first.leading == stackView.leading
                    stackView.trailing == second.trailing
                    second.leading == stackView.leading
                    image.height == 70
                    first.height == 30
                    second.height == 30
                }
                """))
        #expect(solution["image"]?.height == 300)
        expectFrame(solution, "first", rect(0, 300, 480, 0))
        expectFrame(solution, "second", rect(0, 300, 480, 0))
        // UIKit logs these as unsatisfiable too: the xib's own heights are the ones broken.
        let broken = solution.errors.map(\.description).joined(separator: "\n")
        #expect(broken.contains("image.height == 70"), "\(broken)")
        #expect(broken.contains("first.height == 30"), "\(broken)")
    }

    // A view whose length is not known here (a plain view, measured by fitting in UIKit)
    // leaves the exact shares undecided: the labels keep the ratio of their sizes.
    @Test func withAViewOfUnknownLengthTheKnownOnesKeepTheirRatio() throws {
        let solution = try solve(
            "Mixed", in: Self.environment,
            library: library(
                """
                screen Mixed {
                    stack row: horizontal {
                        arranged a, box, b
                        distribution fillProportionally
                    }
                    view a: UILabel { intrinsic 40 x 20 }
                    view box: UIView
                    view b: UILabel { intrinsic 80 x 20 }

                    row.leading == owner.leading
                    row.top == owner.top
                    row.width == 300
                    box.width == 60
                }
                """))
        let a = try #require(solution["a"]), b = try #require(solution["b"])
        #expect(abs(b.width - 2 * a.width) < 1e-3, "a \(a), b \(b)")
        #expect(abs(a.width + b.width - 240) < 1e-3)
    }
}
