/// The built-in devices: the iPhones and iPads of the last eight years, in points, with
/// safe-area insets per orientation, size classes (``Device/sizeClasses(_:)``) and the
/// Interface Builder device ids xibs are designed on. Models with the same screen and
/// safe areas share one entry (its `aliases` name the others).
///
/// Sources and approximations: screen sizes in points are Apple's published ones. Safe
/// areas are what UIKit reports to a full-screen view controller with the status bar
/// shown in portrait:
/// - Home-button iPhones (SE, 8, 8 Plus): 20 top (status bar) in portrait, nothing in
///   landscape (the status bar is hidden there).
/// - Notch and Dynamic Island iPhones: the portrait top inset is the status-bar height
///   (44 on X/XS/11 Pro/XS Max/11 Pro Max, 48 on XR/11, 50 on the minis, 47 on 12–14 and
///   16e, 59 on 14 Pro–16 Plus, 62 on 16 Pro/Pro Max and the 17 family), bottom 34 (home
///   indicator); in landscape left and right get the portrait top inset's sensor
///   clearance and the bottom 21. The 17 family and iPhone Air values are estimates taken
///   from their 16 Pro-class siblings (marked in `note`).
/// - iPads with a home button: 20 top, nothing else, both orientations; iPads without
///   one: 24 top (status bar) and 20 bottom (home indicator) in both orientations. The
///   iPad mini and iPad values follow the same rule (estimates).
///
/// Screen scales (pixels per point) are Apple's: 2 for the SE, 8, XR/11 and every iPad,
/// 3 for the other iPhones.
///
/// Interface Builder ids: `retina4_0` 320×568, `retina4_7` 375×667, `retina5_5` 414×736,
/// `retina5_9` 375×812, `retina5_4` 375×812 (mini), `retina6_0` 390×844, `retina6_1`
/// 414×896 (XR/11), `retina6_5` 414×896 (Max), `retina6_7` 428×926, `retina6_12`
/// 393×852, `retina6_72` 430×932, `retina6_3` 402×874, `ipad7_9` and `ipad9_7` 768×1024,
/// `ipad10_2` 810×1080, `ipad10_5` 834×1112, `ipad10_9rounded` 820×1180, `ipad11`
/// 834×1194, `ipad12_9` (home button) and `ipad12_9rounded` 1024×1366.
public enum DeviceCatalog {
    private static func phone(
        _ id: String, _ name: String, _ width: Double, _ height: Double, top: Double,
        note: String? = nil, ib: [String] = [], aliases: [String] = [], scale: Double = 3
    ) -> Device {
        Device(
            id: id, displayName: name, family: .phone, width: width, height: height,
            portraitSafeArea: EdgeInsets(top: top, bottom: 34),
            landscapeSafeArea: EdgeInsets(top: 0, left: top, bottom: 21, right: top),
            note: note, interfaceBuilderIDs: ib, aliases: aliases, scale: scale
        )
    }

    private static func homeButtonPhone(
        _ id: String, _ name: String, _ width: Double, _ height: Double, ib: [String], aliases: [String] = [],
        scale: Double = 2
    ) -> Device {
        Device(
            id: id, displayName: name, family: .phone, width: width, height: height,
            portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: .zero,
            interfaceBuilderIDs: ib, aliases: aliases, scale: scale
        )
    }

    private static func tablet(
        _ id: String, _ name: String, _ width: Double, _ height: Double, homeButton: Bool = false,
        note: String? = nil, ib: [String] = [], aliases: [String] = []
    ) -> Device {
        let insets = homeButton ? EdgeInsets(top: 20) : EdgeInsets(top: 24, bottom: 20)
        return Device(
            id: id, displayName: name, family: .tablet, width: width, height: height,
            portraitSafeArea: insets, landscapeSafeArea: insets, note: note,
            interfaceBuilderIDs: ib, aliases: aliases
        )
    }

