import Dispatch
import Foundation

/// The package's one parallel map: `body(0..<count)` on at most `workers` threads, each
/// taking the next `chunkSize` indices as it finishes the last ones (so uneven work still
/// spreads), results in index order — the same array whatever `workers` is. One worker
/// (or one chunk) is a plain `map` on the calling thread.
///
/// `body` runs on several threads at once: callers pass work that shares nothing mutable
/// (each call its own solver, parser or file).
package func parallelMap<T>(
    _ count: Int, workers: Int = ProcessInfo.processInfo.activeProcessorCount, chunkSize: Int = 1, _ body: (Int) -> T
) -> [T] {
    guard count > 0 else { return [] }
    let chunkSize = max(1, chunkSize)
    let chunks = (count + chunkSize - 1) / chunkSize
    let workers = max(1, min(workers, chunks))
    if workers == 1 { return (0..<count).map(body) }
    let next = Locked(0)
    return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
        let output = _DisjointBuffer(buffer: buffer)
        withoutActuallyEscaping(body) { body in
            let work = _Unchecked(value: body)
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while true {
                    let chunk = next.withLock { next in
                        defer { next += 1 }
                        return next
                    }
                    guard chunk < chunks else { return }
                    for index in chunk * chunkSize..<Swift.min(count, (chunk + 1) * chunkSize) {
                        (output.buffer.baseAddress! + index).initialize(to: work.value(index))
                    }
                }
            }
        }
        initialized = count
    }
}

extension Array where Element: Sendable {
    /// `map` spread over the cores, `chunkSize` elements per work item, results in
    /// order. When transforms throw, the error of the first failing element (in order)
    /// is thrown, as `map` would. Below two chunks it is a plain `map`.
    package func concurrentMap<Result: Sendable>(chunkSize: Int = 16, _ transform: (Element) throws -> Result) throws -> [Result] {
        guard count > chunkSize else { return try map(transform) }
        let outcomes = parallelMap(count, chunkSize: chunkSize) { index in Swift.Result { try transform(self[index]) } }
        return try outcomes.map { try $0.get() }
    }
}

/// Each work item of `parallelMap` initialises its own disjoint indices of the buffer.
struct _DisjointBuffer<Element>: @unchecked Sendable {
    var buffer: UnsafeMutableBufferPointer<Element>
}

/// The body is called from several threads; callers pass work that shares nothing mutable.
struct _Unchecked<Value>: @unchecked Sendable {
    var value: Value
}
