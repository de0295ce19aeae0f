import Foundation
import TrellisModel
import TrellisSupport

/// What the store needs from the world, injected so that tests and later merges are
/// deterministic: the time a version is recorded at, who records it, and the random id a
/// new store is given. Nothing else in the store reads the clock or makes random ids.
public struct StoreEnvironment: Sendable {
    public var clock: @Sendable () -> Date
    /// Who records versions and tags; when made with `resolvingAuthor`, found on first
    /// use, so that read-only commands never pay for finding it (a `git config` run).
    public var author: String {
        get { authorSource.value }
        set { authorSource = _Lazy(value: newValue) }
    }
    public var makeStoreID: @Sendable () -> String
    private var authorSource: _Lazy<String>

    public init(author: String, clock: @escaping @Sendable () -> Date, makeStoreID: @escaping @Sendable () -> String) {
        self.authorSource = _Lazy(value: author)
        self.clock = clock
        self.makeStoreID = makeStoreID
    }

    public init(
        resolvingAuthor author: @escaping @Sendable () -> String, clock: @escaping @Sendable () -> Date,
        makeStoreID: @escaping @Sendable () -> String
    ) {
        self.authorSource = _Lazy(author)
        self.clock = clock
        self.makeStoreID = makeStoreID
    }

    /// The real clock and a random UUID: what the command-line tool passes.
    public static func live(author: String) -> StoreEnvironment {
        StoreEnvironment(author: author, clock: { Date() }, makeStoreID: { UUID().uuidString.lowercased() })
    }

    /// The same, with the author found only when a write needs it.
    public static func live(resolvingAuthor author: @escaping @Sendable () -> String) -> StoreEnvironment {
        StoreEnvironment(resolvingAuthor: author, clock: { Date() }, makeStoreID: { UUID().uuidString.lowercased() })
    }

    /// A clock that starts at `start` and advances `step` seconds each time it is read,
    /// and a fixed store id: for tests.
    public static func fixed(
        author: String = "test", start: Date = Date(timeIntervalSince1970: 1_700_000_000), step: TimeInterval = 1,
        storeID: String = "00000000-0000-0000-0000-000000000000"
    ) -> StoreEnvironment {
        let ticks = _Counter()
        return StoreEnvironment(
            author: author,
            clock: { start.addingTimeInterval(Double(ticks.next()) * step) },
            makeStoreID: { storeID }
        )
    }
}

/// A thread-safe counter for the fixed clock.
final class _Counter: Sendable {
    private let value = Locked(0)
    func next() -> Int {
        value.withLock { value in
            defer { value += 1 }
            return value
        }
    }
}

extension Date {
    /// Whole milliseconds since 1970: how the store records time (and hashes it into version ids).
    var storeMilliseconds: Int64 { Int64((timeIntervalSince1970 * 1000).rounded(.down)) }

    init(storeMilliseconds: Int64) { self.init(timeIntervalSince1970: Double(storeMilliseconds) / 1000) }
}

/// A value computed once, on first use, from any thread.
final class _Lazy<Value: Sendable>: Sendable {
    private let resolved: Locked<Value?>
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        resolved = Locked(nil)
        self.make = make
    }

    init(value: Value) {
        resolved = Locked(value)
        make = { value }
    }

    var value: Value {
        resolved.withLock { resolved in
            if let resolved { return resolved }
            let value = make()
            resolved = value
            return value
        }
    }
}
