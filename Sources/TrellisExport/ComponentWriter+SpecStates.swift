import TrellisModel

/// A spec's states (`state raised(offset = 40) { change "bottom" = -offset }`) as the
/// seed's updater: `enum State` (`base` first, then a case per state, its parameters as
/// associated values with their defaults) and `layoutUpdater(for:)`. SnapKit: a closure
/// for `snp.updateConstraints`; anchors: the constraints whose constants `updateLayout(_:)`
/// copies onto the made ones. Every case sets every make constraint some state changes
/// (to the state's constant, else make's), so the state applied last is the layout, never
/// a mix of two. `updateConstraints` only changes constants: a state that removes or adds
/// constraints or changes a priority is an export error that says where to put it instead.
extension ComponentWriter {
    /// A make constraint (one single of it) that some state changes, and its constant in each state.
    private struct SpecStateTarget {
        var base: LayoutConstraint
        var source: LayoutConstraint
        /// By state name; a state that leaves it alone has make's constant.
        var constants: [String: ConstantExpression] = [:]
    }

    func specStates(_ spec: Spec, viewName: String, writer: ConstraintWriter) throws(ExportError) -> [SwiftCode] {
        guard !spec.states.isEmpty else { return [] }
        let sources = sourceSpec.states.count == spec.states.count ? sourceSpec.states : spec.states
        for state in spec.states { try Self.checkExportable(state, of: spec) }
        let targets = specStateTargets(spec)
        try Self.checkNoOptionalParameters(targets, of: spec)
        var cases: [SwiftCode] = [.comment("make's constants, as `layoutMaker` made them."), .line("case base")]
        for (state, source) in zip(spec.states, sources) {
            cases += source.comments.map(SwiftCode.comment)
            cases.append(.line("case \(Self.caseDeclaration(state))"))
        }
        var members: [SwiftCode] = [
            .mark("States"),
            .comment("The `state` blocks of \(file): each changes constants of `make`."),
            .block("enum State: Equatable", cases),
            .blank,
        ]
        let states: [(pattern: String, constants: [LayoutConstraint], sources: [LayoutConstraint])] =
            [(".base:", targets.map(\.base), targets.map(\.source))]
            + spec.states.map { state in
                let constraints = targets.map { target in
                    var single = target.base
                    if let constant = target.constants[state.name] { single.constant = constant }
                    return single
                }
                return (Self.casePattern(state, constraints: constraints), constraints, targets.map(\.source))
            }
        switch style {
        case .snapkit:
            members.append(.comment("Each state's constants, for `snp.updateConstraints(layouter.layoutUpdater(for: .raised()))`."))
            var cases: [SwiftCode] = []
            for (pattern, constraints, sources) in states {
                var lines: [SwiftCode] = []
                for (constraint, source) in zip(constraints, sources) {
                    lines += writer.snapKitMakers(constraint, source: source, labeled: false).map(\.maker.code)
                }
                cases.append(.line("case \(pattern)"))
                cases += lines.map(Self.indented)
            }
            var body = bindings(states.flatMap(\.constants), spec: spec)
            body.append(.open("return { make in", [.block("switch state", cases, closing: "}")], closing: "}"))
            members.append(.block("func layoutUpdater(for state: State) -> (ConstraintMaker) -> Void", body))
        case .anchors:
            members.append(.comment("Each state's constants, for `\(viewName).updateLayout(layouter.layoutUpdater(for: \(viewName), in: .raised()))`."))
            var cases: [SwiftCode] = []
            for (pattern, constraints, sources) in states {
                let written = zip(constraints, sources).flatMap { writer.anchors($0, source: $1) }
                cases.append(.line("case \(pattern)"))
                cases.append(Self.indented(.list("return [", written.flatMap(\.listElements), closing: "]")))
            }
            var body = bindings(states.flatMap(\.constants), spec: spec)
            body.append(.block("switch state", cases, closing: "}"))
            members.append(.block("func layoutUpdater(for \(viewName): UIView, in state: State) -> [NSLayoutConstraint]", body))
        }
        return members
    }

