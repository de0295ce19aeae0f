import SwiftParser
import SwiftSyntax

/// Expands calls of the app's helper methods (`SwiftHelperMethod`) into their bodies:
/// `tableView.anchorToAllSidesOf(view: view)` becomes the body of
/// `anchorToAllSidesOf(view:)` with `self` and bare anchors read as `tableView` and `view`
/// as the argument, parsed on its own for the constraint visitors to walk.
struct SwiftHelperExpander {
    struct Expansion {
        var helper: SwiftHelperMethod
        /// The substituted body, as a tree of its own.
        var body: SourceFileSyntax
        /// The call's line (in the file of the block it is in).
        var line: Int
    }

    let context: SwiftTypeContext
    let index: SwiftTypeIndex

    /// Names a helper's body may use bare that mean its receiver's.
    static let receiverNames: Set<String> = Set(AnchorConstraintVisitor.attributes.keys).union(SwiftTypeContext.guides.keys).union([
        "superview", "snp",
    ])

    func expansions(in node: some SyntaxProtocol) -> [Expansion] {
        guard !index.helpers.isEmpty else { return [] }
        let calls = _HelperCallFinder(names: Set(index.helpers.keys))
        calls.walk(node)
        return calls.found.compactMap(expand)
    }

    private func expand(_ call: FunctionCallExprSyntax) -> Expansion? {
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        let name = member?.declName.baseName.text ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        let receiver = member?.base.map { localName($0, plain: true) } ?? "self"
        for helper in index.helpers[name] ?? [] {
            guard let arguments = Self.match(helper, call.arguments, text: { localName($0, plain: false) }) else { continue }
            let text = Self.substitute(helper.body, receiver: receiver.isEmpty ? "self" : receiver, arguments: arguments)
            let tree = Parser.parse(source: "func __trellisHelper() " + text)
            guard !tree.hasError, SwiftNestingLimit.firstTooDeep(in: tree) == nil else { return nil }
            return Expansion(helper: helper, body: tree, line: context.line(call))
        }
        return nil
    }

    /// An argument or receiver as the body reads it: a local as the item it names at the call
    /// (the expanded body is a tree of its own, where the call's scopes are not known).
    /// `plain`: without `self.` and `!` (a receiver), else the argument as written.
    private func localName(_ expression: ExprSyntax, plain: Bool) -> String {
        let text = SwiftDeclarationVisitor.name(of: expression)
        guard !expression.trimmedText.hasPrefix("self."), let first = text.split(separator: ".").first.map(String.init),
            let item = context.scopes?.item(first, at: expression), item != first
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
    static func substitute(_ body: CodeBlockSyntax, receiver: String, arguments: [String: String]) -> String {
        let edits = _HelperSubstitutions(receiver: receiver, arguments: arguments)
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
    var edits: [Edit] = []

    init(receiver: String, arguments: [String: String]) {
        self.receiver = receiver
        self.arguments = arguments
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // `x.topAnchor`'s `topAnchor` is a member, not a bare name.
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return .skipChildren }
        let name = node.baseName.text
        let replacement: String?
        if node.baseName.tokenKind == .keyword(.self) {
            replacement = receiver
        } else if let argument = arguments[name] {
            let simple = argument.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "!" || $0 == "?" }
            replacement = simple ? argument : "(\(argument))"
        } else if SwiftHelperExpander.receiverNames.contains(name) {
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
