import TrellisEngine
import TrellisModel
import TrellisSupport

extension RelayoutReport {
    /// The report for people: one block per component and device that changed (items
    /// moved or resized, by how much; diagnostics that appeared `+` or disappeared `−`),
    /// then the summary line. Unchanged layouts are only counted.
    public var text: String {
        var lines: [String] = []
        if components.isEmpty {
            lines.append(
                changed.isEmpty
                    ? "nothing changed: the working copy matches the store's heads"
                    : "nothing to lay out: \(changed.joined(separator: ", ")) and what uses \(changed.count == 1 ? "it" : "them") are specs")
        }
        for group in deviceGroups {
            guard let entry = group.values.first else { continue }
            // Frames that differ by device (an item pinned to the trailing edge) are one device's.
            let figures = group.values.contains { $0.moves != entry.moves } ? " (frames as on \(entry.device))" : ""
            lines.append("\(entry.title) \(DevicePhrase.phrase(group.devices)): \(entry.headline)\(figures)")
            let width = entry.moves.map(\.path.count).max() ?? 0
            for move in entry.moves { lines.append("    " + move.line(pathWidth: width)) }
            // Said for several devices, a diagnostic names none.
            let said = { (text: String) in group.devices.count > 1 ? DevicePhrase.withoutDevice(text, device: entry.device) : text }
            for diagnostic in entry.appeared { lines.append("    + \(said(diagnostic.line))") }
            for diagnostic in entry.disappeared { lines.append("    − \(said(diagnostic.line))") }
            if let failure = entry.afterFailure, failure != entry.beforeFailure {
                for (index, line) in said(failure).split(separator: "\n").enumerated() {
                    lines.append((index == 0 ? "    + cannot lay out: " : "      ") + line)
                }
            }
        }
        if !lines.isEmpty { lines.append("") }
        lines.append(summary)
        return lines.joined(separator: "\n")
    }

    /// The layouts that changed, one group per component (variant, state) and finding: a
    /// move that is the same on several devices (by how much, not where: a badge pinned
    /// to the trailing edge sits elsewhere on each) is said once with its devices, as
    /// `check` says a problem.
    package var deviceGroups: [DeviceGroups<Entry.Finding, Entry>.Group] {
        var groups = DeviceGroups<Entry.Finding, Entry>()
        for entry in entries where entry.state != .unchanged && entry.state != .same {
            groups.add(entry, key: entry.finding, device: entry.device)
        }
        return groups.groups
    }

    /// `relayout of UserAvatarContainer: 2 components × 3 devices, 6 changed, 0 broken; 6 solved (6 cached)`.
    /// "changed" and "broken" count layouts (a component on a device).
    public var summary: String {
        let source = changed.isEmpty ? "" : " of " + (changed.count <= 3 ? changed.joined(separator: ", ") : "\(changed.count) components")
        let sizes = textSizes.map { " at text size \($0)" } ?? ""
        return "relayout\(source): \(plural(components.count, "component")) × \(plural(devices.count, "device"))\(sizes), "
            + "\(changedCount) changed, \(brokenCount) broken; \(solved) solved (\(cached) cached)"
    }

}

extension RelayoutReport.Entry {
    /// What an entry found, as it reads on any device: the same on two devices, they are
    /// reported together.
    package struct Finding: Hashable, Sendable {
        var title: String
        var state: State
        var isBroken: Bool
        /// Per move: its path, which sides have it, and its deltas.
        var moves: [String]
        var appeared: [String]
        var disappeared: [String]
        var beforeFailure: String?
        var afterFailure: String?
    }

    var finding: Finding {
        func general(_ text: String) -> String { DevicePhrase.withoutDevice(text, device: device) }
        return Finding(
            title: title, state: state, isBroken: isBroken,
            moves: moves.map { "\($0.path) \($0.before == nil) \($0.after == nil) \($0.deltas)" },
            appeared: appeared.map { general($0.line) }, disappeared: disappeared.map { general($0.line) },
            beforeFailure: beforeFailure.map(general), afterFailure: afterFailure.map(general))
    }

    /// `1 item moved or resized`, `BROKEN: 1 diagnostic appeared`, `added`.
    var headline: String {
        var parts: [String] = []
        switch state {
        case .added: parts.append("new")
        case .removed: parts.append("removed")
        default: break
        }
        if !moves.isEmpty { parts.append(plural(moves.count, "item") + " moved or resized") }
        if !appeared.isEmpty { parts.append(plural(appeared.count, "diagnostic") + " appeared") }
        if !disappeared.isEmpty { parts.append(plural(disappeared.count, "diagnostic") + " disappeared") }
        if afterFailure != nil, afterFailure != beforeFailure { parts.append("cannot be laid out") }
        if beforeFailure != nil, afterFailure == nil { parts.append("can be laid out again") }
        let text = parts.isEmpty ? "changed" : parts.joined(separator: ", ")
        return isBroken ? "BROKEN: " + text : text
    }
}

extension RelayoutReport.ItemMove {
    /// `avatar.vip  (82, 10, 30 × 30) → (76, 10, 36 × 36)  x −6, width +6, height +6`.
    func line(pathWidth: Int) -> String {
        let name = path.padding(toLength: max(pathWidth, path.count), withPad: " ", startingAt: 0)
        switch (before, after) {
        case (let before?, let after?): return "\(name)  \(before) → \(after)  \(deltas)"
        case (nil, let after?): return "\(name)  new at \(after)"
        case (let before?, nil): return "\(name)  gone from \(before)"
        default: return name
        }
    }

    /// `x −6, width +6, height +6`.
    var deltas: String {
        let parts = [("x", dx), ("y", dy), ("width", dw), ("height", dh)].filter { $0.1 != 0 }
            .map { "\($0.0) \(Self.signed($0.1))" }
        return parts.joined(separator: ", ")
    }

    static func signed(_ value: Double) -> String {
        value < 0 ? "−" + Rect.format(-value) : "+" + Rect.format(value)
    }
}

extension RelayoutReport.DiagnosticSummary {
    /// `error unsatisfiable: message`.
    var line: String { "\(severity.rawValue) \(kind.rawValue): \(message)" }
}
