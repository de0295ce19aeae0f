import TrellisModel

/// A type's conditional layout as the format's states. Every constraint the type makes is an
/// entry with the branches it is made under; activations, deactivations and constant changes
/// are operations with theirs. The base layout takes the base branch of every decision
/// (`else`, `default`, a flag's initial value, no method called); each other combination the
/// code writes is a state: the base plus what differs there — constraints added, base
/// constraints removed or changed by name (named here with `as "…"` when they were not).
struct SwiftStateBuilder {
    struct Entry {
        var constraints: [LayoutConstraint]
        var path: [SwiftBranch]
        /// Activated where it is made (else only by an operation).
        var createdActive: Bool
        var binding: String?
        /// The view of the SnapKit closure that made it.
        var view: String?
        /// Stands for the constraint Interface Builder holds in this `@IBOutlet` (`binding`): the
        /// xib's component has it, under the outlet's name; the base keeps it as the xib says.
        var outlet = false
        /// A state's operation changed its constant or priority (an outlet's constant may be changed to the xib's own value).
        var changed = false
    }

    struct Operation {
        enum Kind {
            case activate, deactivate
            case change(ConstantExpression?, Priority?)
        }
        var entry: Int
        var kind: Kind
        var path: [SwiftBranch]
        /// The state's parameters the new constant uses (`func keyboardWillChange(height:)`).
        var parameters: [Parameter] = []
        var location: SourceLocation?
    }

    var entries: [Entry] = []
    var operations: [Operation] = []

    /// Decisions taken: decision → branch index. Absent decisions take their base branch.
    typealias Assignment = [SwiftBranch.Decision: Int]

    struct Result {
        var constraints: [LayoutConstraint]
        var states: [LayoutState]
        /// Each state's decisions, as taken (for where in the code it is made).
        var branches: [String: [SwiftBranch]] = [:]
        /// Outlets whose xib constraint the base deactivates (the setup's `isActive = false`).
        var outletsRemovedAtSetup: [String] = []
    }

    func build() -> Result {
        var assignments: [Assignment] = []
        var seen = Set<Assignment>()
        var names: [Assignment: [SwiftBranch]] = [:]
        func consider(_ path: [SwiftBranch]) {
            let chosen = path.filter { !$0.isBase }
            guard !chosen.isEmpty else { return }
            var assignment: Assignment = [:]
            for branch in chosen {
                if let taken = assignment[branch.decision], taken != branch.index { return }
                assignment[branch.decision] = branch.index
            }
            if seen.insert(assignment).inserted {
                assignments.append(assignment)
                names[assignment] = chosen
            }
        }
        for entry in entries {
            consider(entry.path)
            // `if expanded { A } else { B }` with B in the base: the other branches are states too, even empty.
            if let last = entry.path.last, last.isBase {
                for index in last.names.indices where index != last.baseIndex { consider(entry.path.dropLast() + [last.taking(index)]) }
            }
        }
        for operation in operations { consider(operation.path) }
        let base = Self.evaluate(entries, operations, in: [:])
        var named = entries
        var used = Set(entries.flatMap { $0.constraints.compactMap(\.identifier) })
        var states: [LayoutState] = []
        var stateNames = Set<String>()
        var stateBranches: [String: [SwiftBranch]] = [:]
        for assignment in assignments {
            let inState = Self.evaluate(entries, operations, in: assignment)
            var state = LayoutState(name: uniqueName(names[assignment] ?? [], taken: &stateNames))
            for index in entries.indices {
                switch (base[index], inState[index]) {
                case (nil, nil): continue
                case (nil, let made?) where made.outlet:
                    // The xib's constraint, deactivated in the base, activated here: the merge puts the xib's in its place.
                    state.constraints += made.constraints.map { stand in
                        var stand = stand
                        stand.location = SourceLocation(file: OutletConstraintNames.standInFile, line: stand.location?.line ?? 0, column: 1)
                        return stand
                    }
                case (nil, let made?): state.constraints += made.constraints
                case (_?, nil):
                    state.removals += Self.name(&named[index], used: &used).map { StateTarget($0) }
                case (_?, let now?) where now.outlet:
                    guard now.changed, let constraint = now.constraints.first, let name = now.binding else { continue }
                    state.changes.append(ConstraintChange(name, constant: constraint.constant, priority: nil, location: constraint.location))
                case (let was?, let now?):
                    guard was.constraints != now.constraints else { continue }
                    if was.constraints.count == 1, let constraint = now.constraints.first, let name = Self.name(&named[index], used: &used).first {
                        let constant = constraint.constant == was.constraints[0].constant ? nil : constraint.constant
                        let priority = constraint.priority == was.constraints[0].priority ? nil : constraint.priority
                        state.changes.append(ConstraintChange(name, constant: constant, priority: priority, location: constraint.location))
                    } else {
                        state.removals += Self.name(&named[index], used: &used).map { StateTarget($0) }
                        state.constraints += now.constraints
                    }
                }
                state.location = state.location ?? inState[index]?.constraints.first?.location
            }
            for operation in operations where Self.holds(operation.path, in: assignment) {
                for parameter in operation.parameters where !state.parameters.contains(where: { $0.name == parameter.name }) {
                    state.parameters.append(parameter)
                }
            }
            if !state.isEmpty {
                states.append(state)
                stateBranches[state.name] = names[assignment] ?? []
            }
        }
        // The base with the names the states use.
        let constraints = named.indices.flatMap { index -> [LayoutConstraint] in
            guard let made = base[index], !made.outlet else { return [] }
            return zip(made.constraints, named[index].constraints).map { constraint, namedOne in
                var constraint = constraint
                constraint.identifier = namedOne.identifier
                return constraint
            }
        }
        let removedAtSetup = entries.indices.filter { entries[$0].outlet && base[$0] == nil }.compactMap { entries[$0].binding }
        return Result(constraints: constraints, states: states, branches: stateBranches, outletsRemovedAtSetup: removedAtSetup)
    }

