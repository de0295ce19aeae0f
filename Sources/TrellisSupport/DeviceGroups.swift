/// What was found on several devices, grouped where it is the same, in the order first found,
/// each group with its devices: a report says a thing once "on iPhone-SE, iPad-Air-11" rather
/// than once per device (`check` groups its problems so, `relayout` and `update` their moves).
package struct DeviceGroups<Key: Hashable, Value> {
    package struct Group {
        package var key: Key
        /// What each device found, in the order added (the first is the representative).
        package var values: [Value]
        /// Each device once, in the order added.
        package var devices: [String]
    }

    package private(set) var groups: [Group] = []
    private var positions: [Key: Int] = [:]

    package init() {}

    package mutating func add(_ value: Value, key: Key, device: String) {
        guard let position = positions[key] else {
            positions[key] = groups.count
            groups.append(Group(key: key, values: [value], devices: [device]))
            return
        }
        groups[position].values.append(value)
        if !groups[position].devices.contains(device) { groups[position].devices.append(device) }
    }
}

package enum DevicePhrase {
    /// `on iPhone-SE, iPad-Air-11` (empty for no device).
    package static func phrase(_ devices: [String]) -> String {
        devices.isEmpty ? "" : "on " + devices.joined(separator: ", ")
    }

    /// A message as it reads on any device: `ambiguous on iPhone-SE: vip: …` → `ambiguous: vip: …`,
    /// `iPhone-SE: vip has …` → `vip has …`, so the same finding on two devices compares equal.
    package static func withoutDevice(_ message: String, device: String) -> String {
        var text = message.replacing(" on \(device):", with: ":")
        if text.hasPrefix("\(device): ") { text.removeFirst(device.count + 2) }
        return text.replacing(" on \(device)", with: "")
    }
}
