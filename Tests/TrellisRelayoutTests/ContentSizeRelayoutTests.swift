import Foundation
import Testing
import TrellisEngine
import TrellisModel
import TrellisStore
import TrellisTestSupport
@testable import TrellisRelayout

/// `relayout --content-size`: the before side at the default text size, the after side at
/// another, so the report shows what the text size grows and truncates; and containers
/// laid out at their fitting size, as `check` lays them out.
@Suite(.temporaryFolders) struct ContentSizeRelayoutTests {
    static let ax5 = defaultEnvironments.map { $0.contentSize(.accessibility5) }

    static func member(_ name: String, of report: RelayoutReport) -> CanonicalJSON? {
        guard case .object(let members) = report.json else { return nil }
        return members[name]
    }

    // TwoLineCell (Docs/Engine.md, "Text"): 77 points tall at L, 202 at AX5 on the SE, with its
    // title and subtitle truncated.
    @Test func ax5GrowsTheTwoLineCellAndReportsItsTruncations() throws {
        let library = examples()
        let output = try Relayout(store: try memoryStore()).run(
            before: library, after: library, changed: ["TwoLineCell"], environments: Self.ax5,
            beforeEnvironments: defaultEnvironments)
        let report = output.report
        let se = try #require(report.entries.first { $0.component == "TwoLineCell" && $0.device == "iPhone-SE" })
        #expect(se.state == .changed && !se.isBroken)
        let owner = try #require(se.moves.first { $0.path == "owner" })
        #expect(owner.before == rect(0, 0, 375, 77) && owner.after == rect(0, 0, 375, 202))
        #expect(se.appeared.map(\.kind) == [.truncatedText, .truncatedText])
        #expect(se.appeared.map(\.items) == [["subtitle"], ["title"]])
        #expect(report.passesGate)
        #expect(report.textSizes == "L → AX5")
        #expect(report.summary.contains("1 component × 3 devices at text size L → AX5, 3 changed, 0 broken"), "\(report.summary)")
        #expect(report.text.contains("+ warning truncatedText: iPhone-SE: title is truncated"), "\(report.text)")
        #expect(Self.member("textSizes", of: report) == .string("L → AX5"))
        // The after side's solution is the engine's at AX5, its cut lines included.
        let after = try #require(output.outcomes[report.entries.firstIndex(of: se)!]?.after?.solution)
        #expect(after.environment.contentSize == .accessibility5)
        #expect(after.item("subtitle")?.text?.isTruncated == true)
    }

    @Test func theSameTextSizeOnBothSidesChangesNothing() throws {
        let library = examples()
        let report = try Relayout(store: try memoryStore()).run(
            before: library, after: library, changed: ["TwoLineCell"], environments: Self.ax5
        ).report
        #expect(report.entries.allSatisfy { $0.state == .unchanged })
        #expect(report.textSizes == nil)
        #expect(Self.member("textSizes", of: report) == nil)
    }

    // The bubble is laid out at 262 × 79 (its fitting size), as `check` does: a longer
    // message makes it taller, and the report says so.
    @Test func aContainerIsComparedAtItsFittingSize() throws {
        let before = examples()
        let after = examples(replacing: ["ChatBubble": exampleTexts["ChatBubble"]!.replacingOccurrences(of: "text 60", with: "text 100")])
        let report = try Relayout(store: try memoryStore()).run(
            before: before, after: after, changed: ["ChatBubble"], environments: [defaultEnvironments[0]]
        ).report
        let entry = try #require(report.entries.first)
        let bubble = try #require(entry.moves.first { $0.path == "self" })
        #expect(bubble.before == rect(0, 0, 262, 79) && bubble.after == rect(0, 0, 262, 100))
    }

    @Test func textLinesSurviveTheSolutionCache() throws {
        let environment = Self.ax5[0]
        let solution = try LayoutEngine(library: examples().library).solve("TwoLineCell", in: environment)
        #expect(solution.item("subtitle")?.text?.lines.count == 2)
        let decoded = try SolutionCodec.decode(
            SolutionCodec.encode(.solved(solution)), component: "TwoLineCell", kind: .screen, environment: environment)
        #expect(decoded == .solved(solution))
    }
}
