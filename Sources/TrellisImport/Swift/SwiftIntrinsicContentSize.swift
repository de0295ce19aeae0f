import SwiftSyntax

/// What a view class of the app says its intrinsic content size is, per axis: `override var
/// intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 44) }`,
/// `return Size.size`, `super.intrinsicContentSize` with one axis changed. UIKit asks every
/// instance, wherever the class is used (a view made in code, a xib's `customClass`); without
/// it import sees a plain view, ambiguous or 0 on that axis where the app's is not.
struct SwiftIntrinsicContentSize: Sendable, Equatable {
    enum Metric: Sendable, Equatable {
        /// `UIView.noIntrinsicMetric` (or a negative number): none on this axis.
        case none
        /// A number import read: a literal, a constant of the run, a stored property's first value.
        case value(Double)
        /// `super.intrinsicContentSize`'s, as is or adjusted (a padded label): what the UIKit base gives.
        case inherited
        /// Computed at run time (`contentSize.height`, `label.intrinsicContentSize`, one value or
        /// none by case): the class sizes itself here, by how much import cannot say. `standIn`:
        /// a value one of its returns gives, if any.
        case computed(_ expression: String, standIn: Double?)
    }

    var width: Metric
    var height: Metric
    /// The class that overrides it (the view's own or a superclass the run declares), and where
    /// (no file: UIKit's own, a hosting controller's view).
    var declaringClass: String
    var file: String
    var line: Int

    /// The override `className` inherits, read from the nearest class of its chain the run
    /// declares that has one; nil when none does (a UIKit class, a class outside the sources).
    static func of(_ className: String, in index: SwiftTypeIndex) -> SwiftIntrinsicContentSize? {
        let plain = SwiftTypeIndex.plainName(className)
        // A hosting controller's view is as big as its SwiftUI content wants (UIKit asks it as any view).
        if plain == "UIHostingController" || index.uikitClass(of: plain) == "UIHostingController" {
            let content = Metric.computed("its SwiftUI content's size", standIn: nil)
            return SwiftIntrinsicContentSize(width: content, height: content, declaringClass: "UIHostingController", file: "", line: 0)
        }
        guard index.declarations[plain] != nil else { return nil }
        for type in [plain] + index.declaredAncestors(of: plain) {
            var blocks = index.declarations[type].map { [$0] } ?? []
            blocks += index.extensionBlocks[type] ?? []
            for block in blocks {
                guard let (getter, declaration) = Self.getter(in: block.block) else { continue }
                return read(getter, at: declaration, className: type, block: block, index: index)
            }
        }
        return nil
    }

    /// The body of `override var intrinsicContentSize: CGSize { … }` (or its `get { … }`), and where it is declared.
    private static func getter(in block: MemberBlockSyntax) -> (CodeBlockItemListSyntax, AbsolutePosition)? {
        for member in block.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
            else { continue }
            for binding in variable.bindings where binding.pattern.trimmedText == "intrinsicContentSize" {
                switch binding.accessorBlock?.accessors {
                case .getter(let body)?: return (body, variable.positionAfterSkippingLeadingTrivia)
                case .accessors(let accessors)?:
                    if let get = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = get.body {
                        return (body.statements, variable.positionAfterSkippingLeadingTrivia)
                    }
                case nil: break
                }
            }
        }
        return nil
    }

    private static func read(
        _ body: CodeBlockItemListSyntax, at position: AbsolutePosition, className: String, block: SwiftTypeBlock, index: SwiftTypeIndex
    ) -> SwiftIntrinsicContentSize {
        let tree = index.trees[block.file]
        let line = tree.map { SourceLocationConverter(fileName: block.file, tree: $0).location(for: position).line } ?? 0
        var reader = _IntrinsicBodyReader(evaluator: _IntrinsicEvaluator(className: className, block: block, index: index))
        let returned = reader.results(of: body)
        return SwiftIntrinsicContentSize(
            width: Self.combined(returned.map(\.width)), height: Self.combined(returned.map(\.height)),
            declaringClass: className, file: block.file, line: line)
    }

    /// One metric for all the getter's returns: theirs when they agree, else computed (a value
    /// one of them gives stands in).
    static func combined(_ metrics: [Metric]) -> Metric {
        guard let first = metrics.first else { return .computed("no return import reads", standIn: nil) }
        if metrics.allSatisfy({ $0 == first }) { return first }
        var standIn: Double?
        for metric in metrics {
            if case .value(let value) = metric { standIn = value; break }
            if case .computed(_, let value?) = metric { standIn = value; break }
        }
        return .computed("one value or another by case", standIn: standIn)
    }
}