    /// Every device, phones first, smallest first.
    public static let all: [Device] = [
        homeButtonPhone("iPhone-SE-1st", "iPhone SE (1st generation)", 320, 568, ib: ["retina4_0"]),
        homeButtonPhone(
            "iPhone-SE", "iPhone SE (3rd generation)", 375, 667, ib: ["retina4_7"],
            aliases: ["iPhone-8", "iPhone-SE-2nd", "iPhone-SE-3rd"]
        ),
        homeButtonPhone("iPhone-8-Plus", "iPhone 8 Plus", 414, 736, ib: ["retina5_5"], scale: 3),
        phone("iPhone-X", "iPhone X", 375, 812, top: 44, ib: ["retina5_9"], aliases: ["iPhone-XS", "iPhone-11-Pro"]),
        phone("iPhone-12-mini", "iPhone 12 mini", 375, 812, top: 50, ib: ["retina5_4"], aliases: ["iPhone-13-mini"]),
        phone(
            "iPhone-16e", "iPhone 16e", 390, 844, top: 47, ib: ["retina6_0"],
            aliases: ["iPhone-12", "iPhone-12-Pro", "iPhone-13", "iPhone-13-Pro", "iPhone-14"]
        ),
        phone(
            "iPhone-16", "iPhone 16", 393, 852, top: 59, ib: ["retina6_12"],
            aliases: ["iPhone-14-Pro", "iPhone-15", "iPhone-15-Pro"]
        ),
        phone("iPhone-11", "iPhone 11", 414, 896, top: 48, ib: ["retina6_1"], aliases: ["iPhone-XR"], scale: 2),
        phone("iPhone-11-Pro-Max", "iPhone 11 Pro Max", 414, 896, top: 44, ib: ["retina6_5"], aliases: ["iPhone-XS-Max"]),
        phone(
            "iPhone-12-Pro-Max", "iPhone 12 Pro Max", 428, 926, top: 47, ib: ["retina6_7"],
            aliases: ["iPhone-13-Pro-Max", "iPhone-14-Plus"]
        ),
        phone(
            "iPhone-16-Plus", "iPhone 16 Plus", 430, 932, top: 59, ib: ["retina6_72"],
            aliases: ["iPhone-14-Pro-Max", "iPhone-15-Plus", "iPhone-15-Pro-Max"]
        ),
        phone("iPhone-16-Pro", "iPhone 16 Pro", 402, 874, top: 62, ib: ["retina6_3"]),
        phone("iPhone-16-Pro-Max", "iPhone 16 Pro Max", 440, 956, top: 62),
        phone("iPhone-17", "iPhone 17", 402, 874, top: 62, note: "safe area estimated from iPhone 16 Pro"),
        phone("iPhone-Air", "iPhone Air", 420, 912, top: 62, note: "safe area estimated from iPhone 16 Pro"),
        phone("iPhone-17-Pro", "iPhone 17 Pro", 402, 874, top: 62, note: "safe area estimated from iPhone 16 Pro"),
        phone("iPhone-17-Pro-Max", "iPhone 17 Pro Max", 440, 956, top: 62, note: "safe area estimated from iPhone 16 Pro Max"),
        tablet("iPad-mini", "iPad mini (A17 Pro)", 744, 1133, note: "safe area estimated", aliases: ["iPad-mini-6"]),
        tablet(
            "iPad-9.7", "iPad (6th generation)", 768, 1024, homeButton: true, ib: ["ipad9_7", "ipad7_9"],
            aliases: ["iPad-mini-5", "iPad-6th"]
        ),
        tablet("iPad-10.2", "iPad (9th generation)", 810, 1080, homeButton: true, ib: ["ipad10_2"], aliases: ["iPad-9th"]),
        tablet("iPad", "iPad (A16)", 820, 1180, note: "safe area estimated", aliases: ["iPad-10th"]),
        tablet("iPad-Air-11", "iPad Air 11-inch (M3)", 820, 1180, ib: ["ipad10_9rounded"], aliases: ["iPad-Air-10.9"]),
        tablet("iPad-Air-10.5", "iPad Air (3rd generation)", 834, 1112, homeButton: true, ib: ["ipad10_5"]),
        tablet("iPad-Pro-11-1st", "iPad Pro 11-inch (1st–4th generation)", 834, 1194, ib: ["ipad11"]),
        tablet("iPad-Pro-11", "iPad Pro 11-inch (M4)", 834, 1210),
        tablet(
            "iPad-Air-13", "iPad Air 13-inch (M3)", 1024, 1366, ib: ["ipad12_9rounded"],
            aliases: ["iPad-Pro-12.9"]
        ),
        tablet("iPad-Pro-12.9-2nd", "iPad Pro 12.9-inch (2nd generation)", 1024, 1366, homeButton: true, ib: ["ipad12_9"]),
        tablet("iPad-Pro-13", "iPad Pro 13-inch (M4)", 1032, 1376),
    ]

    /// What `trellis check` solves every component on: a small phone, a large phone, a tablet.
    public static let defaultDeviceIDs = ["iPhone-SE", "iPhone-16-Pro-Max", "iPad-Air-11"]

    public static var defaultDevices: [Device] { defaultDeviceIDs.compactMap { device(named: $0) } }

    /// `iphone se`, `iPhone-SE`, `iphonese`: case, spaces, dashes and underscores ignored.
    /// The display name works too (`iPhone SE (3rd generation)`), and so do aliases
    /// (`iPhone-8`, `iPhone-13`).
    /// An alias gives the device under that name (`iPhone-8`: the SE's screen, called
    /// iPhone-8 in output).
    public static func device(named name: String) -> Device? {
        let key = normalized(name)
        if let device = all.first(where: { normalized($0.id) == key || normalized($0.displayName) == key }) { return device }
        for device in all {
            guard let alias = device.aliases.first(where: { normalized($0) == key }) else { continue }
            var renamed = device
            renamed.id = alias
            renamed.displayName = String(alias.map { $0 == "-" ? " " : $0 })
            renamed.aliases = [device.id] + device.aliases.filter { $0 != alias }
            return renamed
        }
        return nil
    }

    /// The device Interface Builder means by `<device id="retina6_1">` (case ignored), as
    /// the catalog names it;
    /// nil for an id the catalog does not know.
    public static func device(interfaceBuilderID id: String) -> Device? {
        let key = id.lowercased()
        return all.first { $0.interfaceBuilderIDs.contains { $0.lowercased() == key } }
    }

    /// The device by name, alias or Interface Builder id, or an error listing the closest names.
    public static func lookup(_ name: String) throws(EngineError) -> Device {
        if let device = device(named: name) ?? device(interfaceBuilderID: name) { return device }
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
