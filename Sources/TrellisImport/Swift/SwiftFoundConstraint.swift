import SwiftSyntax
import TrellisModel

/// One constraint-making construct found in Swift: what it imports as (a SnapKit chain like
/// `make.left.right.equalToSuperview()` makes several), or why it cannot be imported.
struct SwiftFoundConstraint {
    var constraints: [LayoutConstraint] = []
    var failure: String?
    var line: Int
    var construct: String
    /// The variable the constraint is kept in (`let height = …`, `constraints.append(…)`).
    var binding: String?
    /// Activated where it is made (`NSLayoutConstraint.activate([…])`, `.isActive = true`, SnapKit).
    var active: Bool
    var notes: [String] = []
    /// `updateConstraints`: changes the constants of earlier constraints.
    var isUpdate = false
    /// The view a SnapKit closure constrains (`panel` in `panel.snp.makeConstraints`).
    var snapKitTarget: String?
    /// Made by a superclass's code (counted and reported in its own file).
    var inherited = false
    /// Where it was written when not plainly in the type's file: `Type+Search.swift:45`, or the helper method it expands.
    var origin: String?
    /// `line` is a line of another file than the type's (an extension there).
    var inOtherFile = false
    /// The decisions it is made under (`if isExpanded`, a `switch` case): a state's, unless all are the base's.
    var branches: [SwiftBranch] = []
    /// The method it is written in.
    var method: SwiftMethod?
    /// `remakeConstraints` of a view that has `makeConstraints`: replaces them where it runs.
    var remakeOf: String?
    /// `….isActive = isExpanded` where it is made.
    var activeFlag: ExprSyntax?

    /// The line a finding of the type's file gets: nil when it was written in another file (the construct names it).
    var reportedLine: Int? { inOtherFile ? nil : line }

    /// A construct's text for the report, on one line and not too long.
    static func construct(_ node: some SyntaxProtocol) -> String {
        let text = _constructText(node).split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return text.count > 90 ? String(text.prefix(87)) + "…" : text
    }

    /// The node's text, or for a long node (a call holding a whole closure, met again for
    /// each call inside it) its first tokens, enough for the 90 characters shown.
    private static func _constructText(_ node: some SyntaxProtocol) -> String {
        let enough = 4_096
        guard node.totalLength.utf8Length > enough else { return node.trimmedText }
        var text = ""
        for token in node.tokens(viewMode: .sourceAccurate) {
            if !text.isEmpty { text += token.leadingTrivia.description }
            text += token.text + token.trailingTrivia.description
            if text.utf8.count > enough { break }
        }
        // Mostly blank lines: the short form may need more than the first tokens.
        let shown = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return shown.count > 90 ? text : node.trimmedText
    }
}

/// Where constraints kept in variables are activated, and the priorities and identifiers set
/// on them: `NSLayoutConstraint.activate(constraints)`, `height.isActive = true`,
/// `height.priority = .defaultHigh`, `[a, b].forEach { $0.isActive = true }`, `addConstraints(…)`.
final class SwiftActivationVisitor: SyntaxVisitor {
    var activated: Set<String> = []
    var priorities: [String: ExprSyntax] = [:]
    /// The identifier set on a kept constraint; nil inside for one `trellis export` wrote without the author's.
    var identifiers: [String: String?] = [:]
    /// `heightConstraint.constant = 44`: a kept constraint's constant changed later.
    var constantChanges: [(name: String, value: ExprSyntax, node: SequenceExprSyntax)] = []

    /// What an activation does: `isActive = true`, `= false`, `= isExpanded`.
    enum Toggle {
        case on, off
        case flag(ExprSyntax)
    }

