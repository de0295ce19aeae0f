import SwiftSyntax

/// The views and guides a type declares (`let title = UILabel()`, `lazy var stack: UIStackView = { … }()`,
/// `let guide = UILayoutGuide()`), where they are added (`addSubview`, `addArrangedSubview`,
/// `addLayoutGuide`, `[a, b].forEach(view.addSubview)`), and the properties set on them that
/// layout reads (stack axis, spacing, distribution, alignment; hugging and compression).
final class SwiftDeclarationVisitor: SyntaxVisitor {
    struct Declared {
        var className: String
        var line: Int
        /// `UIStackView(arrangedSubviews: [a, b])`.
        var arranged: [String] = []
    }

    /// `receiver.addSubview(child)`: receiver's text (nil: `self`), child's name.
    struct Addition {
        var receiver: String?
        var child: String
        var arranged: Bool
        var guide: Bool
        var line: Int
    }

    struct PropertySet {
        var target: String
        var property: String
        var value: ExprSyntax
        var line: Int
    }

    var converter: SourceLocationConverter
    var declared: [String: Declared] = [:]
    var order: [String] = []
    var additions: [Addition] = []
    var properties: [PropertySet] = []
    /// The call that creates each declared name (`UserAvatarContainer(badgeSize: 36)`), in
    /// its declaration or in an initializer's `self.avatar = …`.
    var creations: [String: FunctionCallExprSyntax] = [:]
    /// `//` comments above a view's `translatesAutoresizingMaskIntoConstraints = false`:
    /// where `trellis export` writes its design-time facts.
    var designComments: [String: [String]] = [:]
    /// Names bound without a class this visitor can read (`let banner = Banner(model).themedUIView`,
    /// `guard let searchView = results.view`) and typed function parameters (`func place(animation: LottieView)`),
    /// each with its line: views when the type adds them with `addSubview` (`promoteAddedLocals`).
    private var untyped: [String: Int] = [:]
    private var parameterTypes: [String: (className: String, line: Int)] = [:]
    /// A local name inside a property's initializer closure → the property (`let l = UILabel(); …; return l`).
    private var aliases: [String: String] = [:]
    private var currentProperty: [String] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    func line(_ node: some SyntaxProtocol) -> Int { node.startLocation(converter: converter).line }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            var className = binding.typeAnnotation.map { Self.typeName($0.type) }
            var arranged: [String] = []
            var closureInitialized = false
            if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) {
                if call.calledExpression.is(ClosureExprSyntax.self) {
                    // Not printed: the closure may hold the whole type's views.
                    closureInitialized = true
                } else {
                    let callee = SwiftCallee.text(of: call)
                    if callee.first?.isUppercase == true, !callee.contains(".") {
                        className = callee
                    } else if callee.hasSuffix(".init"), callee.count > 5 {
                        className = String(callee.dropLast(5))
                    }
                }
                if let list = call.arguments.first(where: { $0.label?.text == "arrangedSubviews" })?.expression.as(ArrayExprSyntax.self) {
                    arranged = list.elements.map { Self.name(of: $0.expression) }
                }
                if currentProperty.isEmpty, className != nil, creations[name] == nil { creations[name] = call }
            }
            if let property = currentProperty.last {
                // `let l = UILabel()` inside `let title: UILabel = { … }()` is the property itself.
                if className != nil || !arranged.isEmpty {
                    aliases[name] = property
                    if !arranged.isEmpty { declared[property]?.arranged = arranged }
                }
                continue
            }
            if closureInitialized { currentProperty.append(name) }
            // Any class may be a view (a custom `Divider()`); only those added or named like views become items.
            guard let className, className.first?.isUppercase == true else {
                if binding.initializer != nil, untyped[name] == nil { untyped[name] = line(node) }
                continue
            }
            if declared[name] == nil { order.append(name) }
            declared[name] = Declared(className: className, line: line(node), arranged: arranged.isEmpty ? declared[name]?.arranged ?? [] : arranged)
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, untyped[name] == nil { untyped[name] = line(node) }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        let name = (node.secondName ?? node.firstName).text
        let className = Self.typeName(node.type)
        if className.first?.isUppercase == true, parameterTypes[name] == nil { parameterTypes[name] = (className, line(node)) }
        return .visitChildren
    }

    /// Locals and parameters the type adds as subviews (`contentView.addSubview(bannerView)`)
    /// are its views: declared with the parameter's class, or `UIView` when the class is not written.
    func promoteAddedLocals() {
        for addition in additions where declared[addition.child] == nil && !addition.guide {
            // `addSubview(viewController.view)` of a local or parameter: a child controller, whose view is this screen's.
            if addition.child.hasSuffix(".view"), case let base = String(addition.child.dropLast(5)), declared[base] == nil {
                if let parameter = parameterTypes[base], parameter.className.hasSuffix("Controller") {
                    order.append(base)
                    declared[base] = Declared(className: parameter.className, line: parameter.line)
                } else if let line = untyped[base] {
                    order.append(base)
                    declared[base] = Declared(className: "UIViewController", line: line)
                }
                continue
            }
            if let parameter = parameterTypes[addition.child] {
                order.append(addition.child)
                declared[addition.child] = Declared(className: parameter.className, line: parameter.line)
            } else if let line = untyped[addition.child] {
                order.append(addition.child)
                declared[addition.child] = Declared(className: "UIView", line: line)
            }
        }
    }

    override func visitPost(_ node: VariableDeclSyntax) {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if currentProperty.last == name { currentProperty.removeLast() }
        }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else {
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                record(method: reference.baseName.text, base: nil, arguments: node.arguments, node: node)
            }
            return .visitChildren
        }
        let method = member.declName.baseName.text
        if method == "forEach", let list = member.base?.as(ArrayExprSyntax.self) {
            forEach(list, node: node)
            return .visitChildren
        }
        record(method: method, base: member.base, arguments: node.arguments, node: node)
        return .visitChildren
    }

    /// `[a, b].forEach(view.addSubview)` and `[a, b].forEach { view.addSubview($0) }`.
    private func forEach(_ list: ArrayExprSyntax, node: FunctionCallExprSyntax) {
        let names = list.elements.map { Self.name(of: $0.expression) }
        var method: String?
        var receiver: String?
        if let argument = node.arguments.first?.expression {
            let text = argument.trimmedText
            let parts = text.split(separator: ".").map(String.init)
            method = parts.last
            receiver = parts.count > 1 ? resolve(text: parts.dropLast().joined(separator: ".")) : nil
        } else if let closure = node.trailingClosure {
            for statement in closure.statements {
                guard
                    let call = statement.item.as(FunctionCallExprSyntax.self)
                        ?? statement.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self)
                else { continue }
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                    method = member.declName.baseName.text
                    receiver = member.base.map(resolve)
                } else {
                    method = SwiftCallee.text(of: call)
                }
                if let method, ["addSubview", "addArrangedSubview", "addLayoutGuide"].contains(method) { break }
            }
        }
        guard let method, ["addSubview", "addArrangedSubview", "addLayoutGuide"].contains(method) else { return }
        for name in names {
            additions.append(
                Addition(
                    receiver: receiver, child: name, arranged: method == "addArrangedSubview", guide: method == "addLayoutGuide", line: line(node)
                ))
        }
    }

    /// The receiver (`base`) is printed only for the methods read: every call of a chain
    /// `a.b().c()…` printing all of it before it was quadratic in the chain's length.
    private func record(method: String, base: ExprSyntax?, arguments: LabeledExprListSyntax, node: FunctionCallExprSyntax) {
        switch method {
        case "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "addLayoutGuide":
            guard let child = arguments.first?.expression else { return }
            additions.append(
                Addition(
                    receiver: base.map(resolve), child: resolve(child), arranged: method.contains("Arranged"),
                    guide: method == "addLayoutGuide", line: line(node)
                ))
        case "setContentHuggingPriority", "setContentCompressionResistancePriority":
            guard let value = arguments.first?.expression, let axis = arguments.first(where: { $0.label?.text == "for" })?.expression else { return }
            let property = (method == "setContentHuggingPriority" ? "hugging." : "compression.") + axis.trimmedText.trimmingCharacters(in: ["."])
            properties.append(PropertySet(target: base.map(resolve) ?? "self", property: property, value: value, line: line(node)))
        default:
            break
        }
    }

    /// `stack.axis = .vertical`, `$0.spacing = 8` inside a property's closure.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let member = elements[0].as(MemberAccessExprSyntax.self), let base = member.base
        else { return .visitChildren }
        let property = member.declName.baseName.text
        // `self.avatar = UserAvatarContainer(inset: inset + 2)` in an initializer.
        if base.trimmedText == "self", let call = elements[2].as(FunctionCallExprSyntax.self),
            SwiftCallee.text(of: call).first?.isUppercase == true
        {
            creations[property] = call
            return .visitChildren
        }
        let read = [
            "axis", "spacing", "distribution", "alignment", "isHidden", "isScrollEnabled", "directionalLayoutMargins",
            "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins", "numberOfLines", "maximumNumberOfLines", "font",
        ]
        guard read.contains(property) else { return .visitChildren }
        // A button's `titleLabel?.font`, a text view's `textContainer.maximumNumberOfLines`: the view's.
        var target = resolve(base)
        for part in [".titleLabel", ".textContainer"] where target.hasSuffix(part) { target.removeLast(part.count) }
        properties.append(PropertySet(target: target, property: property, value: elements[2], line: line(node)))
        return .visitChildren
    }

    /// `// Designed with …` comments, given to the view whose
    /// `translatesAutoresizingMaskIntoConstraints = false` they stand above or follow.
    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        var current: String?
        for statement in node {
            let comments = ExportedForms.lineComments(statement.leadingTrivia).filter { $0.hasPrefix("Designed with") }
            if let sequence = statement.item.as(SequenceExprSyntax.self)
                ?? statement.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self),
                let member = sequence.elements.first?.as(MemberAccessExprSyntax.self), let base = member.base,
                member.declName.baseName.text == "translatesAutoresizingMaskIntoConstraints"
            {
                current = resolve(base)
            }
            if let current, !comments.isEmpty { designComments[current, default: []] += comments }
        }
        return .visitChildren
    }

    /// A receiver or argument as a name: `self.title` → `title`, a closure-local alias → its property.
    func resolve(_ expression: ExprSyntax) -> String {
        // `self.view` inside a property's closure is the type's `view`, never the closure's local `view`.
        if expression.trimmedText.hasPrefix("self.") { return Self.name(of: expression) }
        return resolve(text: Self.name(of: expression))
    }

    func resolve(text: String) -> String {
        var text = text
        if text.hasPrefix("self.") {
            text.removeFirst(5)
            return text
        }
        if text == "$0", let property = currentProperty.last { return property }
        return aliases[text] ?? text
    }

    static func name(of expression: ExprSyntax) -> String {
        var text = expression.trimmedText
        while text.hasSuffix("!") || text.hasSuffix("?") { text.removeLast() }
        if text.hasPrefix("self.") { text.removeFirst(5) }
        return text
    }

    static func typeName(_ type: TypeSyntax) -> String {
        var text = type.trimmedText
        while text.hasSuffix("!") || text.hasSuffix("?") { text.removeLast() }
        return text
    }
}
