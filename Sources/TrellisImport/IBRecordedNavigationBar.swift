/// The navigation bar Interface Builder recorded in a navigation controller
/// (`<navigationBar key="navigationBar">` and its frame) is the bar it drew over the scenes in
/// it. One recorded at the controller's top (y 0) has nothing above it: IB drew the
/// navigation controller as a sheet, whose bar is 56 points tall from iOS 13, or with no
/// status bar. The scenes in it then take the bar's recorded height as their top inset, not
/// the simulated status bar plus a 44-point bar.
///
/// Seen in real apps: an Xcode 14 storyboard on the 6.7" iPhone records three such
/// controllers' bars at (0, 0, 428 × 56) and their scenes' views on the top layout guide at
/// y 56 (the status bar and a 44-point bar gave 91); a bar at (0, 0, 428 × 44) in the same
/// file, views at y 44; an internal Xcode's at (0, 0, 375 × 56) on an iPhone 8, y 56.
/// Every bar recorded lower (at the status bar's 20, 44, 47 or 48) had its scenes' views at
/// its bottom, as the simulated status bar already gives. Documents older than Xcode 11
/// (no sheets) record bars at y 0 under a status bar, so they are left out.
enum IBRecordedNavigationBar {
    /// The height of the bar `navigationController` records at its top, when it records one
    /// there that is shown: the top inset of its scenes (``IBRootSafeArea/Navigation``).
    static func heightAtTop(of navigationController: IBElement) -> Double? {
        guard navigationController["navigationBarHidden"] != "YES",
            let frame = navigationController.child("navigationBar", key: "navigationBar")?.frame,
            frame.y == 0, frame.height > 0
        else { return nil }
        return frame.height
    }

    /// The top inset IB gave a scene under `navigation`'s bar recorded at its top, when the
    /// scene sets no top bar of its own and the document is from Xcode 11 on; nil otherwise.
    static func topInset(navigation: IBRootSafeArea.Navigation?, holders: [IBElement], device: IBDevice?) -> Double? {
        guard case .translucent(let barAtTop?) = navigation,
            let toolsVersion = device?.toolsVersion, toolsVersion >= IBSimulatedStatusBar.xcode10point2,
            !holders.contains(where: { $0.child(key: "simulatedTopBarMetrics") != nil })
        else { return nil }
        return barAtTop
    }
}