    /// Every activation and deactivation of a kept constraint, where it is written (its branches make states).
    var toggles: [(name: String, value: Toggle, node: Syntax)] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = SwiftCallee.text(of: node)
        if callee.hasSuffix("deactivate") || callee.hasSuffix("removeConstraints") || callee.hasSuffix("removeConstraint") {
            for argument in node.arguments {
                for name in unwrapping(names(in: argument.expression), at: node) { toggles.append((name, .off, Syntax(node))) }
            }
        } else if callee.hasSuffix("activate") || callee.hasSuffix("addConstraints") || callee.hasSuffix("addConstraint") {
            for argument in node.arguments {
                let found = unwrapping(names(in: argument.expression), at: node)
                activated.formUnion(found)
                for name in found { toggles.append((name, .on, Syntax(node))) }
            }
        }
        if callee.hasSuffix(".forEach"), let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            let list = member.base?.as(ArrayExprSyntax.self), let closure = node.trailingClosure?.trimmedText
        {
            let value: Toggle? = closure.contains("isActive = true") ? .on : closure.contains("isActive = false") ? .off : nil
            for element in list.elements {
                guard let value else { break }
                let name = SwiftDeclarationVisitor.name(of: element.expression)
                if case .on = value { activated.insert(name) }
                toggles.append((name, value, Syntax(node)))
            }
        }
        // SnapKit's kept constraints: `showToolsetConstraints.forEach { $0.deactivate() }`, `bottom.activate()`.
        if let (name, value) = Self.keptToggle(node) {
            if case .on = value { activated.insert(name) }
            toggles.append((name, value, Syntax(node)))
        }
        // `activateConstraints(flag, shownConstraints: showList, …)`: a kept list handed to a method of the app.
        if !callee.hasSuffix("activate"), !callee.hasSuffix("deactivate"), !callee.hasSuffix("append") {
            for argument in node.arguments {
                let value = argument.expression
                guard value.is(DeclReferenceExprSyntax.self) || value.as(MemberAccessExprSyntax.self)?.base?.trimmedText == "self" else { continue }
                passedTo[SwiftDeclarationVisitor.name(of: value)] = callee
            }
        }
        if let (list, priority) = SwiftListPriority.read(node) { priorities[list] = priority }
        return .visitChildren
    }

    /// `for c in constraints { c.priority = .defaultHigh }`.
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        if let (list, priority) = SwiftListPriority.read(node) { priorities[list] = priority }
        return .visitChildren
    }

    /// `list.forEach { $0.deactivate() }` (or `isActive = false`) of a kept list, `kept.activate()`
    /// of a kept SnapKit constraint: the name and what it does.
    private static func keptToggle(_ node: FunctionCallExprSyntax) -> (String, Toggle)? {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), var base = member.base else { return nil }
        if let chain = base.as(OptionalChainingExprSyntax.self) { base = chain.expression }
        guard base.is(DeclReferenceExprSyntax.self) || base.as(MemberAccessExprSyntax.self)?.base?.trimmedText == "self" else { return nil }
        let name = SwiftDeclarationVisitor.name(of: base)
        switch member.declName.baseName.text {
        case "activate" where node.arguments.isEmpty && node.trailingClosure == nil: return (name, .on)
        case "deactivate" where node.arguments.isEmpty && node.trailingClosure == nil: return (name, .off)
        case "forEach":
            let body = (node.trailingClosure?.statements.trimmedDescription ?? "").filter { !$0.isWhitespace }
            if ["$0.activate()", "$0.isActive=true"].contains(body) { return (name, .on) }
            if ["$0.deactivate()", "$0.isActive=false"].contains(body) { return (name, .off) }
            return nil
        default: return nil
        }
    }

    /// Names given as arguments to a call of the app's (`activateConstraints(…, shownConstraints: list)`) → the callee.
    var passedTo: [String: String] = [:]

    /// `barConstraints = constraints`: a local list stored into a property, by the local's name.
    var storedInto: [String: String] = [:]

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let local = elements[2].as(DeclReferenceExprSyntax.self),
            elements[0].is(DeclReferenceExprSyntax.self) || elements[0].as(MemberAccessExprSyntax.self)?.base?.trimmedText == "self"
        {
            storedInto[local.baseName.text] = SwiftDeclarationVisitor.name(of: elements[0])
        }
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let member = elements[0].as(MemberAccessExprSyntax.self), let base = member.base
        else { return .visitChildren }
        let name = SwiftDeclarationVisitor.name(of: base)
        switch member.declName.baseName.text {
        case "isActive":
            for name in unwrapping([name], at: node) {
                switch elements[2].trimmedText {
                case "true":
                    activated.insert(name)
                    toggles.append((name, .on, Syntax(node)))
                case "false": toggles.append((name, .off, Syntax(node)))
                default:
                    activated.insert(name)
                    toggles.append((name, .flag(elements[2]), Syntax(node)))
                }
            }
        case "priority": priorities[name] = elements[2]
        case "constant": constantChanges.append((name, elements[2], node))
        case "identifier":
            if let literal = elements[2].as(StringLiteralExprSyntax.self) {
                identifiers[name] = ExportedForms.authorIdentifier(ExportedForms.value(of: literal))
            }
        default: break
        }
        return .visitChildren
    }

    /// The names, each with the kept constraint it unwraps there (`SwiftUnwrappedConstraint`).
    private func unwrapping(_ names: [String], at node: some SyntaxProtocol) -> [String] {
        names.flatMap { SwiftUnwrappedConstraint.names($0, at: Syntax(node)) }
    }

    /// Names in `constraints`, `[a, b]`, `a + b`, `self.constraints`.
    private func names(in expression: ExprSyntax) -> [String] {
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.flatMap { names(in: $0.expression) }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return sequence.elements.flatMap { names(in: $0) }
        }
        if expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) || expression.is(ForceUnwrapExprSyntax.self) {
            return [SwiftDeclarationVisitor.name(of: expression)]
        }
        return []
    }
}

