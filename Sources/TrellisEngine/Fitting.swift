import TrellisModel
import TrellisSolver

/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
/// with `UIView.layoutFittingCompressedSize`: a container laid out at the smallest size
/// its content allows, optionally at a fixed width (a cell in a table of that width).
/// The fitting priority is `fittingSizeLevel` (50): every content constraint above it
/// wins, so a label's hugging (250) and compression resistance (750) decide.
public struct Fitting: Hashable, Sendable {
    /// nil: the width is compressed too; a number: the width is required to be that.
    public var width: Double?
    /// nil: the height is compressed; a number: the height is required to be that (a
    /// container laid out on its own whose content does not hold it open: see
    /// ``PreparedComponent/sessionOnItsOwn(in:)``).
    public var height: Double?
    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }

    /// UIKit's `UILayoutPriority.fittingSizeLevel`.
    static let priority = 50.0
}

extension _SystemBuilder {
    /// The container's guide (`self`) at the root's top-left, its size pulled towards
    /// zero at the fitting priority (or its width fixed).
    mutating func addFittingConstraints(_ guide: Int, _ fitting: Fitting) {
        let g = geometry[guide], root = geometry[component.root]
        make(Constraint(g.left - root.left, .equal), .containerSelf(item: guide))
        make(Constraint(g.top - root.top, .equal), .containerSelf(item: guide))
        let weak = Strength(priority: Fitting.priority)
        // The fixed sides are device values: another device re-solves the same system.
        if fitting.width != nil {
            make(Constraint(g.width - _DeviceValue.fittingWidth.expression, .equal), .containerSelf(item: guide))
        } else {
            make(Constraint(g.width, .equal, strength: weak), .containerSelf(item: guide))
        }
        if fitting.height != nil {
            make(Constraint(g.height - _DeviceValue.fittingHeight.expression, .equal), .containerSelf(item: guide))
        } else {
            make(Constraint(g.height, .equal, strength: weak), .containerSelf(item: guide))
        }
    }
}

extension LayoutSession {
    /// The container's size as laid out (its fitting size when `fitting` is set).
    public var containerSize: (width: Double, height: Double)? {
        guard let guide = component.containerSelf else { return nil }
        let frame = rect(guide)
        return (frame.width, frame.height)
    }
}

extension PreparedComponent {
    /// A component laid out on its own, as `check`, `relayout`, `solve` and `render` do.
    /// A screen takes its root's size. A container is laid out at its fitting size
    /// (`systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)`), except on an axis
    /// where that is not what its user would give it:
    /// - content wider than the device (a multi-line label nothing limits) gets the
    ///   device's width, required, as a table cell gets the table's
    ///   (`withHorizontalFittingPriority: .required`): its text wraps there, the height fits;
    /// - an axis the content does not hold open (compressed to 0: `avatar.edges ==
    ///   self.edges` with nothing sized) is the device's, as before fitting existed: such a
    ///   container is sized by whoever uses it, and at 0 it would only report empty views.
    ///
    /// At most three solves (compressed, then the device's width, then its height); a
    /// container given the device's size on both axes is laid out as `session(in:)` does.
    public func sessionOnItsOwn(in environment: Environment) throws(EngineError) -> LayoutSession {
        try Self.onItsOwn(isContainer: instantiation.containerSelf != nil) { (fitting: Fitting?) throws(EngineError) in
            try self.session(in: environment, fitting: fitting)
        }
    }

    /// The rule above, with `layout` laying the component out in the environment with a
    /// fitting (nil: the device's size): a fresh build, or a built system re-solved
    /// (``LayoutEngine/check(_:on:applyingUpdates:checkingAmbiguity:)``).
    static func onItsOwn(
        isContainer: Bool, _ layout: (Fitting?) throws(EngineError) -> LayoutSession
    ) throws(EngineError) -> LayoutSession {
        guard isContainer else { return try layout(nil) }
        var fitting = Fitting()
        var session = try layout(fitting)
        for _ in 0..<2 {
            guard let size = session.containerSize else { break }
            let (rootWidth, rootHeight) = (session.rootWidth, session.rootHeight)
            var next = fitting
            if next.width == nil, size.width < 0.5 || size.width > rootWidth + 0.5 { next.width = rootWidth }
            if next.height == nil, size.height < 0.5 { next.height = rootHeight }
            guard next != fitting else { break }
            fitting = next
            if fitting.width == rootWidth, fitting.height == rootHeight { return try layout(nil) }
            session = try layout(fitting)
        }
        return session
    }
}

extension _SystemBuilder {
    /// A self-sizing cell: its height is at least 0 and pulled towards 0 at the fitting
    /// priority, so the content's own constraints decide it.
    mutating func addAutoHeightConstraints(_ height: Variable) {
        make(Constraint(Expression(height), .greaterThanOrEqual), .containerSelf(item: component.root))
        let preference = Constraint(Expression(height), .equal, strength: Strength(priority: Fitting.priority))
        make(preference, .containerSelf(item: component.root))
        autoHeightPreference = preference
    }
}

extension LayoutSession {
    /// A self-sizing cell whose content does not decide its height (nothing ties the last
    /// view to the bottom): pulled towards a very tall height instead of a short one, its
    /// height moves. Then UIKit's cell collapses or is ambiguous (a warning, as Xcode's
    /// "Height is ambiguous for the content view" is).
    func autoHeightDiagnostics() -> [LayoutDiagnostic] {
        guard let autoHeight, let preference = autoHeightPreference else { return [] }
        let compressed = solver.value(of: autoHeight)
        guard (try? solver.setConstant(-10_000, of: preference)) != nil else { return [] }
        solver.updateValues()
        let expanded = solver.value(of: autoHeight)
        try? solver.setConstant(0, of: preference)
        solver.updateValues()
        guard abs(expanded - compressed) > 0.5 else { return [] }
        return [
            LayoutDiagnostic(
                kind: .ambiguous, severity: .warning,
                message:
                    "\(environment.name): the height of \(component.name) (height auto) is not decided by its content: it is \(Rect.format(compressed)) pt only because nothing holds it taller; tie the last view's bottom to owner.bottom (or its margin)",
                location: component.items[component.root].location, items: ["owner"]
            )
        ]
    }
}
