import TOMLKit
import TrellisEngine
import TrellisModel

/// The `[check]` table of `Trellis.toml`: where the project's layouts are checked — the
/// default of `check`, `fix`, `solve`, `relayout` and `update --preview`. An option given
/// on the command line wins over it.
///
/// ```toml
/// [check]
/// devices = ["iPhone-SE", "iPhone-15-Pro", "iPad-Air-11"]   # or "all"
/// landscape = false       # true: every device turned; "both": upright and turned
/// rtl = false
/// keyboard = 291           # the keyboard shown, in points
/// content-size = "XL"      # Dynamic Type: XS … XXXL, AX1 … AX5
/// ```
public struct CheckConfiguration: Hashable, Sendable {
    /// Device names as the catalog spells them, or ["all"]; nil: the default devices.
    public var devices: [String]?
    public var orientations: Orientations?
    public var rightToLeft: Bool?
    public var keyboard: Double?
    public var contentSize: ContentSizeCategory?

    public init(
        devices: [String]? = nil, orientations: Orientations? = nil, rightToLeft: Bool? = nil, keyboard: Double? = nil,
        contentSize: ContentSizeCategory? = nil
    ) {
        self.devices = devices
        self.orientations = orientations
        self.rightToLeft = rightToLeft
        self.keyboard = keyboard
        self.contentSize = contentSize
    }

    /// The device list as `--devices` takes it (`iPhone-SE,iPad-Air-11` or `all`).
    public var deviceList: String? { devices?.joined(separator: ",") }

    static let keys = ["devices", "landscape", "rtl", "keyboard", "content-size"]

    /// Reads the table; every error names the file, the line and what to write.
    init(parsing value: any TOMLValueConvertible, text: String, path: String) throws {
        let start = (Manifest.line(of: "[check]", in: text) ?? 1) - 1
        func line(_ fragment: String) -> Int? { Manifest.line(of: fragment, in: text, from: start) ?? (start + 1) }
        func fail(_ fragment: String, _ message: String) -> PackageError { .manifest(path: path, line: line(fragment), message) }
        guard let table = value.table else { throw fail("check", "check must be a table: [check]") }
        for key in table.keys where !Self.keys.contains(key) {
            throw fail(key, "[check] has no setting \(ComponentName.quoted(key)); it takes \(Self.keys.joined(separator: ", "))")
        }
        if let devices = table["devices"] {
            var names: [String]
            if let all = devices.string, all.lowercased() == "all" {
                names = ["all"]
            } else if let array = devices.array, array.allSatisfy({ $0.string != nil }), !array.isEmpty {
                names = array.compactMap(\.string)
            } else {
                throw fail("devices", "devices must be a list of device names, e.g. devices = [\"iPhone-SE\", \"iPad-Air-11\"], or \"all\"")
            }
            for (index, name) in names.enumerated() where name != "all" {
                do { names[index] = try DeviceCatalog.lookup(name).id } catch {
                    throw fail("\"\(name)\"", "[check] devices: \(error.description)")
                }
            }
            self.devices = names
        }
        func flag(_ key: String) throws -> Bool? {
            guard let entry = table[key] else { return nil }
            guard let value = entry.bool else { throw fail(key, "\(key) must be true or false") }
            return value
        }
        if let entry = table["landscape"] {
            if let value = entry.bool {
                orientations = Orientations(landscape: value)
            } else if entry.string == "both" {
                orientations = .both
            } else {
                throw fail("landscape", "landscape must be true, false or \"both\" (each device upright and turned)")
            }
        }
        rightToLeft = try flag("rtl")
        if let entry = table["keyboard"] {
            guard let height = entry.double ?? entry.int.map(Double.init), height >= 0, height.isFinite else {
                throw fail("keyboard", "keyboard must be the keyboard's height in points (0 or more), e.g. keyboard = 291")
            }
            keyboard = height
        }
        if let entry = table["content-size"] {
            guard let name = entry.string, let category = ContentSizeCategory(name: name) else {
                throw fail(
                    "content-size",
                    "content-size must be one of \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")), e.g. content-size = \"XL\"")
            }
            contentSize = category
        }
    }

    /// The table's lines in the stable layout.
    var lines: [String] {
        var lines: [String] = []
        if let devices { lines.append(devices == ["all"] ? "devices = \"all\"" : "devices = [" + devices.map(Manifest.quote).joined(separator: ", ") + "]") }
        switch orientations {
        case .portrait: lines.append("landscape = false")
        case .landscape: lines.append("landscape = true")
        case .both: lines.append("landscape = \"both\"")
        case nil: break
        }
        if let rightToLeft { lines.append("rtl = \(rightToLeft)") }
        if let keyboard { lines.append("keyboard = \(keyboard)") }
        if let contentSize { lines.append("content-size = \(Manifest.quote(contentSize.rawValue))") }
        return lines
    }
}
