import SwiftSyntax

/// Helpers that make their constraints through another helper: `pinToParent()` whose body is
/// `pinTo(to: self.superview, padding: padding)`. Such a method of an extension of a UIKit class
/// is a helper too, and its call expands into its body, whose call of the other helper expands
/// in turn (the receiver and arguments substituted at each step), up to `maximumDepth` calls deep.
enum SwiftHelperChains {
    /// How many helper calls deep an expansion follows (a helper calling itself stops there).
    static let maximumDepth = 4

    /// The names of the functions and methods `body` calls (`pinTo`, `self.pinTo`, `view.pin`).
    static func calledNames(in body: CodeBlockSyntax) -> Set<String> {
        let finder = _CalledNameFinder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.names
    }

    /// Moves each candidate that calls a helper into `helpers`, until none left calls one.
    static func promote(_ candidates: inout [String: [SwiftHelperMethod]], into helpers: inout [String: [SwiftHelperMethod]]) {
        var changed = true
        while changed {
            changed = false
            for (name, methods) in candidates {
                let calling = methods.filter { method in
                    method.calls.contains { called in
                        // An overload calling its namesake (`anchors(to:margin:)` → `anchors(to:insets:)`), not itself.
                        let others = (helpers[called] ?? []).filter { called != name || $0.labels != method.labels }
                        return !others.isEmpty
                    }
                }
                guard !calling.isEmpty else { continue }
                helpers[name, default: []] += calling
                let rest = methods.filter { method in !calling.contains { $0.file == method.file && $0.line == method.line } }
                candidates[name] = rest.isEmpty ? nil : rest
                changed = true
            }
        }
    }
}

extension SwiftHelperMethod {
    /// The argument labels, which tell overloads apart.
    var labels: [String?] { parameters.map(\.label) }
}

extension SwiftHelperExpander {
    /// The expansions of the helper calls inside an expanded body (its receiver and arguments
    /// already substituted), each credited to the outer call's line.
    func nested(in expansion: Expansion) -> [Expansion] {
        guard depth < SwiftHelperChains.maximumDepth else { return [] }
        let inner = SwiftHelperExpander(scopes: nil, index: index, depth: depth + 1)
        let converter = SourceLocationConverter(fileName: expansion.helper.file, tree: expansion.body)
        return inner.expansions(in: expansion.body, converter: converter).map { found in
            var found = found
            found.line = expansion.line
            return found
        }
    }
}

final class _CalledNameFinder: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            names.insert(name)
        }
        return .visitChildren
    }
}
