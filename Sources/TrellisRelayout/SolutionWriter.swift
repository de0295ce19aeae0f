import Foundation
import TrellisStore

/// Writes solved layouts to the cache on a thread of its own while the workers go on
/// solving: a cold relayout spent a fifth of its wall time writing 12,000 rows after the
/// last solve, with one core idle. Entries are written in batches, one transaction each
/// (a cache: a batch that made it stays valid whatever happens to the next).
///
/// ```swift
/// let writer = _SolutionWriter(store: store)
/// writer.submit(solutions)       // from any thread, as groups finish
/// try writer.finish()            // waits for the last batch; rethrows a failed write
/// ```
final class _SolutionWriter: @unchecked Sendable {
    // @unchecked: `pending`, `finished` and `failure` are only touched holding `condition`.
    private let store: TrellisStore
    private let condition = NSCondition()
    private var pending: [CachedSolution] = []
    private var finished = false
    private var failure: Error?
    private let done = DispatchSemaphore(value: 0)

    /// Entries gathered before a transaction: a few dozen transactions for a cold run
    /// rather than one per component.
    static let batchSize = 512

    init(store: TrellisStore) {
        self.store = store
        let thread = Thread { [self] in run() }
        thread.name = "trellis.relayout.cache-writer"
        thread.start()
    }

    /// Queues `solutions` for writing.
    func submit(_ solutions: [CachedSolution]) {
        guard !solutions.isEmpty else { return }
        condition.lock()
        pending.append(contentsOf: solutions)
        if pending.count >= Self.batchSize { condition.signal() }
        condition.unlock()
    }

    /// Writes what is left, waits for the thread, and throws the first write that failed
    /// (later batches are dropped then: the run fails anyway).
    func finish() throws {
        condition.lock()
        finished = true
        condition.signal()
        condition.unlock()
        done.wait()
        if let failure { throw failure }
    }

    private func run() {
        defer { done.signal() }
        while true {
            condition.lock()
            while pending.count < Self.batchSize && !finished { condition.wait() }
            let batch = pending
            pending = []
            let isLast = finished
            let failed = failure != nil
            condition.unlock()
            if !batch.isEmpty && !failed {
                do {
                    try store.storeSolutions(batch)
                } catch {
                    condition.lock()
                    failure = error
                    condition.unlock()
                }
            }
            if isLast { return }
        }
    }
}
