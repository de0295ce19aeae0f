import SwiftSyntax

/// Which item a local name stands for where it is used. A local is scoped to the block that
/// declares it (a method's body, a closure, an `if` branch): `let actionView = …` in
/// `addAction()` and another in `addDescriptiveActions()` are two views, and a local
/// `headerView` inside one property's closure is not the type's `headerView` property. The
/// first local of a name keeps it; a later one, or one a stored property already uses, is
/// numbered (`actionView2`). The local a property's closure returns is that property.
final class SwiftLocalScopes {
    /// Each block that declares locals → local name → the item it names.
    private var names: [SyntaxIdentifier: [String: String]] = [:]
    /// Item names given to locals, so no two locals share one.
    private var claimed: Set<String> = []

    /// The block a declaration at `node` is local to; nil for a stored property (a member).
    static func scope(of node: some SyntaxProtocol) -> Syntax? {
        var current = Syntax(node).parent
        while let node = current {
            if node.is(MemberBlockSyntax.self) { return nil }
            if node.is(CodeBlockSyntax.self) || node.is(ClosureExprSyntax.self) { return node }
            current = node.parent
        }
        return nil
    }

    /// The item `name` means at `node`: the innermost enclosing block's local of that name,
    /// nil when no block declares it (a stored property, or not a local this type reads).
    func item(_ name: String, at node: some SyntaxProtocol) -> String? {
        guard !names.isEmpty else { return nil }
        var current = Syntax(node).parent
        while let node = current {
            if node.is(MemberBlockSyntax.self) { return nil }
            if let item = names[node.id]?[name] { return item }
            current = node.parent
        }
        return nil
    }

    /// Declares a local `name` in `scope` and returns the item it names: `name` when no
    /// other item has it (`taken` says which names the type's members and earlier items use), else numbered.
    func declare(_ name: String, in scope: Syntax, taken: (String) -> Bool) -> String {
        var item = name
        var number = 2
        while claimed.contains(item) || taken(item) {
            item = "\(name)\(number)"
            number += 1
        }
        claimed.insert(item)
        names[scope.id, default: [:]][name] = item
        return item
    }

    /// Makes `name` in `scope` mean `item` (a property's closure returning its local; a local
    /// stored in a property with `self.title = label`).
    func alias(_ name: String, in scope: Syntax, to item: String) {
        names[scope.id, default: [:]][name] = item
    }

    /// Every local that names `item` names `replacement` instead.
    func rename(_ item: String, to replacement: String) {
        for (scope, locals) in names {
            for (name, target) in locals where target == item { names[scope]?[name] = replacement }
        }
    }
}
