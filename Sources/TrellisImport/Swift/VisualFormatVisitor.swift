import SwiftSyntax
import TrellisModel

/// `NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: [.alignAllCenterY],
/// metrics: ["m": 8], views: ["a": a])`, with the dictionaries written inline or as a local
/// `let` of the same function.
final class VisualFormatVisitor: SyntaxVisitor {
    let context: SwiftTypeContext
    var found: [SwiftFoundConstraint] = []

    init(context: SwiftTypeContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    static let alignments: [String: LayoutAttribute] = [
        "alignAllTop": .top, "alignAllBottom": .bottom, "alignAllCenterY": .centerY, "alignAllLeading": .leading,
        "alignAllTrailing": .trailing, "alignAllCenterX": .centerX, "alignAllLeft": .left, "alignAllRight": .right,
        "alignAllFirstBaseline": .firstBaseline, "alignAllLastBaseline": .lastBaseline,
    ]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard SwiftCallee.text(of: node).hasSuffix("constraints"),
            let formatArgument = node.arguments.first, formatArgument.label?.text == "withVisualFormat"
        else { return .visitChildren }
        let flow = SwiftConstraintFlow.follow(ExprSyntax(node))
        var result = SwiftFoundConstraint(
            line: context.line(node), construct: SwiftFoundConstraint.construct(node), binding: flow.binding, active: flow.active
        )
        switch constraints(node, format: formatArgument.expression) {
        case .success(let constraints): result.constraints = constraints
        case .failure(let failure): result.failure = failure.reason
        }
        context.place(&result, at: node)
        found.append(result)
        return .visitChildren
    }

    private func constraints(_ call: FunctionCallExprSyntax, format: ExprSyntax) -> Result<[LayoutConstraint], Failure> {
        guard let literal = format.as(StringLiteralExprSyntax.self), literal.segments.count == 1 else {
            return .failure("the format is not a string literal")
        }
        let text = literal.segments.trimmedText
        let metrics = dictionary(call.arguments.first { $0.label?.text == "metrics" }?.expression, near: call)
        let views = dictionary(call.arguments.first { $0.label?.text == "views" }?.expression, near: call)
        let parsed = VisualFormat.parse(text) { name in metrics[name].map { self.context.constant($0) } }
        let format: VisualFormat
        switch parsed {
        case .success(let value): format = value
        case .failure(let failure): return .failure(failure)
        }
        func item(_ name: String) -> ItemReference? { views[name].flatMap { context.item($0) } }
        guard let firstName = format.viewNames.first, let first = item(firstName) else {
            return .failure("the views dictionary does not name the format's views as this type declares them")
        }
        let superview = context.parents[first.root].map { ItemReference([$0]) } ?? .owner
        var made: [LayoutConstraint]
        switch format.constraints(item: item, superview: superview, location: context.location(call)) {
        case .success(let list): made = list
        case .failure(let failure): return .failure(failure)
        }
        // Options: align every view of the string with the first.
        let options = call.arguments.first { $0.label?.text == "options" }?.expression.trimmedText ?? ""
        for (name, attribute) in Self.alignments where options.contains(name) {
            for other in format.viewNames.dropFirst() {
                guard let reference = item(other) else { continue }
                made.append(LayoutConstraint(Anchor(reference, attribute), .equal, Anchor(first, attribute), location: context.location(call)))
            }
        }
        return .success(made)
    }

    /// `["a": a, "b": b]` inline, or the local `let views = [...]` it names.
    private func dictionary(_ expression: ExprSyntax?, near node: some SyntaxProtocol) -> [String: ExprSyntax] {
        guard let expression else { return [:] }
        var literal = expression.as(DictionaryExprSyntax.self)
        if literal == nil, let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            var scope = Syntax(node).parent
            while let current = scope, literal == nil {
                if let block = current.as(CodeBlockItemListSyntax.self) {
                    for item in block {
                        guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
                        for binding in declaration.bindings where binding.pattern.trimmedText == name {
                            literal = binding.initializer?.value.as(DictionaryExprSyntax.self)
                        }
                    }
                }
                scope = current.parent
            }
        }
        guard case .elements(let elements)? = literal?.content else { return [:] }
        var result: [String: ExprSyntax] = [:]
        for element in elements {
            guard let key = element.key.as(StringLiteralExprSyntax.self)?.segments.trimmedText else { continue }
            result[key] = element.value
        }
        return result
    }
}
