import TrellisModel

extension ViewItem {
    /// The alignment rect Auto Layout constrains within `frame`: the frame less UIKit's
    /// built-in insets of its controls (a `UISwitch`'s 2 points on the right) or the view's own.
    package func alignmentRect(ofFrame frame: Rect) -> Rect {
        guard let insets = _ControlMetrics.alignmentInsets(of: self) else { return frame }
        return Rect(
            x: frame.x + insets.left, y: frame.y + insets.top,
            width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom
        )
    }
}
