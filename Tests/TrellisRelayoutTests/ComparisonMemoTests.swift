import Foundation
import Testing
import TrellisEngine
import TrellisModel
import TrellisStore
import TrellisTestSupport
@testable import TrellisRelayout

@Suite(.temporaryFolders) struct ComparisonMemoTests {
    /// Entries with every field the memo keeps, texts drawn from characters that need
    /// escaping (tab, newline, CR LF, backslash) and others.
    static func randomEntries(_ count: Int, seed: UInt64) -> [RelayoutReport.Entry] {
        var random = SeededRandom(seed: seed)
        let pieces = ["a", "view.badge", "\t", "\n", "\r\n", "\\", "\\t", "é", "🙂", " ", ""]
        func text() -> String { (0..<Int.random(in: 0...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined() }
        func number() -> Double { [0, -6, 12.5, 1 / 3, 1e-7, 390].randomElement(using: &random)! }
        func rect() -> Rect? { Bool.random(using: &random) ? nil : Rect(x: number(), y: number(), width: number(), height: number()) }
        func summary() -> RelayoutReport.DiagnosticSummary {
            RelayoutReport.DiagnosticSummary(
                kind: [.unsatisfiable, .ambiguous, .truncatedText].randomElement(using: &random)!,
                severity: Bool.random(using: &random) ? .error : .warning,
                items: (0..<Int.random(in: 0...3, using: &random)).map { _ in text() }, message: text())
        }
        let states: [RelayoutReport.Entry.State] = [.unchanged, .same, .changed, .added, .removed]
        return (0..<count).map { i in
            RelayoutReport.Entry(
                component: "C", variant: .make, device: "d\(i)", state: states.randomElement(using: &random)!,
                moves: (0..<Int.random(in: 0...3, using: &random)).map { _ in RelayoutReport.ItemMove(path: text(), before: rect(), after: rect()) },
                appeared: (0..<Int.random(in: 0...2, using: &random)).map { _ in summary() },
                disappeared: (0..<Int.random(in: 0...2, using: &random)).map { _ in summary() },
                beforeFailure: Bool.random(using: &random) ? text() : nil, afterFailure: Bool.random(using: &random) ? text() : nil,
                isBroken: Bool.random(using: &random))
        }
    }

    @Test(arguments: 0..<40)
    func entriesReadBackAsWritten(seed: UInt64) {
        let entries = Self.randomEntries(1 + Int(seed % 6), seed: seed)
        let decoded = ComparisonMemo.decode(ComparisonMemo.encode(entries), component: "C", variant: .make, devices: entries.map(\.device))
        #expect(decoded == entries)
    }

    @Test func dataForAnotherDeviceCountOrFormatIsNotRead() {
        let entries = Self.randomEntries(3, seed: 7)
        let data = ComparisonMemo.encode(entries)
        #expect(ComparisonMemo.decode(data, component: "C", variant: .make, devices: ["a", "b"]) == nil)
        #expect(ComparisonMemo.decode(data, component: "C", variant: .make, devices: ["a", "b", "c", "d"]) == nil)
        #expect(ComparisonMemo.decode(Data("trellis-comparison 0\nS\tsame\t0".utf8), component: "C", variant: .make, devices: ["a"]) == nil)
        #expect(ComparisonMemo.decode(Data("garbage".utf8), component: "C", variant: .make, devices: ["a"]) == nil)
    }

    @Test func keysDifferWhenAnyDevicesSideDiffers() {
        let a = ComparisonMemo.key(before: ["k1", "k2"], after: ["k3", "k4"], devices: 2)
        #expect(a == ComparisonMemo.key(before: ["k1", "k2"], after: ["k3", "k4"], devices: 2))
        #expect(a != ComparisonMemo.key(before: ["k1", "k2"], after: ["k3", "k5"], devices: 2))
        #expect(a != ComparisonMemo.key(before: ["k2", "k1"], after: ["k3", "k4"], devices: 2))
        #expect(a != ComparisonMemo.key(before: nil, after: ["k3", "k4"], devices: 2))
    }

    /// The same sides compared again come from the memo, with the report of a comparison.
    @Test(arguments: [false, true])
    func aRepeatedComparisonGivesTheSameReport(breaking: Bool) throws {
        let store = try memoryStore()
        let before = examples()
        let container =
            breaking
            ? exampleTexts["UserAvatarContainer"]!.replacingOccurrences(
                of: "vip.trailing == self.trailing", with: "vip.trailing == self.trailing\n    vip.leading == self.leading")
            : avatarContainer(badge: 36)
        let after = examples(replacing: ["UserAvatarContainer": container])
        var relayout = Relayout(store: store)
        relayout.keepsOutcomes = false
        let first = try relayout.run(before: before, after: after, changed: ["UserAvatarContainer"], environments: defaultEnvironments)
        #expect(first.report.solved == 12)
        #expect(try store.cachedCount(ComparisonMemo.namespace) == 2)  // ListCell and the container
        let again = try relayout.run(before: before, after: after, changed: ["UserAvatarContainer"], environments: defaultEnvironments)
        #expect(again.report == Report.withCounts(first.report, solved: 0, cached: 12))
        #expect(again.report.passesGate == !breaking)
        // Taken from the memo: no layout was read, so none is kept for pictures.
        #expect(again.outcomes.allSatisfy { $0 == nil })
        // Kept for pictures, both sides are read and compared again: the same report.
        relayout.keepsOutcomes = true
        let pictured = try relayout.run(before: before, after: after, changed: ["UserAvatarContainer"], environments: defaultEnvironments)
        #expect(pictured.report == again.report)
        #expect(pictured.outcomes.contains { $0 != nil })
    }

    @Test func anUnreadableMemoIsComparedAgain() throws {
        let store = try memoryStore()
        let before = examples(), after = examples(replacing: ["UserAvatarContainer": avatarContainer(badge: 36)])
        var relayout = Relayout(store: store)
        relayout.keepsOutcomes = false
        let first = try relayout.run(before: before, after: after, changed: ["UserAvatarContainer"], environments: defaultEnvironments)
        let keys = try store.cachedKeys(ComparisonMemo.namespace, among: Self.memoKeys(before: before, after: after))
        #expect(keys.count == 2)
        try store.storeInCache(ComparisonMemo.namespace, keys.map { ($0, Data("trellis-comparison 1\nS\tnonsense".utf8)) })
        let again = try relayout.run(before: before, after: after, changed: ["UserAvatarContainer"], environments: defaultEnvironments)
        #expect(again.report == Report.withCounts(first.report, solved: 0, cached: 12))
        // …and the memo is written again, readable.
        let third = try relayout.run(before: before, after: after, changed: ["UserAvatarContainer"], environments: defaultEnvironments)
        #expect(third.report == again.report)
        #expect(try store.cachedData(ComparisonMemo.namespace, for: Array(keys)).values.allSatisfy { $0.count > 30 })
    }

    @Test func clearingTheSolutionCacheClearsTheMemo() throws {
        let store = try memoryStore()
        var relayout = Relayout(store: store)
        relayout.keepsOutcomes = false
        _ = try relayout.run(
            before: examples(), after: examples(replacing: ["UserAvatarContainer": avatarContainer(badge: 36)]),
            changed: ["UserAvatarContainer"], environments: defaultEnvironments)
        #expect(try store.cachedCount(ComparisonMemo.namespace) > 0)
        try store.clearSolutionCache()
        #expect(try store.cachedCount(ComparisonMemo.namespace) == 0)
    }

    static func memoKeys(before: LibrarySnapshot, after: LibrarySnapshot) -> [Data] {
        let digests = defaultEnvironments.map(SolutionKey.environmentDigest)
        return ["ListCell", "UserAvatarContainer"].map { name in
            func keys(_ side: LibrarySnapshot) -> [String] {
                let digest = SolutionKey.componentDigest(name, in: side, applyingUpdates: false)
                return digests.map { SolutionKey.key(component: digest, environment: $0) }
            }
            return ComparisonMemo.key(before: keys(before), after: keys(after), devices: digests.count)
        }
    }
}
