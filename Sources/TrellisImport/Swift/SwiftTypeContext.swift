import SwiftSyntax
import TrellisModel

/// What the constraint visitors of one type share: which expressions name which items,
/// the file's constants, where each line is, and the parameters made for other expressions.
final class SwiftTypeContext {
    let kind: SwiftTypeKind
    let file: String
    let converter: SourceLocationConverter
    let constants: ConstantResolver
    /// Declared view and guide names → class.
    let items: [String: String]
    /// Item → the item it was added to (nil key absent: added to the owner or not added).
    let parents: [String: String]
    /// Parameters: the type's own (stored `CGFloat` properties its initializer takes, a
    /// spec's `constants`), then those made for constants that are not literals, by name.
    private(set) var parameters: [String: TrellisModel.Parameter] = [:]
    private(set) var parameterNotes: [ImportFinding] = []
    /// The parameters made for values that are not literals of this file (each defaulted to 0).
    private(set) var guessedParameters: Set<String> = []
    /// Names that mean the view a spec lays out (`view` in `layoutMaker(for view:)`).
    var selfNames: Set<String> = []
    /// Items that are instances of containers (`let avatar = UserAvatarContainer()`): their
    /// own items are reached through them (`avatar.vip`).
    var uses: Set<String> = []
    /// The type's stored properties' initial values (`var isExpanded = false`): which branch
    /// of a condition on them the base layout takes.
    var initialValues: [String: ExprSyntax] = [:]
    /// The type's `@IBOutlet` properties: IB connects them, so `if let outlet { … }` always runs.
    var outlets: Set<String> = []

    init(
        kind: SwiftTypeKind, file: String, converter: SourceLocationConverter, constants: ConstantResolver, items: [String: String],
        parents: [String: String], declaredParameters: [TrellisModel.Parameter] = []
    ) {
        self.kind = kind
        self.file = file
        self.converter = converter
        self.constants = constants
        self.items = items
        self.parents = parents
        for parameter in declaredParameters { parameters[parameter.name] = parameter }
        declaredParameterNames = Set(declaredParameters.map(\.name))
    }

    /// The type's own optional parameters (`CGFloat?`): constraints using them are made under `if let`.
    var optionalParameters: Set<String> { Set(parameters.values.filter { $0.isOptional && $0.defaultValue == nil }.map(\.name)) }

    /// Where nodes of other trees than the file's are: a type's extension in another file (its
    /// own converter), a helper method's body expanded at a call site (the call's line).
    struct Origin {
        var file: String
        var converter: SourceLocationConverter?
        var line: Int?
    }

    /// Other trees the visitors walk, by their root.
    var origins: [SyntaxIdentifier: Origin] = [:]
    /// What the type and its superclasses inherit from: decides `if let x = self as? P` (`SwiftTypeTest`).
    var conformances: Set<String> = []
    /// The app's methods returning the top-level view of a nib loaded by `self` (`SwiftNibLoadedLocal`).
    var nibLoaders: Set<String> = []
    /// The call each expanded helper body (a tree of its own, by its root) was made at.
    var helperCalls: [SyntaxIdentifier: Syntax] = [:]
    /// Items that are the `view` of a child view controller (`searchController.view`).
    var childControllers: Set<String> = []
    /// Locals merged into the property they are stored in, by the name they had (`SwiftDeclarationVisitor.mergedLocals`).
    var mergedLocals: [String: String] = [:]
    /// Items that are `UIVisualEffectView`s: their `contentView` fills them, so it is them.
    var effectViews: Set<String> = []
    /// The anchors the app's extensions define (`safeTopAnchor`), read as the anchor they return.
    var anchorProperties: [String: SwiftAnchorProperty] = [:]
    /// The SnapKit DSLs the app's extensions define (`safeArea`), read as the guide's `snp`.
    var snapKitGuides: [String: SwiftSnapKitGuideProperty] = [:]
    /// The app's own `forEach`s (`SwiftIterationMethods`).
    var iterationMethods: Set<String> = []

    func line(_ node: some SyntaxProtocol) -> Int { location(node).line }

    func location(_ node: some SyntaxProtocol) -> TrellisModel.SourceLocation {
        if !origins.isEmpty, let origin = origins[node.root.id] {
            if let line = origin.line { return TrellisModel.SourceLocation(file: origin.file, line: line, column: 1) }
            if let converter = origin.converter {
                let start = node.startLocation(converter: converter)
                return TrellisModel.SourceLocation(file: origin.file, line: start.line, column: start.column)
            }
        }
        let start = node.startLocation(converter: converter)
        return TrellisModel.SourceLocation(file: file, line: start.line, column: start.column)
    }

