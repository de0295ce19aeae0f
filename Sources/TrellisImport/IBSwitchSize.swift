import TrellisEngine

/// A switch's size is UIKit's own (it keeps it whatever its frame is set to), and it changed
/// with iOS 26: Interface Builder records switches 51 × 31 up to Xcode 16 and 63 × 28 from
/// Xcode 26, which lays documents out with iOS 26's controls. The engine's built-in size
/// (``_ControlMetrics``) is the older one, so a switch recorded at another size takes that
/// size, less the 2 points at the right that are not part of its alignment rect in both:
/// a real app's Xcode 26 switch on `trailing − 20` of a 374-wide cell records x 293 and
/// width 63, its frame ending at 356 and its alignment rect at 354.
enum IBSwitchSize {
    /// UIKit's switch frame before iOS 26, which the engine gives a switch that declares none.
    static let builtIn = (width: 51.0, height: 31.0)
    static let trailingInset = 2.0

    /// The intrinsic size (an alignment-rect size) of a `<switch>` recorded at `frame`:
    /// nil when it is the built-in one.
    static func intrinsicSize(frame: Rect) -> (width: Double?, height: Double?)? {
        let sameSize = abs(frame.width - builtIn.width) <= 0.5 && abs(frame.height - builtIn.height) <= 0.5
        guard !sameSize, frame.width > trailingInset, frame.height > 0 else { return nil }
        return (frame.width - trailingInset, frame.height)
    }
}
