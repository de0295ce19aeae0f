import SwiftParser
import SwiftSyntax

/// Loops over a literal list of views make one set of constraints per view the list names,
/// which a layout can list: `for field in [email, password] { … }`, `[a, b].forEach { $0… }`,
/// a local `let fields = [a, b]` looped over, `.enumerated()` (the index a literal) and
/// `zip([a, b], [c, d])`. Each is unrolled into one copy of its body per element, the loop
/// variable replaced by the element, parsed as a tree of its own whose lines are the body's
/// (the copies are walked instead of the loop). Loops over data stay loops (listed).
enum SwiftLoopUnroller {
    struct Unrolled {
        /// The `for` statement or the `forEach` call.
        var loop: SyntaxIdentifier
        var lines: ClosedRange<Int>
        var copies: [SourceFileSyntax]
    }

    static func unroll(in node: some SyntaxProtocol, converter: SourceLocationConverter) -> [Unrolled] {
        let finder = _LiteralLoopFinder(converter: converter)
        finder.walk(node)
        return finder.found
    }

    /// The names a list literal holds, when every element is a plain name (`title`, `self.title`).
    static func names(_ array: ArrayExprSyntax) -> [String]? {
        let names = array.elements.map { $0.expression.trimmedText }
        let plain = names.allSatisfy { name in
            !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } && name.first?.isLetter == true
        }
        return plain && !names.isEmpty ? names : nil
    }

    /// The text of `statements` with each name in `values` replaced (`$0` only where it is the
    /// loop closure's own), padded with blank lines so each copy's lines are the body's.
    /// `chain`: the loop's links to the element before (`SwiftLoopChain`), stepped per copy.
    static func copy(
        _ statements: CodeBlockItemListSyntax, opening: Int, values: [String: String], closure: ClosureExprSyntax?,
        chain: SwiftLoopChain? = nil, elements: Set<String> = []
    ) -> SourceFileSyntax? {
        let edits = _LoopSubstitutions(values: values, closure: closure?.id)
        edits.walk(statements)
        for item in statements where chain?.steps.contains(item.id) == true {
            let text = SwiftDecidedBranches.blank(item.trimmedDescription)
            edits.edits.removeAll {
                $0.offset >= item.positionAfterSkippingLeadingTrivia.utf8Offset && $0.offset < item.endPositionBeforeTrailingTrivia.utf8Offset
            }
            edits.edits.append(.init(offset: item.positionAfterSkippingLeadingTrivia.utf8Offset, length: item.trimmedLength.utf8Length, text: text))
        }
        var text = Array(statements.description.utf8)
        let start = statements.position.utf8Offset
        for edit in edits.edits.sorted(by: { $0.offset > $1.offset }) {
            let from = edit.offset - start
            guard from >= 0, from + edit.length <= text.count else { return nil }
            text.replaceSubrange(from..<(from + edit.length), with: Array(edit.text.utf8))
        }
        let source = String(repeating: "\n", count: max(0, opening - 1)) + "func __trellisLoop() { do {" + String(decoding: text, as: UTF8.self) + "} }"
        var tree = Parser.parse(source: source)
        guard !tree.hasError, SwiftNestingLimit.firstTooDeep(in: tree) == nil else { return nil }
        if let chain, !chain.isEmpty,
            let decided = SwiftDecidedBranches.resolving(tree, decide: { SwiftLoopChain.decide($0, elements: elements, values: values) })
        {
            tree = decided
        }
        return tree
    }

    /// A local list declared before `node` in an enclosing block: `let fields = [a, b]` (a `let`, so never changed).
    static func localList(_ name: String, before node: some SyntaxProtocol) -> ArrayExprSyntax? {
        var current = Syntax(node)
        while let parent = current.parent {
            if parent.is(MemberBlockSyntax.self) { return nil }
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                for item in list {
                    if item.position >= current.position { break }
                    guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return binding.initializer?.value.as(ArrayExprSyntax.self)
                    }
                }
            }
            current = parent
        }
        return nil
    }

    /// Whether the loop runs every time its method does (not under an `if`, a `switch` or another loop).
    static func runsUnconditionally(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node).parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(MemberBlockSyntax.self) { return true }
            if node.is(IfExprSyntax.self) || node.is(SwitchCaseSyntax.self) || node.is(ForStmtSyntax.self) || node.is(WhileStmtSyntax.self)
                || node.is(RepeatStmtSyntax.self)
            {
                return false
            }
            current = node.parent
        }
        return true
    }
}

