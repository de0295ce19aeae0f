import SwiftSyntax

/// A method of the app's extension of an array of views that returns a stack arranging them
/// (`extension Array where Element == UIView { func asStackView(axis: NSLayoutConstraint.Axis =
/// .horizontal, spacing: CGFloat = 0) -> UIStackView { let stackView = UIStackView(arrangedSubviews:
/// self); stackView.axis = axis; stackView.spacing = spacing; return stackView } }`). UIKit runs the
/// body: `let stack = [icon, title].asStackView(axis: .vertical, spacing: 8)` is a vertical stack of
/// `icon` and `title`, 8 apart. Before, `stack` was a plain view holding nothing, so a stack its
/// content sizes (pinned at its sides, centred vertically) was ambiguous in `check`.
/// A type's own method making a stack it returns (`func createStackView(axis: NSLayoutConstraint.Axis)
/// -> UIStackView { let stackView = UIStackView(); stackView.axis = axis; …; return stackView }`) is
/// read the same way where the type calls it (`let row = createStackView(axis: .horizontal)`).
struct SwiftArrayStackFactory: @unchecked Sendable {
    struct Parameter {
        /// The argument label (nil: `_`).
        var label: String?
        var name: String
        var defaultValue: ExprSyntax?
    }

    /// A stack property the body sets: from a parameter (`stackView.axis = axis`) or to a value.
    struct Setting {
        var property: String
        var parameter: String?
        var value: ExprSyntax?
    }

    var parameters: [Parameter]
    var settings: [Setting]
    /// `UIStackView(arrangedSubviews: self)`: called on an array of views, which it arranges.
    var arrangesReceiver = true

    /// The stack properties layout reads.
    static let stackProperties: Set<String> = ["axis", "spacing", "distribution", "alignment"]

    /// Such methods of `tree`'s extensions of a collection type (`Array`, `[UIView]`, `Sequence`…), by name.
    static func collect(in tree: SourceFileSyntax) -> [String: SwiftArrayStackFactory] {
        var found: [String: SwiftArrayStackFactory] = [:]
        for statement in tree.statements {
            guard let node = statement.item.as(ExtensionDeclSyntax.self),
                node.extendedType.is(ArrayTypeSyntax.self)
                    || SwiftIterationMethods.collectionTypes.contains(SwiftTypeIndex.plainName(node.extendedType.trimmedText))
            else { continue }
            for member in node.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
                    !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
                    let factory = factory(function, body: body), factory.arrangesReceiver, found[function.name.text] == nil
                else { continue }
                found[function.name.text] = factory
            }
        }
        return found
    }

    /// The methods of a type's own blocks that make an empty stack and return it (`createStackView(axis:)`), by name.
    static func ownMethods(in blocks: [MemberBlockSyntax]) -> [String: SwiftArrayStackFactory] {
        var found: [String: SwiftArrayStackFactory] = [:]
        for member in blocks.flatMap(\.members) {
            guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
                let factory = factory(function, body: body), !factory.arrangesReceiver, found[function.name.text] == nil
            else { continue }
            found[function.name.text] = factory
        }
        return found
    }

    /// The factory `function` is: it makes `UIStackView(arrangedSubviews: self)` (or an empty
    /// `UIStackView()`) into a local it returns.
    private static func factory(_ function: FunctionDeclSyntax, body: CodeBlockSyntax) -> SwiftArrayStackFactory? {
        guard let returned = SwiftHelperExpander.returnedName(body) else { return nil }
        var made: Bool?
        for statement in body.statements {
            guard let variable = statement.item.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == returned,
                let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), SwiftCallee.text(of: call) == "UIStackView"
            else { continue }
            if call.arguments.isEmpty {
                made = false
            } else if let argument = call.arguments.first, call.arguments.count == 1, argument.label?.text == "arrangedSubviews",
                argument.expression.trimmedText == "self"
            {
                made = true
            }
        }
        guard let arrangesReceiver = made else { return nil }
        let parameters = function.signature.parameterClause.parameters.map { parameter in
            Parameter(
                label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
                name: (parameter.secondName ?? parameter.firstName).text, defaultValue: parameter.defaultValue?.value)
        }
        let names = Set(parameters.map(\.name))
        // Only the body's own statements: what it sets under `if let` or a `switch` is not every call's.
        var settings: [Setting] = []
        for statement in body.statements {
            guard let sequence = statement.item.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let member = elements[0].as(MemberAccessExprSyntax.self),
                member.base?.trimmedText == returned, stackProperties.contains(member.declName.baseName.text)
            else { continue }
            let property = member.declName.baseName.text
            if let reference = elements[2].as(DeclReferenceExprSyntax.self), names.contains(reference.baseName.text) {
                settings.append(Setting(property: property, parameter: reference.baseName.text))
            } else {
                settings.append(Setting(property: property, value: elements[2]))
            }
        }
        return SwiftArrayStackFactory(parameters: parameters, settings: settings, arrangesReceiver: arrangesReceiver)
    }

    /// `[icon, title].asStackView(axis: .vertical)`: the array (or local array) it is called on and
    /// the factory it calls, when `call` is a call of one of `factories`.
    /// For a type's own method (`createStackView(axis: .horizontal)`, `self.createStackView(…)`) `views` is nil.
    static func call(_ call: FunctionCallExprSyntax, in factories: [String: SwiftArrayStackFactory]) -> (views: ExprSyntax?, factory: SwiftArrayStackFactory)? {
        guard !factories.isEmpty else { return nil }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            guard let factory = factories[reference.baseName.text], !factory.arrangesReceiver else { return nil }
            return (views: nil, factory: factory)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            let factory = factories[member.declName.baseName.text]
        else { return nil }
        if !factory.arrangesReceiver { return base.trimmedText == "self" ? (views: nil, factory: factory) : nil }
        // Only an array of the type's views: one holding a view made in place (`.spacer()`, a nested
        // `[…].asStackView()`) would leave that view out, and the stack's length along its axis with it.
        if let list = base.as(ArrayExprSyntax.self) {
            guard list.elements.allSatisfy({ isName($0.expression) }) else { return nil }
        } else if !base.is(DeclReferenceExprSyntax.self) {
            return nil
        }
        return (views: base, factory: factory)
    }

    /// `title`, `self.title`.
    private static func isName(_ expression: ExprSyntax) -> Bool {
        expression.is(DeclReferenceExprSyntax.self) || expression.as(MemberAccessExprSyntax.self)?.base?.trimmedText == "self"
    }

    /// The stack properties `call` sets, in the body's order: each parameter's argument, or its
    /// default where the call passes none (nil: neither, the stack keeps UIKit's default).
    func properties(of call: FunctionCallExprSyntax) -> [(property: String, value: ExprSyntax)] {
        // Arguments by parameter, in order: a labelled parameter the call leaves out takes its default.
        var arguments: [String: ExprSyntax] = [:]
        var remaining = call.arguments.makeIterator()
        var next = remaining.next()
        for parameter in parameters {
            guard let argument = next, argument.label?.text == parameter.label else { continue }
            arguments[parameter.name] = argument.expression
            next = remaining.next()
        }
        var result: [(property: String, value: ExprSyntax)] = []
        for setting in settings {
            let value = setting.parameter.map { parameter in arguments[parameter] ?? parameters.first { $0.name == parameter }?.defaultValue }
            if let value = value ?? setting.value { result.append((setting.property, value)) }
        }
        return result
    }
}
