import Foundation
import SwiftSyntax

/// A call of a layout method the app's sources do not define — a library's, built from a pod or
/// package import does not read (WordPressUI's `view.pinSubviewToAllEdges(scrollView)`,
/// PureLayout's `label.autoPinEdgesToSuperviewEdges()`, `stack.anchor(top: …)`): UIKit runs it
/// and it makes constraints, but which ones import cannot know. Listed as skipped with its line,
/// so it is never dropped silently, and the views it names count as not fully imported (`check`
/// then says "not imported" instead of blaming the app for the edges it left open).
enum SwiftLibraryLayoutCall {
    /// How the names of such methods begin (lowercased): pinning, PureLayout's `auto…`, Cartography's
    /// `constrain`, LBTA's `anchor`/`fillSuperview`, TinyConstraints' `edgesToSuperview`. UIKit's own
    /// views have no method beginning so.
    static let layoutPrefixes = [
        "pin", "autopin", "autoalign", "autocenter", "automatch", "autoset", "autoconstrain", "constrain", "anchor",
        "fillsuperview", "fillcontainer", "centerinsuperview", "centerincontainer", "edgestosuperview",
    ]

    /// The skipped findings of the blocks' calls of such methods on or with one of the type's views
    /// (`isView`: a view it declares or its root's name); `declared`: every function name the app's
    /// sources declare (a method of the app is read, or listed, elsewhere); `converter`: the type's file's.
    static func findings(
        in blocks: [SwiftWalkedBlocks.Block], declared: Set<String>, converter typeConverter: SourceLocationConverter, isView: (String) -> Bool
    ) -> [ImportFinding] {
        var findings: [ImportFinding] = []
        for block in blocks where !block.inherited && block.helperCall == nil {
            let visitor = _LibraryLayoutCallVisitor(declared: declared)
            visitor.walk(block.block)
            for call in visitor.calls where namesView(call, isView) {
                let converter = block.converter ?? typeConverter
                let line = call.startLocation(converter: converter).line
                let name = calledName(call) ?? ""
                let construct = SwiftFoundConstraint.construct(call)
                // A block of another file (an extension) names its place, as the type's findings do.
                let place = block.converter == nil ? "" : "\((block.origin.file as NSString).lastPathComponent):\(line): "
                findings.append(
                    ImportFinding(
                        line: block.converter == nil ? line : nil, construct: place + construct,
                        reason: "calls '\(name)', a layout method the app's sources do not define (a library's)\(reasonEnd)"))
            }
        }
        return findings
    }

    static let reasonEnd = ": the constraints it makes are not imported"

    /// Whether a skipped finding is one of these calls'.
    static func isFinding(_ finding: ImportFinding) -> Bool {
        finding.reason.hasSuffix(reasonEnd) && finding.reason.contains("(a library's)")
    }

    /// `pinSubviewToAllEdges` of `view.pinSubviewToAllEdges(x)` or of a bare `pinSubviewToAllEdges(x)`.
    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// A layout prefix as a whole word: `pinEdges`, `pin`, `constrainWidth` — not `pinch`, nor
    /// UIKit's anchors' `constraint(equalTo:)`.
    static func isLayoutName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return layoutPrefixes.contains { prefix in
            guard lowered.hasPrefix(prefix) else { return false }
            let next = name.dropFirst(prefix.count).first
            return next == nil || next?.isUppercase == true
        }
    }

    /// Whether the call is on one of the type's views (a bare call: on `self`) or hands one to the method.
    static func namesView(_ call: FunctionCallExprSyntax, _ isView: (String) -> Bool) -> Bool {
        func name(_ expression: ExprSyntax) -> String {
            let name = SwiftDeclarationVisitor.name(of: expression)
            return name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if let base = member.base, isView(name(base)) { return true }
        } else if isView("self") {
            return true
        }
        return call.arguments.contains { isView(name($0.expression)) }
    }
}

/// The calls of layout methods no declaration of the app names, in one block.
final class _LibraryLayoutCallVisitor: SyntaxVisitor {
    let declared: Set<String>
    var calls: [FunctionCallExprSyntax] = []

    init(declared: Set<String>) {
        self.declared = declared
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = SwiftLibraryLayoutCall.calledName(node), SwiftLibraryLayoutCall.isLayoutName(name), !declared.contains(name) else {
            return .visitChildren
        }
        // A method of a type's value (`snp.`, a constraint's) is not a view's; a receiver must look like a view or be implicit.
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let receiver = base.trimmedDescription
            if receiver.hasSuffix("snp") || receiver.first?.isUppercase == true { return .visitChildren }
        }
        calls.append(node)
        return .visitChildren
    }
}
