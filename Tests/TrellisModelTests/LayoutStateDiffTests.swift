import Testing
import TrellisLayoutFixtures
@testable import TrellisModel

/// The structural diff of states (issue 33): each line names its state.
@Suite struct LayoutStateDiffTests {
    static func parse(_ text: String) throws -> LayoutDocument { try LayoutDocument(parsing: text, file: "ClipRecordScreen.layout") }

    static func diff(_ edit: (String) -> String) throws -> [String] {
        LayoutDiff.changes(from: try parse(StateExamples.panel), to: try parse(edit(StateExamples.panel))).map(\.text)
    }

    @Test func aStateEditShowsInTheDiffNamingTheState() throws {
        #expect(
            try Self.diff { $0.replacingOccurrences(of: "= 320", with: "= 300 @high") } == [
                "state expanded: change \"panelHeight\": constant 320 → 300, priority none → high"
            ])
        #expect(try Self.diff { $0.replacingOccurrences(of: "hide hint", with: "show hint") } == ["state expanded: hint: visibility hide → show"])
        #expect(
            try Self.diff { $0.replacingOccurrences(of: "        hide hint\n", with: "        hide hint\n        remove \"panelBottom\"\n") } == [
                "+ state expanded: remove \"panelBottom\""
            ])
        #expect(
            try Self.diff { $0.replacingOccurrences(of: "bottomOffset = 336", with: "bottomOffset = 291") } == [
                "state keyboard: param bottomOffset: default 336 → 291"
            ])
        #expect(
            try Self.diff { $0.replacingOccurrences(of: "        hide hint\n", with: "        hide hint\n        panel.top >= owner.top\n") } == [
                "+ state expanded: panel.top >= owner.top"
            ])
    }

    @Test func anAddedOrRemovedStateIsListedWithWhatItHolds() throws {
        let start = StateExamples.panel.range(of: "    // The keyboard")!.lowerBound
        let end = StateExamples.panel.range(of: "    }\n}")!.upperBound
        let removed = try Self.diff { $0.replacingCharacters(in: start..<end, with: "}") }
        #expect(
            removed == [
                "- state keyboard(bottomOffset = 336)", "- state keyboard: param bottomOffset", "- state keyboard: change \"panelBottom\" = -bottomOffset",
            ])
    }

    @Test func reorderingStatesOrTheirStatementsIsNoChange() throws {
        let document = try Self.parse(StateExamples.panel)
        var reordered = document
        if case .screen(var screen) = reordered {
            screen.body.states.reverse()
            screen.body.states[1].visibility.reverse()
            reordered = .screen(screen)
        }
        #expect(LayoutDiff.changes(from: document, to: reordered).isEmpty)
    }

    @Test func theJSONOfAChangeInsideAStateNamesTheState() throws {
        let changes = LayoutDiff.changes(
            from: try Self.parse(StateExamples.panel), to: try Self.parse(StateExamples.panel.replacingOccurrences(of: "= 320", with: "= 300")))
        let json = try #require(changes.first?.json)
        #expect(json.serialized.contains(#""state":"expanded""#))
        #expect(json.serialized.contains(#""subject":"change""#))
    }
}
