import Foundation
import Testing
import TrellisModel
@testable import TrellisRelayout
@testable import TrellisStore
import TrellisSupport
import TrellisTestSupport

@Suite(.temporaryFolders) struct SolutionWriterTests {
    static func solution(_ i: Int) -> CachedSolution {
        CachedSolution(key: SolutionKey.key(component: "C\(i)", environment: "e"), data: Data("layout \(i)".utf8))
    }

    @Test(arguments: [true, false])
    func everythingSubmittedFromManyThreadsIsInTheCacheAfterFinish(inBackground: Bool) throws {
        let store = try memoryStore()
        let writer = _SolutionWriter(store: store, inBackground: inBackground)
        // 40 groups of 37 (more than two batches, the last one partial), from the workers.
        let groups = 40, perGroup = 37
        _ = parallelMap(groups, workers: 4) { g in
            writer.submit((0..<perGroup).map { Self.solution(g * perGroup + $0) })
        }
        try writer.finish()
        #expect(try store.cachedSolutionCount() == groups * perGroup)
        let keys = (0..<groups * perGroup).map { Self.solution($0).key }
        let stored = try store.cachedSolutions(keys)
        #expect(stored.count == keys.count)
        #expect(stored[Self.solution(1_000).key] == Data("layout 1000".utf8))
    }

    @Test(arguments: [true, false])
    func aFailedWriteIsThrownByFinish(inBackground: Bool) throws {
        let folder = TemporaryFolder.name("writer")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("store.trellis").path
        _ = try TrellisStore.open(path: path, create: true, environment: .fixed())
        let readOnly = try TrellisStore.open(path: path, create: false, readOnly: true, environment: .fixed())
        let writer = _SolutionWriter(store: readOnly, inBackground: inBackground)
        writer.submit((0..<(_SolutionWriter.batchSize + 3)).map(Self.solution))
        #expect(throws: (any Error).self) { try writer.finish() }
    }

    @Test func finishingWithNothingSubmittedWritesNothing() throws {
        let store = try memoryStore()
        let writer = _SolutionWriter(store: store, inBackground: true)
        writer.submit([])
        try writer.finish()
        #expect(try store.cachedSolutionCount() == 0)
    }
}
