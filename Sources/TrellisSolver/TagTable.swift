/// Constraint (by identity) → its ``Tag``: the solver's `[ObjectIdentifier: Tag]` with the
/// same subscript, on ``SymbolTable``'s open addressing and a slot array.
///
/// Every add and remove looks a constraint up here. A `Dictionary` runs SipHash per lookup
/// and, on a small solver, spends more in growing its storage (each resize instantiates
/// generic metadata at run time) than in the simplex: a fifth of laying out a
/// 20-constraint screen.
///
/// The table is what keeps the solver's constraints alive: `holders` holds each tag's
/// constraint, and a ``Tag`` refers to it unretained, so that tags are plain values. Storing,
/// copying and emptying optional tags that held a reference went through the runtime's
/// generic witnesses (a fortieth of a small screen's layout).
struct TagTable {
    private var index = SymbolTable()
    /// Slots below `end` hold a tag or are free (nil, listed in `freeSlots`); the rest are
    /// stale, kept for the next tags (a pooled solver's table is emptied in place, `removeAll`).
    private var slots: [Tag?] = []
    /// Per slot: the tag's constraint, retained (nil from `end` on).
    private var holders: [Constraint?] = []
    private var end = 0
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
                holders[slot] = nil
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
            holders[slot] = tag.constraint
            return old
        }
        let slot = freeSlots.last ?? end
        store(tag, at: slot)
        index[id] = slot
        return nil
    }

    /// Stores `tag` under `id` unless a tag is there (then nothing changes); whether it did.
    mutating func insertIfAbsent(_ tag: Tag, forKey id: ObjectIdentifier) -> Bool {
        let slot = freeSlots.last ?? end
        if index.insertIfAbsent(id, slot) != nil { return false }
        store(tag, at: slot)
        return true
    }

    /// Puts `tag` in `slot`: the last free slot, or `end`.
    @inline(__always)
    private mutating func store(_ tag: Tag, at slot: Int) {
        if slot < end {
            freeSlots.removeLast()
        } else {
            end += 1
        }
        if slot < slots.count {
            slots[slot] = tag
            holders[slot] = tag.constraint
        } else {
            slots.append(tag)
            holders.append(tag.constraint)
        }
    }

    /// Every tag, in no particular order.
    var values: [Tag] { slots[..<end].compactMap { $0 } }

    /// No tags, the storage kept: the constraints are released and the slots stay for the next
    /// tags (plain values, overwritten as they are taken).
    mutating func removeAll() {
        index.removeAll()
        let used = end
        holders.withUnsafeMutableBufferPointer { holders in
            for i in 0..<used { holders[i] = nil }
        }
        end = 0
        freeSlots.removeAllKeepingCapacity()
    }

    mutating func reserveCapacity(_ total: Int) {
        index.reserveCapacity(total)
        slots.reserveCapacity(total)
        holders.reserveCapacity(total)
    }
}
