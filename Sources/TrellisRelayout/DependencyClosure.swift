import TrellisModel

/// Who uses whom, in both directions, over one or more libraries (a relayout's before and
/// after sides: a component that used a changed one on either side is affected).
public struct DependencyGraph: Sendable {
    /// name → the components that use it directly (`use` or `apply`), sorted.
    public private(set) var dependents: [String: [String]] = [:]

    /// Over snapshots' summaries (no documents needed).
    public init(_ snapshots: [LibrarySnapshot]) {
        var users: [String: Set<String>] = [:]
        for snapshot in snapshots {
            for (name, summary) in snapshot.summaries {
                for dependency in summary.dependencies { users[dependency, default: []].insert(name) }
            }
        }
        dependents = users.mapValues { $0.sorted() }
    }

    public init(_ libraries: [LayoutLibrary]) {
        var users: [String: Set<String>] = [:]
        for library in libraries {
            for (name, document) in library.documents {
                for dependency in document.dependencies { users[dependency, default: []].insert(name) }
            }
        }
        dependents = users.mapValues { $0.sorted() }
    }

    /// `names` and everything that uses one of them, directly or through any number of
    /// other containers and specs; sorted. Cycles (which validation rejects) are tolerated.
    public func closure(of names: some Sequence<String>) -> [String] {
        var seen = Set<String>()
        var stack = Array(names)
        while let next = stack.popLast() {
            guard seen.insert(next).inserted else { continue }
            stack.append(contentsOf: dependents[next] ?? [])
        }
        return seen.sorted()
    }
}

extension LayoutLibrary {
    /// Whether laying `name` out involves a spec with an `update` block (its own
    /// applications or those of any container it uses): such components are laid out
    /// twice, as made and with the updates applied.
    public func appliesSpecUpdates(_ name: String) -> Bool {
        for dependency in [name] + transitiveDependencies(of: name) {
            if case .spec(let spec) = self[dependency], !spec.update.isEmpty { return true }
        }
        return false
    }
}
