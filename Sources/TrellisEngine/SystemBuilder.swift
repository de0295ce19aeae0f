import TrellisModel
import TrellisSolver

/// Builds a component's solver system for one placement, solving nothing: the geometry of
/// every item, then the constraints, handed over as an immutable `_BuiltSystem` that a
/// ``LayoutSession`` solves.
///
/// Build order (it decides which constraint Auto Layout-style breaking gives up): the
/// required constraints of system guides, the container's own guide, stack views, then
/// the component's required constraints in instantiation order (a used container's before
/// its user's, specs' before the body's, each in file order); then every preference
/// (intrinsic sizes, non-required priorities). A required constraint that conflicts with
/// the ones before it is broken (relaxed to priority 999, as Auto Layout does) when the
/// session adds them.
struct _SystemBuilder {
    let component: _Instantiation
    let placement: _Placement
    let autoHeight: Variable?
    private(set) var stackIndex: [Int: Int] = [:]
    private(set) var geometry: [_Geometry] = []
    private(set) var built: [Constraint] = []
    private(set) var origins: [_Origin] = []
    private(set) var modelConstraints: [(built: Int, base: Double)?] = []
    private(set) var deviceDependent: [_DeviceDependence] = []
    private(set) var hasDeviceOnlyConstraint = false
    private(set) var constantConflicts: [Int] = []
    var subviewGuides: [_SubviewGuide] = []
    var textViews: [_TextView] = []
    var autoHeightPreference: Constraint?

    var environment: Environment { placement.environment }
    var fitting: Fitting? { placement.fitting }
    var isRightToLeft: Bool { placement.isRightToLeft }
    var deviceValues: [Double] { placement.deviceValues }

    /// `component`'s system at `placement`.
    static func build(_ component: _Instantiation, at placement: _Placement) -> _BuiltSystem {
        var builder = _SystemBuilder(component, at: placement, autoHeight: component.autoHeight ? Variable() : nil)
        builder.buildGeometry()
        builder.buildConstraints()
        var insets: [Int: EdgeInsets] = [:]
        for id in component.items.indices where component.items[id].kind == .view {
            if let view = component.items[id].view, let alignment = _ControlMetrics.alignmentInsets(of: view) { insets[id] = alignment }
        }
        return _BuiltSystem(
            component: component, geometry: builder.geometry, stackIndex: builder.stackIndex, built: builder.built,
            origins: builder.origins, modelConstraints: builder.modelConstraints, deviceDependent: builder.deviceDependent,
            hasDeviceOnlyConstraint: builder.hasDeviceOnlyConstraint, constantConflicts: builder.constantConflicts,
            subviewGuides: builder.subviewGuides, textViews: builder.textViews, autoHeight: builder.autoHeight,
            autoHeightPreference: builder.autoHeightPreference, alignmentInsets: insets
        )
    }

    private init(_ component: _Instantiation, at placement: _Placement, autoHeight: Variable?) {
        self.component = component
        self.placement = placement
        self.autoHeight = autoHeight
        for (index, stack) in component.stacks.enumerated() { stackIndex[stack.item] = index }
    }

    /// A builder over `system`'s geometry at `placement`, to resolve constraints that are not
    /// part of it into its variables (an edit's, tried in a solved system: `SolvingSession`).
    init(continuing system: _BuiltSystem, at placement: _Placement) {
        component = system.component
        self.placement = placement
        autoHeight = system.autoHeight
        stackIndex = system.stackIndex
        geometry = system.geometry
    }

    // MARK: Geometry

    private mutating func buildGeometry() {
        // Each item after the items it is placed relative to (memoised depth-first; a
        // reference cycle, which validation rejects, is cut rather than followed).
        geometry = Array(repeating: .placeholder, count: component.items.count)
        var state = [_GeometryState](repeating: .pending, count: component.items.count)
        for id in component.items.indices { buildGeometry(id, &state) }
    }

    private enum _GeometryState { case pending, building, built }

    private mutating func buildGeometry(_ id: Int, _ state: inout [_GeometryState]) {
        guard state[id] == .pending else { return }
        state[id] = .building
        // (Items are read field by field here and below: copying an item copies its names,
        // view properties and location, per item and per pass.)
        if let reference = component.items[id].reference, reference != id { buildGeometry(reference, &state) }
        if case .systemGuide = component.items[id].kind {
            buildGeometry(component.items[id].guideOwner ?? component.root, &state)
        }
        let made = makeGeometry(id) { other in state[other] == .built ? geometry[other] : nil }
        geometry[id] = made
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

    /// A root guide's rect in device values: `insets` in from the root's edges (with
    /// `height auto`, from the root's height variable).
    func rootGuideGeometry(_ guide: SystemGuide) -> _Geometry {
        guard let slots = _DeviceValue.insets(of: guide) else { return .constant(.zero) }
        let width = _DeviceValue.width.expression - slots.left.expression - slots.right.expression
        let height =
            (autoHeight.map { Expression($0) } ?? _DeviceValue.height.expression)
            - slots.top.expression - slots.bottom.expression
        return _Geometry(left: slots.left.expression, top: slots.top.expression, width: width, height: height, variables: nil)
    }

    // MARK: Constraints

    private mutating func buildConstraints() {
        // System guides of subviews: insets from their view, refined after each solve.
        for id in component.items.indices {
            guard case .systemGuide(let guide) = component.items[id].kind, let view = component.items[id].guideOwner,
                view != component.root
            else { continue }
            guard guide == .safeArea || guide == .margins || guide == .readable else { continue }
            let insets = placement.initialInsets(guide, of: view, in: component)
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
        // A stack sizes by its arranged views; one arranging none that has a size of its own (IB's
        // placeholder or a subclass's `intrinsicContentSize`, for the views its class arranges at run time) has that.
        for stack in component.stacks where stack.arranged.isEmpty {
            if let intrinsic = component.items[stack.item].view?.intrinsicSize { addIntrinsicConstraints(stack.item, intrinsic) }
        }
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

    private mutating func addModelConstraint(_ index: Int) {
        let (constraint, base) = solverConstraint(for: index, of: component)
        if make(constraint, .model(index)) {
            modelConstraints[index] = (built.count - 1, base)
        }
    }

    /// Queues a constraint with its origin. A constraint without variables is checked
    /// right here: it holds (and is dropped) or, if required, is a conflict with the root's
    /// fixed size. Returns whether it was queued.
    @discardableResult
    mutating func make(_ written: Constraint, _ origin: _Origin) -> Bool {
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
}
