import UIKit

/// What app code writes by hand: it creates the generated layout in its content view and
/// keeps it to reach the views.
@MainActor
final class ProfileRowContent {
    let layout: ProfileRowLayout

    init(contentView: UIView) {
        layout = ProfileRowLayout(contentView: contentView)
    }

    /// The row height the layout pins.
    static var rowHeight: CGFloat { ProfileRowLayout.height }
}
