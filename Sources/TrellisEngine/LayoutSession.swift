import TrellisModel
import TrellisSolver

/// A component laid out in one environment, kept alive so that changes re-solve
/// incrementally: the solver constraints are built once, a constant change is a
/// `setConstant` + `update()` of the same solver.
///
/// Build order (it decides which constraint Auto Layout-style breaking gives up): the
/// required constraints of system guides, the container's own guide, stack views, then
/// the component's required constraints in instantiation order (a used container's before
/// its user's, specs' before the body's, each in file order); then every preference
/// (intrinsic sizes, non-required priorities). A required constraint that conflicts with
/// the ones before it is broken (relaxed to priority 999, as Auto Layout does) and reported.
public final class LayoutSession {
    /// Where it is laid out now (``relayOut(in:fitting:)`` moves it to another device).
    public internal(set) var environment: Environment
    /// Set when a container is laid out at its own fitting size instead of the root's.
    public internal(set) var fitting: Fitting?
    let component: _Instantiation
    let solver = Solver()
    // A session is used from one thread at a time and never lends out references into
    // these arrays: dynamic exclusivity checks on them buy nothing on the build path.
    @exclusivity(unchecked) var geometry: [_Geometry] = []
    var stackIndex: [Int: Int] = [:]
    var rootWidth: Double
    /// The root's height: pinned, the environment's, or (`height auto`) as solved.
    var rootHeight: Double
    /// `height auto`: the root's height variable and its fitting preference.
    let autoHeight: Variable?
    var autoHeightPreference: Constraint?
    var rootSafe: EdgeInsets
    /// This device's numbers for the stand-ins geometry is built with (`_DeviceValue`).
    var deviceValues: [Double] = []
    /// Built constraints whose constants follow the device values.
    var deviceDependent: [_DeviceDependence] = []
    /// A constraint with only device values in it (`owner.width == 400`): whether it holds
    /// is decided per device, so this system is not re-solved for another one.
    var hasDeviceOnlyConstraint = false
    /// Views whose frame is larger than the alignment rect constraints act on (a
    /// `UISlider`): frames are reported grown by these insets.
    let alignmentInsets: [Int: EdgeInsets]
    var isRightToLeft: Bool { environment.isRightToLeft }

    /// Solver constraints and where each came from (parallel arrays), in build order.
    @exclusivity(unchecked) var built: [Constraint] = []
    @exclusivity(unchecked) var origins: [_Origin] = []
    /// Model constraint index → (built index, solver constant when the model constant is 0).
    /// nil where the model constraint made no solver constraint (no variables).
    var modelConstraints: [(built: Int, base: Double)?] = []
    /// Views sized by their text, with the intrinsic constraints to re-measure.
    var textViews: [_TextView] = []
    /// Solves the text took: 1 without multi-line text, else until widths settled.
    public internal(set) var textPasses = 1
    /// Subview guides whose insets follow their view's frame.
    var subviewGuides: [_SubviewGuide] = []
    /// Constraints broken to go on.
    var broken: [BrokenConstraint] = []
    /// Constraints whose constant changed since they were built (guide insets settling,
    /// `setConstant`): a scratch solver built from `built` must replay them.
    var changedConstants = Set<ObjectIdentifier>()
    /// Required constraints with no variables that do not hold (`owner.width == 400` on a
    /// 375-wide device): reported as conflicts with the root's size, never added.
    var constantConflicts: [Int] = []
    /// Lint's view of the items (`Lint.swift`), made at the first solve's lint.
    lazy var lintItems = _LintItems(component)
    lazy var builtIndex: [ObjectIdentifier: Int] = {
        var index: [ObjectIdentifier: Int] = [:]
        index.reserveCapacity(built.count)
        for (i, c) in built.enumerated() { index[ObjectIdentifier(c)] = i }
        return index
    }()

    struct _SubviewGuide {
        var item: Int
        var view: Int
        var guide: SystemGuide
        var constraints: [Constraint]  // left, top, width, height
        var insets: EdgeInsets
    }

    init(component: _Instantiation, environment: Environment, fitting: Fitting? = nil) throws(EngineError) {
        self.component = component
        self.environment = environment
        self.fitting = fitting
        rootWidth = component.pinnedWidth ?? environment.width
        rootHeight = component.pinnedHeight ?? environment.height
        autoHeight = component.autoHeight ? Variable() : nil
        rootSafe = Self.rootSafeArea(of: component, in: environment)
        var insets: [Int: EdgeInsets] = [:]
        for id in component.items.indices where component.items[id].kind == .view {
            if let view = component.items[id].view, let alignment = _ControlMetrics.alignmentInsets(of: view) { insets[id] = alignment }
        }
        alignmentInsets = insets
        deviceValues = currentDeviceValues()
        for (index, stack) in component.stacks.enumerated() { stackIndex[stack.item] = index }
        buildGeometry()
        buildConstraints()
        try addToSolver()
        solver.update()
        settleSubviewGuides()
        settleText()
        if let autoHeight { rootHeight = Rect.snap(solver.value(of: autoHeight)) }
    }