final class _LiteralLoopFinder: SyntaxVisitor {
    let converter: SourceLocationConverter
    var found: [SwiftLoopUnroller.Unrolled] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    /// The lists a loop's sequence walks: `[a, b]`, a local list, `.enumerated()` of one
    /// (offsets first), `zip(list, list)`; nil for anything else.
    private func lists(_ sequence: ExprSyntax, at node: some SyntaxProtocol) -> (lists: [[String]], enumerated: Bool)? {
        func list(_ expression: ExprSyntax) -> [String]? {
            if let array = expression.as(ArrayExprSyntax.self) { return SwiftLoopUnroller.names(array) }
            if let reference = expression.as(DeclReferenceExprSyntax.self),
                let array = SwiftLoopUnroller.localList(reference.baseName.text, before: node)
            {
                return SwiftLoopUnroller.names(array)
            }
            return nil
        }
        if let plain = list(sequence) { return ([plain], false) }
        guard let call = sequence.as(FunctionCallExprSyntax.self) else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "enumerated",
            call.arguments.isEmpty, let base = member.base, let elements = list(base)
        {
            return ([elements.indices.map(String.init), elements], true)
        }
        if call.calledExpression.trimmedText == "zip", call.arguments.count == 2 {
            let pair = call.arguments.compactMap { list($0.expression) }
            guard pair.count == 2, pair[0].count == pair[1].count else { return nil }
            return (pair, false)
        }
        return nil
    }

    /// `v`, `(i, v)`, `(a, b)`: the names bound per element.
    private static func names(_ pattern: PatternSyntax) -> [String]? {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            let names = tuple.elements.map { element -> String in
                element.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? (element.pattern.is(WildcardPatternSyntax.self) ? "_" : "")
            }
            return names.contains("") ? nil : names
        }
        return nil
    }

    private func add(
        loop: some SyntaxProtocol, names: [String], lists: [[String]], statements: CodeBlockItemListSyntax, brace: TokenSyntax, closure: ClosureExprSyntax?
    ) {
        guard names.count == lists.count, let count = lists.first?.count, SwiftLoopUnroller.runsUnconditionally(loop) else { return }
        let opening = brace.startLocation(converter: converter).line
        let chain = SwiftLoopChain(statements: statements, loopVariables: names, loop: loop)
        let elements = Set(lists.joined())
        var copies: [SourceFileSyntax] = []
        for index in 0..<count {
            var values = chain.values(copy: index, names: names, lists: lists)
            for (name, list) in zip(names, lists) where name != "_" { values[name] = list[index] }
            guard let copy = SwiftLoopUnroller.copy(statements, opening: opening, values: values, closure: closure, chain: chain, elements: elements)
            else { return }
            copies.append(copy)
        }
        let start = loop.startLocation(converter: converter).line
        let end = max(start, loop.endLocation(converter: converter).line)
        found.append(SwiftLoopUnroller.Unrolled(loop: loop.id, lines: start...end, copies: copies))
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        guard node.whereClause == nil, node.awaitKeyword == nil, node.tryKeyword == nil, let names = Self.names(node.pattern),
            let (lists, _) = lists(node.sequence, at: node)
        else { return .visitChildren }
        add(loop: node, names: names, lists: lists, statements: node.body.statements, brace: node.body.leftBrace, closure: nil)
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach",
            let base = member.base, let closure = node.trailingClosure ?? node.arguments.first?.expression.as(ClosureExprSyntax.self),
            let (lists, enumerated) = lists(base, at: node)
        else { return .visitChildren }
        var names: [String]
        if let parameters = closure.signature?.parameterClause {
            if let shorthand = parameters.as(ClosureShorthandParameterListSyntax.self) {
                names = shorthand.map(\.name.text)
            } else if let clause = parameters.as(ClosureParameterClauseSyntax.self) {
                names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
            } else {
                return .visitChildren
            }
            // `{ (offset, view) in … }` over `.enumerated()`: one tuple parameter, written as two names.
        } else {
            guard !enumerated, lists.count == 1 else { return .visitChildren }
            names = ["$0"]
        }
        if names.count == 1, lists.count == 2 { return .visitChildren }
        add(loop: node, names: names, lists: lists, statements: closure.statements, brace: closure.leftBrace, closure: closure)
        return .skipChildren
    }
}

/// The loop variables' uses in a copy of the body, to replace with the element.
final class _LoopSubstitutions: SyntaxVisitor {
    let values: [String: String]
    /// The loop closure, whose `$0` is the element (a nested closure's `$0` is its own).
    let closure: SyntaxIdentifier?
    var edits: [_HelperSubstitutions.Edit] = []

    init(values: [String: String], closure: SyntaxIdentifier?) {
        self.values = values
        self.closure = closure
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return .skipChildren }
        let name = node.baseName.text
        guard let value = values[name] else { return .skipChildren }
        if name.hasPrefix("$") {
            var current = node.parent
            while let parent = current, !parent.is(ClosureExprSyntax.self) { current = parent.parent }
            // Only the loop closure's own `$0` (the copy's statements are outside any closure of their own).
            if current != nil, current?.id != closure { return .skipChildren }
        }
        edits.append(.init(offset: node.positionAfterSkippingLeadingTrivia.utf8Offset, length: node.trimmedLength.utf8Length, text: value))
        return .skipChildren
    }
}
