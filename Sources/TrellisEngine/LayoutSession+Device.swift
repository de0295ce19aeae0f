import TrellisModel
import TrellisSolver

extension LayoutSession {
    /// Whether ``relayOut(in:fitting:)`` can move this system to another device: nothing
    /// broke (which constraint Auto Layout-style breaking gives up depends on the build,
    /// so a conflicting layout is built again for each device), and no constraint holds or
    /// fails by the device's numbers alone.
    var canRelayOut: Bool {
        broken.isEmpty && constantConflicts.isEmpty && !hasDeviceOnlyConstraint
    }

    /// What the built system depends on besides device values: a system is re-solved only
    /// for an environment with the same key. Size classes count only when the component
    /// has `when` blocks; the direction only when it reads leading or trailing edges.
    struct BuildKey: Hashable {
        var sizeClasses: [SizeClass]
        var rightToLeft: Bool?
        var contentSize: ContentSizeCategory
        var fitsWidth: Bool?
        var fitsHeight: Bool?
    }

    static func buildKey(_ component: _Instantiation, _ environment: Environment, _ fitting: Fitting?) -> BuildKey {
        BuildKey(
            sizeClasses: component.hasSizeClassConstraints ? [environment.horizontalSizeClass, environment.verticalSizeClass] : [],
            rightToLeft: component.readsLayoutDirection ? environment.isRightToLeft : nil,
            contentSize: environment.contentSizeCategory,
            fitsWidth: fitting.map { $0.width != nil }, fitsHeight: fitting.map { $0.height != nil }
        )
    }

    /// Lays the same system out in another environment: the device values change the
    /// constants of the constraints that depend on them, subview guides and text start
    /// again from their first measure, and the solver re-solves incrementally — the same
    /// steps a fresh build takes, without building. Returns false (the session is then
    /// spent) when the environment needs another build (see ``BuildKey``) or a required
    /// constraint cannot hold there; build afresh then, which breaks constraints as Auto
    /// Layout does.
    func relayOut(in environment: Environment, fitting: Fitting?) -> Bool {
        guard canRelayOut,
            Self.buildKey(component, environment, fitting) == Self.buildKey(component, self.environment, self.fitting)
        else { return false }
        let old = deviceValues
        placement = _Placement(component, in: environment, fitting: fitting)
        // Every constant that moves, in one batch: one re-solve instead of one per
        // constraint, and redundant required pairs that follow the same value move together.
        var changes: [(constraint: Constraint, constant: Double)] = []
        for entry in deviceDependent {
            var delta = 0.0
            for term in entry.terms { delta += term.coefficient * (deviceValues[term.value] - old[term.value]) }
            guard delta != 0 else { continue }
            let constraint = built[entry.built]
            guard let constant = solver.constant(of: constraint) else { return false }
            changes.append((constraint, constant + delta))
        }
        for index in subviewGuides.indices {
            let guide = subviewGuides[index]
            let insets = placement.initialInsets(guide.guide, of: guide.view, in: component)
            guard insets != guide.insets else { continue }
            let constants = [-insets.left, -insets.top, insets.left + insets.right, insets.top + insets.bottom]
            for (constraint, constant) in zip(guide.constraints, constants) { changes.append((constraint, constant)) }
            subviewGuides[index].insets = insets
        }
        for index in textViews.indices where textViews[index].measure.isMultiLine {
            let entry = textViews[index]
            let size = entry.measure.intrinsicSize(preferredWidth: nil)
            guard size.width != entry.size.width || size.height != entry.size.height else { continue }
            for constraint in entry.widthConstraints { changes.append((constraint, -size.width)) }
            for constraint in entry.heightConstraints { changes.append((constraint, -size.height)) }
            textViews[index].size = size
        }
        do {
            try solver.setConstants(changes)
        } catch {
            return false
        }
        for change in changes { changedConstants.insert(ObjectIdentifier(change.constraint)) }
        textPasses = 1
        solver.updateValues()
        settleSubviewGuides()
        settleText()
        if let autoHeight { placement.rootHeight = Rect.snap(solver.value(of: autoHeight)) }
        return true
    }
}

extension _Instantiation {
    /// Whether any constraint sits in a `when` block (exists only in some size classes).
    var hasSizeClassConstraints: Bool {
        constraints.contains { !$0.source.sizeClasses.isAlways }
    }

    /// Whether the layout reads leading or trailing edges (a horizontal stack does): only
    /// then does right-to-left build another system.
    var readsLayoutDirection: Bool {
        let directional: Set<LayoutAttribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        if stacks.contains(where: { $0.axis == .horizontal }) { return true }
        return constraints.contains { constraint in
            directional.contains(constraint.firstAttribute) || constraint.secondAttribute.map { directional.contains($0) } == true
        }
    }
}
