import Testing
import TrellisModel
@testable import TrellisEngine

/// The lines a text view shows (`ItemFrame.text`) and how wireframes draw them. With
/// `font 10` a character is 5 points and a line 12; body is 8.5 and 21 (Docs/Engine.md, "Text").
@Suite struct TextLinesTests {
    static let sample = "Hello, wrapping world"  // 21 characters

    /// A container with one view of `className` holding the sample at font 10, `extra`
    /// properties and constraints as given.
    static func solution(
        className: String = "UILabel", properties: String = "", constraints: String, in environment: Environment = iPhoneSE
    ) throws -> LayoutSolution {
        let lib = library(
            """
            container Sample {
                view label: \(className) {
                    text "\(sample)"
                    font 10
                    \(properties)
                }
                label.top == self.top
                label.leading == self.leading
                \(constraints)
            }
            """)
        return try solve("Sample", in: environment, library: lib)
    }

    static func lines(_ solution: LayoutSolution, _ path: String = "label") -> [TextLines.Line] {
        solution.item(path)?.text?.lines ?? []
    }

    // 50 wide: 10 characters a line, 3 lines, 36 tall; a label is filled from the top.
    @Test func aWrappingLabelShowsEachLineOfItsSample() throws {
        let solution = try Self.solution(properties: "lines 0", constraints: "label.width == 50")
        #expect(Self.lines(solution).map(\.text) == ["Hello, wra", "pping worl", "d"])
        #expect(Self.lines(solution).map(\.frame) == [rect(0, 0, 50, 12), rect(0, 12, 50, 12), rect(0, 24, 5, 12)])
        #expect(solution.item("label")?.text?.neededLines == 3)
        #expect(solution.item("label")?.text?.isTruncated == false)
    }

    @Test func lines2CutsTheThirdLineAndEndsTheSecondInAnEllipsis() throws {
        let solution = try Self.solution(properties: "lines 2", constraints: "label.width == 50")
        #expect(Self.lines(solution).map(\.text) == ["Hello, wra", "pping wor…"])
        #expect(Self.lines(solution).map(\.isTruncated) == [false, true])
        #expect(solution.item("label")?.text?.neededLines == 3)
    }

    @Test func oneLineNarrowerThanItsTextIsCutAtTheWidth() throws {
        let solution = try Self.solution(constraints: "label.width == 50")
        #expect(Self.lines(solution).map(\.text) == ["Hello, wr…"])
        #expect(Self.lines(solution).map(\.characters) == [10])
        #expect(solution.diagnostics.map(\.kind) == [.truncatedText])
    }

    // 20 tall: one line fits, centred vertically ((20 − 12) / 2 = 4), the rest is cut.
    @Test func aShortFrameShowsTheLinesThatFitCentred() throws {
        let solution = try Self.solution(properties: "lines 0", constraints: "label.width == 50\n    label.height == 20")
        #expect(Self.lines(solution).map(\.text) == ["Hello, wr…"])
        #expect(Self.lines(solution).first?.frame == rect(0, 4, 50, 12))
    }

    // Right to left, a 200-wide label's one line (105) ends at its right edge.
    @Test func rightToLeftTextStartsAtTheTrailingEdge() throws {
        let solution = try Self.solution(constraints: "label.width == 200", in: iPhoneSE.rightToLeft())
        let frame = try #require(solution["label"])
        #expect(Self.lines(solution).first?.frame == rect(frame.maxX - 105, 0, 105, 12))
    }

    // A button's title is centred both ways: 105 wide in 200, 12 tall in 40.
    @Test func aButtonTitleIsCentred() throws {
        let solution = try Self.solution(className: "UIButton", constraints: "label.width == 200\n    label.height == 40")
        #expect(Self.lines(solution).first?.frame == rect(47.5, 14, 105, 12))
    }

    // A text view's lines start inside its container inset (5 left, 8 top).
    @Test func aTextViewsLinesStartInsideItsInsets() throws {
        let solution = try Self.solution(className: "UITextView", properties: "scrolls off", constraints: "label.width == 60")
        #expect(Self.lines(solution).first?.frame == rect(5, 8, 50, 12))
        #expect(Self.lines(solution).count == 3)
    }

    // The bubble's 60 counted characters (no sample): 28, 28 and 4 a line at 8.5.
    @Test func aCountedTextHasLinesWithoutCharacters() throws {
        let solution = try solve("ChatBubble", in: iPhoneSE)
        let lines = Self.lines(solution, "message")
        #expect(lines.map(\.characters) == [28, 28, 4])
        #expect(lines.map(\.text) == [nil, nil, nil])
        #expect(lines.map(\.frame) == [rect(12, 8, 238, 21), rect(12, 29, 238, 21), rect(12, 50, 34, 21)])
    }

    // AX5: the subtitle needs 5 lines of 14 and shows 2, the second cut; the title's one
    // line (30 headline characters at 26.5) is cut at 13 characters.
    @Test func theCellAtAX5ShowsItsCutLines() throws {
        let solution = try solve("TwoLineCell", in: iPhoneSE.contentSize(.accessibility5))
        let subtitle = try #require(solution.item("subtitle")?.text)
        #expect(subtitle.neededLines == 5 && subtitle.lines.count == 2 && subtitle.isTruncated)
        #expect(Self.lines(solution, "title").map(\.characters) == [13])
        #expect(Self.lines(solution, "title").first?.isTruncated == true)
    }

    @Test func hiddenAndTextlessViewsHaveNoLines() throws {
        let solution = try Self.solution(properties: "hidden", constraints: "label.width == 50")
        #expect(solution.item("label")?.text == nil)
        #expect(try solve("UserAvatarContainer", in: iPhoneSE).frames.allSatisfy { $0.text == nil })
    }

    // MARK: Wireframes

    @Test func theWireframeDrawsTheSamplesLinesAtTheirMeasuredWidths() throws {
        let solution = try Self.solution(properties: "lines 2", constraints: "label.width == 50")
        let svg = SVGRenderer.render(solution)
        #expect(svg.contains(#"<clipPath id="text1"><rect x="0" y="0" width="50" height="24"/></clipPath>"#), "\(svg)")
        #expect(svg.contains(#"<text x="0" y="9.5" textLength="50" lengthAdjust="spacingAndGlyphs">Hello, wra</text>"#))
        #expect(svg.contains(#"<text x="0" y="21.5" textLength="50" lengthAdjust="spacingAndGlyphs">pping wor…</text>"#))
        #expect(!svg.contains(">d</text>"))
        #expect(svg == SVGRenderer.render(solution), "the same solution draws the same bytes")
    }

    @Test func theWireframeDrawsABarForEachCountedLine() throws {
        let svg = SVGRenderer.render(try solve("ChatBubble", in: iPhoneSE))
        #expect(svg.contains(#"<rect x="12" y="13.25" width="238" height="10.5" fill-opacity="0.3"/>"#), "\(svg)")
        #expect(svg.contains(#"<rect x="12" y="55.25" width="34" height="10.5" fill-opacity="0.3"/>"#))
        let cell = SVGRenderer.render(try solve("TwoLineCell", in: iPhoneSE.contentSize(.accessibility5)))
        #expect(cell.components(separatedBy: ">…</text>").count - 1 == 2, "the title's and the subtitle's cut lines: \(cell)")
    }
}
