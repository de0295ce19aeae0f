import TrellisModel
import TrellisSolver

/// A component laid out in one environment, kept alive so that changes re-solve
/// incrementally: its system is built once (`_SystemBuilder`, an immutable `_BuiltSystem`),
/// added to the solver and solved; then the session settles what is measured from frames
/// (subview guides, multi-line text), moves to other devices by changing the constants that
/// follow device values (``relayOut(in:fitting:)``), and reads frames. A constant change is a
/// `setConstant` + `update()` of the same solver.
///
/// A required constraint that conflicts with the ones before it in build order is broken
/// (relaxed to priority 999, as Auto Layout does) and reported.
public final class LayoutSession {
    /// The built system: the same for every device this session is moved to.
    let system: _BuiltSystem
    /// Where it is laid out now: environment, fitting, the root's size and device values.
    var placement: _Placement
    let solver = Solver()
    /// Subview guides with the insets they hold now (refined after each solve).
    var subviewGuides: [_SubviewGuide]
    /// Views sized by their text, with their sizes as measured now.
    var textViews: [_TextView]
    /// Solves the text took: 1 without multi-line text, else until widths settled.
    public internal(set) var textPasses = 1
    /// Constraints broken to go on.
    var broken: [BrokenConstraint] = []
    /// Constraints whose constant changed since they were built (guide insets settling,
    /// `setConstant`): a scratch solver built from `built` must replay them.
    var changedConstants = Set<ObjectIdentifier>()
    /// Lint's view of the items (`Lint.swift`), made at the first solve's lint.
    lazy var lintItems = _LintItems(component)
    lazy var builtIndex: [ObjectIdentifier: Int] = {
        var index: [ObjectIdentifier: Int] = [:]
        index.reserveCapacity(built.count)
        for (i, c) in built.enumerated() { index[ObjectIdentifier(c)] = i }
        return index
    }()

    /// Where it is laid out now (``relayOut(in:fitting:)`` moves it to another device).
    public var environment: Environment { placement.environment }
    /// Set when a container is laid out at its own fitting size instead of the root's.
    public var fitting: Fitting? { placement.fitting }

    // The built system's parts, by the names the solving and reading code uses.
    var component: _Instantiation { system.component }
    var geometry: [_Geometry] { system.geometry }
    var built: [Constraint] { system.built }
    var origins: [_Origin] { system.origins }
    var modelConstraints: [(built: Int, base: Double)?] { system.modelConstraints }
    var deviceDependent: [_DeviceDependence] { system.deviceDependent }
    var constantConflicts: [Int] { system.constantConflicts }
    var hasDeviceOnlyConstraint: Bool { system.hasDeviceOnlyConstraint }
    var autoHeight: Variable? { system.autoHeight }
    var autoHeightPreference: Constraint? { system.autoHeightPreference }
    var alignmentInsets: [Int: EdgeInsets] { system.alignmentInsets }
    var rootWidth: Double { placement.rootWidth }
    var rootHeight: Double { placement.rootHeight }
    var rootSafe: EdgeInsets { placement.rootSafe }
    var deviceValues: [Double] { placement.deviceValues }
    var isRightToLeft: Bool { placement.isRightToLeft }

    /// Builds `component`'s system for `environment` (and `fitting`), then solves it.
    convenience init(component: _Instantiation, environment: Environment, fitting: Fitting? = nil) throws(EngineError) {
        let placement = _Placement(component, in: environment, fitting: fitting)
        try self.init(system: _SystemBuilder.build(component, at: placement), at: placement)
    }

    /// Solves `system` at `placement` (the placement it was built for).
    init(system: _BuiltSystem, at placement: _Placement) throws(EngineError) {
        self.system = system
        self.placement = placement
        subviewGuides = system.subviewGuides
        textViews = system.textViews
        try addToSolver()
        solver.updateValues()
        settleSubviewGuides()
        settleText()
        if let autoHeight { self.placement.rootHeight = Rect.snap(solver.value(of: autoHeight)) }
    }

