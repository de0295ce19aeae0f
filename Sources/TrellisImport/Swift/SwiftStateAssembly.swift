import SwiftSyntax
import TrellisModel

/// Gathers one type's constraints, activations, constant changes and SnapKit updates with
/// where each is written, for `SwiftStateBuilder` to make the base layout and the states.
/// What happens in a method other than the setup (`func expand()`) is that method's state;
/// what happens under `if`/`switch` is the state of that branch, named from its condition.
struct SwiftStateAssembly {
    let context: SwiftTypeContext
    let activation: SwiftActivationVisitor
    var builder = SwiftStateBuilder()
    /// Kept constraints by their variable (`detailHeight`, `self.detailHeight` alike) → their entries
    /// (a list kept in `constraints` holds many).
    var bound: [String: [Int]] = [:]
    /// The method each entry is made in: a change there is part of making it, not a state.
    var madeIn: [Int: SyntaxIdentifier] = [:]
    private var updates: [SwiftFoundConstraint] = []
    /// Entries a `remakeConstraints` made (a later remake of the same view does not take them out).
    private var remade: Set<Int> = []
    /// The methods' parameters that became states' (`keyboardWillChange(height:)`), not the component's.
    private(set) var stateParameters: Set<String> = []
    /// Code `trellis export` wrote: its `apply(_:)` is read as the states it came from, not
    /// as operations (its lines restoring the base would land on the base).
    private let exported: SwiftExportedStates?
    /// The constraints found in the exported `apply(_:)`: the states' own.
    private var exportedAdded: [(line: Int, constraint: LayoutConstraint)] = []
    /// The SnapKit updates in the exported `apply(_:)`: constant changes of made constraints.
    private var exportedUpdates: [(line: Int, view: String, constraint: LayoutConstraint)] = []
    /// The type's `@IBOutlet … NSLayoutConstraint` properties: what its code does to them changes
    /// the xib's constraints in its states (`SwiftStateAssembly+Outlets`).
    var constraintOutlets: Set<String> = []
    /// The entry standing for each outlet's IB constraint, made when the code first names it.
    var outletEntries: [String: Int] = [:]
    /// The line each entry is made on (an outlet given a new constraint in a method is that one after the line).
    var madeLine: [Int: Int] = [:]

    init(context: SwiftTypeContext, activation: SwiftActivationVisitor, exported: SwiftExportedStates? = nil) {
        self.context = context
        self.activation = activation
        self.exported = exported
        if let exported {
            activation.toggles.removeAll { exported.contains($0.node) }
            activation.constantChanges.removeAll { exported.contains($0.node) }
            activation.priorities = activation.priorities.filter { !exported.contains($0.value) }
        }
    }

    /// The base layout and the states into `draft`: the constraints, the states, and for
    /// exported code the base's visibility of the views its states hide or show.
    mutating func finish(_ draft: inout ComponentDraft) {
        let built = builder.build()
        draft.constraints = built.constraints
        draft.states = built.states
        draft.outletsRemovedAtSetup = built.outletsRemovedAtSetup
        markShownAndHidden(&draft.states, branches: built.branches, items: Set(draft.items.map(\.name)))
        Self.markSizeConditions(&draft.states, branches: built.branches)
        guard let exported else { return }
        var names: [String: String] = [:]
        for entry in builder.entries {
            guard let binding = entry.binding, entry.constraints.count == 1, let identifier = entry.constraints[0].identifier else { continue }
            names[binding] = identifier
        }
        // An update names the constraint the maker made on its view with the same anchors and relation.
        let updates = exportedUpdates.compactMap { update -> (line: Int, name: String, constant: ConstantExpression)? in
            let made = builder.entries.first { entry in
                entry.view == update.view && entry.constraints.count == 1 && Self.sameAnchors(entry.constraints[0], update.constraint)
            }
            guard let name = made?.constraints[0].identifier else { return nil }
            return (update.line, name, update.constraint.constant)
        }
        let states = exported.states(names: names, added: exportedAdded, updates: updates, context: context)
        draft.states += states
        stateParameters.formUnion(states.flatMap(\.parameters).map(\.name))
        let visibility = exported.baseVisibility()
        draft.items = draft.items.map { item in
            switch item {
            case .view(var view):
                view.isHidden = visibility[view.name] ?? view.isHidden
                return .view(view)
            case .stack(var stack):
                stack.view.isHidden = visibility[stack.view.name] ?? stack.view.isHidden
                return .stack(stack)
            case .guide, .use: return item
            }
        }
    }

