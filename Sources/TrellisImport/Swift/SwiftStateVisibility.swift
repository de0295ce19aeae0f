import Foundation
import SwiftSyntax
import TrellisModel

/// A state made in a method that also shows or hides views (`podcastName.isHidden = !expanded`
/// beside `if expanded { … }`) or may empty a label or image view (`number.text = n > 0 ? … : nil`):
/// the state holds its constraints, not which views are hidden or empty, so in the app a stack
/// collapses, or a view shrinks to nothing, where the state still lays out IB's design-time size. Such a state is marked as
/// imported in part (`OutletConstraintNames.partialPrefix`), for `check` to say so.
extension SwiftStateAssembly {
    func markShownAndHidden(_ states: inout [LayoutState], branches: [String: [SwiftBranch]], items: Set<String>) {
        guard !states.isEmpty else { return }
        // The type's own file, as the visitors walked it (any operation's tree; another file's is not this file's lines).
        let nodes = activation.toggles.map(\.node) + activation.constantChanges.map { Syntax($0.node) }
        guard let root = nodes.map(\.root).first(where: { context.origins[$0.id] == nil }) else { return }
        let functions = _FunctionCollector(viewMode: .sourceAccurate)
        functions.walk(root)
        for index in states.indices {
            let lines = (branches[states[index].name] ?? []).map(\.line)
            let methods = functions.functions.filter { function in
                let range = context.line(function)...context.line(function.endPositionBeforeTrailingTrivia, in: function)
                return lines.contains(where: range.contains)
            }
            guard let shown = methods.lazy.compactMap({ Self.firstVisibilityChange(in: $0, items: items) }).first else { continue }
            let place = "\((context.file as NSString).lastPathComponent):\(context.line(shown))"
            states[index].comments.append(
                "\(OutletConstraintNames.partialPrefix)its code also shows, hides or empties views ('\(SwiftFoundConstraint.construct(shown))', \(place)), which the state does not say"
            )
        }
    }

    /// The first `view.isHidden = …` (or a text or image that may be none) of one of `items` in `function`.
    private static func firstVisibilityChange(in function: FunctionDeclSyntax, items: Set<String>) -> SequenceExprSyntax? {
        let finder = _VisibilityFinder(items: items)
        finder.walk(function)
        return finder.found
    }
}

extension SwiftTypeContext {
    /// The line of a position inside `node`'s tree.
    func line(_ position: AbsolutePosition, in node: some SyntaxProtocol) -> Int {
        if let origin = origins[node.root.id] {
            if let line = origin.line { return line }
            if let converter = origin.converter { return converter.location(for: position).line }
        }
        return converter.location(for: position).line
    }
}

private final class _FunctionCollector: SyntaxVisitor {
    var functions: [FunctionDeclSyntax] = []
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functions.append(node)
        return .visitChildren
    }
}

private final class _VisibilityFinder: SyntaxVisitor {
    let items: Set<String>
    var found: SequenceExprSyntax?

    init(items: Set<String>) {
        self.items = items
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        let elements = Array(node.elements)
        // `a.text = x ? y : nil` is one unfolded sequence: the value is everything after `=`.
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), let member = elements[0].as(MemberAccessExprSyntax.self),
            let base = member.base, items.contains(SwiftStateAssembly.plain(SwiftDeclarationVisitor.name(of: base)))
        else { return .visitChildren }
        switch member.declName.baseName.text {
        case "isHidden": found = node
        // Text or an image that may be none (`label.text = count > 0 ? "\(count)" : nil`): its size may be 0 there, not IB's.
        case "text", "attributedText", "image":
            let value = elements.dropFirst(2)
            let tokens = value.flatMap { $0.tokens(viewMode: .sourceAccurate) }
            if tokens.contains(where: { $0.tokenKind == .keyword(.nil) }) || value.contains(where: { $0.trimmedText.contains("\"\"") }) { found = node }
        default: break
        }
        return .visitChildren
    }
}
