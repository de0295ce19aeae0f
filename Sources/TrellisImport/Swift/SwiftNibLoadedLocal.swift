import SwiftSyntax

/// A view class that loads its own xib with itself as owner into a local rather than an
/// outlet: `if let view = viewFromNibForClass() { addSubview(view) … }`, where the app's method
/// returns `UINib(nibName: …).instantiate(withOwner: self).first as? UIView`, or that load
/// written in place (`Bundle.main.loadNibNamed("Header", owner: self)?.first as? UIView`).
/// UIKit's first top-level object of a view's xib is its top-level view, so the local is IB's
/// root: ``SwiftNibRoot`` holds it under the local's name when the code pins it, and it is the
/// class's root itself when it is placed by frame or autoresizing. The class's own xib ships
/// with it, so an `if let` of that load always takes its body.
enum SwiftNibLoadedLocal {
    /// Whether `expression` is the first top-level object of a nib loaded with `self` as
    /// owner, directly or returned by one of `loaders` called on `self`.
    static func isNibLoad(_ expression: ExprSyntax, loaders: Set<String>) -> Bool {
        let value = withoutCastsAndUnwraps(expression)
        if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty {
            let callee = call.calledExpression
            if let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text { return loaders.contains(name) }
            if let member = callee.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" {
                return loaders.contains(member.declName.baseName.text)
            }
            return false
        }
        // `.first` or `[0]` of the loaded objects: the xib's first top-level object.
        let objects: ExprSyntax
        if let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "first", let base = member.base {
            objects = base
        } else if let subscripted = value.as(SubscriptCallExprSyntax.self), subscripted.arguments.count == 1,
            subscripted.arguments.first?.expression.trimmedText == "0"
        {
            objects = subscripted.calledExpression
        } else {
            return false
        }
        guard let load = withoutCastsAndUnwraps(objects).as(FunctionCallExprSyntax.self),
            let name = load.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            name == "loadNibNamed" || name == "instantiate"
        else { return false }
        return load.arguments.contains { ["owner", "withOwner"].contains($0.label?.text) && $0.expression.trimmedText == "self" }
    }

    /// Whether every condition of an `if` binds such a load (`if let view = viewFromNibForClass()`).
    static func bindsNibLoad(_ conditions: ConditionElementListSyntax, loaders: Set<String>) -> Bool {
        !conditions.isEmpty
            && conditions.allSatisfy { element in
                guard let value = element.condition.as(OptionalBindingConditionSyntax.self)?.initializer?.value else { return false }
                return isNibLoad(value, loaders: loaders)
            }
    }

    /// The instance methods in `tree` (a class's own, the app's `UIView` extensions') that
    /// return such a load, by name: `return view` of `let view = nib.instantiate(withOwner: self…)[0] as? UIView`.
    static func loaders(in tree: SourceFileSyntax) -> Set<String> {
        let finder = _NibLoaderFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    /// The items of the locals in `blocks` bound to such a load (`scopes` names them as the
    /// declarations did).
    static func locals(in blocks: [MemberBlockSyntax], scopes: SwiftLocalScopes, loaders: Set<String>) -> Set<String> {
        let finder = _NibLoadedLocalFinder(loaders: loaders, scopes: scopes)
        for block in blocks { finder.walk(block) }
        return finder.items
    }

    /// `draft` without the nib-loaded `locals` the class adds to itself and no constraint
    /// places: set by frame or autoresizing, the xib's top-level view fills the class, which
    /// IB's root as the component's root already is (not an empty view of its own beside it).
    static func droppingUnpinned(_ draft: ComponentDraft, locals: Set<String>, additions: [SwiftDeclarationVisitor.Addition]) -> ComponentDraft {
        guard !locals.isEmpty else { return draft }
        let constraints = draft.constraints + draft.states.flatMap(\.constraints)
        var used = Set(draft.items.compactMap(\.parent))
        for constraint in constraints {
            used.insert(constraint.first.item.root)
            if let second = constraint.second { used.insert(second.item.root) }
        }
        let roots = Set(
            additions.filter { addition in
                !addition.arranged && !addition.guide && (addition.receiver == nil || addition.receiver == "self") && locals.contains(addition.child)
            }.map(\.child)
        ).subtracting(used)
        guard !roots.isEmpty else { return draft }
        var draft = draft
        draft.items.removeAll { roots.contains($0.name) }
        draft.unplaced.removeAll { roots.contains($0) }
        return draft
    }

    /// `x as? UIView`, `x!`, `x?`, `try? x`: `x`. Before operators are folded, a cast is a
    /// sequence of the value, `as?` and the type.
    static func withoutCastsAndUnwraps(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            if let cast = current.as(AsExprSyntax.self) {
                current = cast.expression
            } else if let sequence = current.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                Array(sequence.elements)[1].is(UnresolvedAsExprSyntax.self), let first = sequence.elements.first
            {
                current = first
            } else if let unwrapped = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrapped.expression
            } else if let chained = current.as(OptionalChainingExprSyntax.self) {
                current = chained.expression
            } else if let attempt = current.as(TryExprSyntax.self) {
                current = attempt.expression
            } else {
                return current
            }
        }
    }
}

/// Instance methods returning the first top-level object of a nib they load with `self` as owner.
final class _NibLoaderFinder: SyntaxVisitor {
    var found: Set<String> = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let body = node.body, !node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
            node.signature.parameterClause.parameters.isEmpty, node.signature.returnClause != nil
        else { return .skipChildren }
        var loadedLocals: Set<String> = []
        for statement in body.statements {
            if let variable = statement.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value,
                        SwiftNibLoadedLocal.isNibLoad(value, loaders: [])
                    {
                        loadedLocals.insert(name)
                    }
                }
            }
            let returned = statement.item.as(ReturnStmtSyntax.self)?.expression ?? (body.statements.count == 1 ? statement.item.as(ExprSyntax.self) : nil)
            if let returned,
                SwiftNibLoadedLocal.isNibLoad(returned, loaders: [])
                    || returned.as(DeclReferenceExprSyntax.self).map({ loadedLocals.contains($0.baseName.text) }) == true
            {
                found.insert(node.name.text)
            }
        }
        return .skipChildren
    }
}

/// The locals a type's blocks bind to a nib load of `self` (`let view = …`, `if let`, `guard let`).
final class _NibLoadedLocalFinder: SyntaxVisitor {
    let loaders: Set<String>
    let scopes: SwiftLocalScopes
    var items: Set<String> = []

    init(loaders: Set<String>, scopes: SwiftLocalScopes) {
        self.loaders = loaders
        self.scopes = scopes
        super.init(viewMode: .sourceAccurate)
    }

    private func bind(_ pattern: PatternSyntax, to value: ExprSyntax?, at node: some SyntaxProtocol) {
        guard let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value,
            SwiftNibLoadedLocal.isNibLoad(value, loaders: loaders), let item = scopes.item(name, at: node)
        else { return }
        items.insert(item)
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        bind(node.pattern, to: node.initializer?.value, at: node)
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        // Locals only: a stored property is a member (no scope names it).
        bind(node.pattern, to: node.initializer?.value, at: node)
        return .visitChildren
    }
}
