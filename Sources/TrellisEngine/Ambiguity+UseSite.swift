extension LayoutSession {
    /// The free items whose freedom is only inherited from a used container's guide: their
    /// sizes are determined and each free position comes from that guide (their position
    /// variables are relative to it, see `_Geometry`). Mapped to the guide: removing
    /// `avatar.centerY == owner.centerY` from a cell leaves `avatar.avatar` and `avatar.vip`
    /// without a vertical position, and the line to fix is the cell's, not the container's.
    func useSiteCauses(free: [Int: Set<Int>], local: [Set<Int>]) -> [Int: Int] {
        var causes: [Int: Int] = [:]
        for (id, slots) in free where slots.isDisjoint(with: [2, 3]) {
            let sources = Set(slots.map { source(ofFreeSlot: $0, of: id, local: local) })
            guard sources.count == 1, let source = sources.first, let use = source, use != id,
                case .containerGuide = component.items[use].kind, free[use]?.isSuperset(of: slots) ?? false
            else { continue }
            causes[id] = use
        }
        return causes
    }

    /// The item up `id`'s reference chain whose own position variable along `slot` is free.
    private func source(ofFreeSlot slot: Int, of id: Int, local: [Set<Int>]) -> Int? {
        var current = id
        for _ in 0...component.items.count {
            if local[current].contains(slot) { return current }
            let item = component.items[current]
            let next: Int?
            switch item.kind {
            case .systemGuide: next = item.guideOwner
            default: next = item.reference
            }
            guard let next, next != current else { return nil }
            current = next
        }
        return nil
    }
}
