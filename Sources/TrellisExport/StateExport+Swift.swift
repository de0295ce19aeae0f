import TrellisModel

/// The Swift of `StateExport`: the members, what the install keeps, and `apply(_:)`.
extension StateExport {
    // MARK: Members

    /// `enum State`, the applied state, the kept base constraints and the state's own.
    func members() throws(ExportError) -> [SwiftCode] {
        guard hasStates else { return [] }
        let targets = try targets()
        var cases: [SwiftCode] = [.comment("The base layout, without a state block."), .line("case base")]
        let sourceStates = source.states.count == body.states.count ? source.states : body.states
        for (state, sourceState) in zip(body.states, sourceStates) {
            cases += sourceState.comments.map(SwiftCode.comment)
            cases.append(.line("case \(caseDeclaration(state))"))
        }
        var code: [SwiftCode] = [
            .mark("States"),
            .comment("The `state` blocks of \(file); `apply(_:)` switches to one."),
            .block("enum State: Equatable", cases),
            .blank,
            .comment("The state applied last; `.base` once installed."),
            .line("private(set) var state: State = .base"),
        ]
        let kept = targets.filter(\.kept)
        if !kept.isEmpty {
            code.append(.comment("Base constraints that states remove or change, by their name in \(file)."))
            code += kept.map { .line("private var \($0.property): NSLayoutConstraint?") }
        }
        if addsConstraints {
            code.append(.comment("The constraints the applied state adds to the base."))
            code.append(.line("private var stateConstraints: [NSLayoutConstraint] = []"))
        }
        return code
    }

    /// `expanded`, `keyboard(bottomOffset: CGFloat = 336)`.
    private func caseDeclaration(_ state: LayoutState) -> String {
        let name = SwiftName.escaped(state.name)
        guard !state.parameters.isEmpty else { return name }
        let list = state.parameters.map { parameter in
            "\(SwiftName.escaped(parameter.name)): CGFloat" + (parameter.defaultValue.map { " = \(SwiftName.number($0))" } ?? "")
        }
        return "\(name)(\(list.joined(separator: ", ")))"
    }

    private var addsConstraints: Bool { body.states.contains { !$0.constraints.isEmpty } }
    private var removesConstraints: Bool { body.states.contains { !$0.removals.isEmpty } }

    // MARK: Install

    /// Replaces each kept constraint in the install's list by a local of its property's
    /// name: `let panelHeightConstraint = …` before the activation, the name in it, and
    /// `self.panelHeightConstraint = panelHeightConstraint` after.
    /// In the SnapKit style the kept constraints are anchors too (`NSLayoutConstraint`s that
    /// `apply(_:)` switches), activated here; the makers write the others (`withoutKept`),
    /// among them those whose constant only changes (`apply(_:)` updates them through SnapKit).
    func keep(
        _ written: inout [(LayoutConstraint, [_WrittenConstraint])], style: ExportStyle
    ) throws(ExportError) -> (declarations: [SwiftCode], assignments: [SwiftCode]) {
        guard hasStates else { return ([], []) }
        let targets = try targets().filter(\.kept)
        guard !targets.isEmpty else { return ([], []) }
        var declarations: [SwiftCode] = []
        var assignments: [SwiftCode] = []
        for index in written.indices {
            let singles = written[index].0.expanded()
            guard singles.count == written[index].1.count else { continue }
            for (member, single) in singles.enumerated() {
                guard let target = targets.first(where: { $0.identifier == single.identifier }) else { continue }
                declarations.append(Self.declaring(target.property, written[index].1[member].code))
                written[index].1[member].code = .line(target.property)
                assignments.append(.line("self.\(target.property) = \(target.property)"))
            }
        }
        if style == .snapkit, !declarations.isEmpty {
            declarations.append(.list("NSLayoutConstraint.activate([", targets.map { .line($0.property) }, closing: "])"))
        }
        return (declarations, assignments)
    }

