import ArgumentParser
import Foundation
import TrellisEngine
import TrellisModel
import TrellisPackages

/// Where to lay a component out: shared by `solve` and `render`.
struct EnvironmentOptions: ParsableArguments {
    @Option(
        name: .long, help: "A device from `trellis devices` (default: the first of Trellis.toml's [check] devices, else iPhone-SE).",
        completion: Completions.devices)
    var device: String?

    @Option(name: .long, help: "An explicit root size in points, WxH (e.g. 375x667), with no safe area; portrait unless --landscape.")
    var size: String?

    @Flag(
        name: .long, inversion: .prefixedNo,
        help:
            "Landscape: the device turned, or the orientation of --size (never guessed from its aspect ratio; default: Trellis.toml's [check] landscape, else portrait)."
    )
    var landscape: Bool?

    @Option(name: .customLong("safe-area"), help: "Safe-area insets of the root, 'TOP LEFT BOTTOM RIGHT' in points (e.g. '44 0 34 0'), replacing the device's.")
    var safeArea: String?

    @Option(
        name: .customLong("size-class"), help: "Size classes WIDTH,HEIGHT (compact or regular, e.g. compact,regular), replacing the device's or the size's.")
    var sizeClass: String?

    @Flag(
        name: .long, inversion: .prefixedNo, help: "Right-to-left layout direction, leading is the right edge (default: Trellis.toml's [check] rtl, else off).")
    var rtl: Bool?

    @Option(name: .long, help: "Show the keyboard, HEIGHT points tall.")
    var keyboard: Double?

    @Option(name: .customLong("content-size"), help: "Dynamic Type text size: XS, S, M, L (default), XL, XXL, XXXL, AX1 … AX5; scales text styles as iOS does.")
    var contentSize: String?

    @Flag(name: .long, help: "Apply the update blocks of applied specs (SnapKit's updateConstraints).")
    var update = false

    static let defaultDevice = "iPhone-SE"

    func validate() throws {
        if device != nil, size != nil { throw ValidationError("give either --device or --size, not both") }
        if let size, Self.parseSize(size) == nil {
            throw ValidationError("--size takes WIDTHxHEIGHT in points, e.g. 375x667, not '\(size)'")
        }
        if let keyboard, !(keyboard >= 0 && keyboard.isFinite) {
            throw ValidationError("--keyboard takes a height in points (0 or more)")
        }
        if let safeArea, Self.parseInsets(safeArea) == nil {
            throw ValidationError("--safe-area takes four numbers, TOP LEFT BOTTOM RIGHT, each 0 or more (e.g. '44 0 34 0'), not '\(safeArea)'")
        }
        if let sizeClass, Self.parseSizeClasses(sizeClass) == nil {
            throw ValidationError("--size-class takes WIDTH,HEIGHT, each compact or regular (e.g. compact,regular), not '\(sizeClass)'")
        }
        if let contentSize, ContentSizeCategory(name: contentSize) == nil {
            throw ValidationError(Self.contentSizeError(contentSize))
        }
    }

    static func contentSizeError(_ text: String) -> String {
        "--content-size takes one of \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")), not '\(text)'"
    }

    static func parseInsets(_ text: String) -> EdgeInsets? {
        let values = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "/" }).map { Double($0) }
        guard values.count == 4, values.allSatisfy({ ($0 ?? -1) >= 0 && ($0 ?? .infinity).isFinite }) else { return nil }
        return EdgeInsets(top: values[0]!, left: values[1]!, bottom: values[2]!, right: values[3]!)
    }

    static func parseSizeClasses(_ text: String) -> (SizeClass, SizeClass)? {
        let parts = text.lowercased().split(whereSeparator: { $0 == "," || $0 == " " || $0 == "x" })
        guard parts.count == 2, let width = SizeClass(rawValue: String(parts[0])), let height = SizeClass(rawValue: String(parts[1]))
        else { return nil }
        return (width, height)
    }

    static func parseSize(_ text: String) -> (Double, Double)? {
        let parts = text.lowercased().split(separator: "x").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let w = parts[0], let h = parts[1], w > 0, h > 0, w.isFinite, h.isFinite else { return nil }
        return (w, h)
    }

    /// The environment the options describe; what they leave open comes from
    /// `configuration` (`Trellis.toml`'s `[check]`: its first device, its settings).
    func environment(configuration: CheckConfiguration = CheckConfiguration()) throws -> Environment {
        var environment: Environment
        // One environment: a configured "both" lays it out upright.
        let landscape = landscape ?? (configuration.orientations == .landscape)
        if let size, let (w, h) = Self.parseSize(size) {
            environment = .size(w, h, orientation: landscape ? .landscape : .portrait)
        } else {
            let configured = configuration.devices?.first { $0 != "all" }
            let device = try DeviceCatalog.lookup(device ?? configured ?? Self.defaultDevice)
            environment = device.environment(landscape ? .landscape : .portrait)
        }
        if let safeArea, let insets = Self.parseInsets(safeArea) { environment = environment.safeArea(insets) }
        if let sizeClass, let (width, height) = Self.parseSizeClasses(sizeClass) {
            environment = environment.sizeClasses(horizontal: width, vertical: height)
        }
        environment = environment.rightToLeft(rtl ?? configuration.rightToLeft ?? false)
        if let keyboard = keyboard ?? configuration.keyboard { environment = environment.keyboard(keyboard) }
        if let category = contentSize.flatMap(ContentSizeCategory.init(name:)) ?? configuration.contentSize { environment = environment.contentSize(category) }
        return environment
    }

    /// A file-name-friendly name: `iPhone-SE`, `iPhone-16-landscape-rtl`, `375x667`.
    static func fileName(_ environment: Environment) -> String {
        var name = environment.name
        if environment.isRightToLeft { name += "-rtl" }
        if let keyboard = environment.keyboardHeight { name += "-keyboard\(Rect.format(keyboard))" }
        if let category = environment.contentSize { name += "-\(category.rawValue)" }
        return name
    }
}

extension LayoutDiagnostic {
    /// The description, with the offending source line under the first line when known.
    func rendered(source: String?) -> String {
        var lines = description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let location, let source {
            let text = source.split(separator: "\n", omittingEmptySubsequences: false)
            if location.line >= 1, location.line <= text.count {
                lines.insert("    " + String(text[location.line - 1]), at: 1)
            }
        }
        return lines.joined(separator: "\n")
    }
}
