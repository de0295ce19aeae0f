import SwiftSyntax

/// An anchor an app's extension of a UIKit class names (`extension UIView { var safeTopAnchor:
/// NSLayoutYAxisAnchor { safeAreaLayoutGuide.topAnchor } }`): `view.safeTopAnchor` is read as
/// the anchor its getter returns (`view.safeAreaLayoutGuide.topAnchor`).
struct SwiftAnchorProperty: Sendable, Equatable {
    /// The guide property the getter goes through (`safeAreaLayoutGuide`), nil for the view's own anchor.
    var guide: String?
    /// UIKit's anchor (`topAnchor`).
    var anchor: String

    /// The anchor properties of `tree`'s extensions of UIKit classes, by name.
    static func collect(in tree: SourceFileSyntax) -> [String: SwiftAnchorProperty] {
        var found: [String: SwiftAnchorProperty] = [:]
        for getter in SwiftExtensionGetter.all(in: tree) where AnchorConstraintVisitor.attributes[getter.name] == nil {
            if let returned = returnedAnchor(getter.statements) { found[getter.name] = returned }
        }
        return found
    }

    /// What a getter returns when it is one anchor: `{ a.topAnchor }`, `{ get { return a.topAnchor } }`,
    /// or the newest branch of `if #available(…) { return safeAreaLayoutGuide.topAnchor } return topAnchor`.
    private static func returnedAnchor(_ statements: CodeBlockItemListSyntax) -> SwiftAnchorProperty? {
        guard let first = statements.first else { return nil }
        if let available = first.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? first.item.as(IfExprSyntax.self),
            available.conditions.contains(where: { $0.condition.is(AvailabilityConditionSyntax.self) })
        {
            return available.body.statements.first.flatMap(anchor(of:))
        }
        return statements.count == 1 ? anchor(of: first) : nil
    }

    /// `return safeAreaLayoutGuide.topAnchor`, `layoutMarginsGuide.leadingAnchor`, `self.topAnchor`.
    private static func anchor(of statement: CodeBlockItemSyntax) -> SwiftAnchorProperty? {
        let expression = statement.item.as(ReturnStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self)
        guard let expression else { return nil }
        let path = SwiftDeclarationVisitor.name(of: expression).split(separator: ".").map(String.init)
        guard let anchor = path.last, AnchorConstraintVisitor.attributes[anchor] != nil else { return nil }
        switch path.count {
        case 1: return SwiftAnchorProperty(guide: nil, anchor: anchor)
        case 2 where SwiftTypeContext.guides[path[0]] != nil: return SwiftAnchorProperty(guide: path[0], anchor: anchor)
        default: return nil
        }
    }
}