    /// Names whose activation is written somewhere (`isActive = true`, `= flag`, `activate([…])`).
    private var activatedNames: Set<String> {
        Set(activation.toggles.compactMap { toggle in if case .off = toggle.value { return nil } else { return Self.plain(toggle.name) } })
    }

    static func plain(_ name: String) -> String { name.hasPrefix("self.") ? String(name.dropFirst(5)) : name }

    /// Every constraint the type's code makes: an entry (one per single constraint), or a finding.
    mutating func add(_ found: [SwiftFoundConstraint], findings: inout FileImportReport) {
        let activated = activatedNames
        for var constraint in found {
            // A superclass's constraints make this layout too; its own file counts and reports them.
            // Under its conditions: the base takes one branch of its `if orientation == .left { … } else { … }`, as the superclass's does.
            if constraint.inherited {
                if constraint.failure == nil, !constraint.isUpdate,
                    constraint.active || constraint.binding.map({ activated.contains(Self.plain($0)) }) == true
                {
                    for single in constraint.constraints {
                        builder.entries.append(.init(constraints: [single], path: constraint.branches, createdActive: true, view: constraint.snapKitTarget))
                    }
                }
                continue
            }
            if let exported, constraint.origin == nil, !constraint.inOtherFile, exported.contains(line: constraint.line) {
                findings.constraintsFound += 1
                guard constraint.failure == nil else {
                    findings.skipped.append(ImportFinding(line: constraint.reportedLine, construct: constraint.construct, reason: constraint.failure ?? ""))
                    continue
                }
                if constraint.isUpdate, let view = constraint.snapKitTarget {
                    exportedUpdates += constraint.constraints.map { (constraint.line, view, $0) }
                } else {
                    exportedAdded += constraint.constraints.map { (constraint.line, $0) }
                }
                findings.constraintsImported += 1
                continue
            }
            if let origin = constraint.origin { constraint.construct = "\(origin) \(constraint.construct)" }
            if constraint.isUpdate, constraint.failure == nil {
                updates.append(constraint)
                continue
            }
            let name = constraint.binding.map(Self.plain)
            // A SnapKit list the code hands to its own method to switch (`activateConstraints(flag, shownConstraints: list, …)`).
            if constraint.failure == nil, constraint.snapKitTarget != nil, let name, let method = activation.passedTo[name] {
                constraint.failure = "kept in '\(name)', which '\(method)(…)' switches at run time (not followed): listed rather than made in every state"
            }
            var createdActive = constraint.active
            if constraint.failure == nil, !constraint.active, constraint.activeFlag == nil {
                if let name, activated.contains(name) {
                    // Activated by the operations below, where they are written.
                } else if let name, let property = activation.storedInto[name], activated.contains(Self.plain(property)) {
                    // `barConstraints = constraints`: stored into a property whose observer (or other code) activates it.
                    createdActive = true
                } else if let name, let condition = SizeClassArrayName.condition(of: name) {
                    // Kept in `widthCompactConstraints` & co.: swapped in on trait changes.
                    createdActive = true
                    constraint.constraints = constraint.constraints.map {
                        var c = $0; c.sizeClasses = condition; return c
                    }
                } else {
                    constraint.failure =
                        name.map { "never activated in this file (kept in '\($0)'; activated elsewhere at run time?)" }
                        ?? "never activated (not in NSLayoutConstraint.activate, no isActive = true)"
                }
            }
            if constraint.isUpdate || constraint.failure?.hasPrefix("the fallback branch") == true, constraint.failure != nil {
                findings.dropped.append(ImportFinding(line: constraint.reportedLine, construct: constraint.construct, reason: constraint.failure ?? ""))
                continue
            }
            findings.constraintsFound += 1
            if let failure = constraint.failure {
                findings.skipped.append(ImportFinding(line: constraint.reportedLine, construct: constraint.construct, reason: failure))
                continue
            }
            if let name {
                if let priority = activation.priorities[name] ?? activation.priorities["self." + name] {
                    if let value = context.priority(priority) {
                        constraint.constraints = constraint.constraints.map {
                            var c = $0; c.priority = value; return c
                        }
                    } else {
                        constraint.notes.append("priority '\(priority.trimmedText)' is not a known level; left required")
                    }
                }
                if let identifier = activation.identifiers[name] ?? activation.identifiers["self." + name] {
                    constraint.constraints = constraint.constraints.map {
                        var c = $0; c.identifier = identifier ?? nil; return c
                    }
                }
            }
            let first = builder.entries.count
            let path = outletReplacementPath(constraint, binding: name) ?? constraint.branches
            for single in constraint.constraints {
                builder.entries.append(
                    .init(constraints: [single], path: path, createdActive: createdActive, binding: name, view: constraint.snapKitTarget))
                madeLine[builder.entries.count - 1] = constraint.line
            }
            if let method = constraint.method {
                for index in first..<builder.entries.count { madeIn[index] = method.id }
            }
            if let flag = constraint.activeFlag {
                for index in first..<builder.entries.count { toggle(index, flag: flag, at: Syntax(flag), findings: &findings) }
            }
            if let view = constraint.remakeOf { replace(view, from: first, placement: constraint) }
            if let name { bound[name, default: []] += Array(first..<builder.entries.count) }
            findings.constraintsImported += 1
            for note in constraint.notes { findings.notes.append(ImportFinding(line: constraint.reportedLine, construct: constraint.construct, reason: note)) }
        }
    }

