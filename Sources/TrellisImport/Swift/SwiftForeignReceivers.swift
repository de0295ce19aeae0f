import SwiftSyntax

/// Views a helper makes on a receiver that is not a view of the type. `cell.addSeparator(.top)`
/// in a controller's `tableView(_:cellForRowAt:)`, on a cell it dequeued, adds the separator to
/// that cell: a reused cell is a view hierarchy of its own, laid out by its class, not a view
/// of the controller's screen. Such a receiver is a local or a parameter of the type's methods
/// (`let cell = tableView.dequeueReusableCell(…)`, `func configure(_ cell: UITableViewCell)`)
/// that names no view the type declares; the views the helper adds to it are left out, each
/// with a finding that says where they went.
enum SwiftForeignReceivers {
    /// Each view `made` by a helper whose every addition is to a foreign receiver → that receiver.
    /// `isOwnView`: a name the type declares (or its owner: `view`, `self`, `contentView`).
    static func views(
        made: Set<String>, additions: [SwiftDeclarationVisitor.Addition], locals: Set<String>, isOwnView: (String) -> Bool
    ) -> [String: String] {
        var hosts: [String: String] = [:]
        var own: Set<String> = []
        for addition in additions where made.contains(addition.child) {
            guard let receiver = addition.receiver, let first = receiver.split(separator: ".").first.map(String.init),
                first != "self", locals.contains(first), !isOwnView(first)
            else {
                own.insert(addition.child)
                continue
            }
            hosts[addition.child] = hosts[addition.child] ?? receiver
        }
        return hosts.filter { !own.contains($0.key) }
    }

    /// The finding for a view left out: the helper's call line and the receiver it went to.
    static func finding(view: String, receiver: String, line: Int?) -> ImportFinding {
        ImportFinding(
            line: line, construct: view,
            reason:
                "'\(view)' is added to '\(receiver)', a local or parameter that is not a view of this type (a dequeued cell, a view it is given): it belongs to that view's own layout, not imported here"
        )
    }

    /// The names the blocks bind as locals or parameters: `let cell = …`, `guard let cell = … as? X`,
    /// `for cell in …`, a method's or closure's parameters.
    static func localNames(in blocks: [Syntax]) -> Set<String> {
        let finder = _LocalNameFinder(viewMode: .sourceAccurate)
        for block in blocks { finder.walk(block) }
        return finder.names
    }
}

final class _LocalNameFinder: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // A stored property is the type's, not a local.
        if SwiftLocalScopes.scope(of: node) != nil {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
        return .visitChildren
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert((node.secondName ?? node.firstName).text)
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert((node.secondName ?? node.firstName).text)
        return .visitChildren
    }
}