    /// Each entry as it is in `assignment`: nil when not made or not active there.
    private static func evaluate(_ entries: [Entry], _ operations: [Operation], in assignment: Assignment) -> [Entry?] {
        var result: [Entry?] = entries.map { holds($0.path, in: assignment) ? $0 : nil }
        var active = entries.map(\.createdActive)
        // The base's operations first (the setup), then the state's (later, at run time).
        let ordered =
            operations.filter { $0.path.allSatisfy(\.isBase) && holds($0.path, in: assignment) }
            + operations.filter { !$0.path.allSatisfy(\.isBase) && holds($0.path, in: assignment) }
        for operation in ordered where result[operation.entry] != nil {
            switch operation.kind {
            case .activate: active[operation.entry] = true
            case .deactivate: active[operation.entry] = false
            case .change(let constant, let priority):
                guard var entry = result[operation.entry] else { continue }
                if !operation.path.allSatisfy(\.isBase) { entry.changed = true }
                entry.constraints = entry.constraints.map { constraint in
                    var constraint = constraint
                    if let constant { constraint.constant = constant }
                    if let priority { constraint.priority = priority }
                    constraint.location = operation.location ?? constraint.location
                    return constraint
                }
                result[operation.entry] = entry
            }
        }
        for index in result.indices where !active[index] { result[index] = nil }
        return result
    }

    /// Whether every branch of `path` is the one `assignment` takes (its base where it takes none).
    static func holds(_ path: [SwiftBranch], in assignment: Assignment) -> Bool {
        path.allSatisfy { branch in (assignment[branch.decision] ?? branch.baseIndex) == branch.index }
    }

    /// The names a state gives to remove or change an entry: its identifier, else its
    /// variable's name or its first anchor (`detailHeight`, `detailLabelTop`), kept unique.
    private static func name(_ entry: inout Entry, used: inout Set<String>) -> [String] {
        entry.constraints.indices.map { index in
            if let identifier = entry.constraints[index].identifier { return identifier }
            let first = entry.constraints[index].first
            var base = entry.binding.map { String($0.split(separator: ".").last ?? "") } ?? ""
            if base.isEmpty || entry.constraints.count > 1 {
                base = first.item.path.filter { $0 != "owner" }.joined(separator: "_") + SwiftStateName.upper(first.attribute.rawValue)
                base = SwiftStateName.lowerFirst(base)
            }
            var candidate = base
            var counter = 2
            while used.contains(candidate) {
                candidate = "\(base)\(counter)"
                counter += 1
            }
            used.insert(candidate)
            entry.constraints[index].identifier = candidate
            return candidate
        }
    }

    private func uniqueName(_ branches: [SwiftBranch], taken: inout Set<String>) -> String {
        // A condition inside a later method names the state, not the method it is in.
        let conditions = branches.filter { if case .method = $0.decision { return false } else { return true } }
        let words = (conditions.isEmpty ? branches : conditions).sorted { $0.line < $1.line }.map(\.name)
        let base = SwiftStateName.lowerFirst(words.enumerated().map { $0.offset == 0 ? $0.element : SwiftStateName.upper($0.element) }.joined(separator: "And"))
        var name = base.isEmpty ? "state" : base
        var counter = 2
        while taken.contains(name) {
            name = "\(base)\(counter)"
            counter += 1
        }
        taken.insert(name)
        return name
    }
}
