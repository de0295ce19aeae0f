/// The devices Interface Builder designs on (`<device id="retina6_1" orientation="portrait">`):
/// screen size in points, the status bar and home indicator insets, and the pixel scale its
/// recorded frames are snapped to.
struct IBDevice: Sendable {
    var id: String
    var width: Double
    var height: Double
    /// Portrait safe-area insets of a full-screen view controller without bars.
    var top: Double
    var bottom: Double
    var scale: Double

    static let all: [IBDevice] = [
        IBDevice(id: "retina3_5", width: 320, height: 480, top: 20, bottom: 0, scale: 2),
        IBDevice(id: "retina4_0", width: 320, height: 568, top: 20, bottom: 0, scale: 2),
        IBDevice(id: "retina4_7", width: 375, height: 667, top: 20, bottom: 0, scale: 2),
        IBDevice(id: "retina5_5", width: 414, height: 736, top: 20, bottom: 0, scale: 3),
        IBDevice(id: "retina5_4", width: 375, height: 812, top: 50, bottom: 34, scale: 3),
        IBDevice(id: "retina5_9", width: 375, height: 812, top: 44, bottom: 34, scale: 3),
        IBDevice(id: "retina6_1", width: 414, height: 896, top: 44, bottom: 34, scale: 2),
        IBDevice(id: "retina6_5", width: 414, height: 896, top: 44, bottom: 34, scale: 3),
        IBDevice(id: "retina6_12", width: 390, height: 844, top: 47, bottom: 34, scale: 3),
        IBDevice(id: "retina6_7", width: 428, height: 926, top: 47, bottom: 34, scale: 3),
        IBDevice(id: "retina6_72", width: 430, height: 932, top: 59, bottom: 34, scale: 3),
        IBDevice(id: "retina6_3", width: 402, height: 874, top: 62, bottom: 34, scale: 3),
        IBDevice(id: "retina6_9", width: 440, height: 956, top: 62, bottom: 34, scale: 3),
        IBDevice(id: "ipad9_7", width: 768, height: 1024, top: 20, bottom: 0, scale: 2),
        IBDevice(id: "ipad10_2", width: 810, height: 1080, top: 20, bottom: 0, scale: 2),
        IBDevice(id: "ipad10_5", width: 834, height: 1112, top: 20, bottom: 0, scale: 2),
        IBDevice(id: "ipad10_9rounded", width: 820, height: 1180, top: 24, bottom: 20, scale: 2),
        IBDevice(id: "ipad11", width: 834, height: 1194, top: 24, bottom: 20, scale: 2),
        IBDevice(id: "ipad12_9", width: 1024, height: 1366, top: 20, bottom: 0, scale: 2),
        IBDevice(id: "ipad12_9rounded", width: 1024, height: 1366, top: 24, bottom: 20, scale: 2),
    ]

    static func named(_ id: String?) -> IBDevice? {
        guard let id else { return nil }
        return all.first { $0.id == id }
    }

    /// Safe-area insets (top, left, bottom, right) of a full-screen root in this orientation.
    func safeArea(landscape: Bool) -> [Double] {
        guard landscape else { return [top, 0, bottom, 0] }
        // Phones hide the status bar in landscape; notched ones inset the sides and the home indicator.
        if width < 700 { return bottom > 0 ? [0, top, 21, top] : [0, 0, 0, 0] }
        return [top, 0, bottom, 0]
    }
}
