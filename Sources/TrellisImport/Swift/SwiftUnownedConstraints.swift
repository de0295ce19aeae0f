import SwiftSyntax

/// The constraint-making calls of a file that no imported type reads: in a type that is not a
/// view, cell or controller (a presenter adding views into a container it is handed at run
/// time, a configurator struct, an enum of factories), in a static or `async` method of an
/// extension of a UIKit class (not a helper expanded at its call sites), or in a free function.
/// Each becomes a skipped finding with its line, so nothing a Swift file lays out is dropped silently.
enum SwiftUnownedConstraints {
    /// `nonOwners`: the classes and structs of the file import judged not layout owners.
    static func findings(
        in tree: SourceFileSyntax, path: String, converter: SourceLocationConverter, nonOwners: Set<String>, index: SwiftTypeIndex
    ) -> [ImportFinding] {
        let helperLines = Set(index.helpers.values.joined().filter { $0.file == path }.map(\.line))
        let visitor = _UnownedConstraintVisitor(converter: converter, nonOwners: nonOwners, helperLines: helperLines)
        visitor.walk(tree)
        return visitor.findings
    }
}

final class _UnownedConstraintVisitor: SyntaxVisitor {
    private enum Context {
        case type(String, enumeration: Bool)
        case uikitExtension(String)
        /// An owner type, an extension of a type declared elsewhere, a helper's body: read, or not ours to judge.
        case covered
    }

    private static let anchorLabels: Set<String> = [
        "equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo", "equalToConstant", "greaterThanOrEqualToConstant",
        "lessThanOrEqualToConstant", "equalToSystemSpacing", "greaterThanOrEqualToSystemSpacing", "lessThanOrEqualToSystemSpacing",
    ]
    private static let snapBlocks: Set<String> = ["makeConstraints", "remakeConstraints", "updateConstraints"]

    let converter: SourceLocationConverter
    let nonOwners: Set<String>
    let helperLines: Set<Int>
    var findings: [ImportFinding] = []
    private var contexts: [Context] = []
    private var functions: [String] = []

    init(converter: SourceLocationConverter, nonOwners: Set<String>, helperLines: Set<Int>) {
        self.converter = converter
        self.nonOwners = nonOwners
        self.helperLines = helperLines
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { contexts.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { contexts.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: ActorDeclSyntax) { contexts.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        contexts.append(insideCovered ? .covered : .type(node.name.text, enumeration: true))
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { contexts.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedText
        if insideCovered {
            contexts.append(.covered)
        } else if nonOwners.contains(name) {
            contexts.append(.type(name, enumeration: false))
        } else if SwiftTypeIndex.plainName(name).hasPrefix("UI") {
            contexts.append(.uikitExtension(SwiftTypeIndex.plainName(name)))
        } else if SwiftTypeIndex.plainName(name) == "NSLayoutConstraint" {
            // Not the app's type (whose extensions are read with it): a constraint made there is no one's.
            // (An anchor's wrapper, `extension NSLayoutAnchor { func constraint(…) }`, is read at its call sites.)
            contexts.append(.uikitExtension("NSLayoutConstraint"))
        } else {
            contexts.append(.covered)
        }
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { contexts.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // A helper's calls are credited where it is called (its note says so).
        if helperLines.contains(node.startLocation(converter: converter).line) { return .skipChildren }
        functions.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        if !helperLines.contains(node.startLocation(converter: converter).line) { functions.removeLast() }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let kind = Self.constraintCall(node) else { return .visitChildren }
        guard let reason = reason() else { return .visitChildren }
        findings.append(
            ImportFinding(line: node.startLocation(converter: converter).line, construct: SwiftFoundConstraint.construct(node), reason: reason))
        // A SnapKit block is one finding; the anchor calls inside it are not SnapKit's.
        return kind == .snapKit ? .skipChildren : .visitChildren
    }

    /// A type nested in an imported type is read with it (its calls are found, imported or skipped there).
    private var insideCovered: Bool {
        contexts.contains { if case .covered = $0 { return true } else { return false } }
    }

    private func push(_ name: String) -> SyntaxVisitorContinueKind {
        contexts.append(nonOwners.contains(name) && !insideCovered ? .type(name, enumeration: false) : .covered)
        return .visitChildren
    }

    private enum CallKind { case anchor, snapKit }

    private static func constraintCall(_ node: FunctionCallExprSyntax) -> CallKind? {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "constraint", let label = node.arguments.first?.label?.text, anchorLabels.contains(label) { return .anchor }
            if name == "constraints", node.arguments.first?.label?.text == "withVisualFormat" { return .anchor }
            if snapBlocks.contains(name), let base = member.base,
                base.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "snp" || base.as(DeclReferenceExprSyntax.self)?.baseName.text == "snp"
            {
                return .snapKit
            }
        }
        if node.calledExpression.trimmedText == "NSLayoutConstraint", node.arguments.first?.label?.text == "item" { return .anchor }
        return nil
    }

    /// Why the call at the current position is not imported, or nil when something imports it.
    private func reason() -> String? {
        let fix = "make the layout a view or view controller class, or write it in a .layout file"
        switch contexts.last {
        case .type(let name, let enumeration):
            let what = enumeration ? "the enum '\(name)'" : "'\(name)'"
            return
                "in \(what), which is not a view or view controller: the views it lays out are placed in a container known only at run time, so import makes no component of them; \(fix)"
        case .uikitExtension(let name) where name.hasPrefix("NS"):
            let method = functions.last.map { "'\($0)'" } ?? "a property"
            return
                "in \(method) of an extension of \(name), which import does not expand where it is called (only methods of extensions of UIKit's views are): \(fix)"
        case .uikitExtension(let name):
            let method = functions.last.map { "'\($0)'" } ?? "a property"
            return
                "in \(method) of an extension of \(name), which import does not expand where it is called (only instance methods that are not async are): \(fix)"
        case nil:
            let function = functions.last.map { "the free function '\($0)'" } ?? "top-level code"
            return "in \(function), outside any view or view controller: the views it lays out are known only at run time; \(fix)"
        case .covered:
            return nil
        }
    }
}
