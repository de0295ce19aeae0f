import TrellisModel

extension ImportRun {
    /// A class whose only layout code changes its xib's constraints (`heightConstraint.constant = 0`)
    /// is part of its xib's component, never one of its own: when no xib or scene of the run has
    /// a component of its name, it is left out and its changes are listed with their lines. A
    /// class with layout code of its own keeps it, without what it does to outlets no xib holds.
    mutating func dropUnmergedOutletStates() {
        for fileIndex in files.indices {
            let path = files[fileIndex].report.path
            for index in files[fileIndex].pending.indices.reversed() {
                var pending = files[fileIndex].pending[index]
                var skipped: [ImportFinding] = []
                var lost = 0
                OutletConstraintNames.resolve(&pending.draft, ibPath: nil, swiftPath: path, skipped: &skipped, lost: &lost)
                files[fileIndex].report.skipped += skipped
                files[fileIndex].report.constraintsImported -= lost
                if pending.mergeOnly {
                    files[fileIndex].pending.remove(at: index)
                } else {
                    files[fileIndex].pending[index] = pending
                }
            }
        }
    }

    /// The states import knows to be partial (their comment says why) into each component's
    /// record, for `check` to report their problems as not imported.
    mutating func recordPartialStates() {
        for fileIndex in files.indices {
            for componentIndex in files[fileIndex].components.indices {
                let component = files[fileIndex].components[componentIndex]
                guard let body = component.document.body, component.record != nil else { continue }
                var partial: [String: String] = [:]
                for state in body.states {
                    let prefix = OutletConstraintNames.partialPrefix
                    if let reason = state.comments.first(where: { $0.hasPrefix(prefix) }) { partial[state.name] = String(reason.dropFirst(prefix.count)) }
                }
                guard !partial.isEmpty else { continue }
                // Beside those the record already holds (a state using a value import could not read).
                let held = component.record?.states ?? [:]
                files[fileIndex].components[componentIndex].record?.states = partial.merging(held) { own, _ in own }
            }
        }
    }
}
