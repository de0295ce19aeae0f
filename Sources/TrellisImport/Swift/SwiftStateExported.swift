import SwiftSyntax
import TrellisModel

/// The `enum State` and `apply(_:)` that `trellis export` writes for a component's `state`
/// blocks, read back as those states (issue 33's round trip). Each case of `State` but
/// `base` is a state of that name (a keyword stays itself: `` case `in` `` is `state in`),
/// its associated values with their defaults the state's parameters. In `apply(_:)` the
/// lines before the `switch` restore the base (the base's values, not a state's); each
/// case's statements are the state's difference: `removed = [xConstraint]` → `remove` by
/// the name in the kept constraint's identifier, `xConstraint?.constant = …` and
/// `.priority = …` → `change`, `view.isHidden = …` → `hide`/`show`, `added = […]` and
/// `added.append(…)` → its own constraints (read by the constraint visitors).
struct SwiftExportedStates {
    struct Case {
        var name: String
        var parameters: [Parameter]
    }

    /// `State`'s cases but `base`, in declaration order.
    let cases: [Case]
    let apply: FunctionDeclSyntax
    let switchExpression: SwitchExprSyntax
    private let lines: ClosedRange<Int>

    /// The exported form in `blocks`, or nil when the type has no `enum State` with a
    /// `case base` and an `apply(_ state: State)` switching over it.
    init?(blocks: [MemberBlockSyntax], context: SwiftTypeContext) {
        var stateEnum: EnumDeclSyntax?
        var apply: FunctionDeclSyntax?
        for block in blocks {
            for member in block.members {
                if let declaration = member.decl.as(EnumDeclSyntax.self), declaration.name.text == "State" { stateEnum = declaration }
                if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "apply",
                    function.signature.parameterClause.parameters.count == 1,
                    function.signature.parameterClause.parameters.first?.type.trimmedText == "State"
                {
                    apply = function
                }
            }
        }
        guard let stateEnum, let apply, let body = apply.body else { return nil }
        let switches = body.statements.compactMap {
            $0.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self) ?? $0.item.as(SwitchExprSyntax.self)
        }
        guard let switchExpression = switches.first(where: { $0.subject.trimmedText == "state" }) else { return nil }
        self.cases = Self.cases(of: stateEnum, context: context)
        self.apply = apply
        self.switchExpression = switchExpression
        let end = context.converter.location(for: apply.endPositionBeforeTrailingTrivia).line
        lines = context.line(apply)...max(context.line(apply), end)
    }

    /// `enum State`'s cases but `base`, in declaration order, with their parameters.
    static func cases(of stateEnum: EnumDeclSyntax, context: SwiftTypeContext) -> [Case] {
        var cases: [Case] = []
        for member in stateEnum.memberBlock.members {
            guard let declaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in declaration.elements {
                let name = Self.unescaped(element.name.text)
                guard name != "base" else { continue }
                let parameters = (element.parameterClause?.parameters ?? []).compactMap { parameter -> Parameter? in
                    guard let label = parameter.firstName?.text else { return nil }
                    let value = parameter.defaultValue.flatMap { context.constants.evaluate($0.value) }
                    return Parameter(
                        SwiftParameterReader.modelName(Self.unescaped(label), reference: false), defaultValue: value,
                        location: context.location(parameter))
                }
                cases.append(Case(name: name, parameters: parameters))
            }
        }
        return cases
    }

    /// Whether `node` is written in `apply(_:)`.
    func contains(_ node: some SyntaxProtocol) -> Bool {
        node.root.id == apply.root.id && node.position >= apply.position && node.endPosition <= apply.endPosition
    }

    /// Whether a constraint found on `line` of the type's file is written in `apply(_:)`.
    func contains(line: Int) -> Bool { lines.contains(line) }

    /// The base's visibility of the views states hide or show: the lines before the `switch`.
    func baseVisibility() -> [String: Bool] {
        var visibility: [String: Bool] = [:]
        for statement in apply.body?.statements ?? [] {
            if statement.position >= switchExpression.position { break }
            guard let (target, property, value) = Self.assignment(statement), property == "isHidden" else { continue }
            visibility[target] = value.trimmedText == "true"
        }
        return visibility
    }

    /// The states, each from its case of the `switch`. `names` gives a kept constraint's
    /// name by its property (`panelBottomConstraint` → `panelBottom`); `added` the
    /// constraints the visitors found in `apply(_:)`, with their lines; `updates` the constants
    /// its SnapKit `updateConstraints` set, by the name of the constraint each updates.
    func states(
        names: [String: String], added: [(line: Int, constraint: LayoutConstraint)],
        updates: [(line: Int, name: String, constant: ConstantExpression)], context: SwiftTypeContext
    ) -> [LayoutState] {
        let switchCases = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        return cases.map { stateCase in
            var state = LayoutState(name: stateCase.name, parameters: stateCase.parameters)
            guard let switchCase = switchCases.first(where: { Self.caseName(of: $0) == stateCase.name }) else { return state }
            state.location = context.location(switchCase)
            let parameterNames = Set(stateCase.parameters.map(\.name))
            let first = context.line(switchCase)
            let last = context.converter.location(for: switchCase.endPositionBeforeTrailingTrivia).line
            let lines = first...max(first, last)
            state.constraints = added.filter { lines.contains($0.line) }.map(\.constraint)
            var changes: [ConstraintChange] = []
            func change(_ name: String, _ update: (inout ConstraintChange) -> Void, at node: some SyntaxProtocol) {
                if let index = changes.firstIndex(where: { $0.name == name }) {
                    update(&changes[index])
                } else {
                    var new = ConstraintChange(name, location: context.location(node))
                    update(&new)
                    changes.append(new)
                }
            }
            for statement in switchCase.statements {
                if let removed = Self.removedList(statement) {
                    state.removals += removed.compactMap { names[$0] }.map { StateTarget($0, location: context.location(statement)) }
                    continue
                }
                guard let (target, property, value) = Self.assignment(statement) else { continue }
                switch property {
                case "constant":
                    guard let name = names[target] else { continue }
                    let constant = context.constant(value, stateParameters: parameterNames)
                    change(name, { $0.constant = constant }, at: statement)
                case "priority":
                    guard let name = names[target], let priority = context.priority(value) else { continue }
                    change(name, { $0.priority = priority }, at: statement)
                case "isHidden":
                    state.visibility.append(VisibilityChange(target, isHidden: value.trimmedText == "true", location: context.location(statement)))
                default: continue
                }
            }
            for update in updates where lines.contains(update.line) {
                change(update.name, { $0.constant = update.constant }, at: switchCase)
            }
            state.changes = changes
            return state
        }
    }

    /// `case .keyboard(let bottomOffset):` → `keyboard`; nil for `default`.
    static func caseName(of switchCase: SwitchCaseSyntax) -> String? {
        guard let label = switchCase.label.as(SwitchCaseLabelSyntax.self), let item = label.caseItems.first else { return nil }
        var text = item.pattern.trimmedText
        if let open = text.firstIndex(of: "(") { text = String(text[..<open]) }
        return unescaped(String(text.split(separator: ".").last ?? ""))
    }

    /// `removed = [aConstraint, bConstraint]` → their names.
    private static func removedList(_ statement: CodeBlockItemSyntax) -> [String]? {
        guard let sequence = statement.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard elements[0].trimmedText == "removed", elements[1].is(AssignmentExprSyntax.self), let list = elements[2].as(ArrayExprSyntax.self)
        else { return nil }
        return list.elements.map { SwiftDeclarationVisitor.name(of: $0.expression) }
    }

    /// `xConstraint?.constant = value`, `title.isHidden = true` → (`xConstraint`, `constant`, value).
    /// The parser leaves `x = a + b` one flat sequence: a longer value is its own sequence
    /// (detached from the tree, so its constants are read with the state's parameters given).
    private static func assignment(_ statement: CodeBlockItemSyntax) -> (String, String, ExprSyntax)? {
        guard let sequence = statement.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self), sequence.elements.count >= 3 else { return nil }
        let elements = Array(sequence.elements)
        guard elements[1].is(AssignmentExprSyntax.self), let member = elements[0].as(MemberAccessExprSyntax.self), let base = member.base
        else { return nil }
        let target = unescaped(SwiftDeclarationVisitor.name(of: base))
        let value = elements.count == 3 ? elements[2] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(elements.dropFirst(2)))))
        return (target, member.declName.baseName.text, value)
    }

    static func unescaped(_ name: String) -> String { name.replacingOccurrences(of: "`", with: "") }
}

