import Foundation
import TrellisStore

/// Writes solved layouts to the cache. In the background, on a thread of its own while
/// the workers go on solving, when a core is left for it: `relayout --jobs 1` on 2 cores
/// wrote its 12,000 rows after the last solve with the other core idle (914 → 747 ms).
/// When every core solves, the writes would only take turns with the solves (measured:
/// no faster, and an edit's run slower), so they wait for `finish()`, as one transaction.
/// In the background, entries are written in batches, one transaction each (a cache: a
/// batch that made it stays valid whatever happens to the next).
///
/// ```swift
/// let writer = _SolutionWriter(store: store, inBackground: jobs < cores)
/// writer.submit(solutions)       // from any thread, as groups finish
/// try writer.finish()            // writes or waits for the rest; rethrows a failed write
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

    private let inBackground: Bool

    init(store: TrellisStore, inBackground: Bool) {
        self.store = store
        self.inBackground = inBackground
        guard inBackground else { return }
        let thread = Thread { [self] in run() }
        thread.name = "trellis.relayout.cache-writer"
        thread.start()
    }

    /// Queues `solutions` for writing.
    func submit(_ solutions: [CachedSolution]) {
        guard !solutions.isEmpty else { return }
        condition.lock()
        pending.append(contentsOf: solutions)
        if inBackground && pending.count >= Self.batchSize { condition.signal() }
        condition.unlock()
    }

    /// Writes what is left, waits for the thread, and throws the first write that failed
    /// (later batches are dropped then: the run fails anyway).
    func finish() throws {
        guard inBackground else {
            condition.lock()
            defer { condition.unlock() }
            try store.storeSolutions(pending)
            pending = []
            return
        }
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
