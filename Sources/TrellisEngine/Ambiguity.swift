import TrellisModel
import TrellisSolver

/// Probes are weaker than anything people write (priority 1 has weight 1e-4; this is 1e-6)
/// and than the engine's own hugging preferences (priority 25).
let _probeStrength = Strength(strong: 0, medium: 0, weak: 0.000_001)

extension LayoutSession {
    /// Which items' positions or sizes are not determined: an item is ambiguous along an
    /// axis when its position or size can move without making any constraint, of any
    /// priority, worse.
    ///
    /// Method: every candidate variable gets a probe (an edit variable weaker than any
    /// constraint); all probes pull their variables one way (each by its own distance,
    /// so ties cannot cancel), then the other way; a variable that moves either time is
    /// free. Determined variables cannot move: any move would cost more than the probes
    /// could gain. The probes run in two scratch solvers (two builds with a probe per
    /// candidate) — only when the live solver cannot prove every candidate determined on its
    /// own (`Solver.holdsFirm`, one expansion), which it can for most layouts; for
    /// diagnostics (`solve`, `check`), never in the re-solve path.
    ///
    /// `provingFirst: false` always runs the probes (the reference the tests compare with).
    func ambiguityDiagnostics(provingFirst: Bool = true) -> [LayoutDiagnostic] {
        let candidates = ambiguityCandidates()
        guard !candidates.isEmpty else { return [] }
        // Most layouts are determined, and the solved system proves it for the price of an
        // expansion: no probe could move a variable (see `Solver.holdsFirm`).
        if provingFirst, solver.holdsFirm(candidates.map(\.variable), againstPullsWeighing: _probeStrength.weight) {
            return []
        }
        let start = candidates.map { solver.value(of: $0.variable) }
        var moved = [Bool](repeating: false, count: candidates.count)
        // Kept with their probes: the views that move only with another are found in them.
        var probeSolvers: [Solver] = []
        for sign in [1.0, -1.0] {
            // A scratch solver with the same constraints plus one probe per candidate, all
            // added in one batch: far cheaper than an edit variable per candidate in this
            // solver (thousands of suggestValue re-solves), and the live solver is untouched.
            let scratch = Solver()
            var probes: [Constraint] = []
            probes.reserveCapacity(candidates.count)
            for (i, candidate) in candidates.enumerated() {
                let distance = 1 + Double(i % 89) / 89
                probes.append(Constraint(Expression(candidate.variable) - (start[i] + sign * distance), .equal, strength: _probeStrength))
            }
            do {
                try addAll(to: scratch)
                try scratch.add(probes)
            } catch {
                return []
            }
            scratch.updateValues()
            probeSolvers.append(scratch)
            for (i, candidate) in candidates.enumerated() where abs(scratch.value(of: candidate.variable) - start[i]) > 1e-7 {
                moved[i] = true
            }
        }

        // Slots 0 left, 1 top, 2 width, 3 height. Positions are relative to a reference
        // (see `_Geometry`): an item's absolute position is free when its own variable or
        // any reference's up the chain is.
        var local = [Set<Int>](repeating: [], count: component.items.count)
        for (i, candidate) in candidates.enumerated() where moved[i] { local[candidate.item].insert(candidate.slot) }
        func positionFree(_ id: Int, _ slot: Int, depth: Int = 0) -> Bool {
            if local[id].contains(slot) { return true }
            let item = component.items[id]
            let next: Int?
            switch item.kind {
            case .systemGuide: next = item.guideOwner
            default: next = item.reference
            }
            guard let next, next != id, depth < component.items.count else { return false }
            return positionFree(next, slot, depth: depth + 1)
        }
        var order: [Int] = []
        var free: [Int: Set<Int>] = [:]
        for id in component.displayOrder {
            let item = component.items[id]
            switch item.kind {
            case .view, .stack, .guide, .containerGuide, .systemGuide(.contentGuide): break
            default: continue
            }
            var slots = local[id].intersection([2, 3])
            if item.kind != .systemGuide(.contentGuide) {
                if positionFree(id, 0) { slots.insert(0) }
                if positionFree(id, 1) { slots.insert(1) }
            }
            if !slots.isEmpty {
                free[id] = slots
                order.append(id)
            }
        }
        // A view of a used container that is free only because its use is free has its cause
        // at the use site: it is named there, not reported at the container's line.
        let causes = useSiteCauses(free: free, local: local)
        var dependents: [Int: [Int]] = [:]
        for id in order { if let use = causes[id] { dependents[use, default: []].append(id) } }
        // A view fixed relative to a free one moves with it: one problem (Ambiguity+Followers).
        let groups = freedomGroups(order.filter { causes[$0] == nil }, free: free, local: local, probes: probeSolvers)
        return groups.map { group in
            let id = group.leader
            let item = component.items[id]
            let isContent = item.kind == .systemGuide(.contentGuide)
            let held = dependents[id] ?? []
            // A follower's own use-site dependents move with the leader too.
            var followers: [(item: Int, slots: Set<Int>)] = []
            for follower in group.followers {
                followers.append(follower)
                for dependent in dependents[follower.item] ?? [] { followers.append((dependent, free[dependent] ?? [])) }
            }
            let isError =
                item.kind == .view || item.kind == .stack || isContent || (held + followers.map(\.item)).contains { component.items[$0].kind != .guide }
            var message = "ambiguous on \(environment.name): \(item.path): \(freeParts(group.slots, isContent: isContent)) not determined"
            if !held.isEmpty {
                message += " (so " + Self.list(held.map { component.items[$0].path }) + " of \(item.className ?? "its container") too)"
            } else if !isError {
                message += " (a layout guide: a warning; a view that depends on it is an error)"
            }
            if !followers.isEmpty {
                let names = followers.map { component.items[$0.item].path }
                message += " (" + Self.list(names) + (names.count == 1 ? " moves" : " move") + " with it)"
            }
            let location = item.location ?? item.guideOwner.flatMap { component.items[$0].location }
            var diagnostic = LayoutDiagnostic(
                kind: .ambiguous, severity: isError ? .error : .warning,
                message: message,
                location: location, items: [item.path]
            )
            diagnostic.axes = Self.axes(of: group.slots)
            diagnostic.freeParts = Self.freeParts(group.slots, isContent: isContent)
            diagnostic.notes = held.map { dependent in
                let path = component.items[dependent].path
                let parts = freeParts(free[dependent] ?? [], isContent: false)
                return DiagnosticNote("\(path): \(parts) not determined, as \(item.path) has none", at: component.items[dependent].location)
            }
            diagnostic.notes += followers.map { follower in
                let followerItem = component.items[follower.item]
                let parts = freeParts(follower.slots, isContent: followerItem.kind == .systemGuide(.contentGuide))
                return DiagnosticNote(
                    "\(followerItem.path): \(parts) not determined either: it moves with \(item.path)",
                    at: followerItem.location ?? followerItem.guideOwner.flatMap { component.items[$0].location })
            }
            return diagnostic
        }
    }

