import TrellisModel

/// The margins Interface Builder's canvas gives a collection view cell that is a xib's own
/// top-level object: IB hosts it as it hosts any top-level view of a xib, as a view
/// controller's root view, so the cell (and its content view, which fills it) has the
/// system minimum margins at the sides and 0 top and bottom, not UIView's 8. A collection
/// cell in a storyboard's collection view is drawn in its list and keeps 8.
///
/// Seen in a real app: 24 cell xibs of Xcode 10.0 and 10.1 (`toolsVersion` 14313, 14460)
/// designed on an iPhone 8 (375 wide) record views on the cell's `leadingMargin` and
/// `trailingMargin` 16 from its edges in 352- to 375-wide cells, and 20 in 402-, 412- and
/// 600-wide ones, and a view on its `topMargin` at y 0, whether or not the cell preserves
/// its superview's margins. Before Xcode 10.2 IB laid a cell wider than its designed iPhone
/// out at its own width (``IBCellMargins`` has the same change for table cell xibs), which
/// took 20 there; from Xcode 10.2 the designed device decides.
///
/// For the comparison only (`check --against-ib`, through ``InterfaceBuilderRecord/canvasMargins``):
/// on a device UIKit gives a collection cell's content view UIView's 8, which the `.layout`
/// keeps.
enum IBCollectionCellCanvas {
    /// The canvas margins (top, leading, bottom, trailing) of `root` when it is a collection
    /// cell of a xib (`file`) that sets no margins of its own; nil otherwise.
    static func margins(of root: IBScreenMapper.Root, file: String, device: IBDevice?) -> [Double]? {
        guard file.hasSuffix(".xib"), root.kind == .cell, let cell = root.aliases.first, cell.name == "collectionViewCell",
            IBScreenMapper.margins(of: cell) == nil, IBScreenMapper.margins(of: root.element) == nil
        else { return nil }
        let width = cell.frame?.width ?? root.element.frame?.width ?? 320
        var wide = width >= 414 || device?.device.family == .tablet
        // Laid out at its own width: a cell wider than its designed iPhone takes the wide margins.
        if let device, let tools = device.toolsVersion, tools < IBSimulatedStatusBar.xcode10point2, width > device.width {
            wide = true
        }
        let side: Double = wide ? 20 : 16
        return [0, side, 0, side]
    }

    /// `library` with the record's screen given the canvas margins the record keeps, where its
    /// `.layout` sets none, or a table cell's `.layout` has UIKit's (``IBXcode11CellCanvas``).
    static func applying(_ record: InterfaceBuilderRecord, to library: LayoutLibrary) -> LayoutLibrary {
        guard let insets = record.canvasMargins, insets.count == 4, case .screen(var screen)? = library[record.component],
            screen.margins == nil || screen.root == .cell
        else { return library }
        screen.margins = DirectionalInsets(top: insets[0], leading: insets[1], bottom: insets[2], trailing: insets[3])
        var copy = library
        copy.insert(.screen(screen))
        return copy
    }
}
