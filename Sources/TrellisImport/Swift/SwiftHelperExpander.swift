import SwiftParser
import SwiftSyntax

/// Expands calls of the app's helper methods (`SwiftHelperMethod`) into their bodies:
/// `tableView.anchorToAllSidesOf(view: view)` becomes the body of
/// `anchorToAllSidesOf(view:)` with `self` and bare anchors read as `tableView` and `view`
/// as the argument, parsed on its own for the constraint visitors to walk. A view the helper
/// makes (`let view = UIView(); addSubview(view)` in `addBorder(_:)`) is a view of each call's
/// own, named after the helper (`border`, `border2`); a `switch` over a parameter the call
/// gives as a case (`addBorder(.bottom)`) keeps that case's statements only.
struct SwiftHelperExpander {
    struct Expansion {
        var helper: SwiftHelperMethod
        /// The substituted body, as a tree of its own.
        var body: SourceFileSyntax
        /// The call's line (in the file of the block it is in).
        var line: Int
        /// The call: its body is made where it is, under its decisions (`SwiftTypeContext.helperCalls`).
        var call: Syntax
    }

    /// Which item each local of the type means where a call is (nil: none read).
    let scopes: SwiftLocalScopes?
    let index: SwiftTypeIndex
    /// How many helper calls deep this expander is (`SwiftHelperChains`).
    var depth = 0

    /// Names a helper's body may use bare that mean its receiver's (`addSubview(view)` adds to the receiver).
    static let receiverNames: Set<String> = Set(AnchorConstraintVisitor.attributes.keys).union(SwiftTypeContext.guides.keys).union([
        "superview", "snp", "addSubview", "insertSubview", "addLayoutGuide", "addArrangedSubview", "insertArrangedSubview",
    ])

    /// The calls of helpers in `node`, expanded; `converter` gives the calls' lines.
    func expansions(in node: some SyntaxProtocol, converter: SourceLocationConverter) -> [Expansion] {
        expansionsAndMisses(in: node, converter: converter).expansions
    }

    /// The expansions, and the calls that could not be expanded, with why (`SwiftUnexpandedHelperCall`).
    func expansionsAndMisses(
        in node: some SyntaxProtocol, converter: SourceLocationConverter
    ) -> (expansions: [Expansion], misses: [SwiftUnexpandedHelperCall]) {
        guard !index.helpers.isEmpty else { return ([], []) }
        let calls = _HelperCallFinder(names: Set(index.helpers.keys))
        calls.walk(node)
        var expansions: [Expansion] = []
        var misses: [SwiftUnexpandedHelperCall] = []
        for call in calls.found {
            let line = call.startLocation(converter: converter).line
            var why: SwiftUnexpandedHelperCall.Why?
            let expanded = expand(call, line: line, missed: &why)
            expansions += expanded
            if expanded.isEmpty, let why { misses.append(SwiftUnexpandedHelperCall(call, name: Self.calledName(call), line: line, why: why)) }
        }
        return (expansions, misses)
    }

    /// `pin` of `view.pin(to: x)` or `pin(to: x)`.
    static func calledName(_ call: FunctionCallExprSyntax) -> String {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
    }

