import Foundation
import Testing
import TrellisEngine
import TrellisModel
import TrellisStore
import TrellisTestSupport
@testable import TrellisRelayout

@Suite(.temporaryFolders) struct SolutionCacheTests {
    @Test func aSecondRunWithNothingChangedSolvesNothing() throws {
        let store = try memoryStore()
        let library = examples()
        let relayout = Relayout(store: store)
        let first = try relayout.run(before: library, after: library, changed: library.library.names, environments: defaultEnvironments).report
        // 11 solvable components (ClipRecordPanelLayout is a spec) × 3 devices, plus
        // ClipRecordScreen with its spec's update applied × 3; before and after share keys.
        #expect(first.solved == 36)
        #expect(first.cached == 0)
        #expect(try store.cachedSolutionCount() == 36)
        let second = try relayout.run(before: library, after: library, changed: library.library.names, environments: defaultEnvironments).report
        #expect(second.solved == 0)
        #expect(second.cached == 36)
        #expect(second.summary.hasSuffix("0 solved (36 cached)"))
        #expect(second.entries.allSatisfy { $0.state == .unchanged })
    }

    @Test func anEditMissesOnlyForWhatUsesIt() throws {
        let store = try memoryStore()
        let before = examples()
        let relayout = Relayout(store: store)
        _ = try relayout.run(before: before, after: before, changed: before.library.names, environments: defaultEnvironments)
        let after = examples(replacing: ["UserAvatarContainer": avatarContainer(badge: 36)])
        let edit = try relayout.run(before: before, after: after, changed: ["UserAvatarContainer"], environments: defaultEnvironments).report
        #expect(edit.solved == 2 * 3)  // ListCell and UserAvatarContainer, after side only
        #expect(edit.cached == 2 * 3)  // their before side
        let again = try relayout.run(before: before, after: after, changed: ["UserAvatarContainer"], environments: defaultEnvironments).report
        #expect(again.solved == 0)
        #expect(again.cached == 12)
        #expect(again == Report.withCounts(edit, solved: 0, cached: 12))
        // Undoing the edit hits what the first run cached.
        let undo = try relayout.run(before: after, after: before, changed: ["UserAvatarContainer"], environments: defaultEnvironments).report
        #expect(undo.solved == 0)
    }

