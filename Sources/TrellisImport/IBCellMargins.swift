import TrellisModel

/// The layout margins UIKit gives a table view cell's content view, which Interface Builder
/// simulates for a cell xib or prototype: 11 points top and bottom (15 from Xcode 26,
/// ``IBXcode26``) and, at the sides, the table's margins, which follow the view
/// controller's `systemMinimumLayoutMargins` — 16 in a table narrower than 414 points, 20
/// from 414 up and in regular width (iPad).
/// A collection view cell's content view keeps UIView's 8 on every side.
///
/// IB's recorded frames in real apps show the same: a label on the content view's
/// `leadingMargin` of a 320-wide cell sits at x 16, one on its `topMargin` at y 11
/// (older documents of some projects show 15 at the sides, iOS 10's separator inset,
/// which follows the project's deployment target, something a xib does not say).
///
/// A cell that is a xib's own top-level object takes 20 at the sides on a designed device
/// 414 points wide or more whenever it is wider than Xcode's default 320, whatever its own
/// width: real apps' xibs designed on the iPhone 11 (`retina6_1`) record 331-wide cells'
/// labels on `leadingMargin` at x 20, while their 320-wide cells record x 16, and 331-wide
/// cells designed on the iPhone 8 (`retina4_7`, 375) x 16.
///
/// From Xcode 10.2 (`toolsVersion` 14800) a cell xib of its own wider than its designed
/// iPhone still takes that iPhone's margins: a real app's 600-wide cells designed on an
/// iPhone 8 record labels on `leadingMargin` at x 16 when saved by Xcode 12.5 to 14 (26
/// cells), at x 20 when saved by Xcode 10.0 and 10.1 (14 cells, laid out by their width).
///
/// A cell that is a xib's own top-level object (in no table) of a project whose deployment
/// target is below iOS 11 takes 15 at the sides (top and bottom stay 11): the separator
/// inset of the iOS versions it is built for, which IB simulates from the project's target
/// (``IBDeploymentTarget``), or, with no project file, from the app's own `#available(iOS 11…)`
/// checks, which say it is built for less. Cells of a storyboard's table follow the table (16 or 20)
/// whatever the target. Seen in real apps: standalone cell xibs of an XcodeGen project with
/// `deploymentTarget: iOS: "10.0"` record labels on `leadingMargin` at x 15 and `topMargin`
/// at y 11, while the same project's storyboard cells record x 16; standalone cells of
/// projects built for iOS 11 or later record x 16.
///
/// Documents saved by Xcode 8 or earlier (`toolsVersion` below Xcode 9's 13000) are laid
/// out as iOS 10 did: a content view's own margins are UIView's 8 on every side, and only a
/// content view and cell that both preserve their superview's margins take the table's 15
/// at the sides (a 414-wide prototype cell of an Xcode 8 storyboard records its label on
/// `leadingMargin` at x 15 and `top + 8` at y 8).
enum IBCellMargins {
    static let xcode9 = 13000
    static let iOS11 = IBDeploymentTarget.Version(major: 11)

    static func tableCellContentView(
        width: Double?, device: IBDevice?, cell: IBElement? = nil, content: IBElement? = nil, standalone: Bool = false
    ) -> DirectionalInsets {
        if let tools = device?.toolsVersion, tools < xcode9 {
            let preserved = cell?.flag("preservesSuperviewLayoutMargins") == true && content?.flag("preservesSuperviewLayoutMargins") == true
            let side: Double = preserved ? 15 : 8
            return DirectionalInsets(top: 8, leading: side, bottom: 8, trailing: side)
        }
        if standalone, device?.targets(below: iOS11) == true {
            return DirectionalInsets(top: 11, leading: 15, bottom: 11, trailing: 15)
        }
        var wide = (width ?? 320) >= 414 || device?.device.family == .tablet
        // A cell xib of its own is drawn in a table on the designed device: a 414-point-wide
        // iPhone gives it 20 unless the cell keeps Xcode's default 320 width.
        if standalone, let device, device.width >= 414, (width ?? 320) > 320 { wide = true }
        // From Xcode 10.2 the designed device alone decides for a cell xib of its own: one
        // wider than a narrower iPhone keeps that iPhone's 16.
        if standalone, let device, device.device.family == .phone, let tools = device.toolsVersion,
            tools >= IBSimulatedStatusBar.xcode10point2, device.width < 414
        {
            wide = false
        }
        let side: Double = wide ? 20 : 16
        let vertical = IBXcode26.tableCellVerticalMargin(device)
        return DirectionalInsets(top: vertical, leading: side, bottom: vertical, trailing: cell.map(hasAccessory) == true ? 8 : side)
    }

    /// A cell with an accessory (`accessoryType="disclosureIndicator"`, an `accessoryView`)
    /// has a content view that ends before it, whose trailing margin is UIView's 8, not the
    /// table's: a real app's disclosure cell records a stack on `trailingMargin` 8 from the
    /// end of its 316.5-wide content view (343 − the indicator's 26.5), its leading at 16.
    static func hasAccessory(_ cell: IBElement) -> Bool {
        (cell["accessoryType"].map { $0 != "none" } ?? false) || cell.child(key: "accessoryView") != nil
    }
}
