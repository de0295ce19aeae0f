import TrellisModel
import TrellisSolver

/// UIKit's system guides, as the engine lays them out.
///
/// The root view (the owner), by the screen's `root` kind:
/// - `safeArea`: the screen's `safeArea` when it gives one. Otherwise a view controller's
///   or plain view's root takes the environment's insets — except on a side the screen
///   pins (`height` drops top and bottom, `width` left and right: such a root is not
///   device-sized) — and a cell's content view none (the table view, not the cell, meets
///   the screen edges).
/// - `margins`, then the safe-area insets added (`insetsLayoutMarginsFromSafeArea`):
///   - view controller root (`root controller`, the default): UIKit's
///     `systemMinimumLayoutMargins`, 0 top and bottom, 16 or 20 leading and trailing
///     (``Environment/systemMinimumHorizontalMargin``); a `margins` statement raises
///     them (each side is the larger of the two: `viewRespectsSystemMinimumLayoutMargins`).
///   - cell content view (`root cell`) and plain view (`root view`): 8 on every side, or
///     the screen's `margins`.
/// - `readable`: the margins guide, narrowed to at most 672 pt (the readable width at the
///   default Dynamic Type size) and centred; vertically the margins.
/// - `keyboard`: hidden, its top is the safe area's bottom and its height the bottom
///   inset; shown with height H, its top is the root's height − H. Every view's keyboard
///   guide is the root's.
///
/// Any other view V:
/// - `safeArea`: V's overlap with the root's safe area: each inset is how far V reaches
///   into the root's unsafe area on that side (0 when it does not); in a scroll view's
///   content, top and bottom are 0 (the scroll view's adjusted content inset holds them).
/// - `margins`: its `margins` (8 by default, 0 for a stack, directional) plus, when
///   `insetsLayoutMarginsFromSafeArea` (the default; `marginsIgnoreSafeArea` turns it
///   off), its safe-area insets; with `preservesSuperviewMargins`, each side at least as
///   far as its superview's margins reach into it.
/// - `readable`: its margins guide, at most 672 wide, centred.
/// These depend on V's frame (a maximum, not linear), so they are found the way UIKit
/// finds them: lay out, measure each view against the root's safe area, set the guides'
/// constants and lay out again, until nothing changes (at most a few rounds; each round
/// is a `setConstant` + `update()` of the same solver).
///
/// Scroll views: `frameGuide` is the scroll view's frame (table, collection and text views
/// size their own content, so their content guide needs no constraints); `contentGuide` starts at the
/// scroll view's top-left (content offset zero, no adjusted content inset — an
/// approximation: UIKit's automatic inset adjustment would push content below the
/// status bar) and its size is free: the content size comes out of the solve.
enum _SystemGuides {
    /// What decides the root's guides besides the environment.
    struct Root {
        var kind: RootKind
        var margins: DirectionalInsets?
    }

    /// Insets from the owning view's frame to the guide's frame, absolute edges.
    static func rootInsets(
        _ guide: SystemGuide, root: Root, environment: Environment, rootSafe: EdgeInsets, size: (Double, Double)
    ) -> EdgeInsets {
        switch guide {
        case .safeArea:
            return rootSafe
        case .margins:
            return rootMargins(root: root, environment: environment, rootSafe: rootSafe, width: size.0)
        case .readable:
            return readable(margins: rootMargins(root: root, environment: environment, rootSafe: rootSafe, width: size.0), width: size.0)
        case .keyboard, .frameGuide, .contentGuide:
            return .zero
        }
    }

    /// The root's safe-area insets (see the type's documentation).
    static func rootSafeArea(
        kind: RootKind, explicit: AbsoluteInsets?, environment: Environment, pinnedWidth: Bool, pinnedHeight: Bool
    ) -> EdgeInsets {
        if let explicit { return EdgeInsets(explicit) }
        if kind == .cell { return .zero }
        var safe = environment.safeArea
        if pinnedHeight { safe.top = 0; safe.bottom = 0 }
        if pinnedWidth { safe.left = 0; safe.right = 0 }
        return safe
    }

