import SwiftSyntax
import TrellisModel

/// A SnapKit DSL an app's extension of a UIKit class names (`extension UIView { var safeArea:
/// ConstraintBasicAttributesDSL { return self.safeAreaLayoutGuide.snp } }`, a common shorthand in
/// SnapKit apps): `make.top.equalTo(view.safeArea.top)` relates to `view.safeAreaLayoutGuide.snp.top`,
/// the guide's top, as SnapKit reads it. A bare `snp.bottom` (no `self.`) is the type's own `snp`.
struct SwiftSnapKitGuideProperty: Sendable, Equatable {
    /// The guide property the getter goes through (`safeAreaLayoutGuide`), nil for the view's own `snp`.
    var guide: String?

    /// The SnapKit DSL properties of `tree`'s extensions of UIKit classes, by name.
    static func collect(in tree: SourceFileSyntax) -> [String: SwiftSnapKitGuideProperty] {
        var found: [String: SwiftSnapKitGuideProperty] = [:]
        for getter in SwiftExtensionGetter.all(in: tree) where getter.name != "snp" {
            if let returned = returnedDSL(getter.statements) { found[getter.name] = returned }
        }
        return found
    }

    /// What a getter returns when it is one `snp`: `{ safeAreaLayoutGuide.snp }`, `{ return self.snp }`,
    /// `{ get { return layoutMarginsGuide.snp } }`.
    private static func returnedDSL(_ statements: CodeBlockItemListSyntax) -> SwiftSnapKitGuideProperty? {
        guard statements.count == 1, let statement = statements.first else { return nil }
        let expression = statement.item.as(ReturnStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self)
        guard let expression else { return nil }
        let path = SwiftDeclarationVisitor.name(of: expression).split(separator: ".").map(String.init)
        switch path {
        case ["snp"]: return SwiftSnapKitGuideProperty(guide: nil)
        case let path where path.count == 2 && path[1] == "snp" && SwiftTypeContext.guides[path[0]] != nil:
            return SwiftSnapKitGuideProperty(guide: path[0])
        default: return nil
        }
    }

    /// The item whose SnapKit attribute `member` names (`other.snp.bottom` → `other`; `snp.bottom`
    /// → the type's own root; `view.safeArea.top` → `view`'s safe area with such a property), or
    /// nil when `member`'s base is none of these. A base naming no item is a `.failure`.
    static func target(of member: MemberAccessExprSyntax, context: SwiftTypeContext) -> Result<ItemReference, Failure>? {
        if let reference = member.base?.as(DeclReferenceExprSyntax.self) {
            // `snp.bottom`, `safeArea.top` without `self.`: the type's own.
            let name = reference.baseName.text
            let property = name == "snp" ? SwiftSnapKitGuideProperty(guide: nil) : context.snapKitGuides[name]
            guard let property else { return nil }
            return resolve(nil, property: property, text: member.trimmedText, context: context)
        }
        guard let base = member.base?.as(MemberAccessExprSyntax.self) else { return nil }
        let name = base.declName.baseName.text
        let property = name == "snp" ? SwiftSnapKitGuideProperty(guide: nil) : context.snapKitGuides[name]
        guard let property else { return nil }
        return resolve(base.base, property: property, text: base.base?.trimmedText ?? "self", context: context)
    }

    private static func resolve(_ base: ExprSyntax?, property: SwiftSnapKitGuideProperty, text: String, context: SwiftTypeContext)
        -> Result<ItemReference, Failure>
    {
        guard var item = context.item(base) else { return .failure(Failure(context.notAnItem(text))) }
        if let guide = property.guide.flatMap({ SwiftTypeContext.guides[$0] }) {
            guard item.path.count == 1, item != .selfItem else { return .failure(Failure(context.notAnItem(text))) }
            item = item.appending(guide)
        }
        return .success(item)
    }
}