    var rootSettings: _SystemGuides.Root {
        _SystemGuides.Root(kind: component.rootKind, margins: component.rootMargins)
    }

    /// A view's margins rect in root coordinates, from its current frame (and, when it
    /// preserves its superview's margins, theirs), for `preservesSuperviewMargins`.
    func marginsRect(of view: Int, depth: Int = 0) -> Rect {
        if view == component.root || depth > component.items.count {
            let insets = _SystemGuides.rootMargins(root: rootSettings, environment: environment, rootSafe: rootSafe, width: rootWidth)
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
            superviewMargins: inherited, isStack: component.items[view].kind == .stack
        )
        return Rect(
            x: frame.x + insets.left, y: frame.y + insets.top,
            width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom
        )
    }

    var rootSafeRect: Rect {
        Rect(
            x: rootSafe.left, y: rootSafe.top,
            width: rootWidth - rootSafe.left - rootSafe.right, height: rootHeight - rootSafe.top - rootSafe.bottom
        )
    }

    // MARK: Building

    private func buildGeometry() {
        // Each item after the items it is placed relative to (memoised depth-first; a
        // reference cycle, which validation rejects, is cut rather than followed).
        geometry = Array(repeating: .placeholder, count: component.items.count)
        var state = [_GeometryState](repeating: .pending, count: component.items.count)
        for id in component.items.indices { buildGeometry(id, &state) }
    }

    private enum _GeometryState { case pending, building, built }

    private func buildGeometry(_ id: Int, _ state: inout [_GeometryState]) {
        guard state[id] == .pending else { return }
        state[id] = .building
        // (Items are read field by field here and below: copying an item copies its names,
        // view properties and location, per item and per pass.)
        if let reference = component.items[id].reference, reference != id { buildGeometry(reference, &state) }
        if case .systemGuide = component.items[id].kind {
            buildGeometry(component.items[id].guideOwner ?? component.root, &state)
        }
        geometry[id] = makeGeometry(id) { other in state[other] == .built ? geometry[other] : nil }
        state[id] = .built
    }

    private func makeGeometry(_ id: Int, lookup: (Int) -> _Geometry?) -> _Geometry {
        let reference = component.items[id].reference.flatMap { $0 == id ? nil : lookup($0) }
        switch component.items[id].kind {
        case .root:
            return _Geometry(
                left: Expression(constant: 0), top: Expression(constant: 0), width: _DeviceValue.width.expression,
                height: autoHeight.map { Expression($0) } ?? _DeviceValue.height.expression, variables: nil
            )
        case .view, .stack, .guide, .containerGuide:
            return .variables(relativeTo: reference)
        case .systemGuide(let guide):
            let owner = component.items[id].guideOwner ?? component.root
            let og = lookup(owner) ?? .constant(.zero)
            switch guide {
            case .frameGuide:
                return _Geometry(left: og.left, top: og.top, width: og.width, height: og.height, variables: nil)
            case .contentGuide:
                let w = Variable(), h = Variable()
                return _Geometry(left: og.left, top: og.top, width: Expression(w), height: Expression(h), variables: [w, h])
            case .keyboard:
                // As tall as the keyboard, or the bottom safe-area inset when it is hidden.
                let height = _DeviceValue.keyboard.expression
                return _Geometry(
                    left: Expression(constant: 0), top: _DeviceValue.height.expression - height,
                    width: _DeviceValue.width.expression, height: height, variables: nil
                )
            case .safeArea, .margins, .readable:
                if owner == component.root { return rootGuideGeometry(guide) }
                return .variables(relativeTo: og)
            }
        }
    }

