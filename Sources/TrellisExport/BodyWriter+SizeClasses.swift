import TrellisModel

/// Constraints of `when` blocks: one array per size-class condition, made with the others
/// and activated by `updateSizeClassConstraints(for:)` — the form iOS code uses with
/// `traitCollectionDidChange(_:)` — which the install calls for the root's current traits
/// and registers for trait changes (iOS 17's `registerForTraitChanges`).
extension BodyWriter {
    /// The distinct conditions of the `when` blocks, in file order.
    var sizeClassConditions: [SizeClassCondition] {
        var conditions: [SizeClassCondition] = []
        for constraint in body.constraints where !constraint.sizeClasses.isAlways && !conditions.contains(constraint.sizeClasses) {
            conditions.append(constraint.sizeClasses)
        }
        return conditions
    }

    var hasSizeClasses: Bool { body.constraints.contains { !$0.sizeClasses.isAlways } }

    /// `widthCompactConstraints`, `widthRegularHeightCompactConstraints`: one per condition,
    /// never an item's, a parameter's or an applied spec's property name.
    func sizeClassPropertyNames() -> [SizeClassCondition: String] {
        var taken = Set(body.items.map(\.name)).union(parameters.map(\.name)).union(layouterNames())
        var names: [SizeClassCondition: String] = [:]
        for condition in sizeClassConditions {
            var parts: [String] = []
            if let width = condition.width { parts += ["width", width.rawValue] }
            if let height = condition.height { parts += ["height", height.rawValue] }
            var name = SwiftName.camelCase(parts + ["constraints"])
            while taken.contains(name) { name += "_" }
            taken.insert(name)
            names[condition] = name
        }
        return names
    }

    func sizeClassProperties() -> [SwiftCode] {
        let names = sizeClassPropertyNames()
        guard !names.isEmpty else { return [] }
        return [.comment("Constraints that exist only in some size classes (`when` blocks in \(file)).")]
            + sizeClassConditions.compactMap { condition in
                names[condition].map { .line("private var \($0): [NSLayoutConstraint] = []") }
            }
    }

    /// Makes the arrays of the `when` blocks, activates those matching `owner`'s traits, and
    /// keeps them matching when the traits change.
    func sizeClassInstallStatements(_ written: [(LayoutConstraint, [_WrittenConstraint])], owner: String) -> [SwiftCode] {
        let names = sizeClassPropertyNames()
        guard !names.isEmpty else { return [] }
        var code: [SwiftCode] = [.blank]
        for condition in sizeClassConditions {
            guard let name = names[condition] else { continue }
            let constraints = written.filter { $0.0.sizeClasses == condition }.flatMap(\.1)
            code += _WrittenConstraint.grouped(
                constraints,
                unconditional: { elements in elements.isEmpty ? [] : [.list("\(name) = [", elements, closing: "]")] },
                conditional: { .list("\(name) += [", [$0], closing: "]") }
            )
        }
        code.append(.line("updateSizeClassConstraints(for: \(owner).traitCollection)"))
        code.append(
            .block(
                "if #available(iOS 17.0, *)",
                [
                    .open(
                        "\(owner).registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) { [weak self] (view: UIView, _: UITraitCollection) in",
                        [.line("self?.updateSizeClassConstraints(for: view.traitCollection)")], closing: "}"
                    )
                ]))
        return code
    }

    /// `updateSizeClassConstraints(for:)`: deactivates the arrays that do not match, then
    /// activates those that do (in that order, so no two conflict on the way).
    func sizeClassMethod() -> [SwiftCode] {
        let names = sizeClassPropertyNames()
        guard !names.isEmpty else { return [] }
        let groups = sizeClassConditions.compactMap { condition -> SwiftCode? in
            guard let name = names[condition] else { return nil }
            var tests: [String] = []
            if let width = condition.width { tests.append("traits.horizontalSizeClass == .\(width.rawValue)") }
            if let height = condition.height { tests.append("traits.verticalSizeClass == .\(height.rawValue)") }
            return .line("(\(tests.joined(separator: " && ")), \(name))")
        }
        return [
            .blank,
            .comment("Activates the constraints of the `when` blocks that match `traits` and deactivates the others."),
            .comment("Called on install and on every size-class change from iOS 17; before that, call it from"),
            .comment("the view controller's `traitCollectionDidChange(_:)`."),
            .block(
                "func updateSizeClassConstraints(for traits: UITraitCollection)",
                [
                    .list("let groups: [(applies: Bool, constraints: [NSLayoutConstraint])] = [", groups, closing: "]"),
                    .line("NSLayoutConstraint.deactivate(groups.filter { !$0.applies }.flatMap { $0.constraints })"),
                    .line("NSLayoutConstraint.activate(groups.filter { $0.applies }.flatMap { $0.constraints })"),
                ]),
        ]
    }
}
