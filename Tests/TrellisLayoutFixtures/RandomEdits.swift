import TrellisModel
import TrellisTestSupport

/// Random edits of a container that keep it valid: parameter defaults, new and removed
/// parameters, view classes and flags, new views (at any place) and removed views (with
/// their constraints), an item moved to another place (z-order), constraint constants and
/// priorities, new and removed constraints.
public enum RandomEdits {
    public static let classes = ["UIView", "UILabel", "UIImageView", "UIButton"]
    public static let attributes: [LayoutAttribute] = [.leading, .trailing, .top, .bottom, .width, .height, .centerX, .centerY]

    public static func container(_ name: String, seed: UInt64) -> LayoutDocument {
        var rng = SeededRandom(seed: seed)
        var container = Container(name: name, parameters: [Parameter("inset", defaultValue: 8), Parameter("gap", defaultValue: 4)])
        for index in 0..<3 { container.body.items.append(.view(ViewItem(name: "v\(index)", className: rng.pick(classes)))) }
        for _ in 0..<4 { addConstraint(&container, &rng) }
        return .container(container)
    }

    public static func edit(_ document: LayoutDocument, _ rng: inout SeededRandom, count: Int = 1) -> LayoutDocument {
        guard case .container(var container) = document else { return document }
        for _ in 0..<count { editOnce(&container, &rng) }
        return .container(container)
    }

    public static func editOnce(_ container: inout Container, _ rng: inout SeededRandom) {
        switch rng.int(0...9) {
        case 0 where !container.parameters.isEmpty:
            let index = rng.int(0...(container.parameters.count - 1))
            container.parameters[index].defaultValue = Double(rng.int(0...40))
        case 1:
            let name = "p\(rng.int(0...5))"
            if !container.parameters.contains(where: { $0.name == name }) {
                container.parameters.append(Parameter(name, defaultValue: Double(rng.int(0...20))))
            }
        case 2:
            // Remove a parameter no constraint uses.
            let used = Set(container.body.constraints.flatMap { $0.constant.terms.map(\.parameter) })
            container.parameters.removeAll { $0.name.hasPrefix("p") && !used.contains($0.name) && rng.chance(0.5) }
        case 3 where !container.body.items.isEmpty:
            let index = rng.int(0...(container.body.items.count - 1))
            if case .view(var view) = container.body.items[index] {
                if rng.chance(0.5) { view.className = rng.pick(classes) } else { view.isHidden.toggle() }
                container.body.items[index] = .view(view)
            }
        case 4:
            let name = "w\(rng.int(0...5))"
            if container.body.item(named: name) == nil {
                let place = rng.int(0...container.body.items.count)
                container.body.items.insert(.view(ViewItem(name: name, className: rng.pick(classes))), at: place)
            }
        case 5 where container.body.items.count > 1:
            let victim = container.body.items[rng.int(0...(container.body.items.count - 1))].name
            container.body.items.removeAll { $0.name == victim }
            container.body.constraints.removeAll { $0.first.item.description == victim || $0.second?.item.description == victim }
        case 6 where !container.body.constraints.isEmpty:
            let index = rng.int(0...(container.body.constraints.count - 1))
            if rng.chance(0.7) {
                container.body.constraints[index].constant = ConstantExpression(Double(rng.int(-10...30)))
            } else {
                container.body.constraints[index].priority = rng.pick([.required, .high, .low])
            }
        case 9 where container.body.items.count > 1:
            let item = container.body.items.remove(at: rng.int(0...(container.body.items.count - 1)))
            container.body.items.insert(item, at: rng.int(0...container.body.items.count))
        case 7 where !container.body.constraints.isEmpty:
            container.body.constraints.remove(at: rng.int(0...(container.body.constraints.count - 1)))
        default:
            addConstraint(&container, &rng)
        }
    }

    public static func addConstraint(_ container: inout Container, _ rng: inout SeededRandom) {
        let views = container.body.items.map(\.name)
        guard !views.isEmpty else { return }
        let attribute = rng.pick(attributes)
        let first = Anchor(ItemReference([rng.pick(views)]), attribute)
        let secondItem = rng.chance(0.5) ? ItemReference(["self"]) : ItemReference([rng.pick(views)])
        guard secondItem != first.item else { return }
        let second = Anchor(secondItem, attribute)
        let relation: Relation = rng.pick([.equal, .greaterThanOrEqual, .lessThanOrEqual])
        var constraint = LayoutConstraint(first, relation, second, constant: ConstantExpression(Double(rng.int(0...20))))
        if rng.chance(0.3) { constraint.constant = ConstantExpression(0, terms: [.init(rng.pick(["inset", "gap"]), coefficient: 1)]) }
        guard !container.body.constraints.contains(where: { $0.key == constraint.key }) else { return }
        container.body.constraints.append(constraint)
    }
}