/// Where a constraint expression ends up: activated at once, kept in a variable, or neither;
/// and the priority wrappers around it (`.withPriority(.defaultHigh)`).
enum SwiftConstraintFlow {
    struct Outcome {
        var active = false
        var binding: String?
        var priority: ExprSyntax?
        /// `.identified("…")`, as `trellis export` writes (the author's part, if any).
        var identifier: String?
        var identified = false
        var notes: [String] = []
        /// `….isActive = isExpanded`: active when the flag holds.
        var flag: ExprSyntax?
        /// The `.layout` line an exported identifier names (`title.top == owner.topMargin`).
        var exportedText: String?
    }

    static func follow(_ node: ExprSyntax) -> Outcome {
        var outcome = Outcome()
        var current = Syntax(node)
        var expression = Syntax(node)
        while let parent = current.parent {
            if parent.is(ExprListSyntax.self) {
                current = parent
                continue
            }
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
                let name = member.declName.baseName.text
                if name == "isActive", let sequence = member.parent?.parent?.as(SequenceExprSyntax.self) {
                    let elements = Array(sequence.elements)
                    outcome.active = elements.count == 3 && elements[2].trimmedText == "true"
                    if elements.count == 3, !["true", "false"].contains(elements[2].trimmedText) { outcome.flag = elements[2] }
                    return outcome
                }
                guard let call = member.parent?.as(FunctionCallExprSyntax.self) else { return outcome }
                // `.withPriority(.defaultHigh)`, or the app's `.with(priority: .defaultHigh)`.
                if name.lowercased().contains("priority") || call.arguments.first?.label?.text == "priority" {
                    outcome.priority = call.arguments.first?.expression
                } else if name == "identified", let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self) {
                    outcome.identified = true
                    outcome.identifier = ExportedForms.authorIdentifier(ExportedForms.value(of: literal))
                    outcome.exportedText = ExportedForms.exportedText(ExportedForms.value(of: literal))
                } else if name != "constraint" {
                    outcome.notes.append("wrapped in '\(name)(…)', which import does not know; imported without it")
                }
                current = Syntax(call)
                expression = current
                continue
            }
            if parent.is(ArrayElementSyntax.self) || parent.is(ArrayElementListSyntax.self) || parent.is(LabeledExprSyntax.self)
                || parent.is(LabeledExprListSyntax.self) || parent.is(TupleExprSyntax.self)
            {
                current = parent
                continue
            }
            if parent.is(ArrayExprSyntax.self) {
                current = parent
                expression = parent
                continue
            }
            if let call = parent.as(FunctionCallExprSyntax.self) {
                let callee = SwiftCallee.text(of: call)
                if callee.hasSuffix("activate") || callee.hasSuffix("addConstraints") || callee.hasSuffix("addConstraint") {
                    outcome.active = true
                    return outcome
                }
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                    ["append", "insert"].contains(member.declName.baseName.text), let base = member.base
                {
                    outcome.binding = SwiftDeclarationVisitor.name(of: base)
                }
                return outcome
            }
            if let binding = parent.as(PatternBindingSyntax.self) {
                outcome.binding = binding.pattern.trimmedText
                return outcome
            }
            if parent.is(InitializerClauseSyntax.self) {
                current = parent
                continue
            }
            if let sequence = parent.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                // `activate([a, b] + x.constraints(to: y))`: arrays joined, each goes where the whole goes.
                if elements.count >= 3, elements.count % 2 == 1,
                    stride(from: 1, to: elements.count, by: 2).allSatisfy({ elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "+" })
                {
                    current = parent
                    expression = parent
                    continue
                }
                if elements.count == 3, elements[2].id == expression.id,
                    elements[1].is(AssignmentExprSyntax.self) || elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+="
                {
                    outcome.binding = SwiftDeclarationVisitor.name(of: elements[0])
                }
                return outcome
            }
            // `lazy var height: NSLayoutConstraint = { view.heightAnchor.constraint(…) }()`: kept in the property.
            if parent.is(ReturnStmtSyntax.self) || parent.is(CodeBlockItemSyntax.self), current.id == expression.id {
                outcome.binding = lazyProperty(returning: parent)
            }
            return outcome
        }
        return outcome
    }

    /// The property whose initializer closure returns the statement `statement` (a `return`, or
    /// the closure's only statement), nil for any other statement.
    private static func lazyProperty(returning statement: Syntax) -> String? {
        var item = statement
        if statement.is(ReturnStmtSyntax.self) {
            guard let parent = statement.parent, parent.is(CodeBlockItemSyntax.self) else { return nil }
            item = parent
        }
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self), let closure = list.parent?.as(ClosureExprSyntax.self),
            statement.is(ReturnStmtSyntax.self) || list.count == 1,
            let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == closure.id,
            let binding = call.parent?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return nil }
        return name
    }
}