    /// A view's margins rect in root coordinates, from its current frame (and, when it
    /// preserves its superview's margins, theirs), for `preservesSuperviewMargins`.
    func marginsRect(of view: Int, depth: Int = 0) -> Rect {
        if view == component.root || depth > component.items.count {
            let insets = _SystemGuides.rootMargins(root: component.rootSettings, environment: environment, rootSafe: rootSafe, width: rootWidth)
            return Rect(
                x: insets.left, y: insets.top,
                width: rootWidth - insets.left - insets.right, height: rootHeight - insets.top - insets.bottom
            )
        }
        let frame = rect(view)
        let item = component.items[view].view
        let inherited =
            (item?.preservesSuperviewMargins ?? false)
            ? component.items[view].parent.map { marginsRect(of: $0, depth: depth + 1) } : nil
        let insets = _SystemGuides.subviewInsets(
            .margins, view: item, frame: frame, rootSafeRect: rootSafeRect, direction: environment.direction,
            superviewMargins: inherited, isStack: component.items[view].kind == .stack,
            inScrollContent: component.isInScrollContent(view)
        )
        return Rect(
            x: frame.x + insets.left, y: frame.y + insets.top,
            width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom
        )
    }

    var rootSafeRect: Rect { placement.rootSafeRect }

    // MARK: Solving

    private func addToSolver() throws(EngineError) {
        do {
            try addAll(to: solver)
        } catch let error as EngineError {
            throw error
        } catch {
            throw .solverFailure("\(error)")
        }
    }

    /// Adds every constraint (but the constant-only conflicts) to `target`, breaking
    /// conflicting required constraints as Auto Layout does; records what broke when the
    /// target is the session's solver.
    func addAll(to target: Solver) throws {
        // Required constraints first, in build order, then the preferences (intrinsic sizes,
        // non-required priorities, stack preferences): each required row can then take a
        // variable no preference has pinned yet as its subject, which saves the simplex most
        // of its pivots (5-10× on a 1,000-view screen). Breaking only involves required
        // constraints, whose order is kept.
        let conflicted = Set(constantConflicts)
        var required: [Constraint] = [], preferences: [Constraint] = []
        required.reserveCapacity(built.count)
        for (index, constraint) in built.enumerated() where !conflicted.contains(index) {
            if constraint.strength.isRequired { required.append(constraint) } else { preferences.append(constraint) }
        }
        let queue = required + preferences
        do {
            try target.add(queue)
        } catch SolverError.unsatisfiable {
            let broke = try target.add(queue, onConflict: .breakConstraint)
            if target === solver { broken = broke }
        }
        guard target !== solver else { return }
        for constraint in built where changedConstants.contains(ObjectIdentifier(constraint)) {
            if let constant = solver.constant(of: constraint) { try target.setConstant(constant, of: constraint) }
        }
    }

    /// Re-measures subview guides against the root's safe area and re-solves until their
    /// insets stop changing (UIKit's safe-area propagation: lay out, update
    /// `safeAreaInsets`, lay out again).
    func settleSubviewGuides() {
        guard !subviewGuides.isEmpty else { return }
        let safeRect = rootSafeRect
        for _ in 0..<4 {
            var changed = false
            for index in subviewGuides.indices {
                let guide = subviewGuides[index]
                let view = component.items[guide.view].view
                let inherited =
                    (view?.preservesSuperviewMargins ?? false) && guide.guide != .safeArea
                    ? component.items[guide.view].parent.map { marginsRect(of: $0) } : nil
                let insets = _SystemGuides.subviewInsets(
                    guide.guide, view: view, frame: rect(guide.view),
                    rootSafeRect: safeRect, direction: environment.direction, superviewMargins: inherited,
                    isStack: component.items[guide.view].kind == .stack,
                    inScrollContent: component.isInScrollContent(guide.view)
                )
                guard insets != guide.insets else { continue }
                let constants = [
                    -insets.left, -insets.top, insets.left + insets.right, insets.top + insets.bottom,
                ]
                for (constraint, constant) in zip(guide.constraints, constants) {
                    if (try? solver.setConstant(constant, of: constraint)) != nil {
                        changedConstants.insert(ObjectIdentifier(constraint))
                    }
                }
                subviewGuides[index].insets = insets
                changed = true
            }
            guard changed else { return }
            solver.updateValues()
        }
    }

    // MARK: Reading

    /// The current frame of an item, in the root's coordinates.
    func rect(_ item: Int) -> Rect {
        let g = geometry[item]
        let value: (Variable) -> Double = { self.value(of: $0) }
        return Rect(
            x: Rect.snap(g.left.evaluate(value)), y: Rect.snap(g.top.evaluate(value)),
            width: Rect.snap(g.width.evaluate(value)), height: Rect.snap(g.height.evaluate(value))
        )
    }

