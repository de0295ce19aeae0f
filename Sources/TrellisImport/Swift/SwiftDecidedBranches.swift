import SwiftParser
import SwiftSyntax

/// `if` statements whose conditions are known where a body is expanded or unrolled (a helper's
/// `if let fixedSize` of a parameter the call leaves `nil`, a loop's `if let previous` in its
/// first copy): each is replaced by the branch taken, as a `do { … }` block, the rest blanked
/// line for line so the copy's lines stay the source's.
enum SwiftDecidedBranches {
    /// Whether a condition holds: nil when it is not known.
    typealias Decide = (ConditionElementSyntax.Condition) -> Bool?

    /// `tree` with every decided `if` resolved; nil when there is none (or the result does not parse).
    static func resolving(_ tree: SourceFileSyntax, decide: @escaping Decide) -> SourceFileSyntax? {
        var current = tree
        var changed = false
        // A taken branch may hold another decided `if`, an `else if` is decided in the next round.
        for _ in 0..<6 {
            let finder = _DecidedIfFinder(decide: decide)
            finder.walk(current)
            guard !finder.edits.isEmpty else { break }
            var text = Array(current.description.utf8)
            for edit in finder.edits.sorted(by: { $0.offset > $1.offset }) {
                guard edit.offset >= 0, edit.offset + edit.length <= text.count else { return changed ? current : nil }
                text.replaceSubrange(edit.offset..<(edit.offset + edit.length), with: Array(edit.text.utf8))
            }
            let parsed = Parser.parse(source: String(decoding: text, as: UTF8.self))
            guard !parsed.hasError else { break }
            current = parsed
            changed = true
        }
        return changed ? current : nil
    }

    /// Text with only its line breaks kept.
    static func blank(_ text: String) -> String {
        String(text.map { $0 == "\n" ? "\n" : " " })
    }
}

final class _DecidedIfFinder: SyntaxVisitor {
    let decide: SwiftDecidedBranches.Decide
    var edits: [_HelperSubstitutions.Edit] = []

    init(decide: @escaping SwiftDecidedBranches.Decide) {
        self.decide = decide
        super.init(viewMode: .sourceAccurate)
    }

    private func blanking(from start: AbsolutePosition, to end: AbsolutePosition, with replacement: String = "", in node: IfExprSyntax) {
        let text = Array(node.root.description.utf8)[start.utf8Offset..<end.utf8Offset]
        let blanked = SwiftDecidedBranches.blank(String(decoding: text, as: UTF8.self))
        edits.append(.init(offset: start.utf8Offset, length: end.utf8Offset - start.utf8Offset, text: replacement + blanked.dropFirst(replacement.count)))
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        // An `if` statement (not an `if` expression's value; an `else if` is its outer `if`'s).
        guard node.parent?.is(ExpressionStmtSyntax.self) == true else { return .visitChildren }
        let decided = node.conditions.map { decide($0.condition) }
        guard !decided.isEmpty, !decided.contains(nil) else { return .visitChildren }
        let start = node.positionAfterSkippingLeadingTrivia
        let end = node.endPositionBeforeTrailingTrivia
        if decided.allSatisfy({ $0 == true }) {
            // `if c { A } else { B }` → `do { A }` and blanks.
            blanking(from: start, to: node.body.leftBrace.positionAfterSkippingLeadingTrivia, with: "do ", in: node)
            blanking(from: node.body.endPositionBeforeTrailingTrivia, to: end, in: node)
        } else if let elseBody = node.elseBody {
            // `if c { A } else { B }` → `do { B }`; `… else if d { B }` → `if d { B }`, decided next round.
            switch elseBody {
            case .codeBlock(let block): blanking(from: start, to: block.leftBrace.positionAfterSkippingLeadingTrivia, with: "do ", in: node)
            case .ifExpr(let next): blanking(from: start, to: next.positionAfterSkippingLeadingTrivia, in: node)
            }
        } else {
            blanking(from: start, to: end, in: node)
        }
        return .skipChildren
    }
}
