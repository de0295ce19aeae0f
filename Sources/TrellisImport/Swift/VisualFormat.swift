import TrellisModel

/// Auto Layout's visual format language (`H:|-16-[title]-(>=8)-[badge(24)]-16-|`), read into
/// constraints. This parses the format string's own small grammar, not Swift.
///
/// Standard spacing (`-` with no number) is 8 between siblings and 20 to the superview's edge,
/// as Apple documents it; `|` is the superview of the views in the string.
struct VisualFormat {
    struct Predicate {
        var relation: Relation = .equal
        /// A number, or a view (a size relative to another view's), or a metric name.
        var value: ConstantExpression?
        var view: String?
        var priority: Priority = .required
    }

    enum Element {
        case superview
        case view(String, [Predicate])
        case connection([Predicate])
    }

    var vertical: Bool
    var elements: [Element]

    /// Parses `format`; `metric` resolves metric names (nil: unknown).
    static func parse(_ format: String, metric: (String) -> ConstantExpression?) -> Result<VisualFormat, Failure> {
        var text = Substring(format.filter { !$0.isWhitespace })
        var vertical = false
        if text.hasPrefix("V:") { vertical = true; text = text.dropFirst(2) } else if text.hasPrefix("H:") { text = text.dropFirst(2) }
        var elements: [Element] = []
        while let character = text.first {
            switch character {
            case "|":
                elements.append(.superview)
                text = text.dropFirst()
            case "[":
                guard let close = text.firstIndex(of: "]") else { return .failure("an unclosed '[' in the visual format") }
                let inside = text[text.index(after: text.startIndex)..<close]
                text = text[text.index(after: close)...]
                var name = inside
                var predicates: [Predicate] = []
                if let open = inside.firstIndex(of: "(") {
                    name = inside[..<open]
                    guard inside.last == ")" else { return .failure("an unclosed '(' after [\(name)") }
                    switch parsePredicates(inside[inside.index(after: open)..<inside.index(before: inside.endIndex)], metric: metric) {
                    case .success(let list): predicates = list
                    case .failure(let failure): return .failure(failure)
                    }
                }
                elements.append(.view(String(name), predicates))
            case "-":
                text = text.dropFirst()
                if text.first == "(" {
                    guard let close = text.firstIndex(of: ")") else { return .failure("an unclosed '(' in a connection") }
                    switch parsePredicates(text[text.index(after: text.startIndex)..<close], metric: metric) {
                    case .success(let list): elements.append(.connection(list))
                    case .failure(let failure): return .failure(failure)
                    }
                    text = text[text.index(after: close)...]
                    guard text.first == "-" else { return .failure("a connection must end with '-'") }
                    text = text.dropFirst()
                } else if let end = text.firstIndex(of: "-"), !text[..<end].contains("["), !text[..<end].contains("|"), end != text.startIndex {
                    switch parsePredicates(text[..<end], metric: metric) {
                    case .success(let list): elements.append(.connection(list))
                    case .failure(let failure): return .failure(failure)
                    }
                    text = text[text.index(after: end)...]
                } else {
                    elements.append(.connection([]))
                }
            default:
                return .failure("unexpected '\(character)' in the visual format")
            }
        }
        return .success(VisualFormat(vertical: vertical, elements: elements))
    }

    private static func parsePredicates(_ text: Substring, metric: (String) -> ConstantExpression?) -> Result<[Predicate], Failure> {
        var predicates: [Predicate] = []
        for part in text.split(separator: ",") {
            var predicate = Predicate()
            var body = part
            if let at = body.firstIndex(of: "@") {
                let priorityText = body[body.index(after: at)...]
                guard let value = Double(priorityText) ?? metric(String(priorityText))?.value else {
                    return .failure("priority '\(priorityText)' is not a number")
                }
                predicate.priority = Priority(Int(value))
                body = body[..<at]
            }
            for (symbol, relation) in [("==", Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)] where body.hasPrefix(symbol) {
                predicate.relation = relation
                body = body.dropFirst(2)
            }
            if let number = Double(body) {
                predicate.value = ConstantExpression(number)
            } else if let value = metric(String(body)) {
                predicate.value = value
            } else if let first = body.first, first.isLetter || first == "_" {
                predicate.view = String(body)
            } else {
                return .failure("'\(body)' is not a number, metric or view")
            }
            predicates.append(predicate)
        }
        return .success(predicates)
    }

    /// The constraints the format stands for. `item` maps a view name of the format to an
    /// item; `superview` is the superview of the first view.
    func constraints(item: (String) -> ItemReference?, superview: ItemReference, location: SourceLocation) -> Result<[LayoutConstraint], Failure> {
        let lead: LayoutAttribute = vertical ? .top : .leading
        let trail: LayoutAttribute = vertical ? .bottom : .trailing
        let size: LayoutAttribute = vertical ? .height : .width
        var made: [LayoutConstraint] = []
        var previous: ItemReference? = nil
        var previousIsSuperview = false
        var pending: [Predicate]? = nil
        func make(_ first: Anchor, _ predicate: Predicate, _ second: Anchor?, _ constant: ConstantExpression) -> LayoutConstraint {
            LayoutConstraint(first, predicate.relation, second, constant: constant, priority: predicate.priority, location: location)
        }
        for element in elements {
            switch element {
            case .connection(let predicates):
                if let unknown = predicates.first(where: { $0.view != nil })?.view {
                    return .failure("'\(unknown)' is not a number or a metric of the metrics dictionary")
                }
                pending = predicates
            case .superview:
                if let previous, !previousIsSuperview {
                    // `[a]-16-|`: the superview's trailing edge after the view.
                    for predicate in pending.map({ $0.isEmpty ? [Predicate(value: 20)] : $0 }) ?? [Predicate(value: 0)] {
                        made.append(make(Anchor(superview, trail), predicate, Anchor(previous, trail), predicate.value ?? 0))
                    }
                }
                previous = superview
                previousIsSuperview = true
                pending = nil
            case .view(let name, let predicates):
                guard let reference = item(name) else { return .failure("'\(name)' is not in the views dictionary") }
                if let previous {
                    let standard = previousIsSuperview ? 20.0 : 8.0
                    let list = pending.map { $0.isEmpty ? [Predicate(value: ConstantExpression(standard))] : $0 } ?? [Predicate(value: 0)]
                    for predicate in list {
                        let anchor = previousIsSuperview ? Anchor(previous, lead) : Anchor(previous, trail)
                        made.append(make(Anchor(reference, lead), predicate, anchor, predicate.value ?? 0))
                    }
                }
                for predicate in predicates {
                    if let other = predicate.view {
                        guard let otherReference = item(other) else { return .failure("'\(other)' is not in the views dictionary") }
                        made.append(make(Anchor(reference, size), predicate, Anchor(otherReference, size), 0))
                    } else {
                        made.append(make(Anchor(reference, size), predicate, nil, predicate.value ?? 0))
                    }
                }
                previous = reference
                previousIsSuperview = false
                pending = nil
            }
        }
        return .success(made)
    }

    /// The names of the views the format lays out, in order.
    var viewNames: [String] {
        elements.compactMap { if case .view(let name, _) = $0 { return name } else { return nil } }
    }
}
