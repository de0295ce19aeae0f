import Testing
import TrellisLayoutFixtures
import TrellisModel
@testable import TrellisSync

/// A spec's states merge like a component's (issue 33): an edit to a state merges with a
/// concurrent edit to `make`, and a conflict's path names the state.
struct SpecStateMergeTests {
    static func parse(_ text: String) throws -> LayoutDocument { try LayoutDocument(parsing: text, file: "ClipRecordPanelLayout.layout") }

    static func merge(ours: String, theirs: String) throws -> (forward: ThreeWayMerge.Result, backward: ThreeWayMerge.Result) {
        let (base, ours, theirs) = (try parse(SpecStateExamples.panel), try parse(ours), try parse(theirs))
        return (ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs), ThreeWayMerge.merge(base: base, ours: theirs, theirs: ours))
    }

    @Test func anEditToASpecStateMergesWithAConcurrentEditToMake() throws {
        let ours = SpecStateExamples.panel.replacingOccurrences(of: "offset = 336", with: "offset = 291")
        let theirs = SpecStateExamples.panel.replacingOccurrences(of: "self.left == superView.left", with: "self.left == superView.left + 8")
        let (forward, backward) = try Self.merge(ours: ours, theirs: theirs)
        #expect(forward.conflicts.isEmpty && backward.conflicts.isEmpty, "\(forward.conflicts)")
        guard case .spec(let merged)? = forward.document else {
            Issue.record("no merged spec")
            return
        }
        #expect(merged.state(named: "raised")?.parameters.first?.defaultValue == 291)
        #expect(merged.make.contains { $0.first.attribute == .left && $0.constant == 8 })
        #expect(forward.document?.contentHash == backward.document?.contentHash)
    }

    @Test func bothSidesChangingOneSpecStateIsAConflictThatNamesTheState() throws {
        let ours = SpecStateExamples.panel.replacingOccurrences(of: "= 320", with: "= 300")
        let theirs = SpecStateExamples.panel.replacingOccurrences(of: "= 320", with: "= 280")
        let (forward, backward) = try Self.merge(ours: ours, theirs: theirs)
        #expect(forward.conflicts.count == 1)
        #expect(forward.conflicts.first?.path == "states[tall].changes[height].constant.value")
        #expect(backward.conflicts == forward.conflicts.swapped)
    }
}
