/// The built-in devices: current iPhones and iPads, in points, with safe-area insets per
/// orientation.
///
/// Sources and approximations: screen sizes in points are Apple's published ones. Safe
/// areas are what UIKit reports to a full-screen view controller with the status bar
/// shown in portrait:
/// - Home-button iPhone (SE): 20 top (status bar) in portrait, nothing in landscape (the
///   status bar is hidden there).
/// - Notch and Dynamic Island iPhones: the portrait top inset is the status-bar height
///   (47 notch, 59 island on 16/16 Plus, 62 on 16 Pro/Pro Max and the 17 family), bottom 34
///   (home indicator); in landscape left and right get the portrait top inset's sensor
///   clearance and the bottom 21. The 17 family and iPhone Air values are estimates taken
///   from their 16 Pro-class siblings (marked in `note`).
/// - iPads without a home button: 24 top (status bar) and 20 bottom (home indicator) in
///   both orientations. The iPad mini and iPad values follow the same rule (estimates).
public enum DeviceCatalog {
    private static func phone(
        _ id: String, _ name: String, _ width: Double, _ height: Double, top: Double,
        note: String? = nil
    ) -> Device {
        Device(
            id: id, displayName: name, family: .phone, width: width, height: height,
            portraitSafeArea: EdgeInsets(top: top, bottom: 34),
            landscapeSafeArea: EdgeInsets(top: 0, left: top, bottom: 21, right: top),
            note: note
        )
    }

    private static func tablet(_ id: String, _ name: String, _ width: Double, _ height: Double, note: String? = nil) -> Device {
        let insets = EdgeInsets(top: 24, bottom: 20)
        return Device(
            id: id, displayName: name, family: .tablet, width: width, height: height,
            portraitSafeArea: insets, landscapeSafeArea: insets, note: note
        )
    }

    /// Every device, phones first, smallest first.
    public static let all: [Device] = [
        Device(
            id: "iPhone-SE", displayName: "iPhone SE (3rd generation)", family: .phone,
            width: 375, height: 667,
            portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: .zero
        ),
        phone("iPhone-16e", "iPhone 16e", 390, 844, top: 47),
        phone("iPhone-16", "iPhone 16", 393, 852, top: 59),
        phone("iPhone-16-Plus", "iPhone 16 Plus", 430, 932, top: 59),
        phone("iPhone-16-Pro", "iPhone 16 Pro", 402, 874, top: 62),
        phone("iPhone-16-Pro-Max", "iPhone 16 Pro Max", 440, 956, top: 62),
        phone("iPhone-17", "iPhone 17", 402, 874, top: 62, note: "safe area estimated from iPhone 16 Pro"),
        phone("iPhone-Air", "iPhone Air", 420, 912, top: 62, note: "safe area estimated from iPhone 16 Pro"),
        phone("iPhone-17-Pro", "iPhone 17 Pro", 402, 874, top: 62, note: "safe area estimated from iPhone 16 Pro"),
        phone("iPhone-17-Pro-Max", "iPhone 17 Pro Max", 440, 956, top: 62, note: "safe area estimated from iPhone 16 Pro Max"),
        tablet("iPad-mini", "iPad mini (A17 Pro)", 744, 1133, note: "safe area estimated"),
        tablet("iPad", "iPad (A16)", 820, 1180, note: "safe area estimated"),
        tablet("iPad-Air-11", "iPad Air 11-inch (M3)", 820, 1180),
        tablet("iPad-Air-13", "iPad Air 13-inch (M3)", 1024, 1366),
        tablet("iPad-Pro-11", "iPad Pro 11-inch (M4)", 834, 1210),
        tablet("iPad-Pro-13", "iPad Pro 13-inch (M4)", 1032, 1376),
    ]

    /// What `trellis check` solves every component on: a small phone, a large phone, a tablet.
    public static let defaultDeviceIDs = ["iPhone-SE", "iPhone-16-Pro-Max", "iPad-Air-11"]

    public static var defaultDevices: [Device] { defaultDeviceIDs.compactMap { device(named: $0) } }

    /// `iphone se`, `iPhone-SE`, `iphonese`: case, spaces, dashes and underscores ignored.
    /// The display name works too (`iPhone SE (3rd generation)`).
    public static func device(named name: String) -> Device? {
        let key = normalized(name)
        return all.first { normalized($0.id) == key || normalized($0.displayName) == key }
    }

    /// The device, or an error listing the closest names.
    public static func lookup(_ name: String) throws(EngineError) -> Device {
        if let device = device(named: name) { return device }
        let key = normalized(name)
        let ranked = all.map { device -> (Device, Int) in
            let id = normalized(device.id)
            let distance = id.contains(key) || key.contains(id) ? 0 : editDistance(key, id)
            return (device, distance)
        }
        let close = ranked.filter { $0.1 <= max(2, key.count / 3) }.sorted { $0.1 < $1.1 }.prefix(4).map(\.0.id)
        throw EngineError.unknownDevice(name, suggestions: close.isEmpty ? all.map(\.id) : Array(close))
    }

    static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