    /// The branches of an operation written at `node` on entry `entry`: its decisions, or the
    /// state of the method it is in when that is not the setup nor where the entry is made.
    func path(at placement: SwiftPlacement, entry: Int?, line: Int) -> [SwiftBranch] {
        if !placement.branches.isEmpty { return placement.branches }
        guard let method = placement.method, !method.isSetup, entry.map({ madeIn[$0] != method.id }) ?? true else { return [] }
        return [context.methodBranch(method, line: line)]
    }

    /// `remakeConstraints` of a view with `makeConstraints`: where it runs, the made ones go.
    private mutating func replace(_ view: String, from first: Int, placement found: SwiftFoundConstraint) {
        let placement = SwiftPlacement(branches: found.branches, failure: nil, method: found.method)
        let path = self.path(at: placement, entry: nil, line: found.line)
        for index in first..<builder.entries.count {
            builder.entries[index].path = path
            remade.insert(index)
        }
        for index in 0..<first
        where builder.entries[index].view == view && !remade.contains(index) && !builder.operations.contains(where: { $0.entry == index && $0.path == path }) {
            builder.operations.append(.init(entry: index, kind: .deactivate, path: path))
        }
    }

    private mutating func toggle(_ entry: Int, flag: ExprSyntax, at node: Syntax, findings: inout FileImportReport) {
        let placement = context.placement(of: node)
        guard placement.failure == nil else { return }
        let (branch, activeIndex) = context.flagBranch(flag)
        let location = context.location(node)
        appendOperation(.init(entry: entry, kind: .activate, path: placement.branches + [branch.taking(activeIndex)], location: location), findings: &findings)
        appendOperation(
            .init(entry: entry, kind: .deactivate, path: placement.branches + [branch.taking(1 - activeIndex)], location: location), findings: &findings)
    }

    /// `isActive = true/false/flag`, `activate([…])`, `deactivate([…])` of kept constraints.
    mutating func addToggles(findings: inout FileImportReport) {
        for toggle in activation.toggles {
            guard let entries = targets(of: toggle.name, at: toggle.node), let entry = entries.first else { continue }
            switch toggle.value {
            case .flag(let flag):
                for index in entries { self.toggle(index, flag: flag, at: toggle.node, findings: &findings) }
            case .on, .off:
                let placement = context.placement(of: toggle.node)
                guard placement.failure == nil else { continue }
                let path = path(at: placement, entry: entry, line: context.line(toggle.node))
                let kind: SwiftStateBuilder.Operation.Kind
                if case .on = toggle.value { kind = .activate } else { kind = .deactivate }
                for index in entries {
                    appendOperation(.init(entry: index, kind: kind, path: path, location: context.location(toggle.node)), findings: &findings)
                }
            }
        }
    }

