import SwiftSyntax
import TrellisModel

/// Anchor constraints: `a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)`,
/// `(greaterThanOrEqualTo:)`, `(lessThanOrEqualTo:)`, `multiplier:`, `equalToConstant:`,
/// `equalToSystemSpacingBelow:`; wherever they end up (activated at once or kept in a variable).
final class AnchorConstraintVisitor: SyntaxVisitor {
    let context: SwiftTypeContext
    var found: [SwiftFoundConstraint] = []

    init(context: SwiftTypeContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    static let attributes: [String: LayoutAttribute] = [
        "topAnchor": .top, "bottomAnchor": .bottom, "leadingAnchor": .leading, "trailingAnchor": .trailing,
        "leftAnchor": .left, "rightAnchor": .right, "widthAnchor": .width, "heightAnchor": .height,
        "centerXAnchor": .centerX, "centerYAnchor": .centerY, "firstBaselineAnchor": .firstBaseline,
        "lastBaselineAnchor": .lastBaseline,
    ]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "constraint",
            let base = member.base, Self.anchorName(base)?.hasSuffix("Anchor") == true
        else { return .visitChildren }
        // `skipBack ? a.constraint(…) : b.constraint(…)`: where the ternary's value goes.
        let ternary = SwiftTernary.around(node)
        let flow = SwiftConstraintFlow.follow(ternary.map { ExprSyntax($0.ternary.sequence) } ?? ExprSyntax(node))
        var result = SwiftFoundConstraint(
            line: context.line(node), construct: SwiftFoundConstraint.construct(node), binding: flow.binding, active: flow.active, notes: flow.notes
        )
        result.activeFlag = flow.flag
        switch constraint(node, first: base) {
        case .success(let constraint):
            result.constraints = [
                context.marginAttributes(Self.applying(flow, to: constraint, context: context, notes: &result.notes), exported: flow.exportedText)
            ]
        case .failure(let failure):
            result.failure = failure.reason
        }
        context.place(&result, at: node)
        if result.failure == nil, let ternary {
            result.failure = ternary.ternary.skipReason(isThen: ternary.isThen, initialValues: context.initialValues)
        }
        found.append(result)
        return .visitChildren
    }

    /// The priority and identifier the expression is wrapped in (`.withPriority(…)`, `.identified(…)`).
    static func applying(
        _ flow: SwiftConstraintFlow.Outcome, to constraint: LayoutConstraint, context: SwiftTypeContext, notes: inout [String]
    ) -> LayoutConstraint {
        var constraint = constraint
        if let priority = flow.priority {
            if let value = context.priority(priority) {
                constraint.priority = value
            } else {
                notes.append("priority '\(priority.trimmedText)' is not a known level; left required")
            }
        }
        if flow.identified { constraint.identifier = flow.identifier }
        return constraint
    }

    /// `(x)` → `x`; nil for anything else (a tuple of two).
    static func parenthesized(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else { return nil }
        return only.expression
    }

    /// `x.topAnchor` → `topAnchor`; a bare `topAnchor` (the type's own) too.
    static func anchorName(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    func anchor(_ expression: ExprSyntax) -> Result<Anchor, Failure> {
        // `(cell?.contentView.leftAnchor)!`: the anchor the optional chain reaches.
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self)?.expression ?? Self.parenthesized(expression) { return anchor(unwrapped) }
        guard let name = Self.anchorName(expression) else { return .failure("'\(expression.trimmedText)' is not an anchor") }
        // `view.safeTopAnchor` of the app's extension: the anchor its getter returns.
        let property = Self.attributes[name] == nil ? context.anchorProperties[name] : nil
        guard let attribute = Self.attributes[property?.anchor ?? name] else { return .failure("'\(name)' is not an anchor import knows") }
        let base = expression.as(MemberAccessExprSyntax.self)?.base
        guard var item = context.item(base) else {
            return .failure(Failure(context.notAnItem(base?.trimmedText ?? "self")))
        }
        if let guide = property?.guide.flatMap({ SwiftTypeContext.guides[$0] }) {
            guard item.path.count == 1, item != .selfItem else { return .failure(Failure(context.notAnItem(expression.trimmedText))) }
            item = item.appending(guide)
        }
        return .success(Anchor(item, attribute))
    }