    @Test func keysDependOnEveryInput() {
        let library = examples()
        let edited = examples(replacing: ["UserAvatarContainer": avatarContainer(badge: 36)])
        let se = SolutionKey.environmentDigest(defaultEnvironments[0])
        let max = SolutionKey.environmentDigest(defaultEnvironments[1])
        let cell = SolutionKey.componentDigest("ListCell", in: library, applyingUpdates: false)
        #expect(cell == SolutionKey.componentDigest("ListCell", in: library, applyingUpdates: false))
        // A dependency's content is part of the key; so are updates and the environment.
        #expect(cell != SolutionKey.componentDigest("ListCell", in: edited, applyingUpdates: false))
        #expect(cell != SolutionKey.componentDigest("ListCell", in: library, applyingUpdates: true))
        #expect(SolutionKey.key(component: cell, environment: se) != SolutionKey.key(component: cell, environment: max))
        #expect(SolutionKey.environmentDigest(defaultEnvironments[0].rightToLeft()) != se)
        // A component that does not use the edited one keeps its key.
        #expect(
            SolutionKey.componentDigest("ActionBar", in: library, applyingUpdates: false)
                == SolutionKey.componentDigest("ActionBar", in: edited, applyingUpdates: false))
        #expect(SolutionKey.key(component: cell, environment: se).count == 64)
    }

    @Test func cachedSolutionsDecodeToWhatWasSolved() throws {
        let engine = LayoutEngine(library: examples().library)
        for name in engine.solvableNames {
            for environment in [defaultEnvironments[0], DeviceCatalog.device(named: "iPhone-16")!.environment(.landscape).rightToLeft()] {
                let solution = try engine.solve(name, in: environment)
                let data = SolutionCodec.encode(.solved(solution))
                let decoded = try SolutionCodec.decode(data, component: name, kind: solution.kind, environment: environment)
                #expect(decoded == .solved(solution), "\(name) on \(environment.name)")
            }
        }
        let failure = SolveOutcome.failed("X does not validate:\n  line two")
        #expect(try SolutionCodec.decode(SolutionCodec.encode(failure), component: "X", kind: .screen, environment: defaultEnvironments[0]) == failure)
    }

    /// Numbers are written in their shortest round-tripping form (whole numbers digit by
    /// digit): seeded values of every size and sign read back equal.
    @Test func numbersReadBackAsWritten() {
        var rng = SeededRandom(seed: 42)
        var values: [Double] = [0, -0.0, 1, -1, 9, 10, 99, 100, 101, 999_999_999_999_999, -999_999_999_999_999, 1e15, 0.5, -12.25, .ulpOfOne]
        for _ in 0..<2_000 {
            let magnitude = Double(Int.random(in: 0...16, using: &rng))
            let whole = (Double.random(in: -1...1, using: &rng) * pow(10, magnitude)).rounded()
            values += [whole, whole + Double.random(in: 0..<1, using: &rng)]
        }
        for value in values {
            var out: [UInt8] = []
            SolutionCodec.appendNumber(value, to: &out)
            #expect(SolutionCodec.number(out[...]) == value, "\(value) was written as \(String(decoding: out, as: UTF8.self))")
        }
    }

    // Diagnostics (with constraint descriptions and locations) survive the cache too.
    @Test func diagnosticsRoundTripThroughTheCache() throws {
        let library = snapshot(["screen S { view v: UIView\n v.width == 10\n v.width == 20 as \"wide\"\n v.height == 5\n v.top == owner.top }"])
        let solution = try LayoutEngine(library: library.library).solve("S", in: defaultEnvironments[0])
        #expect(!solution.diagnostics.isEmpty)
        let decoded = try SolutionCodec.decode(SolutionCodec.encode(.solved(solution)), component: "S", kind: .screen, environment: defaultEnvironments[0])
        #expect(decoded == .solved(solution))
    }

    @Test func cacheTableKeepsWhatItIsGiven() throws {
        let store = try memoryStore()
        let key = String(repeating: "a", count: 64)
        try store.storeSolutions([CachedSolution(key: key, data: Data("one".utf8))])
        #expect(try store.cachedSolutionKeys(among: [key, String(repeating: "b", count: 64)]) == [key])
        #expect(try store.cachedSolutions([key])[key] == Data("one".utf8))
        #expect(try store.clearSolutionCache() == 1)
        #expect(try store.cachedSolutionCount() == 0)
    }

    @Test(arguments: 0..<20)
    func hexAndBytesAreInverses(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let raw = Data((0..<32).map { _ in UInt8.random(in: 0...255, using: &random) })
        let text = SolutionKey.hex(raw)
        #expect(text.count == 64 && text.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(SolutionKey.bytes(text) == raw)
        // Not lowercase hex of even length: kept as its UTF-8 (no lookup of a key hits it).
        for other in [text.uppercased(), String(text.dropLast()), text.replacingOccurrences(of: "a", with: "g"), "", "é0"] where other != text {
            #expect(SolutionKey.bytes(other) == Data(other.utf8) || other.isEmpty && SolutionKey.bytes(other).isEmpty)
        }
    }

    @Test func solutionKeysAreKeptAsTheir32BytesUnderTheRelayoutNamespace() throws {
        let store = try memoryStore()
        let key = SolutionKey.key(component: "a", environment: "b")
        try store.storeSolutions([CachedSolution(key: key, data: Data("one".utf8))])
        let bytes = try #require(try store.cachedKeys("relayout", among: [SolutionKey.bytes(key)]).first)
        #expect(bytes.count == 32)
        #expect(SolutionKey.hex(bytes) == key)
        #expect(try store.cachedCount("other") == 0)
    }
}

enum Report {
    /// `report` with other solve counts: two runs over the same inputs differ only there.
    static func withCounts(_ report: RelayoutReport, solved: Int, cached: Int) -> RelayoutReport {
        var copy = report
        copy.solved = solved
        copy.cached = cached
        return copy
    }
}
