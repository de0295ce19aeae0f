import Testing
import TrellisModel
@testable import TrellisEngine

/// Text that sizes its view (issue 17), against the documented metric: a style's point
/// size from the Dynamic Type table, glyphs 0.5 × size wide, lines ceil(1.2 × size) tall,
/// wrapping at whole characters. Every expected frame is worked out in the comment above
/// it; body at the default size is 17 pt: glyph 8.5, line 21.
@Suite struct TextLayoutTests {
    /// A screen with one text view placed at (left, 100), with extra properties and constraints.
    static func screen(_ properties: String, _ constraints: String = "", className: String = "UILabel") -> LayoutLibrary {
        library(
            """
            screen S {
                view label: \(className) {
                    \(properties.replacingOccurrences(of: "\n", with: "\n        "))
                }
                label.leading == owner.leading + 20
                label.top == owner.top + 100
                \(constraints.replacingOccurrences(of: "\n", with: "\n    "))
            }
            """)
    }

    static func solveS(_ library: LayoutLibrary, in environment: Environment = iPhoneSE) throws -> LayoutSolution {
        try solve("S", in: environment, library: library)
    }

    static func session(_ library: LayoutLibrary, in environment: Environment = iPhoneSE) throws -> LayoutSession {
        try LayoutEngine(library: library).prepare("S").session(in: environment)
    }

    // One line: 10 × 8.5 = 85 wide, 21 tall; one solve.
    @Test func aOneLineLabelIsItsTextWideAndOneLineTall() throws {
        let library = Self.screen("text 10")
        let solution = try Self.solveS(library)
        expectFrame(solution, "label", rect(20, 100, 85, 21))
        #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
        #expect(try Self.session(library).textPasses == 1)
    }

    // A sample counts its characters: "Hello, world" is 12 → 102 × 21.
    @Test func aSampleTextIsMeasuredByItsCharacters() throws {
        expectFrame(try Self.solveS(Self.screen("text \"Hello, world\"")), "label", rect(20, 100, 102, 21))
    }

    // 100 characters (850 pt on one line) in 375 − 40 = 335 pt: floor(335 / 8.5) = 39 a
    // line, ceil(100 / 39) = 3 lines = 63 tall. Second solve measures, a third is not needed.
    @Test func aMultiLineLabelTakesTheHeightForTheWidthItIsGiven() throws {
        let library = Self.screen("text 100\nlines 0", "label.trailing == owner.trailing - 20")
        let solution = try Self.solveS(library)
        expectFrame(solution, "label", rect(20, 100, 335, 63))
        #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
        #expect(try Self.session(library).textPasses == 2)
    }

    // A bubble at most 240 wide: floor(240 / 8.5) = 28 a line, so its widest line is
    // ceil(28 × 8.5) = 238 and it hugs that; 60 characters → 3 lines (63); 100 → 4 (84);
    // at most 120 wide: 14 a line, 119 wide, ceil(60 / 14) = 5 lines (105).
    @Test(arguments: [(60, 240.0, 238.0, 63.0), (100, 240, 238, 84), (60, 120, 119, 105)])
    func aBubbleGrowsWhenItsMessageGrowsOrItsWidthShrinks(characters: Int, limit: Double, width: Double, height: Double) throws {
        let library = Self.screen("text \(characters)\nlines 0", "label.width <= \(Int(limit))")
        let solution = try Self.solveS(library)
        expectFrame(solution, "label", rect(20, 100, width, height))
        #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
        #expect(try Self.session(library).textPasses == 2)
    }

