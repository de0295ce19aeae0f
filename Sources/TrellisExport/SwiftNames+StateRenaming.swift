import TrellisModel

/// A state with Swift names: its case name (`SwiftNames.states`), its constraints' and
/// hidden or shown items' members. Its parameters stay as written: they are the case's
/// associated values, bound as locals in `apply(_:)`.
extension _Renamer {
    func state(_ state: LayoutState) -> LayoutState {
        var state = state
        state.name = names.states[component]?[state.name] ?? state.name
        state.constraints = state.constraints.map(constraint)
        state.visibility = state.visibility.map { change in
            var change = change
            change.item = member(change.item)
            return change
        }
        return state
    }
}