    /// The call's expansion, then those of the helpers its body calls; `missed`: why there is none.
    private func expand(_ call: FunctionCallExprSyntax, line: Int, missed: inout SwiftUnexpandedHelperCall.Why?) -> [Expansion] {
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        let name = Self.calledName(call)
        let receiver = member?.base.map { localName($0, plain: true) } ?? "self"
        let overloads = index.helpers[name] ?? []
        missed = .labels(called: call.arguments.map { $0.label?.text }, declared: overloads.map(\.labels))
        for helper in overloads {
            guard var arguments = Self.match(helper, call.arguments, text: { localName($0, plain: false) }) else { continue }
            let switched = Self.resolvingSwitches(helper.body, arguments: arguments) ?? helper.body
            var body = SwiftHelperConditions.resolving(switched, arguments: arguments) ?? switched
            if SwiftReturnedConstraints.returnsConstraints(helper) {
                body = SwiftReturnedConstraints.handing(body, to: SwiftConstraintFlow.follow(ExprSyntax(call))) ?? body
            }
            let made = Set(Self.madeViews(in: body))
            var renames: [String: String] =
                helper.isFactory ? [:] : Dictionary(uniqueKeysWithValues: made.map { ($0, Self.viewName(helper: helper.name, local: $0)) })
            // `let reloadContainer = wrapButtonInCircle(reloadButton)`: the view a static factory returns is the local's.
            if helper.isFactory, let returned = Self.returnedName(body), let local = SwiftStaticFactories.assignedLocal(call) { renames[returned] = local }
            // `topSeparator = contentView.addBorder(.top)`: the view it returns is the property's.
            var stored: String?
            if !helper.isFactory, let returned = Self.returnedName(body), made.contains(returned), let property = assignedProperty(call) {
                renames[returned] = property
                stored = returned
            }
            // `let separator = UIView.createBorderView()`: the view a static factory returns is the caller's (`SwiftStaticViewFactory`).
            if helper.isStaticFactory {
                let local = SwiftStaticFactories.assignedLocal(call).map { scopes?.item($0, at: call) ?? $0 }
                guard let returned = Self.returnedName(body), let view = local ?? assignedProperty(call) else {
                    missed = .resultNotKept
                    return []
                }
                renames[returned] = view
                stored = returned
            }
            let receiver = receiver.isEmpty ? "self" : receiver
            arguments.merge(SwiftHelperAliases.aliases(in: body, receiver: receiver, arguments: arguments)) { given, _ in given }
            let text = Self.substitute(
                body, receiver: receiver, arguments: arguments, renames: renames, stored: stored, helperNames: Set(index.helpers.keys),
                valueProperties: index.valueProperties, factoryNames: helper.isFactory ? SwiftStaticFactories.factoryNames(index) : [])
            let tree = Parser.parse(source: "func __trellisHelper() " + text)
            guard !tree.hasError, SwiftNestingLimit.firstTooDeep(in: tree) == nil else {
                missed = .unreadableBody
                return []
            }
            let expansion = Expansion(helper: helper, body: tree, line: line, call: Syntax(call))
            return [expansion] + nested(in: expansion)
        }
        return []
    }

    /// `border = x.addBorder(.top)` or `self.border = …`: the stored property a call's result is put in.
    private func assignedProperty(_ call: FunctionCallExprSyntax) -> String? {
        guard let sequence = call.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == call.id else { return nil }
        let target = elements[0].trimmedText
        let name = target.hasPrefix("self.") ? String(target.dropFirst(5)) : target
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        if !target.hasPrefix("self."), scopes?.item(name, at: call) != nil { return nil }
        return name
    }

