import SwiftSyntax

/// The views and guides a type declares (`let title = UILabel()`, `lazy var stack: UIStackView = { … }()`,
/// `let guide = UILayoutGuide()`), where they are added (`addSubview`, `addArrangedSubview`,
/// `addLayoutGuide`, `[a, b].forEach(view.addSubview)`), and the properties set on them that
/// layout reads (stack axis, spacing, distribution, alignment; hugging and compression).
final class SwiftDeclarationVisitor: SyntaxVisitor {
    struct Declared {
        var className: String
        var line: Int
        /// The file `line` is in when the walked block is another file's (a superclass's body): nil, the type's.
        var file: String? = nil
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
    /// Which item each local name means where it is used (`SwiftLocalScopes`).
    let scopes = SwiftLocalScopes()
    /// The type's stored property names (its own and its superclasses'): a local of the same name is another view.
    var memberNames: Set<String> = []
    /// The properties whose initializer closure is being walked, innermost last, with the
    /// closure and the local it returns (`let l = UILabel(); …; return l`: `l` is the property).
    private var currentProperty: [(name: String, closure: SyntaxIdentifier, returned: String?, aliased: Bool)] = []
    /// Local arrays of names (`let views: [UIView] = [title, detail]`), by item name, for `UIStackView(arrangedSubviews: views)`.
    private var arrays: [String: [String]] = [:]
    /// Locals declared without a view (`var previousButton: UIButton?`): they hold whichever view
    /// code puts there later (often one per element of a loop), so a name bound from them is not one view.
    private var holders: Set<String> = []
    /// `self.stack = stack`: a local stored in a property is that property's view.
    private var stored: [(local: String, property: String)] = []
    /// `current = controller` without `self.`: merged only for a controller (whose view the type
    /// adds), since a view stored so is often one of many (`selectedView = button`).
    private var storedControllers: [(local: String, property: String)] = []
    /// The item names of locals merged into the property they are stored in (`tabContainerView2` →
    /// `tabContainerView`): text written before the merge (a helper's expanded body) may still say them.
    private(set) var mergedLocals: [String: String] = [:]

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    func line(_ node: some SyntaxProtocol) -> Int { node.startLocation(converter: converter).line }

    /// The names of the stored properties a member block declares.
    static func memberNames(in block: MemberBlockSyntax) -> [String] {
        block.members.flatMap { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } ?? []
        }
    }

    /// The name a closure returns: `return view`, or a last statement that is only a name.
    private static func returnedName(_ closure: ClosureExprSyntax) -> String? {
        for statement in closure.statements.reversed() {
            if let value = statement.item.as(ReturnStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self),
                let reference = value.as(DeclReferenceExprSyntax.self)
            {
                return reference.baseName.text
            }
        }
        return nil
    }

    /// The item a new local `name` declared at `node` names (itself for a stored property).
    private func declareLocal(_ name: String, at node: some SyntaxProtocol) -> String {
        guard let scope = SwiftLocalScopes.scope(of: node) else { return name }
        return scopes.declare(name, in: scope) { self.declared[$0] != nil || self.memberNames.contains($0) || self.untyped[$0] != nil }
    }

    /// The view a new name binds again: `let title = self.title`, `guard let title`, `if let header = headerView`
    /// (nil `value`: the shorthand, the same name); nil when `value` is not a name of a view or property.
    private func rebound(_ value: ExprSyntax?, name: String, at node: some SyntaxProtocol) -> String? {
        var value = value
        if let unwrapped = value?.as(ForceUnwrapExprSyntax.self) { value = unwrapped.expression }
        let target: String
        // `let buttonsView = buttonsController.view!`, `guard let shown = current?.view`: a controller's view
        // (a child controller's when the type adds it, `SwiftTypeMapper`).
        if let member = value?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "view", let base = member.base,
            base.is(DeclReferenceExprSyntax.self) || base.is(OptionalChainingExprSyntax.self) || base.is(ForceUnwrapExprSyntax.self)
                || base.as(MemberAccessExprSyntax.self)?.base?.trimmedText == "self"
        {
            // `let container = self.view!`: the controller's own view, its root.
            if base.trimmedText == "self" { return "view" }
            let controller = resolve(text: Self.name(of: base), at: node)
            guard !holders.contains(controller), declared[controller] != nil || memberNames.contains(controller) else { return nil }
            return controller + ".view"
        }
        if let value {
            guard value.is(DeclReferenceExprSyntax.self) || value.as(MemberAccessExprSyntax.self)?.base?.trimmedText == "self" else { return nil }
            target = resolve(value)
        } else {
            target = resolve(text: name, at: node)
        }
        guard !holders.contains(target) else { return nil }
        // `let marginGuide = contentView`: the root a cell or controller inherits, under a local name.
        if value != nil, Self.inheritedRoots.contains(target), declared[target] == nil, !memberNames.contains(target) { return target }
        return declared[target] != nil || memberNames.contains(target) || untyped[target] != nil ? target : nil
    }

