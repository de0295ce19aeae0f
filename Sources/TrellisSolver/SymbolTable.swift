/// Variable (by identity) → symbol: an open-addressing table on the object's address.
///
/// Every term of every constraint added looks its variable up here. A `Dictionary` keyed
/// by `ObjectIdentifier` runs the seeded SipHash per lookup; addresses are already
/// unique, so a multiply-shift of the address spreads them well enough, at a fraction of
/// the cost. Linear probing with backward-shift deletion: no tombstones.
struct SymbolTable {
    /// Addresses; 0 marks an empty slot (no object lives at address 0).
    private var keys: [UInt]
    private var values: [Int]
    private(set) var count = 0
    private var shift: Int

    /// Empty and unallocated: a solver for a 20-constraint screen is made and dropped
    /// thousands of times, so nothing is allocated before the first entry.
    init() {
        keys = []
        values = []
        shift = 64 - 4
    }

    private var capacity: Int { keys.count }

    @inline(__always)
    private func home(_ key: UInt) -> Int {
        // Fibonacci hashing of the address (its low bits are alignment zeros).
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always)
    private func slot(_ key: UInt) -> (index: Int, found: Bool) {
        let mask = capacity - 1
        var i = home(key)
        while true {
            let k = keys[i]
            if k == key { return (i, true) }
            if k == 0 { return (i, false) }
            i = (i + 1) & mask
        }
    }

    subscript(id: ObjectIdentifier) -> Int? {
        get {
            if count == 0 { return nil }
            let (i, found) = slot(UInt(bitPattern: id))
            return found ? values[i] : nil
        }
        set {
            let key = UInt(bitPattern: id)
            if let value = newValue {
                if keys.isEmpty { grow(to: 16) }
                var (i, found) = slot(key)
                if !found {
                    if (count + 1) * 4 > capacity * 3 {
                        grow(to: capacity * 2)
                        i = slot(key).index
                    }
                    keys[i] = key
                    count += 1
                }
                values[i] = value
            } else if count > 0 {
                let (i, found) = slot(key)
                if found { remove(at: i) }
            }
        }
    }

    /// Stores `value` under `id` unless the key is there; returns the value already stored.
    /// One probe where reading and then writing took two.
    mutating func insertIfAbsent(_ id: ObjectIdentifier, _ value: Int) -> Int? {
        let key = UInt(bitPattern: id)
        if keys.isEmpty { grow(to: 16) }
        var (i, found) = slot(key)
        if found { return values[i] }
        if (count + 1) * 4 > capacity * 3 {
            grow(to: capacity * 2)
            i = slot(key).index
        }
        keys[i] = key
        values[i] = value
        count += 1
        return nil
    }

    /// No entries, the storage kept.
    mutating func removeAll() {
        guard count > 0 else { return }
        for i in keys.indices { keys[i] = 0 }
        count = 0
    }

    /// Room for `total` entries without growing.
    mutating func reserveCapacity(_ total: Int) {
        var size = Swift.max(capacity, 16)
        while total * 4 > size * 3 { size *= 2 }
        if size > capacity { grow(to: size) }
    }

    /// Every entry, in no particular order.
    var entries: [(id: ObjectIdentifier, symbol: Int)] {
        keys.indices.compactMap { i in
            keys[i] == 0 ? nil : (unsafeBitCast(keys[i], to: ObjectIdentifier.self), values[i])
        }
    }

    private mutating func grow(to size: Int) {
        let oldKeys = keys, oldValues = values
        keys = Array(repeating: 0, count: size)
        values = Array(repeating: 0, count: size)
        shift = 64 - size.trailingZeroBitCount
        for i in oldKeys.indices where oldKeys[i] != 0 {
            let j = slot(oldKeys[i]).index
            keys[j] = oldKeys[i]
            values[j] = oldValues[i]
        }
    }

    /// Empties slot `i` and moves later entries of its probe run back, so that every
    /// key stays reachable from its home slot without tombstones.
    private mutating func remove(at index: Int) {
        let mask = capacity - 1
        var hole = index
        var i = (index + 1) & mask
        while keys[i] != 0 {
            let h = home(keys[i])
            // Move the entry into the hole unless its home lies cyclically in (hole, i].
            let distanceToEntry = (i - h) & mask, distanceToHole = (i - hole) & mask
            if distanceToEntry >= distanceToHole {
                keys[hole] = keys[i]
                values[hole] = values[i]
                hole = i
            }
            i = (i + 1) & mask
        }
        keys[hole] = 0
        count -= 1
    }
}
