import SwiftSyntax

/// Methods an app's extension of a collection type defines to loop over its elements with a
/// closure (`extension Array { func eachPair(_ block: (Element?, Element, Bool) -> Void) { for … } }`):
/// `buttons.eachPair { prev, button, isLast in … }` makes its constraints once per element, as
/// `forEach` does, so they are a loop over data (listed), not branches of a state.
enum SwiftIterationMethods {
    static let collectionTypes: Set<String> = [
        "Array", "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "Set", "Dictionary", "ArraySlice",
    ]

    /// The names of such methods in `tree`.
    static func collect(in tree: SourceFileSyntax) -> Set<String> {
        var found: Set<String> = []
        for statement in tree.statements {
            guard let node = statement.item.as(ExtensionDeclSyntax.self),
                collectionTypes.contains(SwiftTypeIndex.plainName(node.extendedType.trimmedText))
            else { continue }
            for member in node.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
                    function.signature.parameterClause.parameters.contains(where: { takesClosure($0.type) })
                else { continue }
                let loops = _LoopStatementFinder(viewMode: .sourceAccurate)
                loops.walk(body)
                if loops.found { found.insert(function.name.text) }
            }
        }
        return found
    }

    /// `(Element) -> Void`, `@escaping (…) -> Void`, `((…) -> Void)?`.
    private static func takesClosure(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        if let attributed = type.as(AttributedTypeSyntax.self) { return takesClosure(attributed.baseType) }
        if let optional = type.as(OptionalTypeSyntax.self) { return takesClosure(optional.wrappedType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { return takesClosure(only.type) }
        return false
    }
}

final class _LoopStatementFinder: SyntaxVisitor {
    var found = false

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "forEach" { found = true }
        return .visitChildren
    }
}
