import TrellisModel
import TrellisSolver

extension LayoutSession {
    func path(_ item: Int) -> String { component.items[item].path }

    /// A constraint as people read it, from where it came from.
    func describe(_ origin: _Origin) -> ConstraintDescription {
        switch origin {
        case .model(let index):
            let c = component.constraints[index]
            let text = ConstraintDescription.text(
                first: "\(path(c.first)).\(c.firstAttribute.rawValue)", relation: c.relation,
                second: c.second.map { "\(path($0)).\(c.secondAttribute?.rawValue ?? "")" },
                multiplier: c.multiplier, constant: c.constant, priority: c.priority
            )
            var from: String
            if c.spec != nil {
                from = "spec \(c.component)" + (c.instance.isEmpty ? "" : " in \(c.instance)")
            } else {
                from = c.instance.isEmpty ? c.component : "\(c.component) in \(c.instance)"
            }
            if c.updated { from += ", updated" }
            return ConstraintDescription(
                text: text, written: ConstraintDescription.written(c.source), location: c.source.location,
                origin: from, priority: c.priority
            )
        case .intrinsic(let item, let horizontal, let side):
            let view = component.items[item].view
            let intrinsic = measuredIntrinsicSize(of: item) ?? view?.intrinsicSize
            let size = ConstraintDescription.number((horizontal ? intrinsic?.width : intrinsic?.height) ?? 0)
            let axis = horizontal ? "width" : "height"
            let hugging = (horizontal ? view?.hugging.horizontal : view?.hugging.vertical)?.rawValue ?? 1000
            let compression = (horizontal ? view?.compressionResistance.horizontal : view?.compressionResistance.vertical)?.rawValue ?? 1000
            let subject = "\(path(item)).\(axis)"
            let (text, why, priority): (String, String, Int)
            switch side {
            case .hugging:
                (text, why, priority) = ("\(subject) <= \(size)\(hugging >= 1000 ? "" : " @\(hugging)")", "hugging \(hugging)", hugging)
            case .compression:
                (text, why, priority) = (
                    "\(subject) >= \(size)\(compression >= 1000 ? "" : " @\(compression)")", "compression resistance \(compression)", compression
                )
            case .both:
                (text, why, priority) = (
                    "\(subject) == \(size) (@\(hugging) above, @\(compression) below)",
                    "hugging \(hugging), compression resistance \(compression)", max(hugging, compression)
                )
            }
            return ConstraintDescription(
                text: text, written: nil, location: component.items[item].location,
                origin: "intrinsic \(axis) of \(path(item)) (\(why))", priority: priority
            )
        case .stack(let item, let rule, let arranged):
            let text = "\(path(item)) \(rule)" + (arranged.map { " (\(path($0)))" } ?? "")
            return ConstraintDescription(
                text: text, written: nil, location: component.items[item].location,
                origin: "stack \(path(item))", priority: 1000
            )
        case .guide(let item):
            return ConstraintDescription(
                text: "\(path(item)) inset from \(path(component.items[item].guideOwner ?? 0))", written: nil,
                location: nil, origin: "system guide", priority: 1000
            )
        case .containerSelf(let item):
            if item == component.root {
                return ConstraintDescription(
                    text: "owner.height fits its content", written: nil, location: component.items[item].location,
                    origin: "height auto", priority: 1000
                )
            }
            if fitting != nil {
                return ConstraintDescription(
                    text: "self at its fitting size", written: nil, location: component.items[item].location,
                    origin: "container laid out at its fitting size", priority: 1000
                )
            }
            return ConstraintDescription(
                text: "self.edges == owner.edges", written: nil, location: component.items[item].location,
                origin: "container solved on its own", priority: 1000
            )
        }
    }

    func describe(_ constraint: Constraint) -> ConstraintDescription {
        if let index = builtIndex[ObjectIdentifier(constraint)] { return describe(origins[index]) }
        return ConstraintDescription(text: "\(constraint)", written: nil, location: nil, origin: "solver", priority: 1000)
    }

    /// The items a set of constraints is about, in first-mention order.
    func items(of origins: [_Origin]) -> [String] {
        var seen = Set<Int>(), result: [String] = []
        func note(_ item: Int?) {
            guard let item, item != component.root, seen.insert(item).inserted else { return }
            result.append(path(item))
        }
        for origin in origins {
            switch origin {
            case .model(let index):
                note(component.constraints[index].first)
                note(component.constraints[index].second)
            case .intrinsic(let item, _, _), .guide(let item), .containerSelf(let item):
                note(item)
            case .stack(let item, _, let arranged):
                note(item)
                note(arranged)
            }
        }
        return result
    }

    /// One diagnostic per broken constraint (and per constant-only conflict).
    func unsatisfiableDiagnostics() -> [LayoutDiagnostic] {
        var result: [LayoutDiagnostic] = []
        for index in constantConflicts {
            let description = describe(origins[index])
            result.append(
                LayoutDiagnostic(
                    kind: .unsatisfiable, severity: .error,
                    message:
                        "unsatisfiable on \(environment.name): \(description.text) cannot hold with the root's size \(Rect.format(rootWidth))×\(Rect.format(rootHeight)); ignored it to go on",
                    location: description.location, items: items(of: [origins[index]]),
                    broken: description, conflicting: [description]
                ))
        }
        for record in broken {
            let brokenDescription = describe(record.constraint)
            // In build order (file order for the component's own constraints).
            let ordered = record.conflicting.sorted { (builtIndex[ObjectIdentifier($0)] ?? .max) < (builtIndex[ObjectIdentifier($1)] ?? .max) }
            let conflicting = ordered.map(describe)
            let involved = record.conflicting.compactMap { builtIndex[ObjectIdentifier($0)].map { origins[$0] } }
            let names = items(of: involved)
            let hiding = stackHidingNote(involved).map { "; \($0)" } ?? ""
            result.append(
                LayoutDiagnostic(
                    kind: .unsatisfiable, severity: .error,
                    message:
                        "unsatisfiable on \(environment.name): these \(conflicting.count) constraints on \(names.joined(separator: ", ")) cannot all hold; broke \(brokenDescription.text) to go on\(hiding)",
                    location: brokenDescription.location, items: names,
                    broken: brokenDescription, conflicting: conflicting
                ))
        }
        return result
    }
}
