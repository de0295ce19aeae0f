import ArgumentParser
import Foundation
import TrellisEngine

struct DevicesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the built-in devices: sizes in points, safe-area insets and size classes.",
        discussion:
            "Insets are top/left/bottom/right; size classes width/height (C compact, R regular) in portrait and landscape. * marks the devices `trellis check` solves on; --device also takes the names under 'also' and Interface Builder's device ids (retina6_1)."
    )

    @Flag(help: "Print the catalog as JSON.")
    var json = false

    func run() async throws {
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(DeviceCatalog.all), as: UTF8.self))
            return
        }
        var rows = [["", "device", "name", "portrait", "safe area portrait", "safe area landscape", "classes", "IB", "also", "note"]]
        func classes(_ orientation: Environment.Orientation, of device: Device) -> String {
            let (width, height) = device.sizeClasses(orientation)
            return "\(width == .compact ? "C" : "R")\(height == .compact ? "C" : "R")"
        }
        for device in DeviceCatalog.all {
            rows.append([
                DeviceCatalog.defaultDeviceIDs.contains(device.id) ? "*" : "",
                device.id, device.displayName, "\(Rect.format(device.width))×\(Rect.format(device.height))",
                device.portraitSafeArea.description, device.landscapeSafeArea.description,
                "\(classes(.portrait, of: device)) \(classes(.landscape, of: device))",
                device.interfaceBuilderIDs.joined(separator: ","), device.aliases.joined(separator: ","), device.note ?? "",
            ])
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let line = row.enumerated().map { column, cell in
                cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
            print(String(line.reversed().drop(while: { $0 == " " }).reversed()))
        }
    }
}
