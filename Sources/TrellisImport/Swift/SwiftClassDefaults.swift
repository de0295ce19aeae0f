import SwiftSyntax

/// The stack properties a class sets on itself in its own methods and initializers
/// (`class StackView: UIStackView { func makeUI() { axis = .vertical } }` called from its
/// inits): every instance starts with them, so `StackView(arrangedSubviews: views)` is
/// vertical unless the code that makes it says otherwise. A text view subclass's
/// `isScrollEnabled = false` is read the same way (`SwiftTextViewSizing`).
enum SwiftClassDefaults {
    static let read: Set<String> = ["axis", "spacing", "distribution", "alignment", "isScrollEnabled"]

    /// `axis = .vertical` and `self.axis = .vertical` in the functions and initializers of
    /// `block` (not inside nested types, not on other receivers), the last of each kept.
    static func collect(in block: MemberBlockSyntax) -> [String: ExprSyntax] {
        let visitor = _SelfAssignmentVisitor(viewMode: .sourceAccurate)
        for member in block.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body {
                visitor.walk(body)
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body {
                visitor.walk(body)
            }
        }
        return visitor.values
    }

    /// `spacing = 8`: a literal only (other constants are the class's file's, not the user's).
    static func literal(_ value: ExprSyntax) -> Double? {
        if let integer = value.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text) }
        if let float = value.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text) }
        return nil
    }
}

final class _SelfAssignmentVisitor: SyntaxVisitor {
    var values: [String: ExprSyntax] = [:]

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let property: String?
        if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
            property = reference.baseName.text
        } else if let member = elements[0].as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" {
            property = member.declName.baseName.text
        } else {
            property = nil
        }
        if let property, SwiftClassDefaults.read.contains(property) { values[property] = elements[2] }
        return .visitChildren
    }

    // A closure's or nested type's assignments are not the instance's own setup.
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