    /// A state `layoutUpdater(for:)` can write: constants of named make constraints only.
    private static func checkExportable(_ state: LayoutState, of spec: Spec) throws(ExportError) {
        let hint = "move the state to the screen or container that applies \(spec.name) (its states export as apply(_:)), or change only constants here"
        if let removal = state.removals.first {
            throw .notExportable(
                "\(spec.name): state \(state.name) removes \"\(removal.name)\"; a spec's states export as layoutUpdater(for:), which changes constants only (SnapKit's updateConstraints)",
                at: removal.location ?? state.location, hint: hint)
        }
        if let added = state.constraints.first {
            throw .notExportable(
                "\(spec.name): state \(state.name) adds \(added.layoutText); a spec's states export as layoutUpdater(for:), which changes constants only (SnapKit's updateConstraints)",
                at: added.location ?? state.location, hint: hint)
        }
        if let change = state.changes.first(where: { $0.priority != nil }) {
            throw .notExportable(
                "\(spec.name): state \(state.name) changes the priority of \"\(change.name)\"; a spec's states export as layoutUpdater(for:), which changes constants only (SnapKit's updateConstraints)",
                at: change.location ?? state.location, hint: hint)
        }
    }

    /// Every case sets every target, so none may name a `param x?` that may be left out.
    private static func checkNoOptionalParameters(_ targets: [SpecStateTarget], of spec: Spec) throws(ExportError) {
        let optional = Set(spec.parameters.filter { $0.isOptional && $0.defaultValue == nil }.map(\.name))
        for target in targets {
            let constants = [target.base.constant] + target.constants.values
            guard let name = constants.flatMap(\.terms).map(\.parameter).first(where: optional.contains) else { continue }
            throw .notExportable(
                "\(spec.name): \(target.base.layoutText) is changed by a state and its constant names param \(name)?, which may be left out; layoutUpdater(for:) sets it in every state",
                at: target.base.location, hint: "give \(name) a default (param \(name) = 0), or leave the constraint's constant to the update block")
        }
    }

    /// make's singles that some state changes, in make's order, with each state's constant.
    private func specStateTargets(_ spec: Spec) -> [SpecStateTarget] {
        let sources = sourceSpec.make.count == spec.make.count ? sourceSpec.make : spec.make
        var targets: [SpecStateTarget] = []
        for (constraint, source) in zip(spec.make, sources) {
            let singles = constraint.expanded()
            let sourceSingles = source.expanded().count == singles.count ? source.expanded() : singles
            for (single, sourceSingle) in zip(singles, sourceSingles) {
                var target = SpecStateTarget(base: single, source: sourceSingle)
                for state in spec.states {
                    // A member's own change wins over the whole composite's.
                    let change =
                        single.identifier.flatMap { id in state.changes.first { $0.name == id } }
                        ?? constraint.identifier.flatMap { id in state.changes.first { $0.name == id } }
                    if let constant = change?.constant { target.constants[state.name] = constant }
                }
                if !target.constants.isEmpty { targets.append(target) }
            }
        }
        return targets
    }

    /// `raised`, `raised(offset: CGFloat = 40)`.
    private static func caseDeclaration(_ state: LayoutState) -> String {
        let name = SwiftName.escaped(state.name)
        guard !state.parameters.isEmpty else { return name }
        let list = state.parameters.map { parameter in
            "\(SwiftName.escaped(parameter.name)): CGFloat" + (parameter.defaultValue.map { " = \(SwiftName.number($0))" } ?? "")
        }
        return "\(name)(\(list.joined(separator: ", ")))"
    }

    /// `.raised:`, `.raised(let offset):`, binding only the values the constants use.
    private static func casePattern(_ state: LayoutState, constraints: [LayoutConstraint]) -> String {
        StateExport.casePattern(state, binding: Set(constraints.flatMap { $0.constant.terms.map(\.parameter) }))
    }

    private static func indented(_ code: SwiftCode) -> SwiftCode {
        switch code {
        case .line(let text): return .line("    " + text)
        case .lines(let parts): return .lines(parts.map(indented))
        case .list(let opening, let elements, let closing): return .list("    " + opening, elements.map(indented), closing: "    " + closing)
        default: return code
        }
    }
}
