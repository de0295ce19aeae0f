import TrellisModel

/// Layout states in a relayout: each state of a component whose base layout changed is laid
/// out too, on every device, as rows of its own (keys with a `state` line, so the cache
/// tells them apart), and the report lists what moved per state and device. A state only
/// one side has is `added` or `removed`; a state with a parameter that has no value is not
/// laid out (`check` warns about it). Components whose base keys are equal on both sides
/// have no state rows: their states' inputs are equal too, so nothing in them can move.
extension Relayout {
    static func withStateRows(
        _ rows: [_Row], before: LibrarySnapshot, after: LibrarySnapshot, jobs: Int,
        keys: (_ component: String, _ after: Bool, _ state: String) -> [String]?
    ) throws -> [_Row] {
        let changed = rows.filter { row in row.variant == .make && row.state == nil && row.before != row.after }.map(\.component)
        guard !changed.isEmpty else { return rows }
        let beforeLibrary = try before.library(including: changed.filter { before.summaries[$0] != nil }, workers: jobs)
        let afterLibrary = try after.library(including: changed.filter { after.summaries[$0] != nil }, workers: jobs)
        var stateRows: [String: [_Row]] = [:]
        for name in changed {
            let beforeStates = layableStates(beforeLibrary[name]), afterStates = layableStates(afterLibrary[name])
            let names = afterStates + beforeStates.filter { !afterStates.contains($0) }
            stateRows[name] = names.map { state in
                _Row(
                    component: name, variant: .make, state: state,
                    before: beforeStates.contains(state) ? keys(name, false, state) : nil,
                    after: afterStates.contains(state) ? keys(name, true, state) : nil)
            }
        }
        // Each component's state rows after its own rows, which are in component order.
        var result: [_Row] = []
        for (index, row) in rows.enumerated() {
            result.append(row)
            let isLast = index == rows.count - 1 || rows[index + 1].component != row.component
            if isLast, let extra = stateRows[row.component] { result += extra }
        }
        return result
    }

    /// The states of `document` that can be laid out as written: every parameter has a value.
    static func layableStates(_ document: LayoutDocument?) -> [String] {
        (document?.body?.states ?? []).filter { state in state.parameters.allSatisfy { $0.defaultValue != nil } }.map(\.name)
    }
}
