import TrellisDiagnostics
import TrellisEngine
import TrellisImport

extension ImportedCheck {
    /// `problem` on the devices that can be in its state: a state import made under a condition
    /// on the root's size (`if view.bounds.width > 530`, `ImportRecord.stateConditions`) is one
    /// no narrower device is ever in, so what it finds there is no problem of the app. nil when
    /// no device of the problem is left.
    static func onDevicesInItsState(_ problem: Problem, record: ImportRecord, environments: [Environment]) -> Problem? {
        guard let state = problem.state, let conditions = record.stateConditions?[state], !conditions.isEmpty else { return problem }
        var problem = problem
        problem.devices = problem.devices.filter { name in
            guard let environment = environments.first(where: { $0.name == name }) else { return true }
            return conditions.allSatisfy { $0.holds(width: environment.width, height: environment.height) }
        }
        return problem.devices.isEmpty ? nil : problem
    }
}
