import Dispatch
import Foundation

/// Runs `body(0..<count)` on at most `workers` threads that take the next index as they
/// finish the last one (so uneven work still spreads), and returns the results in index
/// order: the same array whatever `workers` is.
func _parallelMap<T: Sendable>(
    _ count: Int, workers: Int, _ body: @Sendable (Int) -> T
) -> [T] {
    guard count > 0 else { return [] }
    let workers = max(1, min(workers, count))
    if workers == 1 { return (0..<count).map(body) }
    let box = _ResultBox<T>(count: count)
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while let index = box.claim() {
            let value = body(index)
            box.store(value, at: index)
        }
    }
    return box.results()
}

/// The next index to take and the results so far, behind one lock.
final class _ResultBox<T: Sendable>: @unchecked Sendable {
    // @unchecked: every access to `next` and `slots` holds `lock`.
    private let lock = NSLock()
    private var next = 0
    private let count: Int
    private var slots: [T?]

    init(count: Int) {
        self.count = count
        slots = Array(repeating: nil, count: count)
    }

    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        defer { next += 1 }
        return next
    }

    func store(_ value: T, at index: Int) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func results() -> [T] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}