/// The sizes a getter returns (`return …`, or its single expression, through `if`/`switch`
/// expressions), with its locals (`var size = super.intrinsicContentSize; size.height += 1`).
struct _IntrinsicBodyReader {
    typealias Metric = SwiftIntrinsicContentSize.Metric
    let evaluator: _IntrinsicEvaluator
    /// Locals holding a size, and what changes of one axis made of it.
    private var locals: [String: (width: Metric, height: Metric)] = [:]

    init(evaluator: _IntrinsicEvaluator) { self.evaluator = evaluator }

    mutating func results(of body: CodeBlockItemListSyntax) -> [(width: Metric, height: Metric)] {
        readLocals(in: body)
        if body.count == 1, let only = body.first, let expression = only.item.as(ExprSyntax.self) {
            return branches(of: expression).map(size(of:))
        }
        let returns = _ReturnCollector(viewMode: .sourceAccurate)
        returns.walk(body)
        return returns.expressions.flatMap(branches(of:)).map(size(of:))
    }

    /// An `if` or `switch` expression's last expression per branch; anything else itself.
    private func branches(of expression: ExprSyntax) -> [ExprSyntax] {
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements.last?.item.as(ExprSyntax.self) }
                .flatMap(branches(of:))
        }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            var result = ifExpression.body.statements.last?.item.as(ExprSyntax.self).map(branches(of:)) ?? []
            switch ifExpression.elseBody {
            case .codeBlock(let block)?: result += block.statements.last?.item.as(ExprSyntax.self).map(branches(of:)) ?? []
            case .ifExpr(let nested)?: result += branches(of: ExprSyntax(nested))
            case nil: break
            }
            return result
        }
        return [expression]
    }

    private mutating func readLocals(in body: CodeBlockItemListSyntax) {
        let declarations = _LocalSizeCollector(viewMode: .sourceAccurate)
        declarations.walk(body)
        for (name, value) in declarations.bindings where locals[name] == nil { locals[name] = size(of: value) }
        // `size.height += 2`: an inherited axis stays the base's, adjusted; any other is computed.
        for (name, axis, text) in declarations.changes {
            guard var local = locals[name] else { continue }
            let changed: Metric = axis == "width" ? local.width : local.height
            let result: Metric = changed == .inherited ? .inherited : .computed(text, standIn: nil)
            if axis == "width" { local.width = result } else { local.height = result }
            locals[name] = local
        }
    }

    func size(of expression: ExprSyntax) -> (width: Metric, height: Metric) {
        let text = expression.trimmedText
        if text == ".zero" || text == "CGSize.zero" { return (.value(0), .value(0)) }
        if text == "super.intrinsicContentSize" { return (.inherited, .inherited) }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let local = locals[reference.baseName.text] { return local }
        if let call = expression.as(FunctionCallExprSyntax.self), ["CGSize", ".init", "CGSize.init"].contains(call.calledExpression.trimmedText) {
            let width = call.arguments.first { $0.label?.text == "width" }?.expression
            let height = call.arguments.first { $0.label?.text == "height" }?.expression
            if let width, let height { return (metric(of: width), metric(of: height)) }
        }
        // A size constant of the run (`Size.size`, `Styles.Sizes.icon`).
        if let width = evaluator.value(of: Self.member(expression, "width")), let height = evaluator.value(of: Self.member(expression, "height")) {
            return (width < 0 ? .none : .value(width), height < 0 ? .none : .value(height))
        }
        return (.computed(text, standIn: nil), .computed(text, standIn: nil))
    }

    func metric(of expression: ExprSyntax) -> Metric {
        let text = expression.trimmedText
        if text.hasSuffix("noIntrinsicMetric") || text.hasSuffix("NoIntrinsicMetric") { return .none }
        if text.contains("super.intrinsicContentSize") { return .inherited }
        // `size.width + inset` of a local taken from super: the base's, adjusted.
        let usesInherited = locals.contains { name, local in
            (local.width == .inherited || local.height == .inherited)
                && (text == name || text.hasPrefix("\(name).") || text.contains(" \(name).") || text.contains("(\(name)."))
        }
        if usesInherited { return .inherited }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
            let local = locals[base.baseName.text]
        {
            switch member.declName.baseName.text {
            case "width": return local.width
            case "height": return local.height
            default: break
            }
        }
        if let value = evaluator.value(of: expression) { return value < 0 ? .none : .value(value) }
        return .computed(text, standIn: nil)
    }

    static func member(_ base: ExprSyntax, _ name: String) -> ExprSyntax {
        ExprSyntax(MemberAccessExprSyntax(base: base.trimmed, period: .periodToken(), declName: DeclReferenceExprSyntax(baseName: .identifier(name))))
    }
}

