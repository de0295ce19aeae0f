/// Constraint (by identity) → its ``Tag``: the solver's `[ObjectIdentifier: Tag]` with the
/// same subscript, on ``SymbolTable``'s open addressing and a slot array.
///
/// Every add and remove looks a constraint up here. A `Dictionary` runs SipHash per lookup
/// and, on a small solver, spends more in growing its storage (each resize instantiates
/// generic metadata at run time) than in the simplex: a fifth of laying out a
/// 20-constraint screen.
struct TagTable {
    private var index = SymbolTable()
    private var slots: [Tag?] = []
    private var freeSlots: [Int] = []

    var count: Int { index.count }

    subscript(id: ObjectIdentifier) -> Tag? {
        get {
            guard let slot = index[id] else { return nil }
            return slots[slot]
        }
        set {
            if let newValue {
                updateValue(newValue, forKey: id)
            } else if let slot = index[id] {
                index[id] = nil
                slots[slot] = nil
                freeSlots.append(slot)
            }
        }
    }

    /// Stores `tag` under `id`; returns the tag it replaced, if any.
    @discardableResult
    mutating func updateValue(_ tag: Tag, forKey id: ObjectIdentifier) -> Tag? {
        if let slot = index[id] {
            let old = slots[slot]
            slots[slot] = tag
            return old
        }
        let slot: Int
        if let reused = freeSlots.popLast() {
            slot = reused
            slots[slot] = tag
        } else {
            slot = slots.count
            slots.append(tag)
        }
        index[id] = slot
        return nil
    }

    /// Stores `tag` under `id` unless a tag is there (then nothing changes); whether it did.
    mutating func insertIfAbsent(_ tag: consuming Tag, forKey id: ObjectIdentifier) -> Bool {
        let slot = freeSlots.last ?? slots.count
        if index.insertIfAbsent(id, slot) != nil { return false }
        if freeSlots.isEmpty {
            slots.append(tag)
        } else {
            freeSlots.removeLast()
            slots[slot] = tag
        }
        return true
    }

    /// Every tag, in no particular order.
    var values: [Tag] { slots.compactMap { $0 } }

    /// No tags, the storage kept.
    mutating func removeAll() {
        index.removeAll()
        slots.removeAllKeepingCapacity()
        freeSlots.removeAllKeepingCapacity()
    }

    mutating func reserveCapacity(_ total: Int) {
        index.reserveCapacity(total)
        slots.reserveCapacity(total)
    }
}
