import TrellisEngine

/// The status bar Interface Builder draws above a full-screen root, which is the top
/// safe-area inset it lays the root out with. It depends on the Xcode that saved the
/// document (`toolsVersion`), not only on the device, as the frames IB recorded show
/// (views pinned to the safe area's top in real apps' xibs and storyboards):
/// - iPhones with a home button (`retina4_0`, `retina4_7`, `retina5_5`) in portrait: a
///   20-pt status bar up to Xcode 10.1 (`toolsVersion` below 14800) and from Xcode 14.3
///   (21701; Xcode 15.0 writes 22154, 15.3 22505, 16.0 23094); none from Xcode 10.2 to
///   14.2 (21507), so a view pinned to the safe area sits at y 0. (A real app's Xcode 16
///   controller xib on an iPhone 8 records a view centred on the safe area 10 pt below the
///   root's centre; another's Xcode 15.3 view xib a stack 8 below the safe area at y 28; a
///   third app's Xcode 14.3 storyboard scene and controller xib record views on the safe
///   area's top at y 20, while its Xcode 14.1 and 14.2 scenes record them at y 0.)
///   Before Xcode 14.3, `<simulatedStatusBarMetrics>` shows it and
///   `<nil key="simulatedStatusBarMetrics"/>` hides it whatever the version; from 14.3 IB
///   draws the status bar whatever an old `nil` says (that Xcode 14.3 xib keeps one and
///   records its views at y 20).
/// - Notched iPhones: before Xcode 14 (below 21000) IB gave every one the iPhone X's 44 pt
///   (an XR / 11 is 48 at run time, a 12 Pro Max 47); from Xcode 14 the device's own inset.
///   The sensor housing stays when the status bar is hidden.
/// - iPads and landscape phones: the device's inset.
/// At run time UIKit uses the device's values (``DeviceCatalog``): these are for comparing
/// with the frames IB recorded (`trellis check --against-ib`), never for `check` on devices.
enum IBSimulatedStatusBar {
    static let xcode10point2 = 14800
    static let xcode14 = 21000
    static let xcode14point3 = 21700

    static func top(device: Device, landscape: Bool, runtimeTop: Double, toolsVersion: Int?, shown: Bool?) -> Double {
        guard device.family == .phone, !landscape else { return runtimeTop }
        let hasHomeButton = device.portraitSafeArea.bottom == 0
        if hasHomeButton {
            if let toolsVersion, toolsVersion >= xcode14point3 { return 20 }
            if let shown { return shown ? 20 : 0 }
            guard let toolsVersion else { return runtimeTop }
            return toolsVersion < xcode10point2 ? 20 : 0
        }
        if let toolsVersion, toolsVersion < xcode14 { return 44 }
        return runtimeTop
    }
}
