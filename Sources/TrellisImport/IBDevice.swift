import TrellisEngine

/// The device an Interface Builder document is designed on (`<device id="retina6_1"
/// orientation="portrait">`): the catalog's device for IB's id, in that orientation, the
/// pixel scale IB snaps its recorded frames to, and the Xcode that saved the document
/// (`toolsVersion`), whose simulated status bar can differ from the device's at run time.
struct IBDevice: Sendable {
    var id: String
    var device: Device
    var landscape: Bool
    /// The document's `toolsVersion`, its leading number (`14490.70` → 14490); nil when absent.
    var toolsVersion: Int?
    /// The version of IB's Cocoa Touch plug-in that saved the document (`<plugIn
    /// identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="24743"/>`); nil when absent.
    var pluginVersion: Int?
    /// The project's iOS deployment target, which IB lays a document out for (nil: unknown).
    var deploymentTarget: IBDeploymentTarget.Version?
    /// With no project to state the target: the lowest iOS version the app's sources check
    /// with `#available`, which the target is below (``IBDeploymentTarget/availabilityBound(in:)``).
    var deploymentTargetBound: IBDeploymentTarget.Bound?

    init?(id: String?, landscape: Bool, toolsVersion: String? = nil) {
        guard let id, let device = DeviceCatalog.device(interfaceBuilderID: id) ?? Self.legacy[id.lowercased()] else { return nil }
        self.id = id
        self.device = device
        self.landscape = landscape
        self.toolsVersion = toolsVersion.flatMap { Int($0.split(separator: ".").first ?? "") }
    }

    /// The plug-in version a document states (`IBCocoaTouchPlugin`), its leading number.
    static func pluginVersion(in document: IBElement) -> Int? {
        let plugIn = document.child("dependencies")?.children("plugIn").first { $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin" }
        return plugIn?["version"].flatMap { Int($0.split(separator: ".").first ?? "") }
    }

    /// Whether the document is built for an iOS below `version`: the project's target says,
    /// or, with none, an availability check of the app's for `version` or lower.
    func targets(below version: IBDeploymentTarget.Version) -> Bool {
        if let deploymentTarget { return deploymentTarget < version }
        return deploymentTargetBound.map { $0.version <= version } ?? false
    }

    var environment: Environment { device.environment(landscape ? .landscape : .portrait) }
    var width: Double { environment.width }
    var height: Double { environment.height }

    /// Safe-area insets (top, left, bottom, right) IB gives a full-screen root without bars,
    /// with its simulated status bar: `statusBar` true or false when the document says
    /// (`<simulatedStatusBarMetrics>` / `<nil key="simulatedStatusBarMetrics"/>`), nil to infer.
    func safeArea(statusBar: Bool? = nil) -> [Double] {
        var insets = environment.safeArea
        insets.top = IBSimulatedStatusBar.top(
            device: device, landscape: landscape, runtimeTop: insets.top, toolsVersion: toolsVersion, shown: statusBar)
        if landscape, insets.left > 0, let toolsVersion, toolsVersion < IBSimulatedStatusBar.xcode14 {
            // The same 44-pt housing, on the side, in landscape.
            insets.left = 44
            insets.right = 44
        }
        return [insets.top, insets.left, insets.bottom, insets.right]
    }

    /// Screens older documents are designed on that the catalog (today's devices) leaves
    /// out: `retina3_5`, the 320 × 480 iPhone 4s (a 20-point status bar, 2x).
    static let legacy: [String: Device] = [
        "retina3_5": Device(
            id: "iPhone-4s", displayName: "iPhone 4s", family: .phone, width: 320, height: 480,
            portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: .zero, interfaceBuilderIDs: ["retina3_5"], scale: 2)
    ]

    /// Interface Builder's 3x devices; the others (iPhone 8, XR / 11, every iPad) are 2x.
    static let threeX: Set<String> = [
        "retina5_5", "retina5_4", "retina5_9", "retina6_0", "retina6_5", "retina6_7", "retina6_12",
        "retina6_72", "retina6_3", "retina6_9",
    ]

    var scale: Double { Self.threeX.contains(id) ? 3 : 2 }
}
