import TrellisModel

/// A table cell's content view with layout margins of its own that also preserves its
/// superview's (`preservesSuperviewLayoutMargins="YES"` on the content view and on the cell)
/// takes at each side the larger of its own margin and the one UIKit gives a cell's content
/// view (``IBCellMargins``: the table's at the sides, 11 top and bottom), as
/// `preservesSuperviewLayoutMargins` does: the superview's margin counts where it reaches
/// further into the view.
///
/// Seen in a real app: nine cells designed on the iPhone 11 (414 wide, the table's margins
/// 20) whose content views set 16 at every side and preserve their superview's margins
/// record views on `leadingMargin` and `trailingMargin` 20 from the content view's edges and
/// on `topMargin` at 16; one that sets 8 top and bottom records its card on `topMargin` at
/// y 11; its cells that set 32 and preserve nothing keep 32.
enum IBCellPreservedMargins {
    /// The content view's margins: `own`, each side at least `cell`'s default where both the
    /// content view and the cell preserve their superview's margins.
    static func contentView(own: DirectionalInsets, defaults: DirectionalInsets?, content: IBElement, cell: IBElement?) -> DirectionalInsets {
        guard let defaults, let cell, content.flag("preservesSuperviewLayoutMargins") == true,
            cell.flag("preservesSuperviewLayoutMargins") == true
        else { return own }
        return DirectionalInsets(
            top: max(own.top, defaults.top), leading: max(own.leading, defaults.leading),
            bottom: max(own.bottom, defaults.bottom), trailing: max(own.trailing, defaults.trailing)
        )
    }
}
