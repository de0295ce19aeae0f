import Testing
import TrellisLayoutFixtures
import TrellisModel
@testable import TrellisSync

/// States merge field by field like the rest of a component (issue 33): an edit to a
/// state merges with a concurrent edit to the base, edits to two states merge, and a
/// conflict's path names the state — in both directions alike.
struct StateMergeTests {
    static func parse(_ text: String) throws -> LayoutDocument { try LayoutDocument(parsing: text, file: "ClipRecordScreen.layout") }

    static func merge(ours: String, theirs: String) throws -> (forward: ThreeWayMerge.Result, backward: ThreeWayMerge.Result) {
        let (base, ours, theirs) = (try parse(StateExamples.panel), try parse(ours), try parse(theirs))
        return (ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs), ThreeWayMerge.merge(base: base, ours: theirs, theirs: ours))
    }

    @Test func anEditToAStateMergesWithAConcurrentEditToTheBase() throws {
        let ours = StateExamples.panel.replacingOccurrences(of: "change \"panelHeight\" = 320", with: "change \"panelHeight\" = 300")
        let theirs = StateExamples.panel.replacingOccurrences(of: "param panelHeight = 120", with: "param panelHeight = 96")
        let (forward, backward) = try Self.merge(ours: ours, theirs: theirs)
        #expect(forward.conflicts.isEmpty && backward.conflicts.isEmpty, "\(forward.conflicts)")
        let merged = try #require(forward.document)
        #expect(merged.contentHash == backward.document?.contentHash)
        #expect(merged.parameters.first?.defaultValue == 96)
        #expect(merged.body?.state(named: "expanded")?.changes.first?.constant == 300)
        #expect(merged.body?.state(named: "keyboard") == (try Self.parse(StateExamples.panel)).body?.state(named: "keyboard"))
    }

    @Test func statementsAddedToOneStateOnBothSidesBothSurvive() throws {
        let ours = StateExamples.panel.replacingOccurrences(of: "        hide hint\n", with: "        hide hint\n        hide content\n")
        let theirs = StateExamples.panel.replacingOccurrences(
            of: "        hide hint\n", with: "        hide hint\n        panel.top >= owner.safeArea.top\n")
        let (forward, backward) = try Self.merge(ours: ours, theirs: theirs)
        #expect(forward.conflicts.isEmpty, "\(forward.conflicts)")
        let expanded = try #require(forward.document?.body?.state(named: "expanded"))
        #expect(Set(expanded.visibility.map(\.item)) == ["hint", "content"])
        #expect(expanded.constraints.count == 1)
        #expect(forward.document?.contentHash == backward.document?.contentHash)
    }

    @Test func aStateAddedOnOneSideMergesWithAnEditToAnother() throws {
        let ours = StateExamples.panel.replacingOccurrences(
            of: "    // The keyboard", with: "    state hidden {\n        change \"panelBottom\" = 120\n    }\n    // The keyboard")
        let theirs = StateExamples.panel.replacingOccurrences(of: "bottomOffset = 336", with: "bottomOffset = 291")
        let (forward, backward) = try Self.merge(ours: ours, theirs: theirs)
        #expect(forward.conflicts.isEmpty, "\(forward.conflicts)")
        #expect(forward.document?.stateNames.sorted() == ["expanded", "hidden", "keyboard"])
        #expect(forward.document?.body?.state(named: "keyboard")?.parameters.first?.defaultValue == 291)
        #expect(forward.document?.contentHash == backward.document?.contentHash)
    }

    @Test func bothSidesChangingOneStatesConstantIsAConflictThatNamesTheState() throws {
        let ours = StateExamples.panel.replacingOccurrences(of: "= 320", with: "= 300")
        let theirs = StateExamples.panel.replacingOccurrences(of: "= 320", with: "= 280")
        let (forward, backward) = try Self.merge(ours: ours, theirs: theirs)
        let conflict = try #require(forward.conflicts.first)
        #expect(forward.conflicts.count == 1)
        #expect(conflict.path == "states[expanded].changes[panelHeight].constant.value")
        #expect(conflict.kind == .bothChanged)
        #expect(backward.conflicts == forward.conflicts.swapped)
    }

    @Test func removingAStateTheOtherSideEditedIsAConflictOnThatState() throws {
        let start = StateExamples.panel.range(of: "    // The keyboard")!.lowerBound
        let end = StateExamples.panel.range(of: "    }\n}")!.upperBound
        let ours = StateExamples.panel.replacingCharacters(in: start..<end, with: "}")
        let theirs = StateExamples.panel.replacingOccurrences(of: "bottomOffset = 336", with: "bottomOffset = 291")
        let (forward, _) = try Self.merge(ours: ours, theirs: theirs)
        #expect(forward.conflicts.map(\.path) == ["states[keyboard]"], "\(forward.conflicts)")
        #expect(forward.conflicts.first?.kind == .deletedVsModified)
    }
}

/// The merge's semantic check lays each state out too: a merge that breaks a state
/// neither side broke is reported naming it.
struct StateSemanticCheckTests {
    @Test func aMergeThatBreaksAStateIsASemanticProblemNamingTheState() throws {
        let base = try StateMergeTests.parse(StateExamples.panel)
        // Ours keeps the panel below the top in `expanded`; theirs makes the expanded panel taller: each
        // fine alone, together the panel cannot be both.
        let ours = try StateMergeTests.parse(
            StateExamples.panel.replacingOccurrences(of: "        hide hint\n", with: "        hide hint\n        panel.top >= owner.safeArea.top + 100\n"))
        let theirs = try StateMergeTests.parse(StateExamples.panel.replacingOccurrences(of: "= 320", with: "= 900"))
        let merged = try #require(ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs).document)
        let problems = ComponentMerger.semanticProblems(
            merged, ours: ours, theirs: theirs, library: LayoutLibrary(), check: EngineSemanticCheck())
        #expect(!problems.isEmpty)
        #expect(problems.allSatisfy { $0.state == "expanded" && $0.description.contains("in state expanded: unsatisfiable") }, "\(problems)")
    }
}
