import TrellisModel

/// The side margins Interface Builder of Xcode 11 (`toolsVersion` 14800 to 16999, its betas
/// included) draws a table cell xib's own cell with on an iPhone narrower than 414 points:
/// 15, where the Xcodes before and after draw 16. Top and bottom stay 11, and a cell with an
/// accessory keeps UIView's 8 at its trailing side.
///
/// Seen in three real apps, every standalone cell xib of Xcode 11 designed on an iPhone 8
/// (375 wide) with views on its content view's margins: 320-, 387- and 600-wide cells of
/// Xcode 11.0 to 11.5 record labels on `leadingMargin` at x 15 and on `topMargin` at y 11
/// (8 cells, projects built for iOS 10 to 16); the same apps' cells of Xcode 10.x and of
/// Xcode 12 and later on the same iPhone record x 16, and Xcode 11's cells designed on the
/// 414-wide iPhone 11 record 16 (320 wide) and 20 (331 wide), as the other Xcodes do.
///
/// For the comparison only (``InterfaceBuilderRecord/canvasMargins``): the cell runs on the
/// iOS of the device, not Xcode 11's, so its `.layout` keeps the table's 16.
enum IBXcode11CellCanvas {
    static let xcode11 = 14800..<17000

    /// The canvas margins (top, leading, bottom, trailing) of `root` when it is the cell of
    /// a table cell xib of Xcode 11 on a narrow iPhone that sets no margins of its own; nil otherwise.
    static func margins(of root: IBScreenMapper.Root, file: String, device: IBDevice?) -> [Double]? {
        guard file.hasSuffix(".xib"), root.kind == .cell, let cell = root.aliases.first, cell.name == "tableViewCell",
            let defaults = root.defaultMargins, let device, device.device.family == .phone, device.width < 414,
            let tools = device.toolsVersion, xcode11.contains(tools),
            IBScreenMapper.margins(of: cell) == nil, IBScreenMapper.margins(of: root.element) == nil
        else { return nil }
        let trailing = defaults.trailing == defaults.leading ? 15 : defaults.trailing
        return [defaults.top, 15, defaults.bottom, trailing]
    }
}