    /// The axes of slots 0 left, 1 top, 2 width, 3 height.
    static func axes(of slots: Set<Int>) -> Set<LayoutDiagnostic.Axis> {
        var axes: Set<LayoutDiagnostic.Axis> = []
        if slots.contains(0) || slots.contains(2) { axes.insert(.horizontal) }
        if slots.contains(1) || slots.contains(3) { axes.insert(.vertical) }
        return axes
    }

    /// `horizontal position and width` for slots 0 left, 1 top, 2 width, 3 height.
    func freeParts(_ slots: Set<Int>, isContent: Bool) -> String {
        Self.list(Self.freeParts(slots, isContent: isContent).map(\.words))
    }

    /// The parts of slots 0 left, 1 top, 2 width, 3 height, in the order the message says them.
    static func freeParts(_ slots: Set<Int>, isContent: Bool) -> [LayoutDiagnostic.FreePart] {
        var parts: [LayoutDiagnostic.FreePart] = []
        if slots.contains(0) { parts.append(.horizontalPosition) }
        if slots.contains(2) { parts.append(isContent ? .contentWidth : .width) }
        if slots.contains(1) { parts.append(.verticalPosition) }
        if slots.contains(3) { parts.append(isContent ? .contentHeight : .height) }
        return parts
    }

    /// The variables the probes pull: every view's, stack's and guide's left, top, width
    /// and height, and the content guides of views that do not size their own content.
    func ambiguityCandidates() -> [(item: Int, slot: Int, variable: Variable)] {
        var candidates: [(item: Int, slot: Int, variable: Variable)] = []
        // Scroll views holding views that constraints place (their system guides aside): an
        // empty one, or one whose views no constraint touches (frames and `contentSize` set in
        // code, or views that are errors of their own), has its content size set in code, and
        // neither UIKit nor IB asks more of it.
        var placed = Set<Int>()
        for constraint in component.constraints {
            placed.insert(constraint.first)
            if let second = constraint.second { placed.insert(second) }
        }
        for stack in component.stacks { placed.formUnion(stack.arranged) }
        var holdsViews = Set<Int>()
        for (id, item) in component.items.enumerated() where item.guideOwner == nil && placed.contains(id) {
            if let parent = item.parent { holdsViews.insert(parent) }
        }
        for (id, item) in component.items.enumerated() {
            guard let variables = geometry[id].variables else { continue }
            switch item.kind {
            case .view, .stack, .guide, .containerGuide:
                for (slot, variable) in variables.enumerated() { candidates.append((id, slot, variable)) }
            case .systemGuide(.contentGuide):
                // A table, collection or text view sizes its own content: nobody need
                // constrain its content guide.
                if let owner = item.guideOwner, let view = component.items[owner].view,
                    _ControlMetrics.contentManagingClasses.contains(view.uikitClass) || !holdsViews.contains(owner)
                {
                    continue
                }
                for (slot, variable) in variables.enumerated() { candidates.append((id, slot + 2, variable)) }
            default:
                continue
            }
        }
        return candidates
    }

    static func list(_ parts: [String]) -> String {
        switch parts.count {
        case 0: return ""
        case 1: return parts[0]
        default: return parts.dropLast().joined(separator: ", ") + " and " + parts.last!
        }
    }
}
