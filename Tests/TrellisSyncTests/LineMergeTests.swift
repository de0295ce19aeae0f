import Testing
import TrellisTestSupport
@testable import TrellisSync

@Suite(.temporaryFolders) struct LineMergeTests {
    let labels = LineMerge.Labels(ours: "ours", base: "base", theirs: "theirs")

    func merge(_ base: String, _ ours: String, _ theirs: String) -> (text: String, conflicts: Int) {
        let split = { (text: String) in text.isEmpty ? [] : text.split(separator: " ").map(String.init) }
        let result = LineMerge.merge(base: split(base), ours: split(ours), theirs: split(theirs), labels: labels)
        return (result.lines.joined(separator: " "), result.conflicts)
    }

    @Test func oneSidedChangesAreTakenAndOverlappingOnesMarked() {
        #expect(merge("a b c", "a B c", "a b c") == ("a B c", 0))
        #expect(merge("a b c", "a b c", "a b C") == ("a b C", 0))
        #expect(merge("a b c d", "a B c d", "a b c D") == ("a B c D", 0))
        #expect(merge("a b c", "a X c", "a X c") == ("a X c", 0))
        #expect(merge("a b c", "a c", "a b c d") == ("a c d", 0))
        #expect(merge("a b c", "a X c", "a Y c") == ("a <<<<<<< ours X ||||||| base b ======= Y >>>>>>> theirs c", 1))
        #expect(merge("", "x", "y") == ("<<<<<<< ours x ||||||| base ======= y >>>>>>> theirs", 1))
    }

    /// Seeded: with the markers' hunks resolved to one side, the result is that side
    /// wherever the other side left the base alone — and a merge with a side that did not
    /// change anything is exactly the other side.
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func mergingWithAnUnchangedSideGivesTheOtherSide(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<100 {
            let base = (0..<random.int(0...30)).map { _ in random.pick(["a", "b", "c", "d", "e"]) }
            var side = base
            for _ in 0..<random.int(0...6) {
                if !side.isEmpty, random.chance(0.5) {
                    side.remove(at: random.int(0...side.count - 1))
                } else {
                    side.insert(random.pick(["x", "y", "z"]), at: random.int(0...side.count))
                }
            }
            #expect(LineMerge.merge(base: base, ours: side, theirs: base, labels: labels) == (side, 0), "seed \(seed)")
            #expect(LineMerge.merge(base: base, ours: base, theirs: side, labels: labels) == (side, 0), "seed \(seed)")
            #expect(LineMerge.merge(base: base, ours: side, theirs: side, labels: labels) == (side, 0), "seed \(seed)")
        }
    }
}