    /// The views a cell (`contentView`) or view controller (`view`) has from UIKit, which
    /// ``SwiftTypeContext`` reads as the component's root.
    private static let inheritedRoots: Set<String> = ["contentView", "view"]

    /// `arrangedSubviews: [a, b]`, or a local array of them declared before.
    private func arrangedNames(_ expression: ExprSyntax) -> [String] {
        if let list = expression.as(ArrayExprSyntax.self) { return list.elements.map { resolve($0.expression) } }
        if expression.is(DeclReferenceExprSyntax.self) { return arrays[resolve(expression)] ?? [] }
        return []
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let scope = SwiftLocalScopes.scope(of: node)
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            var className = binding.typeAnnotation.map { Self.typeName($0.type) }
            var arranged: [String] = []
            var closure: ClosureExprSyntax?
            // `[icon, title].asStackView(axis: .vertical)`: a stack of those views (`SwiftArrayStackFactory`).
            var stackSettings: [(property: String, value: ExprSyntax)] = []
            // `UILabel().then { … }` holds what the constructor makes (`SwiftThenConfiguration`).
            let call = binding.initializer?.value.as(FunctionCallExprSyntax.self).map(SwiftThenConfiguration.constructor)
            if let call {
                if let called = call.calledExpression.as(ClosureExprSyntax.self) {
                    // Not printed: the closure may hold the whole type's views.
                    closure = called
                } else if let made = SwiftArrayStackFactory.call(call, in: arrayStackFactories),
                    // An element that is a local import made no view of (`let details = [title, .spacer()].asStackView()`)
                    // would leave the stack short of it: no stack rather than one missing part of its content.
                    !(made.views.map(arrangedNames) ?? []).contains(where: { untyped[$0] != nil })
                {
                    className = className ?? "UIStackView"
                    arranged = made.views.map(arrangedNames) ?? []
                    stackSettings = made.factory.properties(of: call)
                } else {
                    let callee = Self.withoutGenericArguments(SwiftCallee.text(of: call))
                    if callee.first?.isUppercase == true, !callee.contains(".") {
                        className = callee
                    } else if callee.hasSuffix(".init"), callee.count > 5 {
                        className = String(callee.dropLast(5))
                    }
                }
                if let list = call.arguments.first(where: { $0.label?.text == "arrangedSubviews" })?.expression {
                    arranged = arrangedNames(list)
                }
            }
            // `let l = UILabel()` that the property's closure returns is the property itself.
            if let scope, let property = currentProperty.last, property.closure == scope.id, className != nil || !arranged.isEmpty,
                property.returned.map({ $0 == name }) ?? !property.aliased
            {
                scopes.alias(name, in: scope, to: property.name)
                currentProperty[currentProperty.count - 1].aliased = true
                if !arranged.isEmpty { declared[property.name]?.arranged = arranged }
                setStack(stackSettings, on: property.name, at: node)
                continue
            }
            // `let margins = contentView.layoutMarginsGuide`: the guide, under a local name.
            if let scope, binding.typeAnnotation == nil, let guide = binding.initializer?.value.as(MemberAccessExprSyntax.self),
                SwiftTypeContext.guides[guide.declName.baseName.text] != nil
            {
                let base = guide.base.map { resolve($0) }
                scopes.alias(name, in: scope, to: (base.map { "\($0)." } ?? "") + guide.declName.baseName.text)
                continue
            }
            // `let subView: UIView = hostingController.view`: a type said of a controller's view changes nothing.
            if let scope, let value = binding.initializer?.value,
                binding.typeAnnotation == nil || value.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "view",
                let view = rebound(value, name: name, at: node)
            {
                scopes.alias(name, in: scope, to: view)
                continue
            }
            let item = declareLocal(name, at: node)
            if scope != nil, binding.initializer == nil || binding.initializer?.value.is(NilLiteralExprSyntax.self) == true { holders.insert(item) }
            if let array = binding.initializer?.value.as(ArrayExprSyntax.self) {
                arrays[item] = array.elements.map { resolve($0.expression) }
            }
            if let call, currentProperty.isEmpty, className != nil, creations[item] == nil { creations[item] = call }
            if let closure { currentProperty.append((item, closure.id, Self.returnedName(closure), false)) }
            // Any class may be a view (a custom `Divider()`); only those added or named like views become items.
            guard let className, className.first?.isUppercase == true else {
                if binding.initializer != nil, untyped[item] == nil { untyped[item] = line(node) }
                continue
            }
            setStack(stackSettings, on: item, at: node)
            if declared[item] == nil { order.append(item) }
            declared[item] = Declared(
                className: className, line: line(node), file: node.startLocation(converter: converter).file,
                arranged: arranged.isEmpty ? declared[item]?.arranged ?? [] : arranged)
        }
        return .visitChildren
    }

    /// The settings a stack factory's call gives `item`, as if its code set them (`stack.axis = .vertical`).
    private func setStack(_ settings: [(property: String, value: ExprSyntax)], on item: String, at node: some SyntaxProtocol) {
        properties += settings.map { PropertySet(target: item, property: $0.property, value: $0.value, line: line(node)) }
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            // `guard let stack`, `if let stack = self.stack`: the same view, unwrapped.
            if let scope = SwiftLocalScopes.scope(of: node), let view = rebound(node.initializer?.value, name: name, at: node) {
                scopes.alias(name, in: scope, to: view)
                return .visitChildren
            }
            let item = declareLocal(name, at: node)
            if untyped[item] == nil { untyped[item] = line(node) }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        let name = (node.secondName ?? node.firstName).text
        let className = Self.typeName(node.type)
        if className.first?.isUppercase == true, parameterTypes[name] == nil { parameterTypes[name] = (className, line(node)) }
        return .visitChildren
    }

    /// The app's methods making a stack of an array of views (`SwiftArrayStackFactory`), by name.
    var arrayStackFactories: [String: SwiftArrayStackFactory] = [:]

    /// The type is declared where import does not read (`SwiftOutsideType`): a name it adds as
    /// a subview that nothing here declares is one of its properties, a `UIView` as far as import knows.
    var adoptsAddedNames = false

    /// Locals and parameters the type adds as subviews (`contentView.addSubview(bannerView)`)
    /// are its views: declared with the parameter's class, or `UIView` when the class is not written.
    func promoteAddedLocals() {
        mergeStoredLocals()
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
            } else if adoptsAddedNames, !addition.child.contains("."), addition.child.first?.isLetter == true {
                order.append(addition.child)
                declared[addition.child] = Declared(className: "UIView", line: addition.line)
            }
        }
    }

    /// `self.stack = stack` (or `stack = local` where no local `stack` hides the property): the
    /// local's view is the property's, under the property's name.
    private func mergeStoredLocals() {
        stored += storedControllers.filter { declared[$0.local]?.className.hasSuffix("Controller") == true }
        storedControllers = []
        for (local, property) in stored where local != property && (declared[local] != nil || untyped[local] != nil) {
            scopes.rename(local, to: property)
            mergedLocals[local] = property
            for index in additions.indices {
                if additions[index].child == local { additions[index].child = property }
                if additions[index].child == local + ".view" { additions[index].child = property + ".view" }
                if additions[index].receiver == local { additions[index].receiver = property }
            }
            for index in properties.indices where properties[index].target == local { properties[index].target = property }
            if let view = declared.removeValue(forKey: local) {
                if var existing = declared[property] {
                    if existing.arranged.isEmpty { existing.arranged = view.arranged }
                    declared[property] = existing
                    order.removeAll { $0 == local }
                } else {
                    declared[property] = view
                    order = order.map { $0 == local ? property : $0 }
                }
            }
            if let line = untyped.removeValue(forKey: local), declared[property] == nil { untyped[property] = line }
            if creations[property] == nil { creations[property] = creations[local] }
            if let comments = designComments.removeValue(forKey: local) { designComments[property, default: []] += comments }
            for (stack, declaration) in declared where declaration.arranged.contains(local) {
                declared[stack]?.arranged = declaration.arranged.map { $0 == local ? property : $0 }
            }
        }
        stored = []
    }

    override func visitPost(_ node: VariableDeclSyntax) {
        for binding in node.bindings {
            if let closure = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.as(ClosureExprSyntax.self),
                currentProperty.last?.closure == closure.id
            {
                currentProperty.removeLast()
            }
        }
    }

    /// Loops over literal lists that were unrolled (`SwiftLoopUnroller`): their copies are walked instead.
    var skippedLoops: Set<SyntaxIdentifier> = []

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        skippedLoops.contains(node.id) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if skippedLoops.contains(node.id) { return .skipChildren }
        nameThenArgument(node)
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
        let names = list.elements.map { resolve($0.expression) }
        var method: String?
        var receiver: String?
        if let argument = node.arguments.first?.expression {
            let text = argument.trimmedText
            let parts = text.split(separator: ".").map(String.init)
            method = parts.last
            receiver = parts.count > 1 ? resolve(text: parts.dropLast().joined(separator: "."), at: argument) : nil
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
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        // `current = controller` where no local `current` hides the property.
        if let property = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text, memberNames.contains(property),
            scopes.item(property, at: node) == nil, let local = elements[2].as(DeclReferenceExprSyntax.self),
            let item = scopes.item(local.baseName.text, at: node)
        {
            storedControllers.append((item, property))
            return .visitChildren
        }
        guard let member = elements[0].as(MemberAccessExprSyntax.self), let base = member.base else { return .visitChildren }
        let property = member.declName.baseName.text
        // `self.stack = stack`: the local is the property's view.
        if let local = elements[2].as(DeclReferenceExprSyntax.self), let item = scopes.item(local.baseName.text, at: node),
            memberNames.contains(property), base.trimmedText == "self" || scopes.item(property, at: node) == nil
        {
            stored.append((item, property))
            return .visitChildren
        }
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
            // Whether a view is laid out by its frame (`SwiftFramePlacedViews`).
            "frame", "autoresizingMask", "translatesAutoresizingMaskIntoConstraints",
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

    /// A receiver or argument as a name: `self.title` → `title`, a local → the item it names there.
    func resolve(_ expression: ExprSyntax) -> String {
        // `self.view` inside a property's closure is the type's `view`, never the closure's local `view`.
        if expression.trimmedText.hasPrefix("self.") { return Self.name(of: expression) }
        return resolve(text: Self.name(of: expression), at: expression)
    }

    func resolve(text: String, at node: some SyntaxProtocol) -> String {
        var text = text
        if text.hasPrefix("self.") {
            text.removeFirst(5)
            return text
        }
        if text == "$0", scopes.item(text, at: node) == nil, let property = currentProperty.last { return property.name }
        var parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        if let first = parts.first, let item = scopes.item(first, at: node) { parts[0] = item }
        return parts.joined(separator: ".")
    }

    static func name(of expression: ExprSyntax) -> String {
        var text = expression.trimmedText
        while text.hasSuffix("!") || text.hasSuffix("?") { text.removeLast() }
        // `self?.height` in a `[weak self]` closure is the property too.
        if text.hasPrefix("self?.") || text.hasPrefix("self!.") { text.removeFirst(6) }
        if text.hasPrefix("self.") { text.removeFirst(5) }
        return text
    }

    static func typeName(_ type: TypeSyntax) -> String {
        // `TokenRowView & UIView`: the composition's class (`SwiftCompositionType`).
        if let part = SwiftCompositionType.classPart(of: type) { return typeName(part) }
        var text = type.trimmedText
        while text.hasSuffix("!") || text.hasSuffix("?") { text.removeLast() }
        text = withoutGenericArguments(text)
        // `Aztec.EditorView`: the class, without its module (a `.layout` class is one name).
        if text.first?.isUppercase == true, let dot = text.lastIndex(of: "."), !text.contains("<") {
            text = String(text[text.index(after: dot)...])
        }
        return text
    }

    /// `UIHostingController<AnyView>` → `UIHostingController`: the class, whatever it is specialised with.
    static func withoutGenericArguments(_ name: String) -> String {
        guard name.first?.isUppercase == true, name.hasSuffix(">"), let open = name.firstIndex(of: "<") else { return name }
        return String(name[..<open])
    }
}
