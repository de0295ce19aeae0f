import Testing
import TrellisLayoutFixtures
import TrellisModel
@testable import TrellisEngine

/// A spec's states laid out where the spec is applied (issue 33): the screen that applies
/// the seed's panel has the state `ClipRecordPanelLayout.raised`, which check, solve and
/// render lay out on every device like its own.
@Suite struct SpecStateLayoutTests {
    static func engine() throws -> LayoutEngine {
        LayoutEngine(
            library: LayoutLibrary([
                try LayoutDocument(parsing: SpecStateExamples.panel, file: "ClipRecordPanelLayout.layout"),
                try LayoutDocument(parsing: SpecStateExamples.screen, file: "ClipRecordScreen.layout"),
            ]))
    }

    @Test func aScreenHasTheStatesOfTheSpecsItApplies() throws {
        #expect(try Self.engine().checkableStates(of: "ClipRecordScreen") == ["ClipRecordPanelLayout.raised", "ClipRecordPanelLayout.tall"])
    }

    @Test(arguments: DeviceCatalog.defaultDeviceIDs)
    func thePanelMovesInEachSpecStateAndEveryStateSolvesCleanly(device: String) throws {
        let engine = try Self.engine()
        let environment = try #require(DeviceCatalog.device(named: device)).environment()
        func solve(_ state: String?, _ arguments: [String: Double] = [:]) throws -> LayoutSolution {
            try engine.prepare("ClipRecordScreen", state: state, arguments: arguments).sessionOnItsOwn(in: environment).solution()
        }
        let base = try solve(nil), raised = try solve("ClipRecordPanelLayout.raised"), tall = try solve("ClipRecordPanelLayout.tall")
        let lower = try solve("ClipRecordPanelLayout.raised", ["offset": 216])
        for solution in [base, raised, tall, lower] { #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)") }
        let height = try #require(base["owner"]).height
        #expect(base["panel"] == Rect(x: 0, y: height - 160, width: environment.width, height: 160))
        #expect(raised["panel"] == Rect(x: 0, y: height - 336 - 160, width: environment.width, height: 160))
        #expect(lower["panel"]?.y == height - 216 - 160)
        #expect(tall["panel"] == Rect(x: 0, y: height - 320, width: environment.width, height: 320))
        #expect(raised["preview"]?.height == (raised["panel"]?.y ?? 0) - (raised["preview"]?.y ?? 0))
    }

    @Test func anUnknownSpecStateIsARequestToFixNamingTheStates() throws {
        #expect(throws: EngineError.self) { try Self.engine().prepare("ClipRecordScreen", state: "ClipRecordPanelLayout.lowered") }
        #expect(throws: EngineError.self) { try Self.engine().prepare("ClipRecordScreen", state: "raised") }
    }
}