    /// `return view` as a body's last statement.
    static func returnedName(_ body: CodeBlockSyntax) -> String? {
        body.statements.last?.item.as(ReturnStmtSyntax.self)?.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The locals a body makes views in: `let view = UIView()` (an uppercase class's initializer).
    static func madeViews(in body: CodeBlockSyntax) -> [String] {
        body.statements.compactMap { statement -> String? in
            guard let variable = statement.item.as(VariableDeclSyntax.self), let binding = variable.bindings.first, variable.bindings.count == 1,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                SwiftCallee.text(of: call).first?.isUppercase == true, !SwiftCallee.text(of: call).contains(".")
            else { return nil }
            return name
        }
    }

    /// A made view's name: the helper's noun (`addBorder` → `border`), else the local's.
    static func viewName(helper: String, local: String) -> String {
        for verb in ["add", "make", "insert", "create", "setup", "setUp"] where helper.hasPrefix(verb) && helper.count > verb.count {
            let rest = helper.dropFirst(verb.count)
            if rest.first?.isUppercase == true { return ItemNamer.lowerFirst(String(rest)) }
        }
        return local
    }

    /// The body with each `switch` over a parameter the call gives as a case (`.bottom`) replaced
    /// by that case's statements (or `default`'s); nil when there is none to resolve.
    static func resolvingSwitches(_ body: CodeBlockSyntax, arguments: [String: String]) -> CodeBlockSyntax? {
        let finder = _SwitchFinder(arguments: arguments)
        finder.walk(body)
        guard !finder.edits.isEmpty else { return nil }
        var text = Array(body.trimmedDescription.utf8)
        let start = body.positionAfterSkippingLeadingTrivia.utf8Offset
        for edit in finder.edits.sorted(by: { $0.offset > $1.offset }) {
            let from = edit.offset - start
            guard from >= 0, from + edit.length <= text.count else { return nil }
            text.replaceSubrange(from..<(from + edit.length), with: Array(edit.text.utf8))
        }
        let tree = Parser.parse(source: "func __trellisHelper() " + String(decoding: text, as: UTF8.self))
        guard !tree.hasError else { return nil }
        return tree.statements.first?.item.as(FunctionDeclSyntax.self)?.body
    }

    /// An argument or receiver as the body reads it: a local as the item it names at the call
    /// (the expanded body is a tree of its own, where the call's scopes are not known).
    /// `plain`: without `self.` and `!` (a receiver), else the argument as written.
    private func localName(_ expression: ExprSyntax, plain: Bool) -> String {
        let text = SwiftDeclarationVisitor.name(of: expression)
        guard !expression.trimmedText.hasPrefix("self."), let first = text.split(separator: ".").first.map(String.init),
            let item = scopes?.item(first, at: expression), item != first
        else { return plain ? text : expression.trimmedDescription }
        return item + text.dropFirst(first.count)
    }

    /// Each parameter's expression text at this call (defaults filled in), or nil when the labels do not fit.
    static func match(
        _ helper: SwiftHelperMethod, _ arguments: LabeledExprListSyntax, text: (ExprSyntax) -> String = { $0.trimmedDescription }
    ) -> [String: String]? {
        var given = Array(arguments)[...]
        var values: [String: String] = [:]
        for parameter in helper.parameters {
            if let argument = given.first, argument.label?.text == parameter.label {
                values[parameter.name] = text(argument.expression)
                given = given.dropFirst()
            } else if let value = parameter.defaultValue {
                values[parameter.name] = value.trimmedDescription
            } else {
                return nil
            }
        }
        return given.isEmpty ? values : nil
    }

    /// The body's text with `self`, bare receiver names and parameters replaced.
    /// `stored`: a made local that is a stored property's view, assigned instead of declared.
    /// `helperNames`: helpers a bare call of which is the receiver's (`pinTo(to:)` → `view.pinTo(to:)`).
    static func substitute(
        _ body: CodeBlockSyntax, receiver: String, arguments: [String: String], renames: [String: String] = [:], stored: String? = nil,
        helperNames: Set<String> = [], valueProperties: [String: [String: String]] = [:], factoryNames: Set<String> = []
    ) -> String {
        let edits = _HelperSubstitutions(receiver: receiver, arguments: arguments)
        edits.factoryNames = factoryNames
        edits.renames = renames
        edits.stored = stored
        edits.helperNames = helperNames
        edits.valueProperties = valueProperties
        edits.walk(body)
        var text = Array(body.trimmedDescription.utf8)
        let start = body.positionAfterSkippingLeadingTrivia.utf8Offset
        // From the end, so earlier offsets stay right.
        for edit in edits.edits.sorted(by: { $0.offset > $1.offset }) {
            let from = edit.offset - start
            guard from >= 0, from + edit.length <= text.count else { continue }
            text.replaceSubrange(from..<(from + edit.length), with: Array(edit.text.utf8))
        }
        return String(decoding: text, as: UTF8.self)
    }
}

final class _HelperCallFinder: SyntaxVisitor {
    let names: Set<String>
    var found: [FunctionCallExprSyntax] = []

    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name =
            node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if let name, names.contains(name) { found.append(node) }
        return .visitChildren
    }
}

final class _HelperSubstitutions: SyntaxVisitor {
    struct Edit {
        var offset: Int
        var length: Int
        var text: String
    }

    let receiver: String
    let arguments: [String: String]
    /// Locals renamed (views the helper makes, named per call).
    var renames: [String: String] = [:]
    /// The made local a stored property takes: its `let` is dropped (`border = UIView()`).
    var stored: String?
    var helperNames: Set<String> = []
    var valueProperties: [String: [String: String]] = [:]
    /// Static factories whose result a `let` takes: the factory's body declares that local (`SwiftStaticFactories`).
    var factoryNames: Set<String> = []
    var edits: [Edit] = []

