import ExportProbeKit
import TrellisEngine
import TrellisModel
import UIKit

/// Each state of a component through the generated `apply(_:)`: the probe `NAME@STATE` applies
/// every state in turn, then that one; what is active and hidden then is read back and must
/// be the component in that state (`inState`, its parameters bound as the component's) and
/// give its frames on every default device. `NAME@base` ends at `.base`: the component
/// without its states. (A SnapKit update that matched nothing leaves the base's constant,
/// which the comparison catches.)
extension RoundTrip {
    static func stateFailures(_ which: Probes, library: LayoutLibrary) throws -> [String] {
        let probes = probes(which)
        var failures: [String] = []
        for name in library.names {
            guard let source = library[name], !source.stateNames.isEmpty else { continue }
            for state in ["base"] + source.stateNames {
                guard let probe = probes["\(name)@\(state)"] else {
                    failures.append("\(name): no probe for state \(state)")
                    continue
                }
                let expected: LayoutDocument
                if state == "base" {
                    expected = source.withoutStates
                } else {
                    // A parameter without a default is the stand-in of its name, bound to 0 for the engine.
                    let unset = source.body?.state(named: state)?.parameters.filter { $0.defaultValue == nil } ?? []
                    expected = try source.inState(state, arguments: Dictionary(uniqueKeysWithValues: unset.map { ($0.name, 0) }))
                }
                var reader = ProbeReader(source: expected, library: library)
                let rebuilt: LayoutDocument
                do {
                    rebuilt = try reader.document(from: probe())
                } catch {
                    failures.append("\(name)@\(state): \(error)")
                    continue
                }
                if rebuilt.canonicalJSON.serialized != expected.canonicalJSON.serialized {
                    failures.append(
                        "\(name)@\(state): canonical JSON differs\n  expected: \(expected.canonicalJSON.serialized)\n  rebuilt:  \(rebuilt.canonicalJSON.serialized)"
                    )
                    continue
                }
                var expectedLibrary = library
                expectedLibrary.insert(expected)
                var rebuiltLibrary = library
                rebuiltLibrary.insert(rebuilt)
                for device in DeviceCatalog.defaultDevices {
                    let want = try LayoutEngine(library: expectedLibrary).solve(name, in: device.environment())
                    let got = try LayoutEngine(library: rebuiltLibrary).solve(name, in: device.environment())
                    if want.frames != got.frames { failures.append("\(name)@\(state) on \(device.id): frames differ") }
                }
            }
        }
        return failures
    }
}

extension LayoutDocument {
    /// The component without its states: what `apply(.base)` leaves.
    fileprivate var withoutStates: LayoutDocument {
        switch self {
        case .container(var container):
            container.body.states = []
            return .container(container)
        case .screen(var screen):
            screen.body.states = []
            return .screen(screen)
        case .spec: return self
        }
    }
}
