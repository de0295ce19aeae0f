import TrellisEngine
import TrellisModel

/// The semantic check of a merge: lay the component out on each default device with the
/// engine's one check path (``PreparedComponent/check(on:checkingAmbiguity:rebuildingPerDevice:)``,
/// a container at its fitting size) and report what is unsatisfiable or ambiguous,
/// naming the constraints.
/// Specs are recipes, solved only where applied: they are not checked on their own.
/// `ComponentMerger` runs it on the merged component and on every component that uses
/// it (with the merged version in its library), so a container merge that breaks the
/// screens around it is caught too.
public struct EngineSemanticCheck: SemanticCheck {
    public var devices: [Device]

    public init(devices: [Device] = DeviceCatalog.defaultDevices) {
        self.devices = devices
    }

    public func problems(of document: LayoutDocument, in library: LayoutLibrary) -> [SemanticProblem] {
        guard document.kind != .spec else { return [] }
        var scope = library
        scope.insert(document)
        let engine = LayoutEngine(library: scope)
        var problems: [SemanticProblem] = []
        // The base and each state (issue 33), on its own, as `check` lays it out: a container
        // at its fitting size. A component that does not validate is the textual merge's
        // business, not this check's.
        for state in [nil] + engine.checkableStates(of: document.name) {
            guard let prepared = try? engine.prepare(document.name, state: state) else { continue }
            for (device, layout) in zip(devices, prepared.check(on: devices.map { $0.environment() })) {
                guard case .success(let solution) = layout.result else { continue }
                for diagnostic in solution.errors {
                    switch diagnostic.kind {
                    case .unsatisfiable:
                        problems.append(
                            SemanticProblem(
                                device: device.id, kind: .unsatisfiable, message: diagnostic.message,
                                constraints: diagnostic.conflicting.map(\.text), state: state))
                    case .ambiguous:
                        problems.append(
                            SemanticProblem(device: device.id, kind: .ambiguous, message: diagnostic.message, constraints: [], state: state))
                    default:
                        continue
                    }
                }
            }
        }
        return problems
    }
}
