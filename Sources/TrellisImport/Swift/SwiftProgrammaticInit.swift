import SwiftSyntax

/// Code a cell loaded from a xib or storyboard never runs. UIKit makes such a cell with
/// `init(coder:)` and then calls `awakeFromNib`; `init(style:reuseIdentifier:)`,
/// `init(reuseIdentifier:)` and `init(frame:)` run only when the app makes the cell in code
/// (`register(Cell.self, …)`). A class that builds a second layout there — the xib's views
/// made again and pinned in code — has that layout only when made in code, never in its xib's
/// component: merged there, both layouts would hold at once.
enum SwiftProgrammaticInit {
    /// The initializers only code calls, by their parameter labels.
    static let initializerLabels: Set<[String]> = [["style", "reuseIdentifier"], ["reuseIdentifier"], ["frame"]]

    /// The lines (in the type's own file) of those initializers and of the type's methods that
    /// only they call, directly or through other such methods. A method nothing in the type
    /// names may be called from outside: it is not one of them. `inherited`: the superclasses'
    /// blocks, whose references count as calls from elsewhere.
    static func lines(in blocks: [MemberBlockSyntax], inherited: [MemberBlockSyntax] = [], converter: SourceLocationConverter) -> [ClosedRange<Int>] {
        let members = blocks.flatMap { $0.members.map(\.decl) }
        var only: Set<SyntaxIdentifier> = Set(
            members.compactMap { decl in
                guard let initializer = decl.as(InitializerDeclSyntax.self) else { return nil }
                let labels = initializer.signature.parameterClause.parameters.map(\.firstName.text)
                return initializerLabels.contains(labels) ? decl.id : nil
            })
        guard !only.isEmpty else { return [] }
        // A class whose `init(coder:)` traps is never decoded from its xib's or storyboard's cell
        // (the app registers the class instead): its code initializers are what runs.
        if members.contains(where: trapsWhenDecoded) { return [] }
        // Every member (the superclasses' too) with the names it refers to.
        let referring = (members + inherited.flatMap { $0.members.map(\.decl) }).map { decl in (decl.id, referencedNames(in: decl)) }
        var grew = true
        while grew {
            grew = false
            for decl in members where !only.contains(decl.id) {
                guard let function = decl.as(FunctionDeclSyntax.self) else { continue }
                let callers = referring.filter { $0.0 != decl.id && $0.1.contains(function.name.text) }.map(\.0)
                if !callers.isEmpty, callers.allSatisfy(only.contains) {
                    only.insert(decl.id)
                    grew = true
                }
            }
        }
        return members.filter { only.contains($0.id) }.map { decl in
            converter.location(for: decl.positionAfterSkippingLeadingTrivia).line...converter.location(for: decl.endPositionBeforeTrailingTrivia).line
        }
    }

    /// `required init?(coder: NSCoder) { fatalError(…) }`, or one marked unavailable.
    static func trapsWhenDecoded(_ decl: DeclSyntax) -> Bool {
        guard let initializer = decl.as(InitializerDeclSyntax.self),
            initializer.signature.parameterClause.parameters.map(\.firstName.text) == ["coder"]
        else { return false }
        if initializer.attributes.contains(where: { $0.trimmedDescription.hasPrefix("@available") && $0.trimmedDescription.contains("unavailable") }) {
            return true
        }
        guard let statements = initializer.body?.statements, statements.count == 1, let only = statements.first else { return false }
        return ["fatalError(", "preconditionFailure("].contains { only.trimmedDescription.hasPrefix($0) }
    }

    /// The identifiers a declaration refers to (`layoutViews()`, `self.layoutViews()`, `#selector(toggle)`).
    private static func referencedNames(in decl: DeclSyntax) -> Set<String> {
        let finder = _ReferencedNameVisitor(viewMode: .sourceAccurate)
        finder.walk(decl)
        return finder.names
    }
}
