import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisRelayout
import TrellisSupport
import TrellisTestSupport

/// Solves spread over threads give the report a serial run gives, byte for byte.
@Suite(.temporaryFolders) struct ParallelTests {
    func run(jobs: Int) throws -> (text: String, json: String) {
        let store = try memoryStore()
        let before = generatedLibrary(cells: 40)
        let after = generatedLibrary(cells: 40, badge: 26)
        let relayout = Relayout(store: store, jobs: jobs)
        let cold = try relayout.run(before: before, after: after, changed: ["Badge0", "Pinned"], environments: allEnvironments).report
        return (cold.text, cold.json.pretty)
    }

    @Test func serialAndParallelReportsAreIdentical() throws {
        let serial = try run(jobs: 1)
        let parallel = try run(jobs: 4)
        #expect(serial.text == parallel.text)
        #expect(serial.json == parallel.json)
        #expect(serial.text.contains("row.badge.dot"))
    }

    @Test func parallelMapKeepsIndexOrder() {
        let values = parallelMap(1000, workers: 8) { $0 * 2 }
        #expect(values == (0..<1000).map { $0 * 2 })
    }

    @Test func progressCountsEverySolve() throws {
        let counter = Counter()
        let library = generatedLibrary(cells: 10)
        var relayout = Relayout(store: try memoryStore(), jobs: 3)
        relayout.progress = { done, total in counter.record(done, total) }
        let report = try relayout.run(before: library, after: library, changed: ["Pinned"], environments: defaultEnvironments).report
        #expect(counter.last == (report.solved, report.solved))
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var values: (Int, Int) = (-1, -1)
    func record(_ done: Int, _ total: Int) {
        lock.lock()
        if done > values.0 { values = (done, total) }
        lock.unlock()
    }
    var last: (Int, Int) { lock.lock(); defer { lock.unlock() }; return values }
}
