/// One of the solver's per-symbol tables (the tableau's ``SymbolSlot``s, rows and column
/// lists; the solver's variable records, owners and reported values): a growable table that
/// only its solver uses, so that writing an entry is a store, not an
/// array write that first asks the runtime whether the buffer is shared (copy-on-write).
/// These writes are the commonest in the solver: with arrays, those checks were a tenth of a
/// small screen's instructions and a call each, the difference in time to kiwi's C++ on a
/// 20-constraint screen.
///
/// A reference to storage: a copy of the table (of a tableau) shares its entries. The solver
/// never copies its tables to change them apart (tables move between solvers by `swap`,
/// `SolverStorage`); a copy only reads (`Solver._identityViolations`, tests).
struct PerSymbol<Element> {
    private var storage: _PerSymbolStorage<Element>?

    init() {}

    var count: Int { storage?.count ?? 0 }
    var capacity: Int { storage?.capacity ?? 0 }
    var indices: Range<Int> { 0..<count }

    /// Bounds checked, as an array's subscript.
    subscript(s: Int) -> Element {
        @inline(__always)
        unsafeAddress {
            precondition(UInt(bitPattern: s) < UInt(bitPattern: count), "symbol out of the tableau's tables")
            return UnsafePointer(storage.unsafelyUnwrapped.base + s)
        }
        @inline(__always)
        nonmutating unsafeMutableAddress {
            precondition(UInt(bitPattern: s) < UInt(bitPattern: count), "symbol out of the tableau's tables")
            return storage.unsafelyUnwrapped.base + s
        }
    }

    /// Room for `total` entries without moving them.
    mutating func reserveCapacity(_ total: Int) {
        if let storage {
            storage.reserve(total)
        } else if total > 0 {
            storage = _PerSymbolStorage(capacity: total)
        }
    }

    /// Appends `added` copies of `value`.
    mutating func append(_ value: Element, count added: Int) {
        let total = count + added
        if total > capacity { reserveCapacity(Swift.max(total, 2 * capacity)) }
        guard let storage else { return }
        (storage.base + storage.count).initialize(repeating: value, count: added)
        storage.count = total
    }

    /// Drops the last `removed` entries.
    mutating func removeLast(_ removed: Int) {
        guard removed > 0, let storage else { return }
        precondition(removed <= storage.count, "removing more entries than the table holds")
        storage.count -= removed
        (storage.base + storage.count).deinitialize(count: removed)
    }

    /// The entries as a buffer, for loops over many (expansions, value reads, resets).
    func withUnsafeMutableBufferPointer<R>(_ body: (UnsafeMutableBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeMutableBufferPointer(start: storage?.base, count: count))
    }

    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: storage?.base, count: count))
    }
}

/// The allocation behind ``PerSymbol``.
final class _PerSymbolStorage<Element> {
    var base: UnsafeMutablePointer<Element>
    var count = 0
    private(set) var capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func reserve(_ total: Int) {
        guard total > capacity else { return }
        let moved = UnsafeMutablePointer<Element>.allocate(capacity: total)
        moved.moveInitialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = total
    }
}
