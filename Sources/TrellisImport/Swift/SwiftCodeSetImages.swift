import SwiftSyntax

/// The views whose image a type's code sets: `iconView.image = …`, `iconView.setImage(…)`, and the
/// image libraries' `iconView.kf.setImage(with:)`, `iconView.sd_setImage(with:)`, `iconView.af.setImage(…)`.
/// An image view IB holds without an image has no size until then: UIKit sizes it to that image,
/// which import does not read (`IncompleteItems.markCodeSetImages`).
enum SwiftCodeSetImages {
    static func names(in blocks: [MemberBlockSyntax]) -> Set<String> {
        let visitor = _CodeSetImageVisitor(viewMode: .sourceAccurate)
        for block in blocks { visitor.walk(block) }
        return visitor.names
    }

    /// `iconView` of `iconView`, `self.iconView`, `iconView?`, `iconView.kf`; nil for anything else.
    static func viewName(_ expression: ExprSyntax) -> String? {
        var base = expression
        if let chained = base.as(OptionalChainingExprSyntax.self) { base = chained.expression }
        if let forced = base.as(ForceUnwrapExprSyntax.self) { base = forced.expression }
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = base.as(MemberAccessExprSyntax.self), let owner = member.base else { return nil }
        if owner.trimmedText == "self" { return member.declName.baseName.text }
        // A library's namespace on the view: `kf`, `af`, `sd`.
        if ["kf", "af", "sd"].contains(member.declName.baseName.text) { return viewName(owner) }
        return nil
    }
}

final class _CodeSetImageVisitor: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let parts = Array(node.elements)
        if parts.count == 3, parts[1].is(AssignmentExprSyntax.self), let target = parts[0].as(MemberAccessExprSyntax.self),
            target.declName.baseName.text == "image", let base = target.base, let name = SwiftCodeSetImages.viewName(base)
        {
            names.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text.lowercased().hasSuffix("setimage"),
            let base = member.base, let name = SwiftCodeSetImages.viewName(base)
        {
            names.insert(name)
        }
        return .visitChildren
    }
}