    /// Why an expression names no item of this component. The superview of the root (`superview`,
    /// `view.superview`, `self.superview!`) is the container the root is placed in: what pins the
    /// root to it belongs to whoever adds the root (a screen's size is the device's, a cell's its
    /// table's), so such a constraint is listed, not imported.
    func notAnItem(_ text: String) -> String {
        let path = text.replacingOccurrences(of: "!", with: "").replacingOccurrences(of: "?", with: "").split(separator: ".").map(String.init)
        let owner = path.dropLast().allSatisfy { $0 == "self" || kind.ownerNames.contains($0) }
        if path.last == "superview" || path.last == "superView", owner {
            return
                "'\(text)' is the container the component's root is placed in: its root's place there is set by whoever adds it (the device or table gives a screen's or cell's size), not by this component"
        }
        return "'\(text)' is not a view or guide this type declares"
    }

    /// Which item each local name means where it is used (nil: none read; `closureAlias` then).
    var scopes: SwiftLocalScopes?

    /// The item a local name means at `node`.
    func local(_ name: String, at node: some SyntaxProtocol) -> String? {
        if let scopes { return scopes.item(name, at: node) }
        return closureAlias(name, at: node)
    }

    /// The property a closure-local name stands for: `view` in
    /// `lazy var badge: UIImageView = { let view = UIImageView(); view.snp.makeConstraints { … }; return view }()`.
    func closureAlias(_ name: String, at node: some SyntaxProtocol) -> String? {
        var current = Syntax(node)
        while let parent = current.parent {
            if parent.is(MemberBlockItemSyntax.self) || parent.is(FunctionDeclSyntax.self) { return nil }
            if let binding = parent.as(PatternBindingSyntax.self), let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let closure = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.as(ClosureExprSyntax.self)
            {
                for statement in closure.statements {
                    guard let variable = statement.item.as(VariableDeclSyntax.self) else { continue }
                    for local in variable.bindings where local.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return local.initializer?.value.is(FunctionCallExprSyntax.self) == true ? property : nil
                    }
                }
                return nil
            }
            current = parent
        }
        return nil
    }

    static let guides: [String: String] = [
        "safeAreaLayoutGuide": "safeArea", "layoutMarginsGuide": "margins", "readableContentGuide": "readable",
        "keyboardLayoutGuide": "keyboard", "contentLayoutGuide": "contentGuide", "frameLayoutGuide": "frameGuide",
    ]

    /// The item an expression names: `self`/`view`/`contentView` → the owner, `title`,
    /// `self.title`, `view.safeAreaLayoutGuide`, `title.superview`.
    func item(_ expression: ExprSyntax?) -> ItemReference? {
        guard let expression else { return ownerReference }
        var text = SwiftDeclarationVisitor.name(of: expression)
        text = text.replacingOccurrences(of: "!", with: "").replacingOccurrences(of: "?", with: "")
        var path = text.split(separator: ".").map(String.init)
        // A local may stand for a view or a view's guide (`let margins = contentView.layoutMarginsGuide`).
        // The root of a presenter or decorator is the local it adds into (`let cellContentView = cell.contentView`): itself, not its value.
        if let first = path.first, !expression.trimmedText.hasPrefix("self."), !isHostedRoot(first), let alias = local(first, at: expression) {
            path = alias.split(separator: ".").map(String.init) + path.dropFirst()
        }
        return item(path: path)
    }

    private func isHostedRoot(_ name: String) -> Bool {
        if case .rootLayout(let root) = kind { return root == name }
        return false
    }

    /// What a bare anchor (`topAnchor`) or `self` names: a container's guide, a view's root; nothing in a spec.
    var ownerReference: ItemReference? {
        switch kind {
        case .container: return .selfItem
        case .spec: return nil
        case .screen, .rootLayout: return .owner
        }
    }

    func item(path: [String]) -> ItemReference? {
        var parts = path[...]
        // A spec's `views.avatar` (the seed's tuple, not taken apart).
        if kind == .spec, parts.first == "views" || (parts.first == "self" && parts.dropFirst().first == "views") {
            parts = parts.drop { $0 == "self" || $0 == "views" }
        }
        if parts.first == "self" {
            parts = parts.dropFirst()
            if parts.isEmpty { return ownerReference }
            if kind == .container || kind == .spec, items[parts.first ?? ""] == nil { return nil }
        }
        guard let first = parts.first else { return nil }
        var reference: ItemReference
        if selfNames.contains(first) {
            guard parts.count == 1 else { return nil }
            return .selfItem
        }
        if uses.contains(first) {
            // A used container's guide, or one of its items by their names there.
            return ItemReference([first] + parts.dropFirst().map { Self.guides[$0] ?? $0 })
        }
        if kind.ownerNames.contains(first) {
            reference = .owner
        } else if let guide = Self.guides[first] {
            guard kind != .container, kind != .spec else { return nil }
            reference = ItemReference.owner.appending(guide)
        } else if items[first] != nil {
            reference = ItemReference([first])
        } else if let merged = mergedLocals[first], items[merged] != nil {
            reference = ItemReference([merged])
        } else if kind == .spec, case let renamed = SwiftParameterReader.modelName(first, reference: true), items[renamed] != nil {
            reference = ItemReference([renamed])
        } else {
            return nil
        }
        for component in parts.dropFirst() {
            if component == "superview" {
                guard reference.path.count == 1, reference != .owner else { return nil }
                reference = parents[reference.root].map { ItemReference([$0]) } ?? .owner
            } else if let guide = Self.guides[component], reference.path.count == 1 {
                reference = reference.appending(guide)
            } else if component == "view" || component == "contentView", reference == .owner {
                continue
            } else if component == "view", reference.path.count == 1, childControllers.contains(reference.root) {
                continue
            } else if component == "contentView", reference.path.count == 1, effectViews.contains(reference.root) {
                continue
            } else {
                return nil
            }
        }
        return reference
    }

    /// A constant: a literal or a resolved `let`, arithmetic over the type's parameters
    /// (`2 * inset + 4`), else a parameter named after the expression.
    func constant(_ expression: ExprSyntax) -> ConstantExpression {
        if let value = constants.evaluate(expression) { return ConstantExpression(value) }
        if let linear = linear(expression) { return linear }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return -constant(prefix.expression)
        }
        // `isCompact ? 8 : 16`: the value when the view is made (both alike, or the flag's initial value).
        if let sequence = expression.as(SequenceExprSyntax.self), let ternary = SwiftTernary(sequence),
            let base = ternary.baseBranch(initialValues: initialValues)
        {
            return constant(base)
        }
        let text = expression.trimmedText
        // Named after the identifiers of the expression (`1 / UIScreen.main.scale` → `uiScreenMainScale`).
        let words = text.replacingOccurrences(of: "self.", with: "").split { !$0.isLetter && !$0.isNumber && $0 != "_" }
        var name = ItemNamer.sanitize(words.filter { $0.first?.isLetter == true }.joined(separator: " "))
        if name.isEmpty || ItemNamer.reserved.contains(name) || items[name] != nil { name = "value" + ItemNamer.upperFirst(name) }
        if parameters[name] == nil {
            parameters[name] = TrellisModel.Parameter(name, defaultValue: 0, location: location(expression))
            guessedParameters.insert(name)
            parameterNotes.append(
                ImportFinding(
                    line: line(expression), construct: text,
                    reason: "not a literal constant of this file: imported as 'param \(name) = 0'; set its value in the .layout"
                ))
        }
        return .parameter(name)
    }

    /// `.required`, `.defaultHigh`, `UILayoutPriority(999)`, `.init(rawValue: 999)`, `.required - 1`, `999`; SnapKit's `.high`, `.medium`.
    func priority(_ expression: ExprSyntax) -> Priority? {
        let named: [String: Int] = [
            "required": 1000, "defaultHigh": 750, "high": 750, "defaultLow": 250, "low": 250, "medium": 500,
            "fittingSizeLevel": 50, "dragThatCanResizeScene": 510, "sceneSizeStayPut": 500,
            "dragThatCannotResizeScene": 490,
        ]
        if let value = constants.evaluate(expression) { return Priority(Int(value.rounded())) }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            // `UILayoutPriority.defaultHigh.rawValue - 1`: the level's number.
            if member.declName.baseName.text == "rawValue", let level = member.base { return priority(level) }
            let base = member.base?.trimmedText ?? ""
            guard base.isEmpty || base.hasSuffix("Priority") else { return nil }
            return named[member.declName.baseName.text].map { Priority($0) }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let argument = call.arguments.first {
            let callee = SwiftCallee.text(of: call)
            guard ["UILayoutPriority", ".init", "UILayoutPriority.init", "ConstraintPriority"].contains(callee) else { return nil }
            return priority(argument.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, let base = priority(elements[0]), let offset = constants.evaluate(elements[2]),
                let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text
            else { return nil }
            return Priority(base.rawValue + (op == "-" ? -Int(offset) : Int(offset)))
        }
        return nil
    }

    /// Why a statement only runs sometimes (inside `if`, `switch`, a loop), or nil. The
    /// newest branch of `if #available` counts as always; its `else` as never.
    func conditionalReason(_ node: some SyntaxProtocol) -> String? {
        var current = Syntax(node)
        while let parent = current.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(MemberBlockSyntax.self) { return nil }
            if let ifExpression = parent.as(IfExprSyntax.self) {
                let available = ifExpression.conditions.contains { $0.condition.is(AvailabilityConditionSyntax.self) }
                if available {
                    if current.id == ifExpression.elseBody?.id { return "the fallback branch of 'if #available' (the newest branch was imported)" }
                } else if current.id == ifExpression.body.id, bindsOptionalParameters(ifExpression.conditions) {
                    // `if let bottomOffset { … }`: made when the parameter is given, as the engine does.
                } else if current.id == ifExpression.body.id || current.id == ifExpression.elseBody?.id {
                    return "made only when '\(ifExpression.conditions.trimmedText)' holds (line \(line(ifExpression)))"
                }
            }
            if parent.is(SwitchCaseSyntax.self) { return "made in one case of a switch (line \(line(parent)))" }
            if parent.is(GuardStmtSyntax.self) { return nil }
            if parent.is(ForStmtSyntax.self) || parent.is(WhileStmtSyntax.self) { return "made inside a loop (line \(line(parent)))" }
            current = parent
        }
        return nil
    }

    /// Whether every condition is `let x` (or `let x = x`) of one of the type's optional parameters.
    func bindsOptionalParameters(_ conditions: ConditionElementListSyntax) -> Bool {
        let optional = optionalParameters
        return !conditions.isEmpty
            && conditions.allSatisfy { element in
                guard let binding = element.condition.as(OptionalBindingConditionSyntax.self),
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                else { return false }
                if let value = binding.initializer?.value, SwiftDeclarationVisitor.name(of: value) != name { return false }
                return optional.contains(SwiftParameterReader.modelName(name, reference: false)) || outlets.contains(name)
            }
    }

    /// A constant over the type's own parameters: `inset`, `-bottomOffset`, `gap + lift`,
    /// `2 * inset + 4`, `self.inset`, `panelHeight!`; nil for anything else.
    func linear(_ expression: ExprSyntax) -> ConstantExpression? {
        if let value = constants.evaluate(expression) { return ConstantExpression(value) }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return linear(unwrapped.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return linear(only.expression)
        }
        if expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) {
            var name = SwiftDeclarationVisitor.name(of: expression)
            // A spec's `constants.size` (the seed's tuple, not taken apart).
            if name.hasPrefix("constants.") { name.removeFirst("constants.".count) }
            // A reserved Swift name (`size`) reads as the name the parameter took (`valueSize`).
            name = SwiftParameterReader.modelName(name, reference: false)
            guard declaredParameterNames.contains(name) || stateParameterNames.contains(name) || Self.isExportedStateParameter(name, at: expression)
            else { return nil }
            return .parameter(name)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return linear(prefix.expression).map { -$0 }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return linearSequence(Array(sequence.elements))
        }
        return nil
    }

    /// Names of the parameters the type declares (not those made for unknown expressions).
    private(set) var declaredParameterNames: Set<String> = []
    /// The parameters of the state a constant is read for (the method's: `height` in `func keyboardWillChange(height:)`).
    private var stateParameterNames: Set<String> = []

    /// A constant of a state: the method's parameters (`stateParameters`, model names) stay themselves.
    func constant(_ expression: ExprSyntax, stateParameters: Set<String>) -> ConstantExpression {
        stateParameterNames = stateParameters
        defer { stateParameterNames = [] }
        return constant(expression)
    }

    /// `a + b * c` unfolded: products of a number and a term first, then sums.
    private func linearSequence(_ elements: [ExprSyntax]) -> ConstantExpression? {
        guard elements.count % 2 == 1 else { return nil }
        var sums: [ConstantExpression] = []
        var signs: [Double] = [1]
        var current: ConstantExpression?
        var pending: String?
        for (index, element) in elements.enumerated() {
            if index % 2 == 1 {
                guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
                if op == "+" || op == "-" {
                    guard let value = current else { return nil }
                    sums.append(value)
                    signs.append(op == "+" ? 1 : -1)
                    current = nil
                } else if op == "*" || op == "/" {
                    pending = op
                    continue
                } else {
                    return nil
                }
                pending = nil
                continue
            }
            guard let operand = linear(element) else { return nil }
            if let op = pending, let left = current {
                // Only products with a plain number stay linear.
                if op == "*", left.terms.isEmpty {
                    current = operand.scaled(by: left.value)
                } else if op == "*", operand.terms.isEmpty {
                    current = left.scaled(by: operand.value)
                } else if op == "/", operand.terms.isEmpty, operand.value != 0 {
                    current = left.scaled(by: 1 / operand.value)
                } else {
                    return nil
                }
                pending = nil
            } else {
                current = operand
            }
        }
        guard let last = current else { return nil }
        sums.append(last)
        var total = ConstantExpression.zero
        for (value, sign) in zip(sums, signs) { total = sign > 0 ? total + value : total - value }
        return total
    }
}