    /// The constraints for SnapKit's makers: all but the kept ones, composites holding a
    /// kept member split into their single constraints (each keeps its identifier).
    func withoutKept(_ constraints: [(LayoutConstraint, source: LayoutConstraint)]) -> [(LayoutConstraint, source: LayoutConstraint)] {
        guard hasStates, let targets = try? targets().filter(\.kept), !targets.isEmpty else { return constraints }
        let kept = Set(targets.map(\.identifier))
        return constraints.flatMap { constraint, source -> [(LayoutConstraint, source: LayoutConstraint)] in
            let singles = constraint.expanded()
            guard singles.contains(where: { $0.identifier.map(kept.contains) == true }) else { return [(constraint, source: source)] }
            let sources = source.expanded()
            return zip(singles, sources.count == singles.count ? sources : singles).compactMap { single, source in
                single.identifier.map(kept.contains) == true ? nil : (single, source: source)
            }
        }
    }

    private static func declaring(_ name: String, _ code: SwiftCode) -> SwiftCode {
        switch code {
        case .line(let text): return .line("let \(name) = \(text)")
        case .lines(let parts):
            guard case .line(let first)? = parts.first else { return code }
            return .lines([.line("let \(name) = \(first)")] + parts.dropFirst())
        default: return code
        }
    }

    // MARK: apply(_:)

