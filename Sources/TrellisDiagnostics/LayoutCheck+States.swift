import TrellisEngine
import TrellisModel

/// `check` lays every state of a component out on every device as it does the base
/// (issue 33): each state must be complete and satisfiable on its own. Every problem
/// found in a state names it (`state keyboard: …`) and is its own problem, apart from
/// the base's at the same line.
extension LayoutCheck {
    /// The layouts of `name` (in `state`, nil for the base) as occurrences.
    static func add(
        _ layouts: [DeviceLayout], of name: String, state: String?, at location: SourceLocation?, to grouper: inout OccurrenceGrouper
    ) {
        for layout in layouts {
            let device = layout.environment.name
            switch layout.result {
            case .success(let solution):
                for diagnostic in solution.inState(state).diagnostics { grouper.add(diagnostic, component: name, device: device, state: state) }
            case .failure(let error):
                let place = state.map { " in state \($0)" } ?? ""
                grouper.add(
                    LayoutDiagnostic(
                        kind: .unsatisfiable, severity: .error, message: "\(name) cannot be laid out\(place) on \(device): \(error)",
                        location: location, items: []
                    ),
                    component: name, device: device, state: state
                )
            }
        }
    }

    /// Solves each state whose parameters have values; a state that cannot be prepared is
    /// a problem (its validation errors are reported with the component's).
    static func stateFindings(of name: String, engine: LayoutEngine, options: CheckOptions, at location: SourceLocation?)
        -> [SolvedComponent.Finding]
    {
        var findings: [SolvedComponent.Finding] = []
        for state in engine.checkableStates(of: name) {
            do {
                let prepared = try engine.prepare(name, state: state)
                findings.append(.layouts(prepared.check(on: options.environments), state: state))
            } catch EngineError.invalidComponent {
                continue
            } catch {
                findings.append(
                    .problem(
                        Problem(
                            severity: .error, kind: "engine", message: "\(name) cannot be laid out in state \(state): \(error)", location: location
                        )))
            }
        }
        return findings
    }
}