    static func rootMargins(root: Root, environment: Environment, rootSafe: EdgeInsets, width: Double) -> EdgeInsets {
        var margins: EdgeInsets
        switch root.kind {
        case .controller:
            let minimum = environment.systemMinimumHorizontalMargin(rootWidth: width)
            let own = root.margins.map { absolute($0, environment.direction) } ?? .zero
            margins = EdgeInsets(
                top: max(own.top, 0), left: max(own.left, minimum), bottom: max(own.bottom, 0), right: max(own.right, minimum)
            )
        case .cell, .view:
            margins = absolute(root.margins ?? .uikitDefault, environment.direction)
        }
        return EdgeInsets(
            top: margins.top + rootSafe.top, left: margins.left + rootSafe.left,
            bottom: margins.bottom + rootSafe.bottom, right: margins.right + rootSafe.right
        )
    }

    /// Directional insets on absolute edges: leading is the right edge right-to-left.
    static func absolute(_ insets: DirectionalInsets, _ direction: Environment.LayoutDirection) -> EdgeInsets {
        let rtl = direction == .rightToLeft
        return EdgeInsets(
            top: insets.top, left: rtl ? insets.trailing : insets.leading,
            bottom: insets.bottom, right: rtl ? insets.leading : insets.trailing
        )
    }

    /// The margins, with the horizontal span capped at the readable width and centred.
    static func readable(margins: EdgeInsets, width: Double) -> EdgeInsets {
        var insets = margins
        let span = width - margins.left - margins.right
        if span > Environment.readableWidth {
            let extra = (span - Environment.readableWidth) / 2
            insets.left += extra
            insets.right += extra
        }
        return insets
    }

    /// How far `frame` reaches into the unsafe area around `safe` on each side.
    static func overlap(of frame: Rect, safe: Rect) -> EdgeInsets {
        func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), max(0, limit)) }
        return EdgeInsets(
            top: clamp(safe.minY - frame.minY, frame.height),
            left: clamp(safe.minX - frame.minX, frame.width),
            bottom: clamp(frame.maxY - safe.maxY, frame.height),
            right: clamp(frame.maxX - safe.maxX, frame.width)
        )
    }

    /// The insets of a non-root view's guide, given the view's current frame and, for a
    /// view that `preservesSuperviewMargins`, its superview's margins rect: then each
    /// margin is at least how far the superview's margin reaches into the view
    /// (`preservesSuperviewLayoutMargins`). A view in a scroll view's content takes no top or
    /// bottom safe-area inset (`SystemGuides+ScrollContent.swift`).
    static func subviewInsets(
        _ guide: SystemGuide, view: ViewItem?, frame: Rect, rootSafeRect: Rect, direction: Environment.LayoutDirection,
        superviewMargins: Rect? = nil, isStack: Bool = false, inScrollContent: Bool = false
    ) -> EdgeInsets {
        let reach = overlap(of: frame, safe: rootSafeRect)
        let safe = inScrollContent ? reach.horizontalOnly : reach
        if guide == .safeArea { return safe }
        // A UIStackView's layout margins are 0 unless set (Interface Builder records views on a
        // stack's margins at its edges), not UIView's 8.
        var margins = absolute(view?.margins ?? (isStack ? DirectionalInsets(all: 0) : .uikitDefault), direction)
        if view?.insetsMarginsFromSafeArea ?? true {
            margins.top += safe.top
            margins.left += safe.left
            margins.bottom += safe.bottom
            margins.right += safe.right
        }
        if let superviewMargins {
            let inherited = overlap(of: frame, safe: superviewMargins)
            margins = EdgeInsets(
                top: max(margins.top, inherited.top), left: max(margins.left, inherited.left),
                bottom: max(margins.bottom, inherited.bottom), right: max(margins.right, inherited.right)
            )
        }
        return guide == .readable ? readable(margins: margins, width: frame.width) : margins
    }
}
