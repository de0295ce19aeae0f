import Dispatch

extension Array where Element: Sendable {
    /// `map` spread over the cores, `chunkSize` elements per work item, results in
    /// order. When transforms throw, the error of the first failing element (in order)
    /// is thrown, as `map` would. Below two chunks it is a plain `map`.
    public func concurrentMap<Result: Sendable>(chunkSize: Int = 16, _ transform: (Element) throws -> Result) throws -> [Result] {
        let count = self.count
        guard count > chunkSize else { return try map(transform) }
        let chunks = (count + chunkSize - 1) / chunkSize
        let outcomes = [Swift.Result<Result, any Error>](unsafeUninitializedCapacity: count) { buffer, initialized in
            let output = _DisjointBuffer(buffer: buffer)
            withoutActuallyEscaping(transform) { transform in
                let work = _Unchecked(value: transform)
                DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                    for index in chunk * chunkSize ..< Swift.min(count, (chunk + 1) * chunkSize) {
                        (output.buffer.baseAddress! + index).initialize(to: Swift.Result { try work.value(self[index]) })
                    }
                }
            }
            initialized = count
        }
        return try outcomes.map { try $0.get() }
    }
}

/// Each work item of `concurrentMap` writes its own disjoint range of the buffer.
struct _DisjointBuffer<Element>: @unchecked Sendable {
    var buffer: UnsafeMutableBufferPointer<Element>
}

/// The transform is called from several threads; callers pass pure functions.
struct _Unchecked<Value>: @unchecked Sendable {
    var value: Value
}
