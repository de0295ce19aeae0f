import SwiftSyntax

/// A view declared as a protocol composition, `let tokenRowView: TokenRowView & UIView` (a view
/// of one of several classes that conform, chosen at run time): its class is the composition's
/// class, `UIView`. Before, the whole composition was taken as the class name, and the component
/// holding it did not read back from its printed `.layout`, so it was not written at all.
enum SwiftCompositionType {
    /// Class names that end in one of these are classes, not protocols (`BaseCell & Themeable`).
    static let classSuffixes = ["View", "Cell", "Button", "Label", "Field", "Controller", "Bar", "Control", "Slider", "Switch"]

    /// The class part of `type` when it is a composition (also optional, parenthesized or `any`).
    static func classPart(of type: TypeSyntax) -> TypeSyntax? {
        var type = type
        while true {
            if let optional = type.as(OptionalTypeSyntax.self) {
                type = optional.wrappedType
            } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                type = unwrapped.wrappedType
            } else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                type = only.type
            } else if let existential = type.as(SomeOrAnyTypeSyntax.self) {
                type = existential.constraint
            } else {
                break
            }
        }
        guard let composition = type.as(CompositionTypeSyntax.self) else { return nil }
        let parts = composition.elements.map(\.type)
        func name(_ part: TypeSyntax) -> String { part.trimmedText.split(separator: ".").last.map(String.init) ?? "" }
        return parts.first { name($0).hasPrefix("UI") && name($0).dropFirst(2).first?.isUppercase == true }
            ?? parts.first { part in classSuffixes.contains { name(part).hasSuffix($0) } } ?? parts.last
    }
}
