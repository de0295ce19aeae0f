import ArgumentParser
import Foundation
import TrellisEngine

struct DevicesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the built-in devices: sizes in points and safe-area insets.",
        discussion: "Insets are top/left/bottom/right. * marks the devices `trellis check` solves on."
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
        var rows = [["", "device", "name", "portrait", "safe area portrait", "safe area landscape", "note"]]
        for device in DeviceCatalog.all {
            rows.append([
                DeviceCatalog.defaultDeviceIDs.contains(device.id) ? "*" : "",
                device.id, device.displayName, "\(Rect.format(device.width))×\(Rect.format(device.height))",
                device.portraitSafeArea.description, device.landscapeSafeArea.description, device.note ?? "",
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
