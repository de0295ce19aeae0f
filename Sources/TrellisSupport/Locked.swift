import Foundation

/// A value behind a lock: the package's one lock helper. Every access goes through
/// ``withLock(_:)``, so the value is never read or written unguarded, and a type holding one
/// is `Sendable` without an `@unchecked` of its own.
///
/// ```swift
/// let done = Locked(0)
/// let now = done.withLock { $0 += 1; return $0 }
/// ```
/// (`Synchronization.Mutex` would be the standard library's; it needs macOS 15, the
/// package supports macOS 14.)
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is only touched inside `withLock`, which holds `lock`.
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    /// Runs `body` with the value, holding the lock: others wait meanwhile (which is the
    /// point where they should wait for one build, as `SyncService`'s snapshot does).
    /// Never take another `Locked` inside.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
