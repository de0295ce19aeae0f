import TrellisSolver

/// One problem per missing degree of freedom: a view whose frame is fixed relative to an
/// ambiguous one (below it in a chain, centred in it, inside it) moves only because that one
/// does, and is named in its problem instead of being reported again. A view with no height
/// at the top of a column of ten left eleven errors (element's KeyVerificationVerifyByScanning
/// 23, pocket-casts' EpisodeListHeaderView 8); UIKit and IB see one missing constraint.
///
/// Method: the free items are taken in turn, those whose own width or height is free first (a
/// missing size is the usual cause), then in display order. Each one's free parts are held
/// where they are (a pin far stronger than the probes) in the probe solvers, which keep
/// their probes: what no longer moves moves with it. Items still free lead their own problem.
extension LayoutSession {
    /// A leader's free slots and the items (with the slots) that move only with it.
    struct _FreedomGroup {
        var leader: Int
        var slots: Set<Int>
        var followers: [(item: Int, slots: Set<Int>)] = []
    }

    /// At most this many leaders are pinned one after another; the rest keep a problem each.
    static let _followerRounds = 24

    /// `order` (free items in display order) grouped by the item each moves with. `probes`:
    /// the probe solvers (one pulling each way), solved, which the pins are added to.
    func freedomGroups(_ order: [Int], free: [Int: Set<Int>], local: [Set<Int>], probes: [Solver]) -> [_FreedomGroup] {
        guard order.count > 1, !probes.isEmpty else { return order.map { _FreedomGroup(leader: $0, slots: free[$0] ?? []) } }
        // Those whose own size moves first, each set in display order.
        let sized = order.filter { !local[$0].isDisjoint(with: [2, 3]) }
        let ranked = sized + order.filter { local[$0].isDisjoint(with: [2, 3]) }
        var remaining = free
        var groups: [Int: _FreedomGroup] = [:]
        var rounds = 0
        for leader in ranked {
            guard let slots = remaining[leader], !slots.isEmpty else { continue }
            var group = _FreedomGroup(leader: leader, slots: slots)
            remaining[leader] = []
            let others = ranked.filter { !(remaining[$0]?.isEmpty ?? true) }
            if !others.isEmpty, rounds < Self._followerRounds {
                rounds += 1
                if pin(leader, slots: slots, in: probes) {
                    for other in others {
                        let fixed = (remaining[other] ?? []).filter { !moves(other, slot: $0, in: probes) }
                        guard !fixed.isEmpty else { continue }
                        group.followers.append((other, Set(fixed)))
                        remaining[other]?.subtract(fixed)
                    }
                } else {
                    // A pin the solvers refused leaves them unsure: no more rounds in them.
                    rounds = Self._followerRounds
                }
            }
            groups[leader] = group
        }
        // Reported in display order, each follower once in its leader's notes.
        return order.compactMap { groups[$0] }
    }

    /// The expression of an item's slot (0 left, 1 top, 2 width, 3 height; a content guide's
    /// 2 and 3 are its content size), in the root's coordinates.
    private func expression(_ item: Int, slot: Int) -> Expression {
        let geometry = geometry[item]
        switch slot {
        case 0: return geometry.left
        case 1: return geometry.top
        case 2: return geometry.width
        default: return geometry.height
        }
    }

    private func value(of expression: Expression, in solver: Solver) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }

    /// Holds `item`'s `slots` where the live solution has them, in every probe solver.
    private func pin(_ item: Int, slots: Set<Int>, in probes: [Solver]) -> Bool {
        let pins = slots.sorted().map { slot in
            let held = expression(item, slot: slot)
            return Constraint(held - value(of: held, in: solver), .equal, strength: .strong)
        }
        do {
            for probe in probes {
                try probe.add(pins)
                probe.updateValues()
            }
        } catch {
            return false
        }
        return true
    }

    /// Whether a probe still moves `item`'s `slot` from where the live solution has it.
    private func moves(_ item: Int, slot: Int, in probes: [Solver]) -> Bool {
        let held = expression(item, slot: slot)
        let start = value(of: held, in: solver)
        return probes.contains { abs(value(of: held, in: $0) - start) > 1e-6 }
    }
}