extension SwiftTypeContext {
    /// Whether `name` is bound by the case around `node` of the `switch state` in an
    /// exported `apply(_ state:)` (`case .keyboard(let bottomOffset):`): a state's parameter.
    static func isExportedStateParameter(_ name: String, at node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if let switchCase = parent.as(SwitchCaseSyntax.self) {
                guard let switchExpression = switchCase.parent?.parent?.as(SwitchExprSyntax.self), switchExpression.subject.trimmedText == "state",
                    let label = switchCase.label.as(SwitchCaseLabelSyntax.self)
                else { return false }
                var inApply = Syntax(switchExpression)
                while let outer = inApply.parent, !outer.is(FunctionDeclSyntax.self) { inApply = outer }
                // A component's `apply(_:)`, or a spec's `layoutUpdater(for state:)`.
                guard let function = inApply.parent?.as(FunctionDeclSyntax.self)?.name.text, ["apply", "layoutUpdater"].contains(function) else {
                    return false
                }
                return label.caseItems.contains { item in
                    item.pattern.tokens(viewMode: .sourceAccurate).contains { token in
                        token.parent?.is(IdentifierPatternSyntax.self) == true
                            && SwiftParameterReader.modelName(SwiftExportedStates.unescaped(token.text), reference: false) == name
                    }
                }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(MemberBlockSyntax.self) { return false }
            current = parent
        }
        return false
    }
}
