import TrellisModel

// UIKit folds a scroll view's top and bottom safe-area insets into its adjusted content inset
// (`contentInsetAdjustmentBehavior` `.automatic`, the default), and a view in its content
// takes none of them: Interface Builder records a margins-relative stack 8,000 points down a
// scroll view's content with only its own margins, not the whole part below the home
// indicator added. The content's safe area keeps the left and right insets, which a
// vertically scrolling view does not fold in.

extension _Instantiation {
    /// Whether `view` lies in a scroll view's content: a scroll view is among its ancestors.
    func isInScrollContent(_ view: Int) -> Bool {
        var current = items[view].parent
        var steps = 0
        while let parent = current, steps < items.count {
            if items[parent].view?.isScrollView ?? false { return true }
            current = items[parent].parent
            steps += 1
        }
        return false
    }
}

extension EdgeInsets {
    /// These insets with top and bottom left out: what a scroll view's content keeps.
    var horizontalOnly: EdgeInsets { EdgeInsets(top: 0, left: left, bottom: 0, right: right) }
}
