import TrellisModel

extension ImportRun {
    /// The conditions on the root's size that states were made under (their comments,
    /// `ImportStateCondition.prefix`) into each component's record, for `check` to leave a
    /// state out on a device that cannot be in it.
    mutating func recordStateConditions() {
        for fileIndex in files.indices {
            for componentIndex in files[fileIndex].components.indices {
                let component = files[fileIndex].components[componentIndex]
                guard let body = component.document.body, component.record != nil else { continue }
                var conditions: [String: [ImportStateCondition]] = [:]
                for state in body.states {
                    let found = ImportStateCondition.conditions(in: state.comments)
                    if !found.isEmpty { conditions[state.name] = found }
                }
                guard !conditions.isEmpty else { continue }
                files[fileIndex].components[componentIndex].record?.stateConditions = conditions
            }
        }
    }
}
