import TrellisEngine
import TrellisModel

extension RelayoutReport {
    /// The report for scripts (`--json`): canonical JSON, keys sorted, so equal reports
    /// are equal bytes. Every entry is listed, unchanged ones too; `textSizes` (`L → AX5`)
    /// only when `--content-size` laid the sides out at different text sizes.
    public var json: CanonicalJSON {
        var members: [String: CanonicalJSON] = [
            "changed": .array(changed.map(CanonicalJSON.string)),
            "components": .array(components.map(CanonicalJSON.string)),
            "devices": .array(devices.map(CanonicalJSON.string)),
            "entries": .array(entries.map(\.json)),
            "summary": [
                "components": .number(Double(components.count)),
                "devices": .number(Double(devices.count)),
                "layouts": .number(Double(entries.count)),
                "changed": .number(Double(changedCount)),
                "broken": .number(Double(brokenCount)),
                "solved": .number(Double(solved)),
                "cached": .number(Double(cached)),
                "passed": .bool(passesGate),
            ],
        ]
        // Only when the sides differ, so reports of ordinary runs keep their bytes.
        if let textSizes { members["textSizes"] = .string(textSizes) }
        return .object(members)
    }
}

extension RelayoutReport.Entry {
    var json: CanonicalJSON {
        var members: [String: CanonicalJSON] = [
            "component": .string(component),
            "variant": .string(variant.rawValue),
            "device": .string(device),
            "state": .string(state.rawValue),
            "broken": .bool(isBroken),
            "moves": .array(moves.map(\.json)),
            "appeared": .array(appeared.map(\.json)),
            "disappeared": .array(disappeared.map(\.json)),
            "beforeFailure": beforeFailure.map(CanonicalJSON.string) ?? .null,
            "afterFailure": afterFailure.map(CanonicalJSON.string) ?? .null,
        ]
        // Only for a state's entry, so the base layout's entries keep their bytes.
        if let layoutState { members["layoutState"] = .string(layoutState) }
        return .object(members)
    }
}

extension RelayoutReport.ItemMove {
    var json: CanonicalJSON {
        [
            "path": .string(path),
            "before": before.map(Self.json) ?? .null,
            "after": after.map(Self.json) ?? .null,
            "dx": .number(dx), "dy": .number(dy), "dwidth": .number(dw), "dheight": .number(dh),
        ]
    }

    static func json(_ rect: Rect) -> CanonicalJSON {
        ["x": .number(rect.x), "y": .number(rect.y), "width": .number(rect.width), "height": .number(rect.height)]
    }
}

extension RelayoutReport.DiagnosticSummary {
    var json: CanonicalJSON {
        [
            "kind": .string(kind.rawValue), "severity": .string(severity.rawValue),
            "items": .array(items.map(CanonicalJSON.string)), "message": .string(message),
        ]
    }
}