    /// `heightConstraint.constant = 300`: in the setup, the base's constant; in `func expand()`
    /// or under a condition, a state's change; an expression of the method's parameters makes
    /// them the state's (`state keyboardWillChange(height = 0)`).
    mutating func addConstantChanges(findings: inout FileImportReport) {
        for change in activation.constantChanges {
            let name = Self.plain(change.name)
            let line = context.line(change.node)
            let construct = SwiftFoundConstraint.construct(change.node)
            findings.constraintsFound += 1
            guard let entries = targets(of: name, at: Syntax(change.node)), entries.count == 1 || constraintOutlets.contains(name), let entry = entries.first
            else {
                findings.skipped.append(
                    ImportFinding(
                        line: line, construct: construct,
                        reason: "changes the constant of '\(change.name)', which is not a constraint this type makes and activates"))
                continue
            }
            let placement = context.placement(of: change.node)
            if let failure = placement.failure {
                findings.skipped.append(ImportFinding(line: line, construct: construct, reason: "changes the constant of '\(change.name)': \(failure)"))
                continue
            }
            let path = path(at: placement, entry: entry, line: line)
            var parameters: [Parameter] = []
            let constant: ConstantExpression
            if path.isEmpty {
                constant = context.constant(change.value)
            } else {
                let names = Set((placement.method?.parameters ?? []).map { SwiftParameterReader.modelName($0, reference: false) })
                constant = context.constant(change.value, stateParameters: names)
                let base = builder.entries[entry].constraints.first?.constant ?? .zero
                for parameter in constant.parameters where names.contains(parameter) {
                    stateParameters.insert(parameter)
                    parameters.append(
                        Parameter(parameter, defaultValue: Self.value(of: parameter, in: constant, giving: base), location: context.location(change.node)))
                }
            }
            for index in entries {
                appendOperation(
                    .init(entry: index, kind: .change(constant, nil), path: path, parameters: parameters, location: context.location(change.node)),
                    findings: &findings)
            }
            findings.constraintsImported += 1
        }
    }

    /// The parameter's value that makes `constant` the base's (so the state starts where the base is), else 0.
    private static func value(of parameter: String, in constant: ConstantExpression, giving base: ConstantExpression) -> Double {
        guard base.terms.isEmpty, constant.terms.count == 1, let term = constant.terms.first, term.parameter == parameter, term.coefficient != 0 else {
            return 0
        }
        return (base.value - constant.value) / term.coefficient
    }

    /// SnapKit's `updateConstraints`: each line changes the constant of the made constraint of
    /// the same view with the same anchors and relation, where it runs.
    mutating func addUpdates(findings: inout FileImportReport) {
        for update in updates {
            findings.constraintsFound += 1
            guard let view = update.snapKitTarget else { continue }
            let made = builder.entries.indices.filter { builder.entries[$0].view == view && builder.entries[$0].path.allSatisfy(\.isBase) }
            var targets: [(Int, LayoutConstraint)] = []
            for single in update.constraints {
                guard let index = made.first(where: { SwiftStateBuilder.sameAnchors(builder.entries[$0].constraints[0], single) }) else {
                    targets = []
                    break
                }
                targets.append((index, single))
            }
            guard !targets.isEmpty else {
                findings.skipped.append(
                    ImportFinding(
                        line: update.reportedLine, construct: update.construct,
                        reason: made.isEmpty
                            ? "updateConstraints of \(view), which has no makeConstraints in this type to update"
                            : "updateConstraints matches none of \(view)'s makeConstraints lines (same anchors and relation): SnapKit stops there at run time"
                    ))
                continue
            }
            let placement = SwiftPlacement(branches: update.branches, failure: nil, method: update.method)
            let names = Set((update.method?.parameters ?? []).map { SwiftParameterReader.modelName($0, reference: false) })
            for (index, single) in targets {
                let path = path(at: placement, entry: index, line: update.line)
                // `offset(-height)` of the method's `height`: the state's parameter.
                var parameters: [Parameter] = []
                if !path.isEmpty {
                    let base = builder.entries[index].constraints.first?.constant ?? .zero
                    for parameter in single.constant.parameters where names.contains(parameter) {
                        parameters.append(
                            Parameter(parameter, defaultValue: Self.value(of: parameter, in: single.constant, giving: base), location: single.location))
                        stateParameters.insert(parameter)
                    }
                }
                builder.operations.append(
                    .init(entry: index, kind: .change(single.constant, nil), path: path, parameters: parameters, location: single.location))
            }
            findings.constraintsImported += 1
        }
    }
}

extension SwiftStateAssembly {
    static func sameAnchors(_ made: LayoutConstraint, _ update: LayoutConstraint) -> Bool { SwiftStateBuilder.sameAnchors(made, update) }
}

extension SwiftStateBuilder {
    /// What SnapKit compares to find the constraint an update changes: first anchor, relation, second anchor.
    static func sameAnchors(_ made: LayoutConstraint, _ update: LayoutConstraint) -> Bool {
        made.first == update.first && made.relation == update.relation && made.second == update.second
    }
}
