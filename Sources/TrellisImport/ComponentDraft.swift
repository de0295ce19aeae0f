import TrellisModel

/// The kind of root view a screen is laid out in: a view controller's view, a table or
/// collection cell's content view, or a plain custom view (the `.layout` `root` statement).
package enum RootKind: String, Hashable, Sendable, Codable {
    case controller, cell, view
}

/// Size classes a constraint is limited to (Interface Builder's `<variation key="widthClass=compact">`).
package struct TraitCondition: Hashable, Sendable, Codable, CustomStringConvertible {
    package enum SizeClass: String, Hashable, Sendable, Codable { case compact, regular }
    package var width: SizeClass?
    package var height: SizeClass?

    /// `widthClass=compact`, `heightClass=regular-widthClass=compact`; nil for anything else.
    package init?(interfaceBuilderKey key: String) {
        var width: SizeClass?, height: SizeClass?
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, let value = SizeClass(rawValue: pair[1]) else { return nil }
            switch pair[0] {
            case "widthClass": width = value
            case "heightClass": height = value
            default: return nil
            }
        }
        guard width != nil || height != nil else { return nil }
        self.width = width
        self.height = height
    }

    /// `width compact height regular`, as a `when` block names it.
    package var description: String {
        [width.map { "width \($0.rawValue)" }, height.map { "height \($0.rawValue)" }].compactMap { $0 }.joined(separator: " ")
    }
}

/// A component as import assembles it from a source, before it becomes a `LayoutDocument`:
/// the parts the model has, and the root's kind and insets that the format states on screens.
package struct ComponentDraft: Sendable {
    package var name: String
    package var kind: LayoutDocument.Kind
    package var rootKind: RootKind = .controller
    package var width: Double?
    package var height: Double?
    /// Explicit safe-area insets of a root that is not device-sized (top, left, bottom, right).
    package var safeArea: [Double]?
    package var parameters: [Parameter] = []
    package var items: [Item] = []
    package var constraints: [LayoutConstraint] = []
    /// Constraints that exist only in some size classes.
    package var variations: [(TraitCondition, LayoutConstraint)] = []
    package var comments: [String] = []
    // Specs.
    package var references: [ReferenceParameter] = []
    package var update: [LayoutConstraint] = []

    package init(name: String, kind: LayoutDocument.Kind) {
        self.name = name
        self.kind = kind
    }

    package func itemNamed(_ name: String) -> Item? { items.first { $0.name == name } }

    /// The model document. Later constraints whose key repeats an earlier one get an
    /// identifier (diff and merge know constraints by key), named after where they came from.
    package func document() -> LayoutDocument {
        let constraints = Self.distinctKeys(constraints)
        switch kind {
        case .screen:
            var screen = Screen(
                name: name, parameters: parameters, width: width, height: height,
                body: LayoutBody(items: items, constraints: constraints)
            )
            screen.comments = comments
            return .screen(screen)
        case .container:
            var container = Container(name: name, parameters: parameters, body: LayoutBody(items: items, constraints: constraints))
            container.comments = comments
            return .container(container)
        case .spec:
            var spec = Spec(
                name: name, references: references, parameters: parameters,
                make: constraints, update: Self.distinctKeys(update)
            )
            spec.comments = comments
            return .spec(spec)
        }
    }

    static func distinctKeys(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        var seen = Set<ConstraintKey>()
        var usedIdentifiers = Set(constraints.compactMap(\.identifier))
        return constraints.map { constraint in
            var constraint = constraint
            let keys = constraint.expanded().map(\.key)
            if keys.contains(where: seen.contains) {
                let base = "\(constraint.first.item).\(constraint.first.attribute.rawValue)"
                var candidate = constraint.location.map { "\(base)@\($0.line)" } ?? base
                var counter = 2
                while usedIdentifiers.contains(candidate) {
                    candidate = "\(base)#\(counter)"
                    counter += 1
                }
                constraint.identifier = candidate
                usedIdentifiers.insert(candidate)
            }
            for key in constraint.expanded().map(\.key) { seen.insert(key) }
            return constraint
        }
    }
}
