import TrellisModel
import TrellisTestSupport

/// Random documents for property tests.
enum RandomDocuments {
    static let names = ["avatar", "vip", "title", "badge", "panel", "row", "spacer", "icon"]
    static let params = ["inset", "gap", "badgeSize", "height"]

    static func number(_ rng: inout SeededRandom) -> Double {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return Double(Int.random(in: -40...200, using: &rng))
        case 1: return Double(Int.random(in: 1...9, using: &rng)) / 3
        case 2: return 0.5
        default: return Double(Int.random(in: 0...1000, using: &rng)) / 8
        }
    }

    static func constant(_ rng: inout SeededRandom) -> ConstantExpression {
        var terms: [ConstantExpression.Term] = []
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            terms.append(.init(params.randomElement(using: &rng)!, coefficient: [1, -1, 2, 0.5].randomElement(using: &rng)!))
        }
        return ConstantExpression(Bool.random(using: &rng) ? number(&rng) : 0, terms: terms)
    }

    static func constraint(_ rng: inout SeededRandom, items: [String]) -> LayoutConstraint {
        let attributes = LayoutAttribute.allCases
        let attribute = attributes.randomElement(using: &rng)!
        let first = Anchor(ItemReference([items.randomElement(using: &rng)!]), attribute)
        let second: Anchor? = Bool.random(using: &rng)
            ? Anchor(ItemReference(Bool.random(using: &rng) ? ["self"] : ["owner", "safeArea"]), attribute) : nil
        return LayoutConstraint(
            first, Relation.allCases.randomElement(using: &rng)!, second,
            multiplier: second == nil ? 1 : [1, 0.5, 2, 1.0 / 3].randomElement(using: &rng)!,
            constant: constant(&rng),
            priority: [Priority.required, .high, .low, Priority(251), .fittingSize].randomElement(using: &rng)!,
            identifier: Int.random(in: 0..<5, using: &rng) == 0 ? "id\(Int.random(in: 0..<100, using: &rng))" : nil
        )
    }

    static func view(_ rng: inout SeededRandom, name: String) -> ViewItem {
        ViewItem(
            name: name,
            className: ["UIView", "UILabel", "UIImageView", "UIButton"].randomElement(using: &rng)!,
            parent: Int.random(in: 0..<4, using: &rng) == 0 ? "panel" : nil,
            intrinsicSize: Bool.random(using: &rng) ? IntrinsicSize(width: Bool.random(using: &rng) ? number(&rng) : nil, height: 44) : nil,
            hugging: AxisPriorities(horizontal: Priority(Int.random(in: 1...1000, using: &rng)), vertical: .low),
            compressionResistance: .defaultCompression,
            margins: Bool.random(using: &rng) ? DirectionalInsets(top: 1, leading: 2, bottom: number(&rng), trailing: 4) : nil,
            insetsMarginsFromSafeArea: Bool.random(using: &rng),
            isHidden: Bool.random(using: &rng),
            baselines: Bool.random(using: &rng) ? Baselines(firstFromTop: 12, lastFromBottom: number(&rng)) : nil,
            scrolls: Bool.random(using: &rng),
            isScrollEnabled: Int.random(in: 0..<5, using: &rng) != 0,
            preservesSuperviewMargins: Int.random(in: 0..<4, using: &rng) == 0,
            alignmentInsets: Int.random(in: 0..<4, using: &rng) == 0 ? AbsoluteInsets(top: 0, left: 2, bottom: 1, right: 2) : nil,
            text: Int.random(in: 0..<3, using: &rng) == 0 ? text(&rng) : nil
        )
    }

    /// A label's, text view's or button's text: a count or a sample, a style or a size,
    /// lines — each written or not, never all three left out.
    static func text(_ rng: inout SeededRandom) -> TextContent {
        let sample: TextSample? = [
            .characters(Int.random(in: 0...300, using: &rng)), .text(["Hello", "ünï — ok", "", "Send"].randomElement(using: &rng)!), nil,
        ].randomElement(using: &rng)!
        let font: TextFont? = [.style(TextStyle.allCases.randomElement(using: &rng)!), .size(15), .size(12.5), nil].randomElement(using: &rng)!
        let lines = sample == nil && font == nil ? Int.random(in: 0...3, using: &rng) : [0, 1, 2, nil].randomElement(using: &rng)!
        return TextContent(sample: sample, font: font, lines: lines)
    }

    static func item(_ rng: inout SeededRandom, name: String) -> Item {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return .view(view(&rng, name: name))
        case 1: return .guide(GuideItem(name: name, parent: Bool.random(using: &rng) ? "panel" : nil))
        case 2:
            return .use(ContainerUse(
                name: name, container: ["UserAvatarContainer", "ActionBar"].randomElement(using: &rng)!,
                arguments: Bool.random(using: &rng) ? [LayoutArgument("badgeSize", .constant(constant(&rng)))] : []
            ))
        default:
            return .stack(StackItem(
                view: view(&rng, name: name), axis: .allCases.randomElement(using: &rng)!,
                distribution: .allCases.randomElement(using: &rng)!, alignment: .allCases.randomElement(using: &rng)!,
                spacing: number(&rng), arranged: ["a", "b"].shuffled(using: &rng)
            ))
        }
    }

    static func parameters(_ rng: inout SeededRandom) -> [Parameter] {
        params.shuffled(using: &rng).prefix(Int.random(in: 0...3, using: &rng)).map {
            Parameter($0, defaultValue: Bool.random(using: &rng) ? number(&rng) : nil, isOptional: Bool.random(using: &rng))
        }
    }

    static func body(_ rng: inout SeededRandom) -> LayoutBody {
        let itemNames = Array(names.shuffled(using: &rng).prefix(Int.random(in: 0...5, using: &rng)))
        let items = itemNames.map { item(&rng, name: $0) }
        let targets = itemNames.isEmpty ? ["self"] : itemNames
        let constraints = (0..<Int.random(in: 0...8, using: &rng)).map { _ -> LayoutConstraint in
            var constraint = constraint(&rng, items: targets)
            if Int.random(in: 0..<4, using: &rng) == 0 {
                constraint.sizeClasses = [SizeClassCondition(width: .compact), SizeClassCondition(width: .regular, height: .compact)]
                    .randomElement(using: &rng)!
            }
            return constraint
        }
        let applications = (0..<Int.random(in: 0...2, using: &rng)).map { _ in
            SpecApplication(
                spec: ["ClipRecordPanelLayout", "CardLayout"].randomElement(using: &rng)!,
                target: ItemReference([targets.randomElement(using: &rng)!]),
                arguments: [LayoutArgument("superView", .item("owner")), LayoutArgument("panelHeight", .constant(constant(&rng)))]
            )
        }
        return LayoutBody(items: items, constraints: constraints, applications: applications)
    }

    static func document(_ rng: inout SeededRandom, name: String = "Component") -> LayoutDocument {
        switch Int.random(in: 0..<3, using: &rng) {
        case 0:
            return .container(Container(name: name, parameters: parameters(&rng), body: body(&rng)))
        case 1:
            var screen = Screen(
                name: name, parameters: parameters(&rng),
                width: Bool.random(using: &rng) ? 375 : nil, height: Bool.random(using: &rng) ? number(&rng) : nil,
                root: RootKind.allCases.randomElement(using: &rng)!,
                safeArea: Bool.random(using: &rng) ? AbsoluteInsets(top: 44, left: 0, bottom: 34, right: 0) : nil,
                margins: Bool.random(using: &rng) ? DirectionalInsets(all: number(&rng)) : nil,
                body: body(&rng))
            // A self-sizing cell instead of a height, one screen in four.
            if screen.height == nil, Int.random(in: 0..<2, using: &rng) == 0 { screen.heightIsAuto = true }
            return .screen(screen)
        default:
            return .spec(Spec(
                name: name, references: Bool.random(using: &rng) ? [ReferenceParameter("superView")] : [],
                parameters: parameters(&rng),
                make: (0..<Int.random(in: 0...5, using: &rng)).map { _ in constraint(&rng, items: ["self"]) },
                update: (0..<Int.random(in: 0...2, using: &rng)).map { _ in constraint(&rng, items: ["self"]) }))
        }
    }
}
