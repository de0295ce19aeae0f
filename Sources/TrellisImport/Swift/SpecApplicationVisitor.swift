import SwiftSyntax
import TrellisModel

/// `panel.makeLayout(layouter: panelLayout)` (with `let panelLayout =
/// ClipRecordPanelLayout(superView: root, panelHeight: 160)`) or the seed's one line
/// `panel.makeLayout(layouter: ClipRecordPanelLayout(with: (view), constants: (160, nil)))`:
/// a spec applied to an item. `updateLayout(layouter:)` is the spec's `update` block at run
/// time, which the spec itself carries.
final class SpecApplicationVisitor: SyntaxVisitor {
    let context: SwiftTypeContext
    let index: SwiftTypeIndex
    /// The calls that create named values in this type (`let panelLayout = …`).
    let creations: [String: FunctionCallExprSyntax]
    var applications: [SpecApplication] = []
    var skipped: [ImportFinding] = []

    init(context: SwiftTypeContext, index: SwiftTypeIndex, creations: [String: FunctionCallExprSyntax]) {
        self.context = context
        self.index = index
        self.creations = creations
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let method: String
        let base: ExprSyntax?
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            method = member.declName.baseName.text
            base = member.base
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            method = reference.baseName.text
            base = nil
        } else {
            return .visitChildren
        }
        guard method == "makeLayout", let argument = node.arguments.first, argument.label?.text == "layouter" else { return .visitChildren }
        let line = context.line(node)
        let construct = SwiftFoundConstraint.construct(node)
        if let reason = context.conditionalReason(node) {
            skipped.append(ImportFinding(line: line, construct: construct, reason: reason))
            return .skipChildren
        }
        guard let target = context.item(base) else {
            skipped.append(ImportFinding(line: line, construct: construct, reason: "'\(base?.trimmedText ?? "self")' is not a view this type declares"))
            return .skipChildren
        }
        let call = argument.expression.as(FunctionCallExprSyntax.self) ?? creations[SwiftDeclarationVisitor.name(of: argument.expression)]
        guard let call, let spec = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else {
            skipped.append(
                ImportFinding(
                    line: line, construct: construct,
                    reason: "the layouter '\(argument.expression.trimmedText)' is not made in this type (write it as `let x = Spec(…)` here)"
                ))
            return .skipChildren
        }
        switch arguments(of: call, spec: spec) {
        case .success(let arguments):
            applications.append(SpecApplication(spec: spec, target: target, arguments: arguments, location: context.location(node)))
        case .failure(let failure):
            skipped.append(ImportFinding(line: line, construct: construct, reason: failure.reason))
        }
        return .skipChildren
    }

    /// Labelled arguments by name; the memberwise `views:` / `constants:` tuples (or the
    /// seed's `with:`) by the spec's order. `nil` leaves an optional constant out.
    private func arguments(of call: FunctionCallExprSyntax, spec: String) -> Result<[LayoutArgument], Failure> {
        var result: [LayoutArgument] = []
        let signature = index.specs[spec]
        for argument in call.arguments {
            let label = argument.label?.text
            if label == nil || label == "with" || label == "views" || label == "constants" {
                let isConstants = label == "constants"
                guard let names = isConstants ? signature?.parameters : signature?.references else {
                    return .failure(
                        "\(spec)'s \(isConstants ? "constants" : "views") are passed by position, and \(spec) is not declared in the imported files")
                }
                let values = Self.tupleElements(argument.expression)
                guard values.count == names.count else {
                    return .failure("\(values.count) values for \(spec)'s \(names.count) \(isConstants ? "constants" : "views")")
                }
                for (name, value) in zip(names, values) where !value.is(NilLiteralExprSyntax.self) {
                    guard let made = self.argument(name, value, asItem: !isConstants) else {
                        return .failure("'\(value.trimmedText)' is not a view this type declares")
                    }
                    result.append(made)
                }
                continue
            }
            guard let label else { continue }
            if argument.expression.is(NilLiteralExprSyntax.self) { continue }
            let referenceName = SwiftParameterReader.modelName(label, reference: true)
            let isReference = signature?.references.contains(referenceName) ?? (context.item(argument.expression) != nil)
            let name = isReference ? referenceName : SwiftParameterReader.modelName(label, reference: false)
            guard let made = self.argument(name, argument.expression, asItem: isReference) else {
                return .failure("'\(argument.expression.trimmedText)' is not a view this type declares")
            }
            result.append(made)
        }
        return .success(result)
    }

    private func argument(_ name: String, _ value: ExprSyntax, asItem: Bool) -> LayoutArgument? {
        if asItem {
            guard let item = context.item(value) else { return nil }
            return LayoutArgument(name, .item(item), location: context.location(value))
        }
        return LayoutArgument(name, .constant(context.constant(value)), location: context.location(value))
    }

    /// `(a, b)` → [a, b]; `(view)` or `view` → [view].
    static func tupleElements(_ expression: ExprSyntax) -> [ExprSyntax] {
        if let tuple = expression.as(TupleExprSyntax.self) { return tuple.elements.map(\.expression) }
        return [expression]
    }
}
