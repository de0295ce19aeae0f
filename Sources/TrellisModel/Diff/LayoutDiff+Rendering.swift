/// How the diff names and describes things: close to the `.layout` text, one line each,
/// and the fields it compares, each as a short string.
extension LayoutDiff {
    // MARK: One-line renderings

    static func render(_ parameter: Parameter) -> String {
        var text = "param \(parameter.name)"
        if parameter.isOptional { text += "?" }
        if let value = parameter.defaultValue { text += " = \(LayoutNumber.format(value))" }
        return text
    }

    static func render(_ item: Item) -> String {
        let parent = item.parent.map { " in \($0)" } ?? ""
        switch item {
        case .view(let view): return "view \(view.name): \(view.className)\(parent)"
        case .guide(let guide): return "guide \(guide.name)\(parent)"
        case .use(let use):
            let arguments = use.arguments.isEmpty ? "" : "(\(renderArguments(use.arguments)))"
            return "use \(use.name): \(use.container)\(arguments)\(parent)"
        case .stack(let stack): return "stack \(stack.view.name): \(stack.axis.rawValue)\(parent)"
        }
    }

    static func render(_ application: SpecApplication) -> String {
        "apply \(application.spec)(\(renderArguments(application.arguments))) to \(application.target)"
    }

    static func renderArguments(_ arguments: [LayoutArgument]) -> String {
        arguments.sorted { $0.name < $1.name }.map { "\($0.name): \(render($0.value))" }.joined(separator: ", ")
    }

    static func render(_ value: ArgumentValue) -> String {
        switch value {
        case .constant(let constant): return constant.normalized.description
        case .item(let item): return item.description
        }
    }

    /// `vip.top == self.top * 0.5 + 4 @high as "badgeTop"`.
    static func render(_ constraint: LayoutConstraint) -> String {
        var text = "\(constraint.first) \(constraint.relation.symbol) "
        if let second = constraint.second {
            text += second.description
            if constraint.multiplier != 1 { text += " * \(LayoutNumber.format(constraint.multiplier))" }
            let constant = constraint.constant.normalized
            if !constant.isZero {
                let written = constant.description
                text += written.hasPrefix("-") ? " - \(written.dropFirst())" : " + \(written)"
            }
        } else {
            text += constraint.constant.normalized.description
        }
        if !constraint.priority.isRequired { text += " @\(constraint.priority)" }
        if let identifier = constraint.identifier { text += " as \"\(identifier)\"" }
        return text + ConstraintKey.suffix(constraint.sizeClasses)
    }

    // MARK: Compared fields

    static func properties(_ parameter: Parameter) -> [(String, String?)] {
        [("default", parameter.defaultValue.map(LayoutNumber.format)), ("optional", String(parameter.isOptional))]
    }

    static func properties(_ constraint: LayoutConstraint, keyedByIdentifier: Bool) -> [(String, String?)] {
        var fields: [(String, String?)] = []
        if keyedByIdentifier {
            // The anchors are part of the key otherwise, so they can only change here.
            fields.append(("first", constraint.first.description))
            fields.append(("relation", constraint.relation.symbol))
            fields.append(("second", constraint.second?.description))
        }
        fields.append(("multiplier", LayoutNumber.format(constraint.multiplier)))
        fields.append(("constant", constraint.constant.normalized.description))
        fields.append(("priority", constraint.priority.description))
        return fields
    }

    static func argumentProperties(_ arguments: [LayoutArgument]) -> [(String, String?)] {
        arguments.sorted { $0.name < $1.name }.map { ("argument \($0.name)", render($0.value)) }
    }

    static func properties(_ item: Item) -> [(String, String?)] {
        var fields: [(String, String?)] = [("kind", item.kindName), ("parent", item.parent)]
        switch item {
        case .view(let view):
            fields += properties(view)
        case .guide:
            break
        case .use(let use):
            fields.append(("container", use.container))
            fields += argumentProperties(use.arguments)
        case .stack(let stack):
            fields += properties(stack.view)
            fields += [
                ("axis", stack.axis.rawValue),
                ("distribution", stack.distribution.rawValue),
                ("alignment", stack.alignment.rawValue),
                ("spacing", LayoutNumber.format(stack.spacing)),
                ("marginsRelative", String(stack.marginsRelative)),
                ("proportions", stack.proportions.map { $0.map(LayoutNumber.format).joined(separator: ", ") } ?? "none"),
                ("arranged", stack.arranged.joined(separator: ", ")),
            ]
        }
        return fields
    }

