/// The tableau's per-symbol ``SymbolSlot``s: a growable table that only its tableau uses, so
/// that writing a slot is a store, not an array write that first asks the runtime whether
/// the buffer is shared (copy-on-write). Slot writes are the commonest in the solver: with an
/// array, those checks were a twentieth of a small screen's instructions and a call each,
/// the difference in time to kiwi's C++ on a 20-constraint screen.
///
/// A reference to storage: a copy of the table (of a tableau) shares its slots. The solver
/// never copies a tableau to change it apart (tables move between solvers by `swap`,
/// `SolverStorage`); a copy only reads (`Solver._identityViolations`, tests).
struct SymbolSlots {
    private var storage: _SymbolSlotStorage?

    init() {}

    var count: Int { storage?.count ?? 0 }
    var capacity: Int { storage?.capacity ?? 0 }
    var indices: Range<Int> { 0..<count }

    subscript(s: Int) -> SymbolSlot {
        @inline(__always)
        unsafeAddress {
            precondition(UInt(bitPattern: s) < UInt(bitPattern: count), "symbol out of the tableau's slots")
            return UnsafePointer(storage.unsafelyUnwrapped.base + s)
        }
        @inline(__always)
        nonmutating unsafeMutableAddress {
            precondition(UInt(bitPattern: s) < UInt(bitPattern: count), "symbol out of the tableau's slots")
            return storage.unsafelyUnwrapped.base + s
        }
    }

    /// Room for `total` slots without moving them.
    mutating func reserveCapacity(_ total: Int) {
        if let storage {
            storage.reserve(total)
        } else if total > 0 {
            storage = _SymbolSlotStorage(capacity: total)
        }
    }

    /// Appends `count` default slots.
    mutating func appendDefaults(_ added: Int) {
        let total = count + added
        if total > capacity { reserveCapacity(Swift.max(total, 2 * capacity)) }
        guard let storage else { return }
        (storage.base + storage.count).initialize(repeating: SymbolSlot(), count: added)
        storage.count = total
    }

    /// The slots as a buffer, for loops over many (expansions, value reads, resets).
    func withUnsafeMutableBufferPointer<R>(_ body: (UnsafeMutableBufferPointer<SymbolSlot>) throws -> R) rethrows -> R {
        try body(UnsafeMutableBufferPointer(start: storage?.base, count: count))
    }
}

/// The allocation behind ``SymbolSlots``.
final class _SymbolSlotStorage {
    var base: UnsafeMutablePointer<SymbolSlot>
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
        let moved = UnsafeMutablePointer<SymbolSlot>.allocate(capacity: total)
        moved.moveInitialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = total
    }
}
