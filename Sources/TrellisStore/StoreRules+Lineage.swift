/// The lineage rule, one version at a time, for every checker: `fsck`, the snapshot
/// verifier (`StoreRules.versions`) and each received batch (`receiveVersions`, a hub's
/// receive). A version's parents are versions of its own component, except a rename's
/// (`renamedFrom`), whose parents may also be versions of the component it was renamed
/// from — and must include one, or the rename names nothing it continues.
extension StoreRules {
    enum LineageProblem: Equatable {
        /// A parent of a component that is neither the version's own nor the one it was renamed from.
        case parentOfOtherComponent(parent: String, component: String)
        /// Renamed from a component none of its parents belongs to.
        case renameWithoutParent(from: String)
        /// Renamed from its own name.
        case renamedFromItself

        /// As `fsck` and the snapshot verifier word it.
        var description: String {
            switch self {
            case .parentOfOtherComponent(let parent, let component): return "its parent \(parent.prefix(12)) belongs to \(component)"
            case .renameWithoutParent(let from): return "it is renamed from \(from) but none of its parents is a version of \(from)"
            case .renamedFromItself: return "it is renamed from its own name"
            }
        }
    }

    /// What is wrong with a version's lineage, given its parents' components (`nil` for a
    /// parent not found: that is the caller's "missing parent").
    static func lineage(component: String, renamedFrom: String?, parents: [(id: String, component: String?)]) -> [LineageProblem] {
        var problems: [LineageProblem] = []
        for parent in parents {
            guard let owner = parent.component else { continue }
            if owner != component, owner != renamedFrom { problems.append(.parentOfOtherComponent(parent: parent.id, component: owner)) }
        }
        if let renamedFrom {
            if renamedFrom == component {
                problems.append(.renamedFromItself)
            } else if !parents.contains(where: { $0.component == renamedFrom }) {
                problems.append(.renameWithoutParent(from: renamedFrom))
            }
        }
        return problems
    }
}