    // The issue's message: 60 characters need 510 pt; squeezed to 335 with lines 1 it
    // keeps one line (21) and is truncated.
    @Test func singleLineTextSqueezedBelowItsWidthIsReportedTruncated() throws {
        let solution = try Self.solveS(Self.screen("text 60", "label.trailing == owner.trailing - 20"))
        expectFrame(solution, "label", rect(20, 100, 335, 21))
        #expect(solution.diagnostics.map(\.kind) == [.truncatedText])
        #expect(
            solution.diagnostics.first?.message == "iPhone-SE: label is truncated: its one line of 60 characters at 17 pt needs 510 pt, it has 335 pt (lines 1)"
        )
    }

    // lines 2 of text that needs 3 at 335: two lines (42) and a truncation.
    @Test func textNeedingMoreLinesThanAllowedIsCutAndReported() throws {
        let solution = try Self.solveS(Self.screen("text 100\nlines 2", "label.trailing == owner.trailing - 20"))
        expectFrame(solution, "label", rect(20, 100, 335, 42))
        #expect(solution.diagnostics.map(\.kind) == [.truncatedText])
    }

    // Nothing limits the width of a 0-line label of 850 pt: it never wraps.
    @Test func multiLineTextWithNoWidthLimitIsReported() throws {
        let solution = try Self.solveS(Self.screen("text 100\nlines 0"))
        expectFrame(solution, "label", rect(20, 100, 850, 21))
        #expect(solution.diagnostics.map(\.kind).contains(.unboundedText))
    }

    // AX5: body is 53 pt — glyph 26.5, line ceil(63.6) = 64 — so 10 characters are 265 × 64;
    // a fixed 15-pt font does not scale: 75 × 18.
    @Test func contentSizeScalesTextStylesButNotFixedSizes() throws {
        let ax5 = iPhoneSE.contentSize(.accessibility5)
        expectFrame(try Self.solveS(Self.screen("text 10"), in: ax5), "label", rect(20, 100, 265, 64))
        expectFrame(try Self.solveS(Self.screen("text 10\nfont 15"), in: ax5), "label", rect(20, 100, 75, 18))
        // caption1 at XS is 11 pt: 10 × 5.5 = 55, line ceil(13.2) = 14.
        expectFrame(try Self.solveS(Self.screen("text 10\nfont caption1"), in: iPhoneSE.contentSize(.extraSmall)), "label", rect(20, 100, 55, 14))
    }

    // At AX5 the 100 characters fit floor(335 / 26.5) = 12 a line: ceil(100 / 12) = 9 lines of 64.
    @Test func theLargestAccessibilitySizeWrapsIntoMoreLines() throws {
        let library = Self.screen("text 100\nlines 0", "label.trailing == owner.trailing - 20")
        expectFrame(try Self.solveS(library, in: iPhoneSE.contentSize(.accessibility5)), "label", rect(20, 100, 335, 576))
    }

    @Test func anExplicitIntrinsicSizeOverridesTheText() throws {
        expectFrame(try Self.solveS(Self.screen("text 100\nlines 0\nintrinsic 50 x 30")), "label", rect(20, 100, 50, 30))
    }

    // A text view that does not scroll: 10 points of line fragment padding and 16 of
    // container inset. 60 characters in 200: floor(190 / 8.5) = 22 a line, 3 lines, 63 + 16.
    @Test func aTextViewWithScrollingOffAddsItsInsets() throws {
        let library = Self.screen("scrolls off\ntext 60", "label.width == 200", className: "UITextView")
        expectFrame(try Self.solveS(library), "label", rect(20, 100, 200, 79))
    }

    // A button's title "Send" at 15 pt: 4 × 7.5 = 30 wide, ceil(18) + 12 = 30 tall.
    @Test func aButtonIsItsTitleWideWithItsContentInsets() throws {
        expectFrame(try Self.solveS(Self.screen("text \"Send\"\nfont 15", className: "UIButton")), "label", rect(20, 100, 30, 30))
    }

    @Test func theDefaultColumnOfTheTableIsEachStylesDefaultSizeAndSizesNeverShrink() {
        let defaults: [TextStyle: Double] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17,
            .callout: 16, .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
        ]
        for style in TextStyle.allCases {
            #expect(ContentSizeCategory.large.pointSize(of: style) == defaults[style])
            let sizes = ContentSizeCategory.allCases.map { $0.pointSize(of: style) }
            #expect(sizes == sizes.sorted(), "\(style): \(sizes)")
        }
    }

    // Over a grid of lengths and limits: a width-limited label's height is what the
    // metric says, and it never gets shorter when its text grows or taller when its room grows.
    @Test(arguments: [1, 13, 29, 60, 97, 150, 299])
    func heightFollowsTheMetricAndIsMonotoneInLengthAndWidth(characters: Int) throws {
        func height(_ characters: Int, _ limit: Int) throws -> Double {
            let solution = try Self.solveS(Self.screen("text \(characters)\nlines 0", "label.width <= \(limit)"))
            return solution["label"]?.height ?? -1
        }
        for limit in [40, 77, 120, 199, 240, 330] {
            let perLine = Int(Double(limit) / 8.5)
            let expected = Double(characters) * 8.5 <= Double(limit) ? 21.0 : Double((characters + perLine - 1) / perLine * 21)
            #expect(try height(characters, limit) == expected, "\(characters) characters in \(limit)")
            #expect(try height(characters + 7, limit) >= expected)
            #expect(try height(characters, limit + 30) <= expected)
        }
    }
}