    /// The owner's frame as reported: a container laid out at its fitting size is the
    /// view its owner would be sized to, so the owner is reported at the container's size
    /// (a wireframe then shows the container, not the device around it).
    var rootFrame: Rect {
        guard fitting != nil, let guide = component.containerSelf else { return rect(component.root) }
        let size = rect(guide)
        return Rect(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// Every item's frame. Items with their own variables add their reference's position
    /// to their own (one lookup per variable); the rest evaluate their expressions.
    func absoluteRects() -> [Rect] {
        let count = component.items.count
        var raw = [Rect?](repeating: nil, count: count)
        func position(_ id: Int) -> Rect {
            if let done = raw[id] { return done }
            // Fields read in place, not a copy of the item (its names, source and location).
            var result: Rect
            if let variables = geometry[id].variables, variables.count == 4, component.items[id].kind != .systemGuide(.contentGuide) {
                var origin = (x: 0.0, y: 0.0)
                if let ref = component.items[id].reference, ref != id {
                    let r = position(ref)
                    origin = (r.x, r.y)
                }
                result = Rect(
                    x: solver.value(of: variables[0]) + origin.x, y: solver.value(of: variables[1]) + origin.y,
                    width: solver.value(of: variables[2]), height: solver.value(of: variables[3])
                )
            } else {
                result = rect(id)
            }
            raw[id] = result
            return result
        }
        return pixelAligned(
            (0..<count).map { id in
                var r = id == component.root ? rootFrame : position(id)
                if let insets = alignmentInsets[id] { r = r.outset(by: insets) }
                return Rect(x: Rect.snap(r.x), y: Rect.snap(r.y), width: Rect.snap(r.width), height: Rect.snap(r.height))
            })
    }

    /// The frame of the item at `path` (`avatar.vip`, `owner.safeArea`), or nil. A control
    /// with alignment-rect insets reports its frame, the alignment rect grown by them.
    public func frame(of path: String) -> Rect? {
        guard let id = component.items.firstIndex(where: { $0.path == path }) else { return nil }
        if environment.scale != nil, component.items[id].isView { return absoluteRects()[id] }
        if id == component.root { return rootFrame }
        guard let insets = alignmentInsets[id] else { return rect(id) }
        let r = rect(id).outset(by: insets)
        return Rect(x: Rect.snap(r.x), y: Rect.snap(r.y), width: Rect.snap(r.width), height: Rect.snap(r.height))
    }

    /// Every view and guide, in display order, absolute and relative to its parent.
    public func frames() -> [ItemFrame] {
        let absolute = absoluteRects()
        return component.displayOrder.map { id in
            let item = component.items[id]
            let parentRect = item.parent.map { absolute[$0] } ?? .zero
            return ItemFrame(
                path: item.path, kind: ItemFrame.kindName(item.kind), className: item.className,
                parent: item.parent.map { component.items[$0].path },
                frame: absolute[id], relative: absolute[id].relative(to: parentRect),
                isHidden: item.view?.isHidden ?? false
            )
        }
    }

    // MARK: Changing

    /// The component's own constraints (composites expanded, as instantiated), in the
    /// order ``setConstant(_:forConstraintAt:)`` takes.
    public var constraints: [ConstraintDescription] {
        component.constraints.indices.map { describe(.model($0)) }
    }

    /// Changes the constant of one of the component's constraints (an index into
    /// ``constraints``) and re-solves incrementally: one `setConstant` and one `update()`.
    public func setConstant(_ constant: Double, forConstraintAt index: Int) throws {
        guard modelConstraints.indices.contains(index), let entry = modelConstraints[index] else {
            throw EngineError.unresolved("no solver constraint for constraint #\(index)", at: nil)
        }
        try solver.setConstant(entry.base - constant + deviceOffset(ofBuilt: entry.built), of: built[entry.built])
        changedConstants.insert(ObjectIdentifier(built[entry.built]))
        solver.updateValues()
        settleSubviewGuides()
    }

    /// The index of the first constraint whose instantiated or written text is `text`
    /// (`label.top == button.bottom + 20`), or whose identifier is `text`.
    public func constraintIndex(_ text: String) -> Int? {
        component.constraints.indices.first { index in
            let source = component.constraints[index].source
            return source.identifier == text || ConstraintDescription.written(source) == text
                || describe(.model(index)).text == text
        }
    }

    /// Statistics of the underlying solver.
    public var solverStatistics: SolverStatistics { solver.statistics }
}
