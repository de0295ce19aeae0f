import SwiftSyntax
import TrellisModel

/// SnapKit: `view.snp.makeConstraints { make in make.top.equalTo(other.snp.bottom).offset(8) }`,
/// with `$0`, chained attributes (`make.left.right`), `equalTo` / `equalToSuperview` /
/// `lessThanOrEqualTo…` / `greaterThanOrEqualTo…`, `offset`, `inset` (a number or
/// `UIEdgeInsets`), `multipliedBy` / `dividedBy`, `priority(…)`, `labeled(…)`, and the
/// composites `edges`, `size`, `center`, `horizontalEdges`, `verticalEdges`.
final class SnapKitVisitor: SyntaxVisitor {
    let context: SwiftTypeContext
    var found: [SwiftFoundConstraint] = []
    /// Views that have `makeConstraints`: a `remakeConstraints` of one of them replaces it at run time.
    private var madeViews: Set<String> = []
    private var remakes: [(FunctionCallExprSyntax, ItemReference, ClosureExprSyntax)] = []
    private var remaking: String?

    init(context: SwiftTypeContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    static let attributes: [String: [LayoutAttribute]] = [
        "left": [.left], "right": [.right], "top": [.top], "bottom": [.bottom], "leading": [.leading], "trailing": [.trailing],
        "width": [.width], "height": [.height], "centerX": [.centerX], "centerY": [.centerY],
        "firstBaseline": [.firstBaseline], "lastBaseline": [.lastBaseline],
        "leftMargin": [.leftMargin], "rightMargin": [.rightMargin], "topMargin": [.topMargin], "bottomMargin": [.bottomMargin],
        "leadingMargin": [.leadingMargin], "trailingMargin": [.trailingMargin],
        "centerXWithinMargins": [.centerXWithinMargins], "centerYWithinMargins": [.centerYWithinMargins],
        "edges": [.edges], "directionalEdges": [.edges], "size": [.size], "center": [.center],
        "horizontalEdges": [.horizontalEdges], "directionalHorizontalEdges": [.horizontalEdges],
        "verticalEdges": [.verticalEdges], "directionalVerticalEdges": [.verticalEdges],
        "margins": [.topMargin, .leftMargin, .bottomMargin, .rightMargin],
        "directionalMargins": [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin],
        "centerWithinMargins": [.centerXWithinMargins, .centerYWithinMargins],
    ]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            ["makeConstraints", "remakeConstraints", "updateConstraints"].contains(member.declName.baseName.text),
            let snp = member.base, (snp.as(MemberAccessExprSyntax.self)?.declName ?? snp.as(DeclReferenceExprSyntax.self))?.baseName.text == "snp",
            let closure = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self)
        else { return .visitChildren }
        let method = member.declName.baseName.text
        // `view.snp`, or a bare `snp` (the type's own, as `self.snp`).
        let view = snp.as(MemberAccessExprSyntax.self)?.base
        // A view of this type, or a view's guide (`scroll.frameLayoutGuide.snp.makeConstraints`).
        guard let target = context.item(view), target != .owner,
            target.path.count == 1 || (target.path.count == 2 && target.root != "owner" && SystemGuide(rawValue: target.path[1]) != nil)
        else {
            // A view class's constraints on its own size are its own (`SnapKitOwnSize`).
            if method == "makeConstraints", isOwnSize(view) {
                ownSize(closure)
                return .skipChildren
            }
            found.append(
                SwiftFoundConstraint(
                    failure:
                        "'\(view?.trimmedText ?? "self")' \(Self.rootConstraintReason)",
                    line: context.line(node), construct: SwiftFoundConstraint.construct(node), active: true
                ))
            return .skipChildren
        }
        switch method {
        case "makeConstraints":
            madeViews.insert(target.description)
            statements(of: closure, target: target, isUpdate: false)
        case "remakeConstraints":
            remakes.append((node, target, closure))
        default:
            statements(of: closure, target: target, isUpdate: true)
        }
        return .skipChildren
    }

    override func visitPost(_ node: SourceFileSyntax) { flushRemakes() }

    /// A `remakeConstraints` replaces the view's constraints when it runs: imported as the
    /// layout when the view has no `makeConstraints`, else reported (it is a later state).
    /// `each` is told each remake and the index of the first finding it added.
    func flushRemakes(each: (FunctionCallExprSyntax, _ firstFound: Int) -> Void = { _, _ in }) {
        for (node, target, closure) in remakes {
            let firstFound = found.count
            defer { each(node, firstFound) }
            // Where the view has makeConstraints the remade ones replace them there (a state, or the base in the setup).
            remaking = madeViews.contains(target.description) ? target.description : nil
            madeViews.insert(target.description)
            statements(of: closure, target: target, isUpdate: false)
            remaking = nil
        }
        remakes = []
    }

    /// The constraints of a maker closure (`{ make in … }`): a view's `makeConstraints`, or
    /// what a spec's `layoutMaker()` / `layoutUpdater()` returns (`target` is then `self`).
    func statements(of closure: ClosureExprSyntax, target: ItemReference, isUpdate: Bool) {
        var parameter = "$0"
        if let clause = closure.signature?.parameterClause {
            switch clause {
            case .simpleInput(let list): parameter = list.first?.name.text ?? "$0"
            case .parameterClause(let list): parameter = list.parameters.first?.firstName.text ?? "$0"
            }
        }
        statements(Array(closure.statements), parameter: parameter, target: target, isUpdate: isUpdate)
    }

    private func statements(_ items: [CodeBlockItemSyntax], parameter: String, target: ItemReference, isUpdate: Bool) {
        for statement in items {
            let node = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
            // `if let lift { make.top… }`, `if expanded { … } else { … }`, `switch`: each branch's statements (their placement says when).
            if let ifExpression = node?.as(IfExprSyntax.self) {
                var clause: IfExprSyntax? = ifExpression
                while let current = clause {
                    statements(Array(current.body.statements), parameter: parameter, target: target, isUpdate: isUpdate)
                    if let block = current.elseBody?.as(CodeBlockSyntax.self) {
                        statements(Array(block.statements), parameter: parameter, target: target, isUpdate: isUpdate)
                    }
                    clause = current.elseBody?.as(IfExprSyntax.self)
                }
                continue
            }
            if let switchExpression = node?.as(SwitchExprSyntax.self) {
                for case .switchCase(let switchCase) in switchExpression.cases {
                    statements(Array(switchCase.statements), parameter: parameter, target: target, isUpdate: isUpdate)
                }
                continue
            }
            guard var expression = node else { continue }
            var binding: String?
            // `self.height = make.height.equalTo(40).constraint`.
            if let sequence = expression.as(SequenceExprSyntax.self), let last = sequence.elements.last, sequence.elements.count == 3 {
                expression = last
            }
            // `hideToolsetConstraints.append(make.leading.equalTo(guide).constraint)`: made (and
            // active) here, kept in a list whose `forEach { $0.deactivate() }` later toggles it.
            if let kept = SnapKitKeptConstraint.appended(expression, parameter: parameter) {
                binding = kept.list
                expression = kept.made
            }
            // `bottomConstraint.activate()`: an operation on a kept constraint, not one made here.
            if SnapKitKeptConstraint.isToggle(expression, parameter: parameter) { continue }
            var result = SwiftFoundConstraint(
                line: context.line(statement), construct: SwiftFoundConstraint.construct(statement), binding: binding, active: true,
                isUpdate: isUpdate
            )
            switch chain(expression, parameter: parameter, target: target) {
            case .success(let constraints): result.constraints = constraints
            case .failure(let failure):
                result.failure = failure.reason
                // The statement names its view only as the closure's parameter: say which, so that what
                // the lost relation leaves open on that view is known to be import's (`IncompleteItems`).
                if expression.trimmedText.hasPrefix(parameter + ".") { result.construct = "\(target.description): \(result.construct)" }
            }
            context.place(&result, at: statement)
            result.remakeOf = remaking
            // An update's constraints are matched with the view's made ones afterwards (`SwiftUpdateExtractor`).
            result.snapKitTarget = target.description
            found.append(result)
        }
    }

    /// `make.top.left.equalTo(x).offset(8).priority(.high)` → links from `make`.
    private func links(_ expression: ExprSyntax) -> (root: String, links: [(name: String, arguments: LabeledExprListSyntax?)])? {
        var links: [(String, LabeledExprListSyntax?)] = []
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                links.append((member.declName.baseName.text, call.arguments))
                current = base
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                links.append((member.declName.baseName.text, nil))
                current = base
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                return (reference.baseName.text, links.reversed())
            } else {
                return nil
            }
        }
    }

    private func chain(_ expression: ExprSyntax, parameter: String, target: ItemReference) -> Result<[LayoutConstraint], Failure> {
        guard let (root, links) = links(expression), root == parameter else {
            return .failure("not a SnapKit constraint of '\(parameter)'")
        }
        var attributes: [LayoutAttribute] = []
        var index = 0
        while index < links.count, links[index].arguments == nil, let names = Self.attributes[links[index].name] {
            attributes += names
            index += 1
        }
        guard !attributes.isEmpty else { return .failure("no attribute before '\(links.first?.name ?? "")'") }
        guard index < links.count, let arguments = links[index].arguments else {
            return .failure("no relation (equalTo, lessThanOrEqualTo, greaterThanOrEqualTo)")
        }
        let relationName = links[index].name
        let relation: Relation
        if relationName.hasPrefix("equalTo") {
            relation = .equal
        } else if relationName.hasPrefix("lessThanOrEqualTo") {
            relation = .lessThanOrEqual
        } else if relationName.hasPrefix("greaterThanOrEqualTo") {
            relation = .greaterThanOrEqual
        } else {
            return .failure("unknown relation '\(relationName)'")
        }
        // `edges.equalToSuperview().inset(UIEdgeInsets(top: 8, left: 20, …))`: one constraint per edge (`SnapKitEdgeInsets`).
        if let inset = links.dropFirst(index + 1).first(where: { $0.name == "inset" || $0.name == "insets" })?.arguments?.first?.expression,
            case .success(let insets)? = SnapKitEdgeInsets.read(inset, context: context)
        {
            attributes = insets.expanding(attributes)
        }
        let location = context.location(expression)
        // The other side, one per attribute (nil second: a constant).
        var seconds: [Anchor?] = []
        var constants: [ConstantExpression] = attributes.map { _ in .zero }
        // A guide's superview is the view that owns it (SnapKit's `owningView`).
        let superview = target.path.count == 2 ? ItemReference([target.root]) : context.parents[target.root].map { ItemReference([$0]) } ?? .owner
        // `make.size.equalTo(CGSize(width: 40, height: 30))`: width and height apart.
        if attributes == [.size], arguments.first?.expression.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText == "CGSize" {
            attributes = [.width, .height]
            constants = [.zero, .zero]
        }
        // `make.size.equalTo(Styles.Sizes.icon)`: a size constant whose width and height are known.
        var sizeConstant = false
        if attributes == [.size], !relationName.hasSuffix("Superview"), let size = arguments.first?.expression, context.item(size) == nil,
            let width = context.constants.value(of: "\(size.trimmedText).width"), let height = context.constants.value(of: "\(size.trimmedText).height")
        {
            attributes = [.width, .height]
            seconds = [nil, nil]
            constants = [ConstantExpression(width), ConstantExpression(height)]
            sizeConstant = true
        }
        if relationName.hasSuffix("Superview") {
            seconds = attributes.map { Anchor(superview, $0) }
        } else if !sizeConstant {
            guard let argument = arguments.first?.expression else { return .failure("\(relationName) without an argument") }
            switch other(argument, attributes: attributes, superview: superview) {
            case .success(let pair):
                seconds = pair.seconds
                if let values = pair.constants { constants = values }
            case .failure(let failure): return .failure(failure)
            }
        }
        var multiplier = 1.0
        var priority = Priority.required
        var identifier: String?
        var exportedText: String?
        for link in links.dropFirst(index + 1) {
            let argument = link.arguments?.first?.expression
            switch link.name {
            case "offset":
                guard let argument else { return .failure("offset without a value") }
                let value = context.constant(argument)
                if attributes.contains(where: { [.edges, .horizontalEdges, .verticalEdges].contains($0) }), !value.isZero {
                    return .failure(
                        "offset on a composite of edges moves every edge the same way, which the format's composites cannot say; write each edge (or use inset)"
                    )
                }
                constants = constants.map { $0 + value }
            case "inset", "insets":
                guard let argument else { return .failure("inset without a value") }
                switch insets(argument, attributes: attributes) {
                case .success(let values): constants = zip(constants, values).map { $0 + $1 }
                case .failure(let failure): return .failure(failure)
                }
            case "multipliedBy", "dividedBy":
                guard let argument, let value = context.constants.evaluate(argument), value != 0 else {
                    return .failure("\(link.name)(\(argument?.trimmedText ?? "")) is not a literal constant")
                }
                multiplier = link.name == "multipliedBy" ? value : 1 / value
            case "priority":
                guard let argument, let value = context.priority(argument) else {
                    return .failure("priority '\(argument?.trimmedText ?? "")' is not a known level")
                }
                priority = value
            case "priorityRequired": priority = .required
            case "priorityHigh": priority = .high
            case "priorityMedium": priority = Priority(500)
            case "priorityLow": priority = .low
            case "labeled":
                identifier = argument?.as(StringLiteralExprSyntax.self).flatMap { ExportedForms.authorIdentifier(ExportedForms.value(of: $0)) }
                exportedText = argument?.as(StringLiteralExprSyntax.self).flatMap { ExportedForms.exportedText(ExportedForms.value(of: $0)) }
            case "constraint":
                continue
            default:
                return .failure("unknown modifier '\(link.name)'")
            }
        }
        var made: [LayoutConstraint] = []
        for (offset, attribute) in attributes.enumerated() {
            var constraint = LayoutConstraint(
                Anchor(target, attribute), relation, seconds[offset], multiplier: seconds[offset] == nil ? 1 : multiplier,
                constant: constants[offset], priority: priority, identifier: identifier, location: location
            )
            if seconds[offset] == nil, multiplier != 1 {
                constraint.constant = constraint.constant.scaled(by: multiplier)
            }
            if attributes.count > 1, let name = identifier { constraint.identifier = "\(name).\(attribute.rawValue)" }
            made.append(context.marginAttributes(constraint, exported: exportedText))
        }
        return .success(made)
    }

    /// The other side of a SnapKit relation for each attribute: `other.snp.bottom`, `other`,
    /// `view.safeAreaLayoutGuide`, `40`, `CGSize(width:height:)`; positions against a number
    /// are relative to the superview, as SnapKit makes them.
    private func other(_ argument: ExprSyntax, attributes: [LayoutAttribute], superview: ItemReference)
        -> Result<(seconds: [Anchor?], constants: [ConstantExpression]?), Failure>
    {
        if let member = argument.as(MemberAccessExprSyntax.self), let target = SwiftSnapKitGuideProperty.target(of: member, context: context) {
            let item: ItemReference
            switch target {
            case .success(let found): item = found
            case .failure(let failure): return .failure(failure)
            }
            guard let names = Self.attributes[member.declName.baseName.text] else {
                return .failure("unknown SnapKit attribute '\(member.declName.baseName.text)'")
            }
            if names.count == 1, attributes.count == 1 { return .success(([Anchor(item, names[0])], nil)) }
            if names == attributes || (names.count == 1 && names[0].expansion.map { $0.attribute } == attributes) {
                return .success((attributes.map { Anchor(item, $0) }, nil))
            }
            if names.count == 1 { return .success((attributes.map { _ in Anchor(item, names[0]) }, nil)) }
            return .failure("relates \(attributes.map(\.rawValue)) to \(names.map(\.rawValue))")
        }
        if let item = context.item(argument) {
            return .success((attributes.map { Anchor(item, $0) }, nil))
        }
        if let call = argument.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText == "CGSize" {
            let values = call.arguments.map { context.constant($0.expression) }
            guard values.count == 2, attributes == [.width, .height] else { return .failure("a CGSize for attributes other than size") }
            return .success(([nil, nil], values))
        }
        // A number: a literal, a resolved constant, arithmetic; a bare name that is not a view
        // only for sizes (for a position it is more likely a view this file does not declare).
        let isName = argument.is(DeclReferenceExprSyntax.self) || argument.is(MemberAccessExprSyntax.self)
        if context.linear(argument) != nil || argument.is(SequenceExprSyntax.self) || argument.is(PrefixOperatorExprSyntax.self)
            || argument.is(FunctionCallExprSyntax.self) || (isName && attributes.allSatisfy { $0.kind == .dimension })
            || (argument.is(MemberAccessExprSyntax.self) && argument.trimmedText.first?.isUppercase == true)
        {
            let value = context.constant(argument)
            let seconds: [Anchor?] = attributes.map { $0.kind == .dimension && $0 != .center ? nil : Anchor(superview, $0) }
            return .success((seconds, attributes.map { _ in value }))
        }
        return .failure("'\(argument.trimmedText)' is not a view, an anchor or a constant import can read")
    }

    /// `inset(8)` or `inset(UIEdgeInsets(top:left:bottom:right:))` per attribute: leading
    /// edges move in, trailing edges out; composites of edges keep the constant (the format's `inset`),
    /// split edge by edge before when the parts differ (`SnapKitEdgeInsets`).
    private func insets(_ argument: ExprSyntax, attributes: [LayoutAttribute]) -> Result<[ConstantExpression], Failure> {
        switch SnapKitEdgeInsets.read(argument, context: context) {
        case .failure(let failure)?: return .failure(failure)
        case .success(let insets)?:
            var result: [ConstantExpression] = []
            for attribute in attributes {
                guard let value = insets.constant(for: attribute) else { return .failure("inset on \(attribute.rawValue)") }
                result.append(value)
            }
            return .success(result)
        case nil: break
        }
        let value = context.constant(argument)
        return .success(
            attributes.map { attribute in
                switch attribute {
                case .top, .left, .leading, .topMargin, .leftMargin, .leadingMargin, .edges, .horizontalEdges, .verticalEdges: return value
                case .bottom, .right, .trailing, .bottomMargin, .rightMargin, .trailingMargin: return -value
                case .width, .height, .size: return value.scaled(by: -2)
                default: return .zero
                }
            })
    }
}
