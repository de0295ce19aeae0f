import Testing
import TrellisEngine
import TrellisModel
import TrellisTestSupport
@testable import TrellisRelayout

@Suite(.temporaryFolders) struct DependencyClosureTests {
    @Test func containerReachesTheScreensThatUseIt() {
        let graph = DependencyGraph([examples().library])
        #expect(graph.closure(of: ["UserAvatarContainer"]) == ["ListCell", "UserAvatarContainer"])
    }

    @Test func specReachesTheScreensThatApplyIt() {
        let graph = DependencyGraph([examples().library])
        #expect(graph.closure(of: ["ClipRecordPanelLayout"]) == ["ClipRecordPanelLayout", "ClipRecordScreen"])
    }

    // Badge0 ← Row0 (use) ← Cell0, Cell4 (use); Pinned ← every cell (apply).
    @Test func closureGoesThroughTwoLevelsOfContainers() {
        let graph = DependencyGraph([generatedLibrary(cells: 8).library])
        #expect(graph.closure(of: ["Badge0"]) == ["Badge0", "Cell0", "Cell4", "Row0"])
        #expect(graph.closure(of: ["Pinned"]) == ["Cell0", "Cell1", "Cell2", "Cell3", "Cell4", "Cell5", "Cell6", "Cell7", "Pinned"])
    }

    // A container that uses a spec-applying container: apply inside a used container.
    @Test func closureGoesThroughAnApplyInsideAUsedContainer() {
        let library = snapshot([
            "spec Edge { ref superView\n make { self.leading == superView.leading } }",
            "container Inner { view v: UIView\n apply Edge(superView: owner) to v\n v.top == self.top\n v.size == 10 }",
            "container Outer { use inner: Inner\n inner.edges == self.edges }",
            "screen S { use outer: Outer\n outer.edges == owner.edges }",
            "screen Other { view v: UIView\n v.edges == owner.edges }",
        ]).library
        #expect(DependencyGraph([library]).closure(of: ["Edge"]) == ["Edge", "Inner", "Outer", "S"])
    }

    // A screen that stopped using the changed container is still laid out (it changed).
    @Test func usersOnEitherSideAreIncluded() {
        let before = snapshot(["container A { view v: UIView\n v.edges == self.edges }", "screen S { use a: A\n a.edges == owner.edges }"])
        let after = snapshot(["container A { view v: UIView\n v.edges == self.edges }", "screen S { view w: UIView\n w.edges == owner.edges }"])
        #expect(DependencyGraph([before.library, after.library]).closure(of: ["A"]) == ["A", "S"])
    }

    @Test func relayoutSolvesExactlyTheDependentsOnEveryDevice() throws {
        let store = try memoryStore()
        let before = generatedLibrary(cells: 12)
        let relayout = Relayout(store: store, jobs: 2)
        _ = try relayout.run(before: before, after: before, changed: before.library.names, environments: defaultEnvironments)
        let after = generatedLibrary(cells: 12, badge: 24)
        let report = try relayout.run(before: before, after: after, changed: ["Badge0"], environments: defaultEnvironments).report
        // Badge0, Row0, Cell0, Cell4, Cell8: 5 components × 3 devices, only the after side new.
        #expect(report.components == ["Badge0", "Cell0", "Cell4", "Cell8", "Row0"])
        #expect(report.solved == 5 * 3)
        #expect(report.cached == 5 * 3)
    }

    @Test func generatedLibraryLaysOutCleanly() throws {
        let library = generatedLibrary(cells: 8)
        let report = try Relayout(store: try memoryStore()).run(
            before: library, after: library, changed: library.library.names, environments: defaultEnvironments
        ).report
        #expect(report.solved == (8 + 8) * 3)
        let engine = TrellisEngine.LayoutEngine(library: library.library)
        for name in engine.solvableNames {
            let solution = try engine.solve(name, in: defaultEnvironments[0])
            #expect(solution.errors.isEmpty, "\(name): \(solution.errors)")
        }
    }

    @Test func onlyComponentsThatApplyAnUpdatingSpecGetTheUpdateVariant() {
        let library = examples().library
        #expect(library.appliesSpecUpdates("ClipRecordScreen"))
        #expect(!library.appliesSpecUpdates("ListCell"))
    }
}
