import SwiftSyntax

/// A computed property of an app's extension of a UIKit class, with the statements its getter
/// runs (`var safeArea: ConstraintBasicAttributesDSL { safeAreaLayoutGuide.snp }`, or
/// `{ get { return … } }`): what the app's shorthand properties are read from
/// (`SwiftAnchorProperty`, `SwiftSnapKitGuideProperty`).
struct SwiftExtensionGetter {
    var name: String
    var statements: CodeBlockItemListSyntax

    /// The getters of `tree`'s extensions of UIKit classes, in the file's order.
    static func all(in tree: SourceFileSyntax) -> [SwiftExtensionGetter] {
        tree.statements.flatMap { statement -> [SwiftExtensionGetter] in
            guard let node = statement.item.as(ExtensionDeclSyntax.self),
                SwiftTypeIndex.plainName(node.extendedType.trimmedText).hasPrefix("UI")
            else { return [] }
            return node.memberBlock.members.compactMap { member in
                guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let accessors = binding.accessorBlock, let statements = getterStatements(accessors)
                else { return nil }
                return SwiftExtensionGetter(name: name, statements: statements)
            }
        }
    }

    private static func getterStatements(_ block: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch block.accessors {
        case .getter(let body): return body
        case .accessors(let list): return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
    }
}
