import TrellisModel
import TrellisSolver

/// Where a component is laid out: the environment, a container's fitting, and what follows
/// from them before anything is solved — the root's size and safe area and the device's
/// numbers for the stand-ins geometry is built with (`_DeviceValue`). A build reads one; a
/// session moves to another per device (``LayoutSession/relayOut(in:fitting:)``).
struct _Placement {
    var environment: Environment
    /// Set when a container is laid out at its own fitting size instead of the root's.
    var fitting: Fitting?
    var rootWidth: Double
    /// The root's height: pinned, the environment's, or (`height auto`) as solved.
    var rootHeight: Double
    var rootSafe: EdgeInsets
    /// This device's numbers for the stand-ins, by `_DeviceValue`.
    private(set) var deviceValues: [Double] = []

    init(_ component: _Instantiation, in environment: Environment, fitting: Fitting?) {
        self.environment = environment
        self.fitting = fitting
        rootWidth = component.pinnedWidth ?? environment.width
        rootHeight = component.pinnedHeight ?? environment.height
        rootSafe = Self.rootSafeArea(of: component, in: environment)
        deviceValues = currentDeviceValues(component)
    }

    var isRightToLeft: Bool { environment.isRightToLeft }

    var rootSafeRect: Rect {
        Rect(
            x: rootSafe.left, y: rootSafe.top,
            width: rootWidth - rootSafe.left - rootSafe.right, height: rootHeight - rootSafe.top - rootSafe.bottom
        )
    }

    /// The root's safe-area insets in `environment` (explicit, a cell's none, or the
    /// device's less the sides the component pins).
    static func rootSafeArea(of component: _Instantiation, in environment: Environment) -> EdgeInsets {
        _SystemGuides.rootSafeArea(
            kind: component.rootKind, explicit: component.rootSafeArea, environment: environment,
            pinnedWidth: component.pinnedWidth != nil, pinnedHeight: component.pinnedHeight != nil || component.autoHeight
        )
    }

    /// A subview guide's insets before the first solve: measured against the root's safe
    /// rect, then refined from the view's frame (`settleSubviewGuides`).
    func initialInsets(_ guide: SystemGuide, of view: Int, in component: _Instantiation) -> EdgeInsets {
        _SystemGuides.subviewInsets(
            guide, view: component.items[view].view, frame: rootSafeRect, rootSafeRect: rootSafeRect,
            direction: environment.direction, isStack: component.items[view].kind == .stack
        )
    }

    /// The device values of this environment and fitting, by `_DeviceValue`.
    private func currentDeviceValues(_ component: _Instantiation) -> [Double] {
        var values = [Double](repeating: 0, count: _DeviceValue.allCases.count)
        values[_DeviceValue.width.rawValue] = rootWidth
        values[_DeviceValue.height.rawValue] = rootHeight
        values[_DeviceValue.keyboard.rawValue] = environment.keyboardHeight ?? rootSafe.bottom
        for guide in [SystemGuide.safeArea, .margins, .readable] {
            guard let slots = _DeviceValue.insets(of: guide) else { continue }
            let insets = _SystemGuides.rootInsets(
                guide, root: component.rootSettings, environment: environment, rootSafe: rootSafe, size: (rootWidth, rootHeight)
            )
            values[slots.top.rawValue] = insets.top
            values[slots.left.rawValue] = insets.left
            values[slots.bottom.rawValue] = insets.bottom
            values[slots.right.rawValue] = insets.right
        }
        values[_DeviceValue.fittingWidth.rawValue] = fitting?.width ?? 0
        values[_DeviceValue.fittingHeight.rawValue] = fitting?.height ?? 0
        return values
    }
}

extension _Instantiation {
    /// What the root's system guides are measured from: its kind and its own margins.
    var rootSettings: _SystemGuides.Root {
        _SystemGuides.Root(kind: rootKind, margins: rootMargins)
    }
}
