import SwiftSyntax

/// A superclass's method that a subclass overrides does not run for the subclass, unless the
/// override calls it (`super.addReactionView(…)`): a decorator subclass replacing how its base
/// adds a view makes its own constraints for that view, not both (both would be duplicates or
/// conflicts, and the component refused). So the constraints of a replaced method are left out
/// of the subclass's layout, as UIKit's dispatch leaves them out at run time.
enum SwiftOverriddenMethods {
    /// The methods of `blocks` (the farthest superclass's first, the type's own last) that a
    /// later block overrides without calling `super`'s.
    static func replaced(in blocks: [MemberBlockSyntax]) -> Set<SyntaxIdentifier> {
        var replaced: Set<SyntaxIdentifier> = []
        var overriddenLater: Set<String> = []
        for block in blocks.reversed() {
            let functions = block.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            for function in functions where overriddenLater.contains(signature(function)) { replaced.insert(function.id) }
            for function in functions where isOverride(function) && !callsSuper(function) { overriddenLater.insert(signature(function)) }
        }
        return replaced
    }

    /// What the type's layout keeps of `found`: all but a superclass's constraints in a replaced method.
    static func keeping(_ found: [SwiftFoundConstraint], replaced: Set<SyntaxIdentifier>) -> [SwiftFoundConstraint] {
        guard !replaced.isEmpty else { return found }
        return found.filter { constraint in !(constraint.inherited && constraint.method.map { replaced.contains($0.id) } == true) }
    }

    /// `addReactionView(_:toCell:)`: the name and labels Swift matches an override by.
    static func signature(_ function: FunctionDeclSyntax) -> String {
        let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
        return function.name.text + "(" + labels.joined() + ")"
    }

    private static func isOverride(_ function: FunctionDeclSyntax) -> Bool {
        function.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
    }

    private static func callsSuper(_ function: FunctionDeclSyntax) -> Bool {
        guard let body = function.body else { return false }
        let finder = _SuperCallFinder(name: function.name.text)
        finder.walk(body)
        return finder.found
    }
}

/// `super.name(…)` anywhere in a body.
final class _SuperCallFinder: SyntaxVisitor {
    let name: String
    var found = false

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.base?.is(SuperExprSyntax.self) == true, node.declName.baseName.text == name { found = true }
        return found ? .skipChildren : .visitChildren
    }
}
