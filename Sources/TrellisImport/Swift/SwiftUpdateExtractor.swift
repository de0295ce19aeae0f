import TrellisModel

/// Hand-written `view.snp.updateConstraints { … }` as a spec's `update` block. SnapKit
/// updates a made constraint with the same first anchor, relation and second anchor; the
/// format says that with a spec applied to the view: the view's `makeConstraints` lines
/// become the spec's `make` block (the view is `self`, every other item a `ref`), the
/// matching update lines its `update` block, and the screen applies the spec to the view.
/// An update line that matches no made line is reported with its line (SnapKit would stop
/// there at run time).
struct SwiftUpdateExtractor {
    /// The screen or container being imported, and the name the namer gave it.
    var draft: ComponentDraft
    /// Made constraints by the view their SnapKit closure constrains.
    var made: [String: [LayoutConstraint]]
    var updates: [SwiftFoundConstraint]

    struct Result {
        var draft: ComponentDraft
        var specs: [ComponentDraft] = []
        var skipped: [ImportFinding] = []
        /// Update lines that became a spec's `update` block.
        var imported = 0
    }

    /// What SnapKit compares to find the constraint an update changes.
    struct MatchKey: Hashable {
        var first: Anchor
        var relation: Relation
        var second: Anchor?

        init(_ constraint: LayoutConstraint) {
            first = constraint.first
            relation = constraint.relation
            second = constraint.second
        }
    }

    func extract(namer: inout ComponentNamer) -> Result {
        var result = Result(draft: draft)
        var byView: [String: [SwiftFoundConstraint]] = [:]
        var order: [String] = []
        for update in updates {
            guard let view = update.snapKitTarget else { continue }
            if byView[view] == nil { order.append(view) }
            byView[view, default: []].append(update)
        }
        // Per view given a spec: the locations of its constraints that move into the spec.
        var moved: [String: Set<SourceLocation>] = [:]
        var movedParameters = Set<String>()
        for view in order {
            let made = self.made[view] ?? []
            let keys = Set(made.flatMap { $0.expanded().map(MatchKey.init) })
            var matched: [LayoutConstraint] = []
            for update in byView[view] ?? [] {
                let singles = update.constraints.flatMap { $0.expanded() }
                if !singles.isEmpty, singles.allSatisfy({ keys.contains(MatchKey($0)) }) {
                    matched += update.constraints
                    result.imported += 1
                } else {
                    result.skipped.append(
                        ImportFinding(
                            line: update.line, construct: update.construct,
                            reason: made.isEmpty
                                ? "updateConstraints of \(view), which has no makeConstraints in this type to update"
                                : "updateConstraints matches none of \(view)'s makeConstraints lines (same anchors and relation): SnapKit stops there at run time"
                        ))
                }
            }
            guard !matched.isEmpty else { continue }
            let spec = spec(for: view, made: made, update: matched, into: &result.draft, namer: &namer)
            moved[view] = Set(made.compactMap(\.location))
            movedParameters.formUnion(spec.parameters.map(\.name))
            result.specs.append(spec)
        }
        // Taken out once for all views (per view, it was quadratic in a type of many views).
        result.draft.constraints.removeAll { constraint in
            guard let location = constraint.location, let view = constraint.first.item.path.first, constraint.first.item.path.count == 1 else { return false }
            return moved[view]?.contains(location) == true
        }
        let stillUsed = Set(result.draft.constraints.flatMap { $0.constant.parameters })
        result.draft.parameters.removeAll { movedParameters.contains($0.name) && !stillUsed.contains($0.name) }
        return result
    }

    /// The spec for `view`, and the screen changed to apply it.
    private func spec(
        for view: String, made: [LayoutConstraint], update: [LayoutConstraint], into draft: inout ComponentDraft, namer: inout ComponentNamer
    ) -> ComponentDraft {
        let name = namer.name(preferred: draft.name + ItemNamer.upperFirst(view) + "Layout", fallback: draft.name + "Layout")
        var spec = ComponentDraft(name: name, kind: .spec)
        spec.comments = [
            "\(view)'s constraints in \(draft.name), with the changes its updateConstraints makes, imported by trellis import."
        ]
        // Every other item the constraints name is a reference; the owner is the superview.
        var references: [String: String] = [:]
        var referenceOrder: [String] = []
        func referenceName(_ root: String) -> String {
            if let name = references[root] { return name }
            let name = root == "owner" ? "superView" : root
            references[root] = name
            referenceOrder.append(root)
            return name
        }
        func rewrite(_ anchor: Anchor) -> Anchor {
            let path = anchor.item.path
            if path == [view] { return Anchor(.selfItem, anchor.attribute) }
            guard let root = path.first else { return anchor }
            return Anchor(ItemReference([referenceName(root)] + path.dropFirst()), anchor.attribute)
        }
        func rewrite(_ constraint: LayoutConstraint) -> LayoutConstraint {
            var constraint = constraint
            constraint.first = rewrite(constraint.first)
            constraint.second = constraint.second.map(rewrite)
            return constraint
        }
        spec.constraints = made.map(rewrite)
        spec.update = update.map(rewrite)
        spec.references = referenceOrder.map { ReferenceParameter(references[$0] ?? $0) }
        // The parameters the moved constraints use go with them.
        let used = Set((made + update).flatMap { $0.constant.parameters })
        spec.parameters = draft.parameters.filter { used.contains($0.name) }
        let arguments = referenceOrder.map { root in
            LayoutArgument(references[root] ?? root, .item(ItemReference([root])))
        }
        let location = made.first?.location
        draft.applications.append(SpecApplication(spec: name, target: ItemReference([view]), arguments: arguments, location: location))
        return spec
    }
}
