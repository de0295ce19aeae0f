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
    /// could gain. The probes live in a scratch solver (``probeMoves(_:start:)``); the
    /// session's own solver is untouched. For diagnostics (`solve`, `check`), never in the
    /// re-solve path.
    func ambiguityDiagnostics() -> [LayoutDiagnostic] {
        var candidates: [(item: Int, slot: Int, variable: Variable)] = []
        for (id, item) in component.items.enumerated() {
            guard let variables = geometry[id].variables else { continue }
            switch item.kind {
            case .view, .stack, .guide, .containerGuide:
                for (slot, variable) in variables.enumerated() { candidates.append((id, slot, variable)) }
            case .systemGuide(.contentGuide):
                // A table, collection or text view sizes its own content: nobody need
                // constrain its content guide.
                if let owner = item.guideOwner, let view = component.items[owner].view,
                    _ControlMetrics.contentManagingClasses.contains(view.className)
                {
                    continue
                }
                for (slot, variable) in variables.enumerated() { candidates.append((id, slot + 2, variable)) }
            default:
                continue
            }
        }
        guard !candidates.isEmpty else { return [] }
        let start = candidates.map { solver.value(of: $0.variable) }
        guard let moved = probeMoves(candidates.map(\.variable), start: start) else { return [] }

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
        return order.map { id in
            let slots = free[id]!
            let item = component.items[id]
            var parts: [String] = []
            let isContent = item.kind == .systemGuide(.contentGuide)
            if slots.contains(0) { parts.append("horizontal position") }
            if slots.contains(2) { parts.append(isContent ? "content width" : "width") }
            if slots.contains(1) { parts.append("vertical position") }
            if slots.contains(3) { parts.append(isContent ? "content height" : "height") }
            let isError = item.kind == .view || item.kind == .stack || isContent
            var message = "ambiguous on \(environment.name): \(item.path): \(Self.list(parts)) not determined"
            if !isError { message += " (a layout guide: a warning; a view that depends on it is an error)" }
            let location = item.location ?? item.guideOwner.flatMap { component.items[$0].location }
            return LayoutDiagnostic(
                kind: .ambiguous, severity: isError ? .error : .warning,
                message: message,
                location: location, items: [item.path]
            )
        }
    }

    /// Which of `variables` move when weak probes pull each one its own distance away from
    /// `start`, one way and then the other; nil when the scratch system cannot be built.
    ///
    /// The probes live in a scratch solver with the session's constraints, all added in one
    /// batch: far cheaper than an edit variable per candidate in the session's solver
    /// (thousands of `suggestValue` re-solves). The scratch system is kept with the session:
    /// the other direction, and the next device the session is re-solved for, move the
    /// probes' targets (and replay the constants the session changed) with one
    /// `setConstants` re-solve instead of building it again (unless `keepsProbeSystem` is
    /// off: the reference path of `check(on:rebuildingPerDevice: true)`).
    func probeMoves(_ variables: [Variable], start: [Double]) -> [Bool]? {
        // Each probe by its own distance, so that ties between probes cannot cancel.
        func target(_ i: Int, _ sign: Double) -> Double { start[i] + sign * (1 + Double(i % 89) / 89) }
        var moved = [Bool](repeating: false, count: variables.count)
        func read(_ scratch: Solver) {
            scratch.update()
            for i in variables.indices where abs(scratch.value(of: variables[i]) - start[i]) > 1e-7 { moved[i] = true }
        }
        do {
            let system: _ProbeSystem
            if !keepsProbeSystem {
                // The reference path: a scratch system built for each direction.
                for sign in [1.0, -1.0] {
                    read(try buildProbeSystem(variables, targets: variables.indices.map { target($0, sign) }).solver)
                }
                return moved
            }
            if let kept = probeSystem, kept.probes.count == variables.count {
                var changes = constantsToReplay(on: kept.solver)
                for (i, probe) in kept.probes.enumerated() { changes.append((probe, -target(i, 1))) }
                try kept.solver.setConstants(changes)
                system = kept
            } else {
                probeSystem = nil
                system = try buildProbeSystem(variables, targets: variables.indices.map { target($0, 1) })
            }
            read(system.solver)
            try system.solver.setConstants(system.probes.indices.map { i in (system.probes[i], -target(i, -1)) })
            read(system.solver)
            probeSystem = system
        } catch {
            probeSystem = nil
            return nil
        }
        return moved
    }

    /// A scratch solver with the session's constraints (and the constants it changed) and
    /// one probe per variable pulling it to its target, all added in one batch.
    func buildProbeSystem(_ variables: [Variable], targets: [Double]) throws -> _ProbeSystem {
        let scratch = Solver()
        try addAll(to: scratch)
        let probes = variables.indices.map { i in
            Constraint(Expression(variables[i]) - targets[i], .equal, strength: _probeStrength)
        }
        try scratch.add(probes)
        return _ProbeSystem(solver: scratch, probes: probes)
    }

    static func list(_ parts: [String]) -> String {
        switch parts.count {
        case 0: return ""
        case 1: return parts[0]
        default: return parts.dropLast().joined(separator: ", ") + " and " + parts.last!
        }
    }
}

/// The ambiguity probes' scratch solver, kept with its session (see
/// ``LayoutSession/probeMoves(_:start:)``): the session's constraints plus one probe per
/// candidate variable, in candidate order.
struct _ProbeSystem {
    let solver: Solver
    let probes: [Constraint]
}