    init(receiver: String, arguments: [String: String]) {
        self.receiver = receiver
        self.arguments = arguments
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        if (stored != nil && name == stored) || SwiftStaticFactories.takesFactoryResult(node, factories: factoryNames) {
            let keyword = node.bindingSpecifier
            edits.append(Edit(offset: keyword.positionAfterSkippingLeadingTrivia.utf8Offset, length: keyword.trimmedLength.utf8Length, text: ""))
        }
        return .visitChildren
    }

    /// `let view = UIView()`: the made view's declaration takes its new name too.
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        if let renamed = renames[node.identifier.text] {
            edits.append(Edit(offset: node.positionAfterSkippingLeadingTrivia.utf8Offset, length: node.trimmedLength.utf8Length, text: renamed))
        }
        return .skipChildren
    }

    /// `padding.top` of an argument given as `.zero` or memberwise: the part itself (`SwiftHelperArgumentParts`).
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard let base = node.base?.as(DeclReferenceExprSyntax.self), renames[base.baseName.text] == nil,
            let argument = arguments[base.baseName.text],
            let part = SwiftHelperArgumentParts.part(node.declName.baseName.text, of: argument)
                ?? SwiftValueProperty.part(node.declName.baseName.text, of: argument, properties: valueProperties)
        else { return .visitChildren }
        edits.append(Edit(offset: node.positionAfterSkippingLeadingTrivia.utf8Offset, length: node.trimmedLength.utf8Length, text: part))
        return .skipChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // `x.topAnchor`'s `topAnchor` is a member, not a bare name.
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return .skipChildren }
        let name = node.baseName.text
        let replacement: String?
        if let renamed = renames[name] {
            replacement = renamed
        } else if node.baseName.tokenKind == .keyword(.self) {
            replacement = receiver
        } else if let argument = arguments[name] {
            let simple = argument.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "!" || $0 == "?" }
            replacement = simple ? argument : "(\(argument))"
        } else if SwiftHelperExpander.receiverNames.contains(name)
            || (helperNames.contains(name) && node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id)
        {
            replacement = receiver == "self" ? nil : "\(receiver).\(name)"
        } else {
            replacement = nil
        }
        if let replacement {
            edits.append(Edit(offset: node.positionAfterSkippingLeadingTrivia.utf8Offset, length: node.trimmedLength.utf8Length, text: replacement))
        }
        return .skipChildren
    }
}

/// `switch position { case .top, .bottom: … }` over a parameter given as a case: the edit that
/// puts the matching case's statements in its place (a statement list, as SnapKit's closure reads
/// them; a nested switch goes with its outer one's text).
final class _SwitchFinder: SyntaxVisitor {
    let arguments: [String: String]
    var edits: [_HelperSubstitutions.Edit] = []

    init(arguments: [String: String]) {
        self.arguments = arguments
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        guard let subject = node.subject.as(DeclReferenceExprSyntax.self), let given = arguments[subject.baseName.text],
            let wanted = given.split(separator: ".").last.map(String.init), given.hasPrefix(".") || given.first?.isUppercase == true
        else { return .visitChildren }
        var chosen: SwitchCaseSyntax?
        var fallback: SwitchCaseSyntax?
        for element in node.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { return .visitChildren }
            if let label = switchCase.label.as(SwitchCaseLabelSyntax.self) {
                let names = label.caseItems.map { $0.pattern.trimmedText.split(separator: ".").last.map(String.init) ?? "" }
                if names.contains(wanted) { chosen = switchCase }
            } else {
                fallback = switchCase
            }
        }
        guard let taken = chosen ?? fallback else { return .visitChildren }
        edits.append(
            .init(
                offset: node.positionAfterSkippingLeadingTrivia.utf8Offset, length: node.trimmedLength.utf8Length,
                text: "\n" + taken.statements.description + "\n"))
        return .skipChildren
    }
}