/// Numbers as the class's file reads them: its constants, the run's, and the first values of
/// the class's stored properties (`var thickness: CGFloat = 1`).
struct _IntrinsicEvaluator {
    private let resolver: ConstantResolver
    private let scope: String

    init(className: String, block: SwiftTypeBlock, index: SwiftTypeIndex) {
        let scope = Self.scope(of: block.block) ?? className
        self.scope = scope
        var definitions: [_LetCollector.Definition] = []
        if let tree = index.trees[block.file] {
            let collector = _LetCollector(viewMode: .sourceAccurate)
            collector.walk(tree)
            definitions = collector.definitions
        }
        for member in block.block.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) })
            else { continue }
            // Stored ones only: a computed property has no first value.
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value,
                    !definitions.contains(where: { $0.name == name && $0.scope == scope })
                else { continue }
                definitions.append(_LetCollector.Definition(name: name, value: value, scope: scope))
            }
        }
        resolver = ConstantResolver(definitions: definitions, run: index.runConstants, bareNames: true)
    }

    func value(of expression: ExprSyntax) -> Double? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" {
            return resolver.evaluate(ExprSyntax(member.declName), scope: scope)
        }
        return resolver.evaluate(expression, scope: scope)
    }

    /// The dotted name `_LetCollector` gives the type around `block` (`Outer.Inner`).
    static func scope(of block: MemberBlockSyntax) -> String? {
        var names: [String] = []
        var node: Syntax? = block.parent
        while let current = node {
            if let type = current.as(ClassDeclSyntax.self) {
                names.append(type.name.text)
            } else if let type = current.as(StructDeclSyntax.self) {
                names.append(type.name.text)
            } else if let type = current.as(EnumDeclSyntax.self) {
                names.append(type.name.text)
            } else if let type = current.as(ExtensionDeclSyntax.self) {
                names.append(type.extendedType.trimmedText)
            }
            node = current.parent
        }
        return names.isEmpty ? nil : names.reversed().joined(separator: ".")
    }
}

/// The expressions a getter returns, not those of closures or functions nested in it.
final class _ReturnCollector: SyntaxVisitor {
    var expressions: [ExprSyntax] = []
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let expression = node.expression { expressions.append(expression) }
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// A getter's locals (`let size = super.intrinsicContentSize`) and the changes of their axes
/// (`size.height += 1`, `size.width = 0`).
final class _LocalSizeCollector: SyntaxVisitor {
    var bindings: [(String, ExprSyntax)] = []
    var changes: [(name: String, axis: String, text: String)] = []

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
            bindings.append((name, value))
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, let target = elements[0].as(MemberAccessExprSyntax.self),
            let base = target.base?.as(DeclReferenceExprSyntax.self),
            ["width", "height"].contains(target.declName.baseName.text),
            elements[1].is(AssignmentExprSyntax.self) || ["+=", "-=", "*=", "/="].contains(elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
        else { return .visitChildren }
        changes.append((base.baseName.text, target.declName.baseName.text, node.trimmedText))
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
