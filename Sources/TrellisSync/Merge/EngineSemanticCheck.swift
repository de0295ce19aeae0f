import TrellisEngine
import TrellisModel

/// The semantic check of a merge: solve the component on each default device with the
/// engine and report what is unsatisfiable or ambiguous, naming the constraints.
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
        // A component that does not validate is the textual merge's business, not this check's.
        guard let prepared = try? engine.prepare(document.name) else { return [] }
        var problems: [SemanticProblem] = []
        for device in devices {
            guard let solution = try? prepared.session(in: device.environment()).solution(checkingAmbiguity: true) else { continue }
            for diagnostic in solution.errors {
                switch diagnostic.kind {
                case .unsatisfiable:
                    problems.append(SemanticProblem(
                        device: device.id, kind: .unsatisfiable, message: diagnostic.message,
                        constraints: diagnostic.conflicting.map(\.text)))
                case .ambiguous:
                    problems.append(SemanticProblem(device: device.id, kind: .ambiguous, message: diagnostic.message, constraints: []))
                default:
                    continue
                }
            }
        }
        return problems
    }
}
