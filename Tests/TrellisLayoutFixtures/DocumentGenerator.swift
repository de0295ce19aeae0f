import TrellisTestSupport
import TrellisModel

/// Random documents covering every item kind, property (text, font and lines too),
/// attribute, relation, composite, priority, multiplier, parameter and argument kind, spec
/// block and screen size (`height auto` too). The
/// documents need not be valid (names need not resolve); they only have to be printable,
/// so every field is something the format can spell.
public struct DocumentGenerator {
    public var random: SeededRandom

    public init(seed: UInt64) { random = SeededRandom(seed: seed) }

    // Item names and parameter names come from separate pools: a lone argument name reads
    // as a parameter exactly when the component declares it. Both include words the
    // format uses as keywords in other places.
    public static let itemNames = [
        "avatar", "vip", "label", "panel", "list", "box", "row", "in", "to", "as", "view", "x", "none", "h", "v", "make", "r2d2", "_under", "ünï",
    ]
    public static let parameterNames = ["inset", "gap", "badgeSize", "height2", "offset", "param", "use", "k"]
    public static let classNames = ["UIView", "UILabel", "UIImageView", "UIScrollView", "MyView", "in", "UIStackView"]
    public static let componentNames = ["UserAvatarContainer", "ClipRecordPanelLayout", "Profile", "spec", "container"]
    /// Text samples the format can print (no quote, line break or control character),
    /// including the empty one, a backslash, keywords and characters beyond ASCII.
    public static let samples = [
        "Hello", "", "Sample message, a little longer", "ünïcode — ok", #"back\slash"#, "x'y", "  spaced  ", "👋🏽 hi", "lines 2", "// not a comment",
    ]

    public mutating func document() -> LayoutDocument {
        switch random.int(0...2) {
        case 0:
            let parameters = self.parameters()
            var container = Container(name: random.pick(Self.componentNames), parameters: parameters, body: body(parameters))
            container.comments = comments()
            container.trailingComments = comments()
            return .container(container)
        case 1:
            let parameters = self.parameters()
            var screen = Screen(
                name: random.pick(Self.componentNames), parameters: parameters,
                width: random.chance(0.5) ? number() : nil, height: random.chance(0.5) ? number() : nil,
                body: body(parameters)
            )
            screen.root = random.pick(RootKind.allCases)
            // A self-sizing cell: `height auto` takes the place of a height.
            if random.chance(0.2) {
                screen.height = nil
                screen.heightIsAuto = true
            }
            if random.chance(0.3) { screen.safeArea = AbsoluteInsets(top: number(), left: number(), bottom: number(), right: number()) }
            if random.chance(0.3) {
                screen.margins =
                    random.chance(0.5)
                    ? DirectionalInsets(all: number())
                    : DirectionalInsets(top: number(), leading: number(), bottom: number(), trailing: number())
            }
            screen.comments = comments()
            screen.trailingComments = comments()
            return .screen(screen)
        default:
            var spec = Spec(
                name: random.pick(Self.componentNames),
                references: (0..<random.int(0...2)).map { _ in
                    var reference = ReferenceParameter(random.pick(Self.itemNames))
                    reference.comments = comments()
                    return reference
                },
                parameters: parameters(),
                make: (0..<random.int(0...4)).map { _ in constraint() },
                update: (0..<random.int(0...2)).map { _ in constraint() }
            )
            spec.comments = comments()
            spec.trailingComments = comments()
            return .spec(spec)
        }
    }

    // MARK: Values

    /// Whole, fractional, negative, tiny and huge numbers: all must print and read back.
    public mutating func number() -> Double {
        switch random.int(0...5) {
        case 0: return Double(random.int(0...400))
        case 1: return -Double(random.int(1...50))
        case 2: return Double(random.int(-1000...1000)) / 8
        case 3: return Double.random(in: -500...500, using: &random)
        case 4: return random.pick([1e-5, 0.1 + 0.2, 1e20, -3.5e-7, 1.2345678901234568e17, 1.0 / 3.0])
        default: return 0
        }
    }

    public mutating func comments() -> [String] {
        guard random.chance(0.2) else { return [] }
        return (0..<random.int(1...2)).map { _ in
            random.pick(["a note", "  indented", "", "ünicode — ok", "TODO: tidy", "// nested slashes"])
        }
    }

    public mutating func parameters() -> [Parameter] {
        (0..<random.int(0...3)).map { _ in
            var parameter = Parameter(
                random.pick(Self.parameterNames),
                defaultValue: random.chance(0.5) ? number() : nil,
                isOptional: random.chance(0.3)
            )
            parameter.comments = comments()
            return parameter
        }
    }

    public mutating func constant() -> ConstantExpression {
        var expression = ConstantExpression(random.chance(0.6) ? number() : 0)
        for _ in 0..<random.int(0...2) {
            let coefficient = random.pick([1, -1, 2, -0.5, number()])
            expression.terms.append(.init(random.pick(Self.parameterNames), coefficient: coefficient))
        }
        return expression
    }

    public mutating func priority() -> Priority {
        random.chance(0.5) ? random.pick(Priority.named.map(\.priority)) : Priority(random.int(-5...1200))
    }

    public mutating func path(allowingSelf: Bool = true) -> ItemReference {
        var path = [allowingSelf && random.chance(0.3) ? random.pick(["self", "owner"]) : random.pick(Self.itemNames)]
        for _ in 0..<random.int(0...2) {
            path.append(random.pick(Self.itemNames + SystemGuide.allCases.map(\.rawValue) + ["top"]))
        }
        return ItemReference(path)
    }

