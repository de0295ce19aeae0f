import TrellisEngine

/// The device an Interface Builder document is designed on (`<device id="retina6_1"
/// orientation="portrait">`): the catalog's device for IB's id, in that orientation, and the
/// pixel scale IB snaps its recorded frames to.
struct IBDevice: Sendable {
    var id: String
    var device: Device
    var landscape: Bool

    init?(id: String?, landscape: Bool) {
        guard let id, let device = DeviceCatalog.device(interfaceBuilderID: id) else { return nil }
        self.id = id
        self.device = device
        self.landscape = landscape
    }

    var environment: Environment { device.environment(landscape ? .landscape : .portrait) }
    var width: Double { environment.width }
    var height: Double { environment.height }

    /// Safe-area insets (top, left, bottom, right) of a full-screen root without bars.
    var safeArea: [Double] {
        let insets = environment.safeArea
        return [insets.top, insets.left, insets.bottom, insets.right]
    }

    /// Interface Builder's 3x devices; the others (iPhone 8, XR / 11, every iPad) are 2x.
    static let threeX: Set<String> = [
        "retina5_5", "retina5_4", "retina5_9", "retina6_0", "retina6_5", "retina6_7", "retina6_12",
        "retina6_72", "retina6_3", "retina6_9",
    ]

    var scale: Double { Self.threeX.contains(id) ? 3 : 2 }
}
