import Testing
import TrellisModel
@testable import TrellisEngine

/// An ambiguity carries the axes it leaves open, so code that acts on it (import's "not
/// imported" judgement) reads them instead of the message's words.
@Suite struct AmbiguityAxesTests {
    @Test func anAmbiguityNamesTheAxesItLeavesOpen() throws {
        let text = """
            screen Stats {
                view widthLabel: UIView
                view box: UIView

                widthLabel.leading == owner.leading
                widthLabel.width == 40
                box.top == owner.top
                box.height == 10
            }
            """
        let document = try LayoutDocument(parsing: text, file: "Stats.layout")
        let solution = try LayoutEngine(library: LayoutLibrary([document])).solve("Stats", in: .size(375, 667))
        let label = try #require(solution.diagnostics.first { $0.kind == .ambiguous && $0.items == ["widthLabel"] })
        #expect(label.axes == [.vertical])
        let box = try #require(solution.diagnostics.first { $0.kind == .ambiguous && $0.items == ["box"] })
        #expect(box.axes == [.horizontal])
        #expect(solution.diagnostics.filter { $0.kind != .ambiguous }.allSatisfy { $0.axes.isEmpty })
    }
}
