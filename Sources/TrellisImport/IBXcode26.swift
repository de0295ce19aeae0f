/// What Interface Builder draws differently from Xcode 26 on, which lays documents out with
/// iOS 26's UIKit: a table cell's content view has 15-point top and bottom layout margins,
/// not the 11 of iOS 11 to 18. Real apps' frames show it: 15 cells of Xcode 26 storyboards
/// (`toolsVersion` 24506 and 24765) record a label on the content view's `topMargin` at y 15
/// and on its `bottomMargin` 15 from the bottom (a 51.5-high cell around a 21.5-high label,
/// a 31-high one around a label squeezed to 1), where every earlier Xcode's record 11.
///
/// The Xcode is the document's `toolsVersion` (Xcode 16 writes 23xxx, Xcode 26 24xxx), but
/// when the Cocoa Touch plug-in that saved it is older: some documents carry an internal build
/// number (`32700.99.1234`) with Xcode 15's plug-in (22685), and are laid out as Xcode 15 does.
enum IBXcode26 {
    static let toolsVersion = 24000

    /// Whether the document was saved by Xcode 26 or later.
    static func saved(_ device: IBDevice?) -> Bool {
        guard let tools = device?.toolsVersion, tools >= toolsVersion else { return false }
        return device?.pluginVersion.map { $0 >= toolsVersion } ?? true
    }

    /// The top and bottom layout margins of a table cell's content view on IB's canvas.
    static func tableCellVerticalMargin(_ device: IBDevice?) -> Double {
        saved(device) ? 15 : 11
    }
}
