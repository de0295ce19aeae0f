import TrellisModel

/// What UIKit's standard controls report about their own geometry, for the controls
/// whose alignment rect differs from their frame. Auto Layout constrains the alignment
/// rect; `frame` is the alignment rect grown by `alignmentRectInsets`; a control's
/// `intrinsicContentSize` is an alignment-rect size.
///
/// Values, as Interface Builder records them (frames Apple's engine computed in xibs):
/// - `UISlider`: the frame is 2 points wider on each side and 1 point taller (at the
///   bottom) than its alignment rect; intrinsic height 30, no intrinsic width.
/// - `UISwitch`: frame 51 × 31 around a 49 × 31 alignment rect (2 points on the right).
/// - `UISegmentedControl` (iOS 13's): the frame is 1 point taller (at the bottom) than its
///   alignment rect: a height constraint of 24 gives a 25-point frame, and the view below a
///   32-point control in a stack with spacing 10 starts 9 points after its frame.
/// A view's `alignmentInsets` replaces these (and gives any other class insets).
enum _ControlMetrics {
    static func alignmentInsets(of view: ViewItem) -> EdgeInsets? {
        if let insets = view.alignmentInsets { return EdgeInsets(insets) }
        switch view.uikitClass {
        case "UISlider": return EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        case "UISwitch": return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        case "UISegmentedControl": return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        default: return nil
        }
    }

    /// The intrinsic size the view has: the declared one, except that a scrolling
    /// `UITextView` has none (UIKit sizes only a text view with scrolling off to its
    /// text: `scrolls off`); for a control that declares none, its built-in one.
    static func intrinsicSize(of view: ViewItem) -> IntrinsicSize? {
        if view.uikitClass == "UITextView", view.isScrollEnabled { return nil }
        if let declared = view.intrinsicSize { return declared }
        switch view.uikitClass {
        case "UISlider": return IntrinsicSize(width: nil, height: 30)
        case "UISwitch": return IntrinsicSize(width: 49, height: 31)
        default: return barHeights[view.uikitClass].map { IntrinsicSize(width: nil, height: $0) } ?? fixedSizes[view.uikitClass]
        }
    }

    /// Bars size their height themselves and take any width (`noIntrinsicMetric`), as Interface
    /// Builder records them on iOS 11 and later: a search bar 56 (44 before iOS 11), a
    /// navigation bar and a toolbar 44, a tab bar 49 (above the home indicator's inset).
    /// A bar made in code and pinned only on its sides is complete in UIKit, not ambiguous.
    static let barHeights: [String: Double] = ["UISearchBar": 56, "UINavigationBar": 44, "UIToolbar": 44, "UITabBar": 49]

    /// An activity indicator of the default (medium) style is 20 × 20 (the large one 37 × 37,
    /// which IB records in the frame an imported one declares); a picker view's wheels are
    /// 320 × 216 (its `intrinsicContentSize`), so a picker only centred is complete.
    static let fixedSizes: [String: IntrinsicSize] = [
        "UIActivityIndicatorView": IntrinsicSize(width: 20, height: 20), "UIPickerView": IntrinsicSize(width: 320, height: 216),
    ]

    /// Scroll views whose content size is their own business (rows, items, text): an
    /// unconstrained content guide is complete in UIKit, not ambiguous. A plain
    /// `UIScrollView` (or a custom class marked `scrolls`) takes its content size from
    /// constraints, so there it is ambiguous.
    static let contentManagingClasses: Set<String> = ["UITableView", "UICollectionView", "UITextView"]
}

extension Rect {
    /// The frame around an alignment rect with these insets.
    func outset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x - insets.left, y: y - insets.top,
            width: width + insets.left + insets.right, height: height + insets.top + insets.bottom
        )
    }
}
