import SwiftSyntax

/// `if let embedder = self as? CustomViewControllerEmbedding { … } else { … }` (owncloud's
/// `EmbeddingViewController`): a test of what the type is, decided by the type being mapped —
/// the protocols and classes it and its superclasses declare — not a state. Without this, a
/// helper call in the `else` of a class that does not conform was a state of its own, and
/// the base had no constraints for the embedded view.
enum SwiftTypeTest {
    /// The names `className` and its superclasses in the run inherit from (`class A: B, P`),
    /// their extensions' conformances (`extension A: P`) included.
    static func conformances(of className: String, inherited: [String], index: SwiftTypeIndex) -> Set<String> {
        var names = Set(inherited.map(SwiftTypeIndex.plainName))
        func addExtensions(of name: String) {
            for block in index.extensionBlocks[name] ?? [] {
                let declared = block.block.parent?.as(ExtensionDeclSyntax.self)?.inheritanceClause?.inheritedTypes
                names.formUnion((declared ?? []).map { SwiftTypeIndex.plainName($0.type.trimmedText) })
            }
        }
        addExtensions(of: className)
        var current = className
        var seen: Set<String> = [className]
        while let superclass = index.superclasses[current], seen.insert(superclass).inserted {
            names.insert(superclass)
            let declared = index.declarations[superclass]?.block.parent?.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes
            names.formUnion((declared ?? []).map { SwiftTypeIndex.plainName($0.type.trimmedText) })
            addExtensions(of: superclass)
            current = superclass
        }
        return names
    }

    /// Whether every condition is `let x = self as? T` and the type is (or is not) every `T`;
    /// nil when a condition tests anything else.
    static func holds(_ conditions: ConditionElementListSyntax, conformances: Set<String>) -> Bool? {
        guard !conditions.isEmpty else { return nil }
        var all = true
        for element in conditions {
            guard let binding = element.condition.as(OptionalBindingConditionSyntax.self), let value = binding.initializer?.value,
                let type = castOfSelf(value)
            else { return nil }
            all = all && conformances.contains(SwiftTypeIndex.plainName(type))
        }
        return all
    }

    /// `self as? T`'s `T`: as parsed, before operators are folded, a sequence of `self`, `as?`
    /// and the type; nil for anything else.
    private static func castOfSelf(_ value: ExprSyntax) -> String? {
        if let cast = value.as(AsExprSyntax.self) {
            guard cast.expression.trimmedText == "self", cast.questionOrExclamationMark?.text == "?" else { return nil }
            return cast.type.trimmedText
        }
        guard let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard elements[0].trimmedText == "self", let cast = elements[1].as(UnresolvedAsExprSyntax.self),
            cast.questionOrExclamationMark?.text == "?", let type = elements[2].as(TypeExprSyntax.self)
        else { return nil }
        return type.type.trimmedText
    }
}
