/// Whether Interface Builder up to Xcode 10.1 draws the status bar over a root of an iPhone
/// with a home button that is smaller than the screen (a xib's top-level view, a controller's
/// view at a freeform size): it does when the root is taller than any iPhone is in landscape
/// (414 points, the Plus), where the status bar is hidden, and not over a shorter one. (From
/// Xcode 14.3 it draws it over every such view, and from Xcode 10.2 to 14.2 over none:
/// ``IBSimulatedStatusBar``.)
///
/// Seen in real apps' documents of Xcode 9 to 10.1 on an iPhone 8: top-level views 496 and
/// 570 points high and a freeform controller xib's 600-high view record views on the safe
/// area's top at y 20; top-level views 44 to 351 high, and a storyboard's freeform popover
/// scenes 65 and 200 high (`<size key="freeformSize">`), at y 0. Nothing recorded between 351
/// and 496 says where the line is; 414 is the tallest iPhone's landscape height.
enum IBTallViewStatusBar {
    static let tallestLandscapeIPhone = 414.0

    /// A xib's top-level view smaller than the screen (which has no status bar otherwise).
    static func shown(device: IBDevice, view: IBElement) -> Bool {
        guard drawsByHeight(device), let frame = view.frame else { return false }
        return frame.height > tallestLandscapeIPhone
    }

    /// A controller's view at a freeform size (`holders`: the controller, the view), which
    /// has the status bar otherwise: hidden when short, unless the document shows it.
    static func hidden(device: IBDevice?, holders: [IBElement], view: IBElement) -> Bool {
        guard let device, drawsByHeight(device), let frame = view.frame, frame.height < device.height,
            IBRootSafeArea.statusBar(holders) != true
        else { return false }
        let freeform = holders.contains {
            $0.child(key: "freeformSize") != nil || $0.child(key: "simulatedDestinationMetrics")?.name == "freeformSimulatedSizeMetrics"
        }
        return freeform && frame.height <= tallestLandscapeIPhone
    }

    /// A home-button iPhone in portrait, in a document of Xcode 10.1 or earlier.
    private static func drawsByHeight(_ device: IBDevice) -> Bool {
        guard device.device.family == .phone, !device.landscape, device.device.portraitSafeArea.bottom == 0,
            let tools = device.toolsVersion
        else { return false }
        return tools < IBSimulatedStatusBar.xcode10point2
    }
}
