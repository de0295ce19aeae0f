/// The margins Interface Builder's canvas gives a table's header or footer view
/// (`<view key="tableHeaderView">`), imported as a root of its own: UIView's 8 on every side,
/// as at run time. The table holds it; IB does not host it as a view controller's root the
/// way it hosts a xib's top-level view (16 or 20 at the sides, ``IBComparison``), so the
/// comparison must not give it those.
///
/// Seen in real apps: a header of an Xcode 10.1 storyboard's table (375 wide) records an
/// icon on its `leadingMargin` + 8 at x 16 and a disclosure on its `trailingMargin` − 8 at
/// 16 from its end; one of an Xcode 15 storyboard (414 wide) a label on `leadingMargin` at x 8.
enum IBTableHeaderCanvas {
    static func margins(of root: IBScreenMapper.Root) -> [Double]? {
        guard root.kind == .view, let key = root.element["key"], key == "tableHeaderView" || key == "tableFooterView",
            IBScreenMapper.margins(of: root.element) == nil
        else { return nil }
        return [8, 8, 8, 8]
    }
}