    private func constraint(_ call: FunctionCallExprSyntax, first: ExprSyntax) -> Result<LayoutConstraint, Failure> {
        let firstAnchor: Anchor
        switch anchor(first) {
        case .success(let value): firstAnchor = value
        case .failure(let failure): return .failure(failure)
        }
        guard let head = call.arguments.first, let label = head.label?.text else { return .failure("a constraint call without a relation") }
        let relation: Relation
        if label.hasPrefix("equal") {
            relation = .equal
        } else if label.hasPrefix("greaterThanOrEqual") {
            relation = .greaterThanOrEqual
        } else if label.hasPrefix("lessThanOrEqual") {
            relation = .lessThanOrEqual
        } else {
            return .failure("unknown relation '\(label):'")
        }
        var constraint = LayoutConstraint(firstAnchor, relation, location: context.location(call))
        if label.hasSuffix("Constant") {
            constraint.constant = context.constant(head.expression)
        } else if label.contains("SystemSpacing") {
            switch anchor(head.expression) {
            case .success(let value): constraint.second = value
            case .failure(let failure): return .failure(failure)
            }
            // UIKit's standard spacing between sibling views is 8 points.
            let multiplier = call.arguments.first { $0.label?.text == "multiplier" }.flatMap { context.constants.evaluate($0.expression) } ?? 1
            constraint.constant = ConstantExpression(8 * multiplier)
        } else {
            switch anchor(head.expression) {
            case .success(let value): constraint.second = value
            case .failure(let failure): return .failure(failure)
            }
            for argument in call.arguments.dropFirst() {
                switch argument.label?.text {
                case "constant": constraint.constant = context.constant(argument.expression)
                case "multiplier":
                    guard let value = context.constants.evaluate(argument.expression) else {
                        return .failure("the multiplier '\(argument.expression.trimmedText)' is not a literal constant")
                    }
                    constraint.multiplier = value
                default: return .failure("unknown argument '\(argument.label?.text ?? "_"):'")
                }
            }
        }
        return .success(constraint)
    }
}

/// `NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .bottom, multiplier: 1, constant: 8)`.
final class ItemConstraintVisitor: SyntaxVisitor {
    let context: SwiftTypeContext
    var found: [SwiftFoundConstraint] = []

    init(context: SwiftTypeContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = SwiftCallee.text(of: node)
        guard callee == "NSLayoutConstraint" || callee == "NSLayoutConstraint.init", node.arguments.first?.label?.text == "item" else {
            return .visitChildren
        }
        // `skipBack ? a.constraint(…) : b.constraint(…)`: where the ternary's value goes.
        let ternary = SwiftTernary.around(node)
        let flow = SwiftConstraintFlow.follow(ternary.map { ExprSyntax($0.ternary.sequence) } ?? ExprSyntax(node))
        var result = SwiftFoundConstraint(
            line: context.line(node), construct: SwiftFoundConstraint.construct(node), binding: flow.binding, active: flow.active, notes: flow.notes
        )
        result.activeFlag = flow.flag
        switch constraint(node) {
        case .success(let constraint):
            result.constraints = [
                context.marginAttributes(
                    AnchorConstraintVisitor.applying(flow, to: constraint, context: context, notes: &result.notes), exported: flow.exportedText)
            ]
        case .failure(let failure): result.failure = failure.reason
        }
        context.place(&result, at: node)
        if result.failure == nil, let ternary {
            result.failure = ternary.ternary.skipReason(isThen: ternary.isThen, initialValues: context.initialValues)
        }
        found.append(result)
        return .visitChildren
    }

    private func constraint(_ call: FunctionCallExprSyntax) -> Result<LayoutConstraint, Failure> {
        let arguments = Array(call.arguments)
        guard arguments.count == 7 else { return .failure("expected item:attribute:relatedBy:toItem:attribute:multiplier:constant:") }
        func attribute(_ expression: ExprSyntax) -> LayoutAttribute? {
            let name = expression.trimmedText.split(separator: ".").last.map(String.init) ?? ""
            return name == "notAnAttribute" ? nil : LayoutAttribute(rawValue: name)
        }
        guard let firstItem = context.item(arguments[0].expression) else {
            return .failure(Failure(context.notAnItem(arguments[0].expression.trimmedText)))
        }
        guard let firstAttribute = attribute(arguments[1].expression) else {
            return .failure("unknown attribute '\(arguments[1].expression.trimmedText)'")
        }
        let relation: Relation
        switch arguments[2].expression.trimmedText.split(separator: ".").last {
        case "equal": relation = .equal
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case "lessThanOrEqual": relation = .lessThanOrEqual
        default: return .failure("unknown relation '\(arguments[2].expression.trimmedText)'")
        }
        var constraint = LayoutConstraint(Anchor(firstItem, firstAttribute), relation, location: context.location(call))
        if arguments[3].expression.trimmedText != "nil" {
            guard let secondItem = context.item(arguments[3].expression) else {
                return .failure(Failure(context.notAnItem(arguments[3].expression.trimmedText)))
            }
            guard let secondAttribute = attribute(arguments[4].expression) else {
                return .failure("unknown attribute '\(arguments[4].expression.trimmedText)'")
            }
            constraint.second = Anchor(secondItem, secondAttribute)
            guard let multiplier = context.constants.evaluate(arguments[5].expression) else {
                return .failure("the multiplier '\(arguments[5].expression.trimmedText)' is not a literal constant")
            }
            constraint.multiplier = multiplier
        }
        constraint.constant = context.constant(arguments[6].expression)
        return .success(constraint)
    }
}
