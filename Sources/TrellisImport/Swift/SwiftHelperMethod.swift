import SwiftSyntax

/// A method an app's extension of a UIKit class defines that makes constraints
/// (`extension UIView { func anchorToAllSidesOf(view: UIView) { … } }`): a call site is
/// expanded into the constraints its body makes, `self` and the parameters substituted.
struct SwiftHelperMethod: @unchecked Sendable {
    struct Parameter {
        /// The argument label (nil: `_`).
        var label: String?
        var name: String
        var defaultValue: ExprSyntax?
    }

    var name: String
    var parameters: [Parameter]
    var body: CodeBlockSyntax
    var file: String
    var line: Int
    /// The names of the functions its body calls (`pinTo` in `pinTo(to: superview)`).
    var calls: Set<String> = []
    /// A static factory of the type being imported (`SwiftStaticFactories`): the view it returns
    /// is the local its call is assigned to, and its other locals keep their names.
    var isFactory = false
    /// A static view factory of an extension (`SwiftStaticViewFactory`): expanded only where its
    /// result is put in a view of the caller's, which the view it returns is.
    var isStaticFactory = false

    /// The helper methods of `tree`'s extensions of UIKit classes whose bodies make constraints, by name.
    static func collect(in tree: SourceFileSyntax, path: String) -> [String: [SwiftHelperMethod]] {
        collectAll(in: tree, path: path).helpers
    }

    /// The helpers, and the other methods of those extensions (`candidates`): one of these is a
    /// helper too when it calls a helper (`SwiftHelperChains`).
    static func collectAll(in tree: SourceFileSyntax, path: String) -> (helpers: [String: [SwiftHelperMethod]], candidates: [String: [SwiftHelperMethod]]) {
        let collector = _HelperCollector(path: path, tree: tree)
        collector.walk(tree)
        return (collector.found, collector.candidates)
    }
}

final class _HelperCollector: SyntaxVisitor {
    let path: String
    let tree: SourceFileSyntax
    var found: [String: [SwiftHelperMethod]] = [:]
    var candidates: [String: [SwiftHelperMethod]] = [:]
    private lazy var converter = SourceLocationConverter(fileName: path, tree: tree)

    init(path: String, tree: SourceFileSyntax) {
        self.path = path
        self.tree = tree
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // Extensions of the app's own types are part of those types, not helpers.
        guard SwiftTypeIndex.plainName(node.extendedType.trimmedText).hasPrefix("UI") else { return .skipChildren }
        for member in node.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
                function.signature.effectSpecifiers == nil
            else { continue }
            let text = body.trimmedDescription
            let makesConstraints = text.contains(".constraint(") || text.contains("snp.") || text.contains("NSLayoutConstraint(item")
            // A static method is a helper only as a view factory that constrains the view it returns.
            let isStatic = function.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
            if isStatic, !makesConstraints || !SwiftStaticViewFactory.isFactory(function, body: body) { continue }
            let parameters = function.signature.parameterClause.parameters.map { parameter in
                SwiftHelperMethod.Parameter(
                    label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
                    name: (parameter.secondName ?? parameter.firstName).text, defaultValue: parameter.defaultValue?.value)
            }
            let method = SwiftHelperMethod(
                name: function.name.text, parameters: parameters, body: body, file: path,
                line: function.startLocation(converter: converter).line, calls: makesConstraints ? [] : SwiftHelperChains.calledNames(in: body),
                isStaticFactory: isStatic)
            if makesConstraints {
                found[method.name, default: []].append(method)
            } else if !method.calls.isEmpty {
                candidates[method.name, default: []].append(method)
            }
        }
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
