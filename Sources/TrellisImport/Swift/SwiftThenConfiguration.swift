import SwiftSyntax

/// The `Then` library's idiom, common in SnapKit apps: `let stack = UIStackView().then { $0.axis = .vertical }`.
/// `then` hands the object the constructor made to the closure (`$0`, or the closure's one
/// parameter) and returns that same object, so the property holds the constructor's class,
/// configured as the closure says. Read so, the view keeps its kind (a `UILabel` has a text
/// size, a `UIView` has none) and what the closure sets on it (a stack's axis, hugging).
enum SwiftThenConfiguration {
    /// The constructor call and the configuring closure of `Class(…).then { … }` (also
    /// `.then({ … })` and chained `….then { … }.then { … }`, whose first closure is returned);
    /// nil for any other call, and for a `then` on anything but a class's constructor
    /// (`fetch().then { … }` is a promise's, not this idiom).
    static func parts(of call: FunctionCallExprSyntax) -> (constructor: FunctionCallExprSyntax, closure: ClosureExprSyntax)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "then",
            let base = member.base?.as(FunctionCallExprSyntax.self), let closure = onlyClosure(of: call)
        else { return nil }
        if let inner = parts(of: base) { return inner }
        // `UILabel(…)` or `UILabel.init(…)`, not `DispatchQueue.main.async(…)`.
        let callee = SwiftCallee.text(of: base)
        guard callee.first?.isUppercase == true, !callee.dropLast(callee.hasSuffix(".init") ? 5 : 0).contains(".") else { return nil }
        return (base, closure)
    }

    /// The constructor of `Class(…).then { … }`, or the call itself when it is not that idiom.
    static func constructor(of call: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
        parts(of: call)?.constructor ?? call
    }

    /// The object and closure of `view.do { $0.isHidden = true }`, the library's way of configuring
    /// an object that exists already; nil for any other call.
    static func doParts(of call: FunctionCallExprSyntax) -> (receiver: ExprSyntax, closure: ClosureExprSyntax)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "do",
            let base = member.base, !base.is(FunctionCallExprSyntax.self), let closure = onlyClosure(of: call)
        else { return nil }
        return (base, closure)
    }

    /// The name the closure gives the object: its one parameter (`{ stack in … }`), else `$0`.
    static func argumentName(of closure: ClosureExprSyntax) -> String {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list): list.first?.name.text ?? "$0"
        case .parameterClause(let list): list.parameters.first?.firstName.text ?? "$0"
        case nil: "$0"
        }
    }

    private static func onlyClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let trailing = call.trailingClosure { return call.arguments.isEmpty ? trailing : nil }
        guard call.arguments.count == 1, call.arguments.first?.label == nil else { return nil }
        return call.arguments.first?.expression.as(ClosureExprSyntax.self)
    }
}

extension SwiftDeclarationVisitor {
    /// In `let stack = UIStackView().then { $0.axis = .vertical }` (or `self.stack = …` in an
    /// initializer), `$0` or the closure's parameter names the view bound to `stack`, for the
    /// properties set in the closure and the constraints it makes.
    /// In `titleLabel.do { $0.isHidden = true }` it names `titleLabel`.
    func nameThenArgument(_ call: FunctionCallExprSyntax) {
        if let closure = SwiftThenConfiguration.parts(of: call)?.closure, let bound = boundName(of: call) {
            scopes.alias(SwiftThenConfiguration.argumentName(of: closure), in: Syntax(closure), to: bound)
        } else if let (receiver, closure) = SwiftThenConfiguration.doParts(of: call) {
            scopes.alias(SwiftThenConfiguration.argumentName(of: closure), in: Syntax(closure), to: resolve(receiver))
        }
    }

    /// The item a call's value is stored in: a binding's name, or the left side of `=`.
    private func boundName(of call: FunctionCallExprSyntax) -> String? {
        if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            return resolve(text: name, at: call)
        }
        guard let elements = call.parent?.as(ExprListSyntax.self).map(Array.init), elements.count == 3,
            elements[1].is(AssignmentExprSyntax.self), elements[2].id == call.id
        else { return nil }
        return resolve(elements[0])
    }
}
