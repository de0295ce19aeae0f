import TrellisModel
import TrellisSolver

/// UIKit's system guides, as the engine lays them out.
///
/// The root view (the owner):
/// - `safeArea`: the environment's safe-area insets. A screen that pins its height (a
///   cell's content view) takes no top/bottom insets, one that pins its width no left/right.
/// - `margins`: its own default margin (8) or the system minimum (16 horizontally on a
///   portrait screen narrower than 414 pt, 20 otherwise; 0 vertically), whichever is
///   larger, **plus** the safe-area insets (`insetsLayoutMarginsFromSafeArea`, true).
/// - `readable`: the margins guide, narrowed to at most 672 pt (the readable width at the
///   default Dynamic Type size) and centred; vertically the margins.
/// - `keyboard`: hidden, its top is the safe area's bottom and its height the bottom
///   inset; shown with height H, its top is the root's height − H. Every view's keyboard
///   guide is the root's.
///
/// Any other view V:
/// - `safeArea`: V's overlap with the root's safe area: each inset is how far V reaches
///   into the root's unsafe area on that side (0 when it does not).
/// - `margins`: its `margins` (8 by default, directional) plus, when
///   `insetsLayoutMarginsFromSafeArea` (the default; `marginsIgnoreSafeArea` turns it
///   off), its safe-area insets.
/// - `readable`: its margins guide, at most 672 wide, centred.
/// These depend on V's frame (a maximum, not linear), so they are found the way UIKit
/// finds them: lay out, measure each view against the root's safe area, set the guides'
/// constants and lay out again, until nothing changes (at most a few rounds; each round
/// is a `setConstant` + `update()` of the same solver).
///
/// Scroll views: `frameGuide` is the scroll view's frame; `contentGuide` starts at the
/// scroll view's top-left (content offset zero, no adjusted content inset — an
/// approximation: UIKit's automatic inset adjustment would push content below the
/// status bar) and its size is free: the content size comes out of the solve.
enum _SystemGuides {
    /// Insets from the owning view's frame to the guide's frame, absolute edges.
    static func rootInsets(_ guide: SystemGuide, environment: Environment, rootSafe: EdgeInsets, size: (Double, Double)) -> EdgeInsets {
        switch guide {
        case .safeArea:
            return rootSafe
        case .margins:
            return rootMargins(environment: environment, rootSafe: rootSafe)
        case .readable:
            return readable(margins: rootMargins(environment: environment, rootSafe: rootSafe), width: size.0)
        case .keyboard, .frameGuide, .contentGuide:
            return .zero
        }
    }

    static func rootMargins(environment: Environment, rootSafe: EdgeInsets) -> EdgeInsets {
        let horizontal = max(8, environment.systemMinimumHorizontalMargin)
        let vertical = max(8, 0.0)
        return EdgeInsets(
            top: vertical + rootSafe.top, left: horizontal + rootSafe.left,
            bottom: vertical + rootSafe.bottom, right: horizontal + rootSafe.right
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

    /// The insets of a non-root view's guide, given the view's current frame.
    static func subviewInsets(
        _ guide: SystemGuide, view: ViewItem?, frame: Rect, rootSafeRect: Rect, direction: Environment.LayoutDirection
    ) -> EdgeInsets {
        let safe = overlap(of: frame, safe: rootSafeRect)
        if guide == .safeArea { return safe }
        let own = view?.margins ?? .uikitDefault
        let rtl = direction == .rightToLeft
        var margins = EdgeInsets(
            top: own.top, left: rtl ? own.trailing : own.leading,
            bottom: own.bottom, right: rtl ? own.leading : own.trailing
        )
        if view?.insetsMarginsFromSafeArea ?? true {
            margins.top += safe.top
            margins.left += safe.left
            margins.bottom += safe.bottom
            margins.right += safe.right
        }
        return guide == .readable ? readable(margins: margins, width: frame.width) : margins
    }
}
