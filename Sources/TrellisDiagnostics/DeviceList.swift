import TrellisEngine

/// The environments that `--devices LIST --landscape --rtl --keyboard H --content-size C`
/// name: every device of the list, each turned (or upright and turned), mirrored, with the
/// keyboard and text size.
public enum DeviceList {
    public static func environments(
        _ list: String?, orientations: Orientations = .portrait, rightToLeft: Bool = false, keyboard: Double? = nil,
        contentSize: ContentSizeCategory? = nil
    ) throws(EngineError) -> [Environment] {
        var devices: [Device] = []
        if let list, list.lowercased() == "all" {
            devices = DeviceCatalog.all
        } else if let list {
            for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
                let device = try DeviceCatalog.lookup(name)
                if !devices.contains(device) { devices.append(device) }
            }
            if devices.isEmpty { throw .unknownDevice(list, suggestions: DeviceCatalog.defaultDeviceIDs) }
        } else {
            devices = DeviceCatalog.defaultDevices
        }
        return devices.flatMap { device in orientations.each.map { device.environment($0) } }.map { environment in
            var environment = environment.rightToLeft(rightToLeft)
            if let keyboard { environment = environment.keyboard(keyboard) }
            if let contentSize { environment = environment.contentSize(contentSize) }
            return environment
        }
    }
}
