import Testing
import TrellisModel
@testable import TrellisEngine

/// Fitting sizes and self-sizing cells (issue 17) on the example library's ChatBubble and
/// TwoLineCell. Expected frames are worked out in the comments from the text metric
/// (Docs/Engine.md, "Text"): body 8.5 a character and 21 a line, subheadline 7.5 and 18, headline as body.
@Suite struct SelfSizingTests {
    static func bubble(_ session: (PreparedComponent) throws -> LayoutSession, characters: Int = 60) throws -> LayoutSession {
        var texts = exampleLibrary.names.compactMap { exampleLibrary[$0] }
        if case .container(var container)? = exampleLibrary["ChatBubble"] {
            for (index, item) in container.body.items.enumerated() {
                if case .view(var view) = item, view.name == "message" {
                    view.text?.sample = .characters(characters)
                    container.body.items[index] = .view(view)
                }
            }
            texts.removeAll { $0.name == "ChatBubble" }
            texts.append(.container(container))
        }
        return try session(try LayoutEngine(library: LayoutLibrary(texts)).prepare("ChatBubble"))
    }

    // Compressed: the message wraps at 240 — 28 characters a line, 238 wide, 3 lines (63);
    // the bubble adds 12 + 12 and 8 + 8: 262 × 79, and so does the fitting size.
    @Test func aBubbleLaysOutAtItsFittingSize() throws {
        let session = try Self.bubble { try $0.session(in: iPhoneSE, fitting: Fitting()) }
        let solution = session.solution()
        #expect(session.containerSize?.width == 262 && session.containerSize?.height == 79)
        expectFrame(solution, "bubble", rect(0, 0, 262, 79))
        expectFrame(solution, "message", rect(12, 8, 238, 63))
        #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
    }

    // 100 characters: 4 lines (84), so 262 × 100.
    @Test func aLongerMessageMakesTheBubbleTaller() throws {
        let session = try Self.bubble({ try $0.session(in: iPhoneSE, fitting: Fitting()) }, characters: 100)
        #expect(session.containerSize?.width == 262 && session.containerSize?.height == 100)
    }

    // At a fixed width of 150 the message has at most 126: 14 characters a line, 119 wide,
    // 5 lines (105); the bubble hugs it at 143 × 121 inside the 150-wide guide.
    @Test func aFixedWidthMakesTheBubbleWrapMore() throws {
        let session = try Self.bubble { try $0.session(in: iPhoneSE, fitting: Fitting(width: 150)) }
        let solution = session.solution()
        #expect(session.containerSize?.width == 150 && session.containerSize?.height == 121)
        expectFrame(solution, "bubble", rect(0, 0, 143, 121))
        expectFrame(solution, "message", rect(12, 8, 119, 105))
    }

    @Test(arguments: DeviceCatalog.defaultDeviceIDs)
    func theBubbleChecksCleanlyOnItsOwnOnEveryDefaultDevice(_ id: String) throws {
        let solution = try solve("ChatBubble", in: device(id))
        #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
        expectFrame(solution, "message", rect(12, 8, 238, 63))
    }

    @Test func aScreenHasNoFittingSize() throws {
        #expect(throws: EngineError.self) { try LayoutEngine(library: exampleLibrary).prepare("TwoLineCell").session(in: iPhoneSE, fitting: Fitting()) }
    }

    // Margins 8 all round (a cell's content view). SE: 359 wide inside; the subtitle's 525
    // points wrap at 47 characters into 2 lines (36): 8 + 21 + 4 + 36 + 8 = 77. The Pro Max
    // (440): 424 inside, 56 a line, still 2 lines, 77. iPad Air 11 (820): one line, 59.
    @Test(arguments: [("iPhone-SE", 375.0, 77.0, 36.0), ("iPhone-16-Pro-Max", 440, 77, 36), ("iPad-Air-11", 820, 59, 18)])
    func aCellWithHeightAutoTakesItsHeightFromItsContent(id: String, width: Double, height: Double, subtitle: Double) throws {
        let solution = try solve("TwoLineCell", in: device(id))
        expectFrame(solution, "owner", rect(0, 0, width, height))
        expectFrame(solution, "title", rect(8, 8, width - 16, 21))
        expectFrame(solution, "subtitle", rect(8, 33, width - 16, subtitle))
        #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
    }

    // AX5: headline 53 (line 64; 30 characters need 795 > 359: truncated), subheadline 49
    // (24.5 a character, line 59; 14 a line, 5 lines needed, 2 allowed: truncated, 118).
    // 8 + 64 + 4 + 118 + 8 = 202.
    @Test func theLargestTextSizeGrowsTheCellAndReportsItsTruncations() throws {
        let solution = try solve("TwoLineCell", in: iPhoneSE.contentSize(.accessibility5))
        expectFrame(solution, "owner", rect(0, 0, 375, 202))
        expectFrame(solution, "subtitle", rect(8, 76, 359, 118))
        #expect(solution.diagnostics.map(\.kind) == [.truncatedText, .truncatedText])
        #expect(solution.diagnostics.map(\.items) == [["title"], ["subtitle"]])
    }

    @Test func aCellWhoseContentDoesNotReachTheBottomHasAnAmbiguousHeight() throws {
        let lib = library(
            """
            screen Loose {
                height auto
                root cell

                view title: UILabel {
                    text 10
                }

                title.top == owner.topMargin
                title.leading == owner.leadingMargin
            }
            """)
        let solution = try solve("Loose", in: iPhoneSE, library: lib)
        let ambiguous = solution.diagnostics.filter { $0.kind == .ambiguous }
        #expect(ambiguous.count == 1 && ambiguous.first?.severity == .warning, "\(solution.diagnostics)")
        #expect(ambiguous.first?.message.contains("(height auto) is not decided by its content") == true)
    }
}