    static func properties(_ view: ViewItem) -> [(String, String?)] {
        func side(_ value: Double?) -> String { value.map(LayoutNumber.format) ?? "none" }
        return [
            ("class", view.className),
            ("intrinsic", view.intrinsicSize.map { "\(side($0.width))x\(side($0.height))" }),
            ("hugging", "h \(view.hugging.horizontal) v \(view.hugging.vertical)"),
            ("compression", "h \(view.compressionResistance.horizontal) v \(view.compressionResistance.vertical)"),
            (
                "margins",
                view.margins.map {
                    [$0.top, $0.leading, $0.bottom, $0.trailing].map(LayoutNumber.format).joined(separator: " ")
                }
            ),
            ("marginsIgnoreSafeArea", String(!view.insetsMarginsFromSafeArea)),
            ("baselines", view.baselines.map { "\(LayoutNumber.format($0.firstFromTop)) \(LayoutNumber.format($0.lastFromBottom))" }),
            ("hidden", String(view.isHidden)),
            ("scrolls", String(view.scrolls)),
            ("scrollEnabled", String(view.isScrollEnabled)),
            ("preservesSuperviewMargins", String(view.preservesSuperviewMargins)),
            ("alignmentInsets", view.alignmentInsets.map { $0.values.map(LayoutNumber.format).joined(separator: " ") }),
            (
                "text",
                view.text?.sample.map {
                    switch $0 {
                    case .characters(let count): return String(count)
                    case .text(let sample): return "\"\(sample)\""
                    }
                }
            ),
            ("font", view.text?.font?.text),
            ("lines", view.text?.lines.map(String.init)),
        ]
    }
}

extension Item {
    /// The keyword the item is declared with: `view`, `guide`, `use`, `stack`.
    public var kindName: String {
        switch self {
        case .view: return "view"
        case .guide: return "guide"
        case .use: return "use"
        case .stack: return "stack"
        }
    }
}

extension LayoutChange {
    /// For `--json`: operation, subject kind and name, label, fields.
    public var json: CanonicalJSON {
        var members: [String: CanonicalJSON] = [
            "operation": .string(operation.rawValue),
            "label": .string(label),
            "text": .string(text),
            "fields": .array(fields.map { ["name": .string($0.name), "old": .optional($0.old), "new": .optional($0.new)] }),
        ]
        members.merge(Self.members(of: subject)) { _, new in new }
        return .object(members)
    }
}

extension LayoutChange {
    /// `subject`, `name` (and `section`, `state`) of a change's JSON: a change inside a state
    /// is described as the same change elsewhere, with `"state": NAME`.
    static func members(of subject: Subject) -> [String: CanonicalJSON] {
        var members: [String: CanonicalJSON] = [:]
        switch subject {
        case .component(let name): members["subject"] = "component"; members["name"] = .string(name)
        case .parameter(let name): members["subject"] = "parameter"; members["name"] = .string(name)
        case .reference(let name): members["subject"] = "reference"; members["name"] = .string(name)
        case .item(let name): members["subject"] = "item"; members["name"] = .string(name)
        case .itemOrder: members["subject"] = "itemOrder"
        case .application(let spec, let target):
            members["subject"] = "application"; members["name"] = .string("\(spec) to \(target)")
        case .constraint(let section, let key):
            members["subject"] = "constraint"; members["section"] = .string(section.rawValue)
            members["name"] = .string(key.description)
        case .screenSize: members["subject"] = "screenSize"
        case .state(let state, let inner):
            if let inner { members = Self.members(of: inner) } else { members["subject"] = "state"; members["name"] = .string(state) }
            members["state"] = .string(state)
        case .removal(let name): members["subject"] = "removal"; members["name"] = .string(name)
        case .constantChange(let name): members["subject"] = "change"; members["name"] = .string(name)
        case .visibility(let item): members["subject"] = "visibility"; members["name"] = .string(item)
        }
        return members
    }
}
