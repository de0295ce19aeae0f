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
    /// Parameters made for constants that are not literals, by name.
    private(set) var parameters: [String: TrellisModel.Parameter] = [:]
    private(set) var parameterNotes: [ImportFinding] = []

    init(kind: SwiftTypeKind, file: String, converter: SourceLocationConverter, constants: ConstantResolver, items: [String: String], parents: [String: String]) {
        self.kind = kind
        self.file = file
        self.converter = converter
        self.constants = constants
        self.items = items
        self.parents = parents
    }

    func line(_ node: some SyntaxProtocol) -> Int { node.startLocation(converter: converter).line }

    func location(_ node: some SyntaxProtocol) -> TrellisModel.SourceLocation {
        let start = node.startLocation(converter: converter)
        return TrellisModel.SourceLocation(file: file, line: start.line, column: start.column)
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
        return item(path: text.split(separator: ".").map(String.init))
    }

    var ownerReference: ItemReference { kind == .container ? .selfItem : .owner }

    func item(path: [String]) -> ItemReference? {
        var parts = path[...]
        if parts.first == "self" {
            parts = parts.dropFirst()
            if parts.isEmpty { return kind == .container ? .selfItem : .owner }
            if kind == .container, items[parts.first ?? ""] == nil { return nil }
        }
        guard let first = parts.first else { return nil }
        var reference: ItemReference
        if kind.ownerNames.contains(first) {
            reference = .owner
        } else if let guide = Self.guides[first] {
            guard kind != .container else { return nil }
            reference = ItemReference.owner.appending(guide)
        } else if items[first] != nil {
            reference = ItemReference([first])
        } else {
            return nil
        }
        for component in parts.dropFirst() {
            if component == "superview" {
                guard reference.path.count == 1, reference != .owner else { return nil }
                reference = parents[reference.root].map { ItemReference([$0]) } ?? .owner
            } else if let guide = Self.guides[component], reference.path.count == 1 {
                reference = reference.appending(guide)
            } else if (component == "view" || component == "contentView"), reference == .owner {
                continue
            } else {
                return nil
            }
        }
        return reference
    }

    /// A constant: a literal or a resolved `let`, else a parameter named after the expression.
    func constant(_ expression: ExprSyntax) -> ConstantExpression {
        if let value = constants.evaluate(expression) { return ConstantExpression(value) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return -constant(prefix.expression)
        }
        let text = expression.trimmedDescription
        var name = ItemNamer.sanitize(text.replacingOccurrences(of: "self.", with: ""))
        if name.isEmpty || ItemNamer.reserved.contains(name) || items[name] != nil { name = "value" + ItemNamer.upperFirst(name) }
        if parameters[name] == nil {
            parameters[name] = TrellisModel.Parameter(name, defaultValue: 0, location: location(expression))
            parameterNotes.append(ImportFinding(
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
            let base = member.base?.trimmedDescription ?? ""
            guard base.isEmpty || base.hasSuffix("Priority") else { return nil }
            return named[member.declName.baseName.text].map { Priority($0) }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let argument = call.arguments.first {
            let callee = call.calledExpression.trimmedDescription
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
                } else if current.id == ifExpression.body.id || current.id == ifExpression.elseBody?.id {
                    return "made only when '\(ifExpression.conditions.trimmedDescription)' holds (line \(line(ifExpression)))"
                }
            }
            if parent.is(SwitchCaseSyntax.self) { return "made in one case of a switch (line \(line(parent)))" }
            if parent.is(GuardStmtSyntax.self) { return nil }
            if parent.is(ForStmtSyntax.self) || parent.is(WhileStmtSyntax.self) { return "made inside a loop (line \(line(parent)))" }
            current = parent
        }
        return nil
    }
}
