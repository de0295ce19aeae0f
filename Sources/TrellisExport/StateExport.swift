import TrellisModel

/// What a component's `state` blocks become in Swift: an `enum State` with a case per
/// state (a state's parameters as associated values, their defaults kept), the base
/// constraints that states remove or change kept in properties when installed, and one
/// `apply(_:)` that switches the layout in one pass — it deactivates what the last state
/// added and the base constraints it may switch off, restores the base's constants,
/// priorities and visibility, makes the new state's changes, then activates. Deactivating
/// before activating means no two constraints of different states are ever active
/// together, so `apply(_:)` may run inside `UIView.animate` (with `layoutIfNeeded()`).
///
/// The analysis compares each state applied by the model (`LayoutBody.applying`) with the
/// base, single constraint by single constraint, so a composite named whole (`"pin"`) or
/// by member (`"pin.top"`) is written as the `NSLayoutConstraint`s it is.
struct StateExport {
    /// The body with Swift names; `source` the same body as written (for identifiers' lines).
    var body: LayoutBody
    var source: LayoutBody
    var scope: SwiftScope
    var file: String
    /// Names the type already declares (items, parameters, applied specs, size-class arrays).
    var taken: Set<String>
    var style: ExportStyle = .anchors
    /// The maker closure's parameter in the SnapKit style (`make`, or `make_` beside an item `make`).
    var maker = "make"

    var hasStates: Bool { !body.states.isEmpty }

    /// A base single constraint a state removes or changes, and the property that keeps it.
    struct Target {
        var identifier: String
        var property: String
        var base: LayoutConstraint
        /// Some state changes its priority: it is switched off while that is set (UIKit
        /// throws when a required constraint's priority changes while it is active).
        var priorityChanges = false
        var constantChanges = false
        var removed = false
        /// It is deactivated and activated again by `apply(_:)`.
        var switched: Bool { removed || priorityChanges }
        /// In the SnapKit style, only its constant changes and a maker makes it: `apply(_:)`
        /// changes it with `snp.updateConstraints` (its item, anchors, relation, multiplier
        /// and priority stay what the maker made, which is what SnapKit matches), and no
        /// property keeps it.
        var updated = false
        /// What `apply(_:)` keeps in a property.
        var kept: Bool { !updated }
    }

    /// One state's difference from the base, single constraint by single constraint.
    struct Difference {
        var state: LayoutState
        var removed: [String] = []
        var constants: [(target: String, constant: ConstantExpression)] = []
        var priorities: [(target: String, priority: Priority)] = []
        var added: [LayoutConstraint] = []
        var sourceAdded: [LayoutConstraint] = []
        var visibility: [(item: String, isHidden: Bool)] = []
    }

    /// The names `apply(_:)` and its type add, which items and parameters must not take
    /// (`base` is `State`'s first case, so no state takes it either).
    static let members: Set<String> = ["State", "state", "apply", "stateConstraints", "removed", "added"]
    static let reservedNames = members.union(["base"])

    // MARK: Analysis

    /// The targets in base order, each with a unique property name.
    func targets() throws(ExportError) -> [Target] {
        let named = Set(body.states.flatMap { $0.removals.map(\.name) + $0.changes.map(\.name) })
        guard !named.isEmpty else { return [] }
        var taken = self.taken.union(Self.members)
        var targets: [Target] = []
        var seen = Set<String>()
        for constraint in body.constraints {
            for single in constraint.expanded() {
                guard let identifier = single.identifier else { continue }
                let whole = constraint.identifier
                guard named.contains(identifier) || whole.map(named.contains) == true else { continue }
                guard seen.insert(identifier).inserted else {
                    throw .notExportable(
                        "two constraints are named \"\(identifier)\", which a state names", at: constraint.location,
                        hint: "give each a name of its own (as \"…\")")
                }
                guard constraint.sizeClasses.isAlways else {
                    throw .notExportable(
                        "a state names \"\(identifier)\", a constraint of a when block; export switches size classes and states apart",
                        at: constraint.location, hint: "name a constraint outside when blocks, or add the state's own constraints")
                }
                if let optional = scope.optionalParameters(in: single.constant).first {
                    throw .notExportable(
                        "a state names \"\(identifier)\", which is made only when the optional parameter \(optional) is given",
                        at: constraint.location, hint: "give \(optional) a default (param \(optional) = 0)")
                }
                var property = SwiftName.camelCase(identifier.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init))
                property = SwiftIdentifier.make(property.isEmpty ? "named" : property) + "Constraint"
                while taken.contains(property) { property += "_" }
                taken.insert(property)
                targets.append(Target(identifier: identifier, property: property, base: single))
            }
        }
        let differences = self.differences(targets)
        for index in targets.indices {
            let id = targets[index].identifier
            targets[index].removed = differences.contains { $0.removed.contains(id) }
            targets[index].constantChanges = differences.contains { $0.constants.contains { $0.target == id } }
            targets[index].priorityChanges = differences.contains { $0.priorities.contains { $0.target == id } }
            targets[index].updated = style == .snapkit && !targets[index].switched && targets[index].constantChanges && !isOwner(targets[index].base.first.item)
        }
        return targets
    }

    /// Each state's difference from the base, in the order the states are written.
    func differences(_ targets: [Target]) -> [Difference] {
        let sourceStates = source.states.count == body.states.count ? source.states : body.states
        return zip(body.states, sourceStates).map { state, sourceState in
            let applied = body.applying(state).body
            let singles = applied.constraints.dropLast(state.constraints.count).flatMap { $0.expanded() }
            var difference = Difference(state: state)
            for target in targets {
                guard let now = singles.first(where: { $0.identifier == target.identifier }) else {
                    difference.removed.append(target.identifier)
                    continue
                }
                if now.constant != target.base.constant { difference.constants.append((target.identifier, now.constant)) }
                if now.priority != target.base.priority { difference.priorities.append((target.identifier, now.priority)) }
            }
            difference.added = state.constraints
            difference.sourceAdded = sourceState.constraints.count == state.constraints.count ? sourceState.constraints : state.constraints
            difference.visibility = state.visibility.map { ($0.item, $0.isHidden) }
            return difference
        }
    }

    /// Whether the SnapKit style writes constraints on `item` as anchors (it makes no maker on the
    /// owner view: that would turn off the autoresizing mask of the controller's view or the cell's content view).
    func isOwner(_ item: ItemReference) -> Bool { scope.expression(item) == (scope.ownerName ?? "owner") }

    /// Items some state hides or shows, with their base visibility, in item order.
    var visibilityItems: [(name: String, isHidden: Bool)] {
        let named = Set(body.states.flatMap { $0.visibility.map(\.item) })
        return body.items.compactMap { item in
            guard named.contains(item.name) else { return nil }
            switch item {
            case .view(let view): return (view.name, view.isHidden)
            case .stack(let stack): return (stack.view.name, stack.view.isHidden)
            case .guide, .use: return nil
            }
        }
    }
}