    func applyMethod(ownerName: String?, unwrapsOwner: Bool) throws(ExportError) -> [SwiftCode] {
        guard hasStates else { return [] }
        let targets = try targets()
        let differences = differences(targets)
        let switched = targets.filter(\.switched)
        let property = Dictionary(uniqueKeysWithValues: targets.map { ($0.identifier, $0.property) })
        var code: [SwiftCode] = []
        let usesOwner =
            unwrapsOwner
            && differences.contains { difference in
                difference.added.contains { $0.first.item.root == "owner" || $0.second?.item.root == "owner" }
            }
        if usesOwner { code += [.line("guard let \(ownerName ?? "owningView") else { return }")] }
        if !switched.isEmpty {
            code.append(.line("let switched = [\(switched.map(\.property).joined(separator: ", "))].compactMap { $0 }"))
        }
        let off = (addsConstraints ? ["stateConstraints"] : []) + (switched.isEmpty ? [] : ["switched"])
        if !off.isEmpty { code.append(.line("NSLayoutConstraint.deactivate(\(off.joined(separator: " + ")))")) }
        var restore: [SwiftCode] = []
        let writer = ConstraintWriter(scope: scope, file: file)
        for target in targets where target.constantChanges && target.kept {
            restore.append(.line("\(target.property)?.constant = \(SwiftName.constant(target.base.constant))"))
        }
        restore += updates(targets.filter(\.updated).map { ($0, $0.base.constant) }, writer: writer)
        for target in targets where target.priorityChanges {
            restore.append(.line("\(target.property)?.priority = \(UIKitNames.priority(target.base.priority))"))
        }
        for item in visibilityItems { restore.append(.line("\(SwiftName.escaped(item.name)).isHidden = \(item.isHidden)")) }
        if !restore.isEmpty { code += [.comment("What states change, as the base has it.")] + restore }
        if removesConstraints { code.append(.line("var removed: [NSLayoutConstraint?] = []")) }
        if addsConstraints { code.append(.line("var added: [NSLayoutConstraint] = []")) }
        var cases: [SwiftCode] = [.line("case .base:"), .line("    break")]
        let byIdentifier = Dictionary(targets.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        for difference in differences {
            var statements: [SwiftCode] = []
            if !difference.removed.isEmpty {
                statements.append(.line("removed = [\(difference.removed.compactMap { property[$0] }.joined(separator: ", "))]"))
            }
            let written = zip(difference.added, difference.sourceAdded).flatMap { writer.anchors($0, source: $1) }
            statements += _WrittenConstraint.grouped(
                written,
                unconditional: { elements in elements.isEmpty ? [] : [.list("added = [", elements, closing: "]")] },
                conditional: { .lines([.line("added.append("), Self.indented($0), .line(")")]) })
            for (target, constant) in difference.constants where byIdentifier[target]?.kept == true {
                guard let name = property[target] else { continue }
                statements.append(.line("\(name)?.constant = \(SwiftName.constant(constant))"))
            }
            statements += updates(
                difference.constants.compactMap { change in byIdentifier[change.target].flatMap { $0.updated ? ($0, change.constant) : nil } },
                writer: writer)
            for (target, priority) in difference.priorities {
                guard let name = property[target] else { continue }
                statements.append(.line("\(name)?.priority = \(UIKitNames.priority(priority))"))
            }
            for (item, isHidden) in difference.visibility { statements.append(.line("\(SwiftName.escaped(item)).isHidden = \(isHidden)")) }
            if statements.isEmpty { statements = [.line("break")] }
            cases.append(.line("case \(casePattern(difference))"))
            cases += statements.map(Self.indented)
        }
        // `case` lines stand at the `switch`'s indentation, their statements one further.
        code.append(.lines([.line("switch state {")] + cases + [.line("}")]))
        var on: [String] = []
        if !switched.isEmpty {
            on.append(removesConstraints ? "switched.filter { constraint in !removed.contains { $0 === constraint } }" : "switched")
        }
        if addsConstraints { on.append("added") }
        if !on.isEmpty { code.append(.line("NSLayoutConstraint.activate(\(on.joined(separator: " + ")))")) }
        if addsConstraints { code.append(.line("stateConstraints = added")) }
        code.append(.line("self.state = state"))
        return [
            .blank,
            .comment("Switches the layout to `state` in one pass: deactivates what the last state added and the"),
            .comment("base constraints a state may switch off, restores the base, makes `state`'s changes, then"),
            .comment("activates. Inside `UIView.animate`, follow it with the root view's `layoutIfNeeded()`."),
            .block("func apply(_ state: State)", code),
        ]
    }

    /// `panel.snp.updateConstraints { make in make.height.equalTo(320) }`, one per item in
    /// the targets' order: each line is the maker's own line with the new constant (without
    /// a label), so SnapKit finds the constraint the maker made.
    private func updates(_ constants: [(target: Target, constant: ConstantExpression)], writer: ConstraintWriter) -> [SwiftCode] {
        var order: [String] = []
        var lines: [String: [SwiftCode]] = [:]
        for (target, constant) in constants {
            var single = target.base
            single.constant = constant
            guard let made = writer.snapKitMakers(single, maker: maker, labeled: false).first else { continue }
            if lines[made.item] == nil { order.append(made.item) }
            lines[made.item, default: []].append(made.maker.code)
        }
        return order.map { item in .open("\(item).snp.updateConstraints { \(maker) in", lines[item] ?? [], closing: "}") }
    }

    /// `.expanded:`, `.keyboard(let bottomOffset):`, `.keyboard:` when its values go unused.
    private func casePattern(_ difference: StateExport.Difference) -> String {
        var used = Set<String>()
        for constraint in difference.added { used.formUnion(constraint.constant.terms.map(\.parameter)) }
        for (_, constant) in difference.constants { used.formUnion(constant.terms.map(\.parameter)) }
        return Self.casePattern(difference.state, binding: used)
    }

    /// A state's `case` pattern (components' `apply(_:)` and specs' `layoutUpdater(for:)`),
    /// binding only the parameters in `used`: `.raised:`, `.raised(let offset, _):`.
    static func casePattern(_ state: LayoutState, binding used: Set<String>) -> String {
        let name = ".\(SwiftName.escaped(state.name))"
        guard state.parameters.contains(where: { used.contains($0.name) }) else { return name + ":" }
        let bindings = state.parameters.map { used.contains($0.name) ? "let \(SwiftName.escaped($0.name))" : "_" }
        return "\(name)(\(bindings.joined(separator: ", "))):"
    }

    private static func indented(_ code: SwiftCode) -> SwiftCode {
        switch code {
        case .line(let text): return .line("    " + text)
        case .lines(let parts): return .lines(parts.map(indented))
        case .comment(let comment):
            let text = LayoutComment.text(comment)
            return .line("    " + (text.isEmpty ? "//" : "// " + text))
        case .block(let header, let body, let closing): return .block("    " + header, body.map(indented), closing: "    " + closing)
        case .list(let opening, let elements, let closing): return .list("    " + opening, elements.map(indented), closing: "    " + closing)
        case .open(let opening, let body, let closing): return .open("    " + opening, body.map(indented), closing: "    " + closing)
        default: return code
        }
    }
}