    private func buildConstraints() {
        // System guides of subviews: insets from their view, refined after each solve.
        for id in component.items.indices {
            guard case .systemGuide(let guide) = component.items[id].kind, let view = component.items[id].guideOwner,
                view != component.root
            else { continue }
            guard guide == .safeArea || guide == .margins || guide == .readable else { continue }
            let insets = initialInsets(guide, of: view)
            let g = geometry[id], v = geometry[view]
            let constraints = [
                Constraint(g.left - v.left - insets.left, .equal),
                Constraint(g.top - v.top - insets.top, .equal),
                Constraint(g.width - v.width + (insets.left + insets.right), .equal),
                Constraint(g.height - v.height + (insets.top + insets.bottom), .equal),
            ]
            for c in constraints { make(c, .guide(item: id)) }
            subviewGuides.append(_SubviewGuide(item: id, view: view, guide: guide, constraints: constraints, insets: insets))
        }
        if let autoHeight { addAutoHeightConstraints(autoHeight) }
        if let guide = component.containerSelf {
            let g = geometry[guide], root = geometry[component.root]
            if let fitting {
                addFittingConstraints(guide, fitting)
            } else {
                for (a, b) in [(g.left, root.left), (g.top, root.top), (g.width, root.width), (g.height, root.height)] {
                    make(Constraint(a - b, .equal), .containerSelf(item: guide))
                }
            }
        }
        for stack in component.stacks { addStackConstraints(stack) }
        let category = environment.contentSizeCategory
        for id in component.items.indices where component.items[id].kind == .view {
            guard let view = component.items[id].view else { continue }
            if let measure = _TextMeasure.of(view, category: category) {
                addTextConstraints(id, measure)
            } else if let intrinsic = _ControlMetrics.intrinsicSize(of: view) {
                addIntrinsicConstraints(id, intrinsic)
            }
        }
        modelConstraints = Array(repeating: nil, count: component.constraints.count)
        built.reserveCapacity(built.count + component.constraints.count)
        origins.reserveCapacity(origins.count + component.constraints.count)
        let (horizontal, vertical) = (environment.horizontalSizeClass, environment.verticalSizeClass)
        for index in component.constraints.indices {
            // A constraint of a `when` block exists only in its size classes (a trait
            // variation installs it there and nowhere else).
            guard component.constraints[index].source.sizeClasses.matches(width: horizontal, height: vertical) else { continue }
            addModelConstraint(index)
        }
    }

    private func addModelConstraint(_ index: Int) {
        let (constraint, base) = solverConstraint(for: index, of: component)
        if make(constraint, .model(index)) {
            modelConstraints[index] = (built.count - 1, base)
        }
    }

    /// The solver constraint of model constraint `index` of `instantiation` (this session's
    /// component, or one with the same items: a fix-it candidate's), over this session's
    /// geometry, and its constant before the model constant (see `modelConstraints`).
    func solverConstraint(for index: Int, of instantiation: _Instantiation) -> (Constraint, base: Double) {
        // Fields are read in place: copying the whole instantiated constraint (its source
        // text, names and location) per constraint was a noticeable share of the build.
        let first = instantiation.constraints[index].first, firstAttribute = instantiation.constraints[index].firstAttribute
        let multiplier = instantiation.constraints[index].multiplier
        var difference = Expression()
        difference.terms.reserveCapacity(4)
        if let second = instantiation.constraints[index].second, let attribute = instantiation.constraints[index].secondAttribute {
            if multiplier == 1 {
                addDifference(first, firstAttribute, second, attribute, to: &difference)
            } else {
                add(first, firstAttribute, times: 1, to: &difference)
                add(second, attribute, times: -multiplier, to: &difference)
            }
        } else {
            add(first, firstAttribute, times: 1, to: &difference)
        }
        let base = difference.constant
        difference.constant = base - instantiation.constraints[index].constant
        let constraint = Constraint(
            difference, Self.relation(instantiation.constraints[index].relation),
            strength: Strength(priority: Double(instantiation.constraints[index].priority))
        )
        return (constraint, base)
    }

    static func relation(_ relation: TrellisModel.Relation) -> TrellisSolver.Relation {
        switch relation {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }

    /// Queues a constraint with its origin. A constraint without variables is checked
    /// right here: it holds (and is dropped) or, if required, is a conflict with the root's
    /// fixed size. Returns whether it was queued.
    @discardableResult
    func make(_ written: Constraint, _ origin: _Origin) -> Bool {
        let (constraint, dependence) = substitutingDeviceValues(written)
        if constraint.expression.terms.isEmpty {
            if dependence != nil { hasDeviceOnlyConstraint = true }
            if constraint.strength.isRequired, !constraint.isSatisfied(by: { _ in 0 }) {
                built.append(constraint)
                origins.append(origin)
                constantConflicts.append(built.count - 1)
            }
            return false
        }
        built.append(constraint)
        origins.append(origin)
        if let dependence { deviceDependent.append(_DeviceDependence(built: built.count - 1, terms: dependence)) }
        return true
    }

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
                    isStack: component.items[guide.view].kind == .stack
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
            solver.update()
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
        solver.update()
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
