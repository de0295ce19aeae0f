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
        for assignment in assignments {
            let inState = Self.evaluate(entries, operations, in: assignment)
            var state = LayoutState(name: uniqueName(names[assignment] ?? [], taken: &stateNames))
            for index in entries.indices {
                switch (base[index], inState[index]) {
                case (nil, nil): continue
                case (nil, let made?): state.constraints += made.constraints
                case (_?, nil):
                    state.removals += Self.name(&named[index], used: &used).map { StateTarget($0) }
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
            if !state.isEmpty { states.append(state) }
        }
        // The base with the names the states use.
        let constraints = named.indices.flatMap { index -> [LayoutConstraint] in
            guard let made = base[index] else { return [] }
            return zip(made.constraints, named[index].constraints).map { constraint, namedOne in
                var constraint = constraint
                constraint.identifier = namedOne.identifier
                return constraint
            }
        }
        return Result(constraints: constraints, states: states)
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
        let words = branches.sorted { $0.line < $1.line }.map(\.name)
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