    public mutating func constraint() -> LayoutConstraint {
        let first = Anchor(path(), random.pick(LayoutAttribute.allCases))
        var constraint = LayoutConstraint(first, random.pick(Relation.allCases))
        if random.chance(0.75) {
            constraint.second = Anchor(path(), random.pick(LayoutAttribute.allCases))
            constraint.multiplier = random.pick([1, 1, 0.5, 1.0 / 3.0, 1.0 / 7.0, 2, -1, 0, 0.3, number()])
            if random.chance(0.5) { constraint.constant = constant() }
        } else {
            constraint.constant = constant()
        }
        if random.chance(0.4) { constraint.priority = priority() }
        if random.chance(0.2) { constraint.identifier = random.pick(["badgeTop", "a b", "ünï-code.1", "", "x'y"]) }
        constraint.comments = comments()
        return constraint
    }

    // MARK: Items

    public mutating func body(_ parameters: [Parameter]) -> LayoutBody {
        LayoutBody(
            items: (0..<random.int(0...6)).map { _ in item() },
            constraints: (0..<random.int(0...8)).map { _ in
                var constraint = constraint()
                if random.chance(0.3) {
                    constraint.sizeClasses = random.pick([
                        SizeClassCondition(width: .compact), SizeClassCondition(height: .regular),
                        SizeClassCondition(width: .regular, height: .compact),
                    ])
                }
                return constraint
            },
            applications: (0..<random.int(0...2)).map { _ in
                var application = SpecApplication(
                    spec: random.pick(Self.componentNames), target: path(), arguments: arguments(parameters)
                )
                application.comments = comments()
                return application
            }
        )
    }

    public mutating func arguments(_ parameters: [Parameter]) -> [LayoutArgument] {
        (0..<random.int(0...3)).map { _ in
            let name = random.pick(Self.parameterNames + ["superView"])
            switch random.int(0...3) {
            case 0: return LayoutArgument(name, .item(path()))
            case 1 where !parameters.isEmpty:
                return LayoutArgument(name, .constant(.parameter(random.pick(parameters).name)))
            case 2: return LayoutArgument(name, .constant(.parameter(random.pick(Self.parameterNames))))
            default: return LayoutArgument(name, .constant(constant()))
            }
        }
    }

    public mutating func parent() -> String? { random.chance(0.3) ? random.pick(Self.itemNames) : nil }

    public mutating func item() -> Item {
        let name = random.pick(Self.itemNames)
        let comments = self.comments()
        let item: Item
        switch random.int(0...3) {
        case 0: item = .view(view(name: name, className: random.pick(Self.classNames)))
        case 1: item = .guide(GuideItem(name: name, parent: parent()))
        case 2:
            item = .use(
                ContainerUse(
                    name: name, container: random.pick(Self.componentNames),
                    arguments: arguments([]), parent: parent()
                ))
        default:
            item = .stack(
                StackItem(
                    view: view(name: name, className: random.chance(0.8) ? "UIStackView" : random.pick(Self.classNames)),
                    axis: random.pick(StackItem.Axis.allCases),
                    distribution: random.pick(StackItem.Distribution.allCases),
                    alignment: random.pick(StackItem.Alignment.allCases),
                    spacing: random.chance(0.5) ? number() : 0,
                    arranged: (0..<random.int(0...3)).map { _ in random.pick(Self.itemNames) }
                ))
        }
        return item.withComments(comments)
    }

    public mutating func view(name: String, className: String) -> ViewItem {
        var view = ViewItem(name: name, className: className, parent: parent())
        if random.chance(0.3) {
            view.intrinsicSize = IntrinsicSize(
                width: random.chance(0.7) ? number() : nil, height: random.chance(0.7) ? number() : nil
            )
        }
        if random.chance(0.3) { view.hugging = axisPriorities() }
        if random.chance(0.3) { view.compressionResistance = axisPriorities() }
        if random.chance(0.3) {
            view.margins =
                random.chance(0.5)
                ? DirectionalInsets(all: number())
                : DirectionalInsets(top: number(), leading: number(), bottom: number(), trailing: number())
        }
        view.insetsMarginsFromSafeArea = random.chance(0.8)
        view.isHidden = random.chance(0.2)
        if random.chance(0.2) { view.baselines = Baselines(firstFromTop: number(), lastFromBottom: number()) }
        view.scrolls = random.chance(0.2)
        view.isScrollEnabled = random.chance(0.85)
        view.preservesSuperviewMargins = random.chance(0.2)
        if random.chance(0.2) { view.alignmentInsets = AbsoluteInsets(top: number(), left: number(), bottom: number(), right: number()) }
        if random.chance(0.3) { view.text = textContent() }
        return view
    }

    /// Text, font and lines in any combination of the fields written (at least one: a
    /// text block with none is no text at all).
    public mutating func textContent() -> TextContent {
        var text = TextContent()
        if random.chance(0.7) {
            text.sample = random.chance(0.5) ? .characters(random.pick([0, 1, random.int(2...500), 1_000_000])) : .text(random.pick(Self.samples))
        }
        if random.chance(0.6) {
            text.font = random.chance(0.6) ? .style(random.pick(TextStyle.allCases)) : .size(random.pick([15, 9.5, 0.25, 1000, 1.0 / 3.0]))
        }
        if random.chance(0.5) || (text.sample == nil && text.font == nil) { text.lines = random.pick([0, 1, 2, random.int(3...40), 10_000]) }
        return text
    }

    public mutating func axisPriorities() -> AxisPriorities {
        let horizontal = priority()
        return AxisPriorities(horizontal: horizontal, vertical: random.chance(0.5) ? horizontal : priority())
    }
}
