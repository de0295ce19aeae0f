import Testing
import TrellisLayoutFixtures
import TrellisModel
@testable import TrellisEngine

/// Each state of a component laid out on its own (issue 33): the seed's record panel
/// moving up, and a cell that expands, on every default device, with no problem in any
/// state.
@Suite struct StateLayoutTests {
    static func engine(_ texts: String...) throws -> LayoutEngine {
        LayoutEngine(library: LayoutLibrary(try texts.map { try LayoutDocument(parsing: $0, file: "S.layout") }))
    }

    static let devices = DeviceCatalog.defaultDevices.map { $0.environment() }

    @Test(arguments: DeviceCatalog.defaultDeviceIDs)
    func thePanelMovesInEachStateAndEveryStateSolvesCleanly(device: String) throws {
        let engine = try Self.engine(StateExamples.panel)
        let environment = try #require(DeviceCatalog.device(named: device)).environment()
        func solve(_ state: String?, _ arguments: [String: Double] = [:]) throws -> LayoutSolution {
            try engine.prepare("ClipRecordScreen", state: state, arguments: arguments).sessionOnItsOwn(in: environment).solution()
        }
        let base = try solve(nil), expanded = try solve("expanded"), keyboard = try solve("keyboard"), lower = try solve("keyboard", ["bottomOffset": 216])
        for solution in [base, expanded, keyboard, lower] { #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)") }
        let height = try #require(base["owner"]).height
        #expect(base["panel"] == Rect(x: 0, y: height - 120, width: environment.width, height: 120))
        #expect(expanded["panel"] == Rect(x: 0, y: height - 320, width: environment.width, height: 320))
        #expect(keyboard["panel"] == Rect(x: 0, y: height - 336 - 120, width: environment.width, height: 120))
        #expect(lower["panel"]?.y == height - 216 - 120)
        #expect(expanded.frames.first { $0.path == "hint" }?.isHidden == true)
        #expect(base.frames.first { $0.path == "hint" }?.isHidden == false)
        #expect(keyboard["content"]?.height == (keyboard["panel"]?.y ?? 0) - (keyboard["content"]?.y ?? 0))
    }

    @Test func theCellGrowsWhenExpandedOnEveryDevice() throws {
        let engine = try Self.engine(StateExamples.cell)
        let collapsed = try engine.check("OrderCell", state: nil, on: Self.devices)
        let expanded = try engine.check("OrderCell", state: "expanded", on: Self.devices)
        for (before, after) in zip(collapsed, expanded) {
            let small = try before.result.get(), large = try after.result.get()
            #expect(small.diagnostics.isEmpty && large.diagnostics.isEmpty, "\(small.diagnostics) \(large.diagnostics)")
            #expect(small["details"]?.height == 0)
            #expect((large["details"]?.height ?? 0) > 0)
            #expect((large["owner"]?.height ?? 0) > (small["owner"]?.height ?? 0) + 8)
            #expect(large.frames.first { $0.path == "details" }?.isHidden == false)
        }
        #expect(engine.checkableStates(of: "OrderCell") == ["expanded"])
    }

    @Test func aStateThatBreaksTheLayoutIsReportedNamingTheState() throws {
        let broken = StateExamples.panel.replacingOccurrences(
            of: "        hide hint\n", with: "        hide hint\n        panel.height == 200\n")
        let engine = try Self.engine(broken)
        let solution = try engine.check("ClipRecordScreen", state: "expanded", on: Array(Self.devices.prefix(1)))[0].result.get().inState("expanded")
        let conflict = try #require(solution.diagnostics.first { $0.kind == .unsatisfiable })
        #expect(conflict.message.hasPrefix("state expanded: "), "\(conflict.message)")
        #expect(try engine.check("ClipRecordScreen", state: nil, on: Array(Self.devices.prefix(1)))[0].result.get().diagnostics.isEmpty)
    }

    @Test func anUnknownStateOrAStateWithoutValuesCannotBePrepared() throws {
        let engine = try Self.engine(StateExamples.panel)
        #expect(throws: EngineError.self) { try engine.prepare("ClipRecordScreen", state: "expandd") }
        do {
            _ = try engine.prepare("ClipRecordScreen", state: "expandd")
        } catch {
            #expect(error.description.contains("has no state expandd; it has expanded, keyboard"))
        }
    }
}
