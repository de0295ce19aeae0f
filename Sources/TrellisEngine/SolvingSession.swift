import TrellisModel
import TrellisSolver

/// A component's system built and solved once in one environment, into which edits are
/// tried and taken out again (issue 36): the constraints an edit adds go into the solved
/// tableau, the solver re-solves incrementally, the caller reads what they determine, and
/// they come out again — instead of preparing, building and solving the screen once per
/// edit. What the fix-it search lays a candidate out with before it checks it whole.
///
/// Only edits that add constraints are tried here (the same items, the same constraints
/// before them): ``additions(in:)`` is nil for anything else, and for systems that measure
/// again from frames (subview guides, multi-line text) or broke a constraint to go on,
/// where a build is not what the tableau shows; such an edit is laid out afresh.
public final class SolvingSession {
    let prepared: PreparedComponent
    let session: LayoutSession

    /// `prepared` laid out on its own in `environment`, as `check` lays it out (a container
    /// at its fitting size).
    public init(_ prepared: PreparedComponent, in environment: Environment) throws(EngineError) {
        self.prepared = prepared
        session = try prepared.sessionOnItsOwn(in: environment)
    }

    /// The constraints an edit adds, resolved in this session's system.
    public struct Additions {
        let constraints: [Constraint]
        public var count: Int { constraints.count }
    }

    /// The constraints `edited` (this component with constraints added after its own) adds,
    /// resolved in this system; nil when the edit changes anything else, adds a constraint
    /// without variables, or the system is one a trial cannot stand for (see the type).
    public func additions(in edited: PreparedComponent) -> Additions? {
        let base = prepared.instantiation, new = edited.instantiation
        guard session.subviewGuides.isEmpty, !session.textViews.contains(where: { $0.measure.isMultiLine }),
            session.broken.isEmpty, session.constantConflicts.isEmpty,
            new.items.count == base.items.count, new.stacks.count == base.stacks.count,
            new.constraints.count > base.constraints.count,
            new.pinnedWidth == base.pinnedWidth, new.pinnedHeight == base.pinnedHeight, new.autoHeight == base.autoHeight,
            new.containerSelf == base.containerSelf
        else { return nil }
        for id in base.items.indices {
            let a = base.items[id], b = new.items[id]
            guard a.path == b.path, a.kind == b.kind, a.parent == b.parent, a.reference == b.reference, a.guideOwner == b.guideOwner,
                a.view == b.view
            else { return nil }
        }
        for index in base.constraints.indices where !Self.sameConstraint(base.constraints[index], new.constraints[index]) { return nil }
        let environment = session.environment
        let builder = _SystemBuilder(continuing: session.system, at: session.placement)
        var constraints: [Constraint] = []
        for index in base.constraints.count..<new.constraints.count {
            // A `when` block's constraint exists only in its size classes, as in a build.
            guard new.constraints[index].source.sizeClasses.matches(width: environment.horizontalSizeClass, height: environment.verticalSizeClass)
            else { continue }
            let (written, _) = builder.solverConstraint(for: index, of: new)
            let (constraint, _) = builder.substitutingDeviceValues(written)
            // One that holds or fails by the device's numbers alone is decided in a build.
            guard !constraint.expression.terms.isEmpty else { return nil }
            constraints.append(constraint)
        }
        return Additions(constraints: constraints)
    }

    static func sameConstraint(_ a: _Instantiation.Constraint, _ b: _Instantiation.Constraint) -> Bool {
        a.first == b.first && a.firstAttribute == b.firstAttribute && a.relation == b.relation && a.second == b.second
            && a.secondAttribute == b.secondAttribute && a.multiplier == b.multiplier && a.constant == b.constant
            && a.priority == b.priority && a.source.sizeClasses == b.source.sizeClasses
    }

    /// Adds `additions` to the solved system, re-solves incrementally, runs `body` on the
    /// layout with them, and takes them out again. nil (the system unchanged) when a required
    /// one cannot hold with the rest: a build would break one, which a trial does not stand for.
    public func trying<T>(_ additions: Additions, _ body: (SolvingSession) -> T) -> T? {
        let solver = session.solver
        do {
            try solver.add(additions.constraints)
        } catch {
            return nil
        }
        solver.updateValues()
        defer {
            for constraint in additions.constraints { try? solver.remove(constraint) }
            solver.updateValues()
        }
        return body(self)
    }

    /// What of item `path`'s position and size is not determined in the system as it is
    /// now, as its ambiguity diagnostic says it (`LayoutDiagnostic.freeParts`; empty: it is
    /// determined). Probes weaker than any constraint pull the item's variables and its
    /// references' one way, then the other, in this solver, and come out again (an
    /// ambiguity check builds two scratch systems with a probe on every item). nil for an
    /// item the probes do not speak for (unknown, a scroll view's content guide).
    public func freeParts(of path: String) -> [LayoutDiagnostic.FreePart]? {
        let component = session.component
        guard let id = component.items.firstIndex(where: { $0.path == path }), Self.isProbed(component.items[id].kind),
            session.geometry[id].variables?.count == 4
        else { return nil }
        // The item's four slots, then the positions (slots 0 and 1) of every item it is
        // placed relative to, up its chain, as the ambiguity check follows them.
        var pulled: [(item: Int, slot: Int, variable: Variable)] = []
        var next: Int? = id
        var steps = 0
        while let current = next, steps <= component.items.count {
            let item = component.items[current]
            if Self.isProbed(item.kind), let variables = session.geometry[current].variables, variables.count == 4 {
                for slot in current == id ? 0..<4 : 0..<2 { pulled.append((current, slot, variables[slot])) }
            }
            if case .systemGuide = item.kind { next = item.guideOwner } else { next = item.reference }
            if next == current { break }
            steps += 1
        }
        let solver = session.solver
        var moved = Set<Int>()  // indices into `pulled`
        if !solver.holdsFirm(pulled.map(\.variable), againstPullsWeighing: _probeStrength.weight) {
            let start = pulled.map { solver.value(of: $0.variable) }
            for sign in [1.0, -1.0] {
                let probes = pulled.indices.map { i in
                    Constraint(Expression(pulled[i].variable) - (start[i] + sign * (1 + Double(i % 89) / 89)), .equal, strength: _probeStrength)
                }
                guard (try? solver.add(probes)) != nil else { return nil }
                solver.updateValues()
                for i in pulled.indices where abs(solver.value(of: pulled[i].variable) - start[i]) > 1e-7 { moved.insert(i) }
                for probe in probes { try? solver.remove(probe) }
                solver.updateValues()
            }
        }
        var slots = Set<Int>()
        for i in moved {
            let (item, slot, _) = pulled[i]
            if item == id || slot < 2 { slots.insert(slot) }
        }
        return LayoutSession.freeParts(slots, isContent: false)
    }

    /// The kinds whose variables the ambiguity check probes (a content guide only sometimes).
    static func isProbed(_ kind: _Instantiation.Kind) -> Bool {
        switch kind {
        case .view, .stack, .guide, .containerGuide: return true
        case .root, .systemGuide: return false
        }
    }

    /// The frame of the item at `path` in the system as it is now.
    public func frame(of path: String) -> Rect? { session.frame(of: path) }
}
