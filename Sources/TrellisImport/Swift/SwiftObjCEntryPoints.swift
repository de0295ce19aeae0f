import SwiftParser
import SwiftSyntax
import TrellisSupport

/// A method of the app's extension of a UIKit class that Objective-C calls and no Swift does
/// (`extension UIViewController { @objc func addFloatingButton(image:) { view.addSubview(button); … } }`,
/// called from `.m` files): the app runs its layout, but no Swift call site expands it as a
/// helper. So it is a component of its own, named after the extended class and the method: its
/// root is the receiver (`self`, a controller's `view`), its items the views it adds (its
/// parameters and locals), and its body is the layout, as a setup's is.
enum SwiftObjCEntryPoints {
    /// One such method as a one-member class (its body an initializer, so it is the setup) in a
    /// tree of its own whose lines are the method's lines in its file.
    struct EntryPoint {
        var type: _TypeCollectorTypeDeclaration
        var kind: SwiftTypeKind
        var converter: SourceLocationConverter
        var line: Int
    }

    /// The `@objc` methods of `tree`'s extensions of UIKit classes that make constraints and
    /// that no Swift file of the run names.
    static func entryPoints(in tree: SourceFileSyntax, path: String, index: SwiftTypeIndex) -> [EntryPoint] {
        let collector = _ObjCMethodCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        guard !collector.methods.isEmpty else { return [] }
        let named = index.referencedNames.names(in: index.trees.values)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        var taken: Set<String> = []
        return collector.methods.compactMap { method in
            guard !named.contains(method.function.name.text),
                let rootKind = SwiftTypeKind.rootKind(ofUIKitClass: method.extended)
            else { return nil }
            var name = componentName(method.extended, method.function)
            if !taken.insert(name).inserted { name += "\(taken.count)" }
            guard let (members, lines) = setup(of: method.function, converter: converter) else { return nil }
            return EntryPoint(
                type: _TypeCollectorTypeDeclaration(name: name, inherited: [method.extended], members: members),
                kind: .screen(rootKind), converter: SourceLocationConverter(fileName: path, tree: lines), line: method.line(converter))
        }
    }

    /// `UIView` + `addSubviewMatchingParent(_:withInsets:)` → `UIViewAddSubviewMatchingParentWithInsets`.
    static func componentName(_ extended: String, _ function: FunctionDeclSyntax) -> String {
        let labels = function.signature.parameterClause.parameters.compactMap { parameter in
            parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
        }
        return ([extended, function.name.text] + labels).map(ItemNamer.upperFirst).joined()
    }

    /// The method as `class Entry { init(…) { body } }`: an initializer is a setup, so what it makes is the base.
    private static func setup(of function: FunctionDeclSyntax, converter: SourceLocationConverter) -> (MemberBlockSyntax, SourceFileSyntax)? {
        SwiftStaticFactories.setup(of: function, converter: converter)
    }
}

/// The names every Swift file of a run refers to (`view.pin(to:)`, `#selector(close)`), found
/// once per run: a method none of them names is called from elsewhere (Objective-C, IB) or never.
/// The same walk finds the functions they declare: a layout call of none of them is a library's
/// (`SwiftLibraryLayoutCall`), and a helper call of none of their spellings is not another method
/// of the app (`SwiftUnexpandedHelperCall`).
final class _ReferencedNamesCache: Sendable {
    private typealias Walk = (names: Set<String>, functions: Set<String>, spellings: Set<String>)
    private let found = Locked<Walk?>(nil)

    func names(in trees: some Sequence<SourceFileSyntax>) -> Set<String> { walked(trees).names }

    /// Every function name the files declare.
    func declaredFunctions(in trees: some Sequence<SourceFileSyntax>) -> Set<String> { walked(trees).functions }

    /// Every way to call those functions, `name(label:…)` (`SwiftUnexpandedHelperCall.spellings(of:)`).
    func declaredSpellings(in trees: some Sequence<SourceFileSyntax>) -> Set<String> { walked(trees).spellings }

    private func walked(_ trees: some Sequence<SourceFileSyntax>) -> Walk {
        found.withLock { found in
            if let found { return found }
            let visitor = _ReferencedNameVisitor(viewMode: .sourceAccurate)
            for tree in trees { visitor.walk(tree) }
            let walk = (visitor.names, visitor.functions, visitor.spellings)
            found = walk
            return walk
        }
    }
}

final class _ReferencedNameVisitor: SyntaxVisitor {
    var names: Set<String> = []
    var functions: Set<String> = []
    var spellings: Set<String> = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.baseName.text)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functions.insert(node.name.text)
        spellings.formUnion(SwiftUnexpandedHelperCall.spellings(of: node))
        return .visitChildren
    }
}

/// The `@objc` instance methods of extensions of UIKit classes whose bodies make constraints
/// (the method itself marked, or the extension `@objc` / `@objcMembers`).
final class _ObjCMethodCollector: SyntaxVisitor {
    struct Method {
        var extended: String
        var function: FunctionDeclSyntax

        func line(_ converter: SourceLocationConverter) -> Int { function.funcKeyword.startLocation(converter: converter).line }
    }

    var methods: [Method] = []

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = SwiftTypeIndex.plainName(node.extendedType.trimmedText)
        guard extended.hasPrefix("UI") else { return .skipChildren }
        let allObjC = Self.isObjC(node.attributes)
        for member in node.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body, allObjC || Self.isObjC(function.attributes),
                !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }),
                function.signature.effectSpecifiers == nil, function.genericParameterClause == nil
            else { continue }
            let text = body.trimmedDescription
            guard text.contains(".constraint(") || text.contains("snp.") || text.contains("NSLayoutConstraint(item") else { continue }
            methods.append(Method(extended: extended, function: function))
        }
        return .skipChildren
    }

    private static func isObjC(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { ["objc", "objcMembers"].contains($0.as(AttributeSyntax.self)?.attributeName.trimmedText ?? "") }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

extension ImportedFile {
    /// An entry point's component, pending validation with the run's, and what it found; a note says why it is one.
    mutating func add(
        entryPoint mapped: SwiftTypeMapper.Mapped, typeName: String, line: Int,
        reason: String = "an @objc method no Swift code calls (Objective-C does): a component of its own, rooted in what it is called on"
    ) {
        report.constraintsFound += mapped.findings.constraintsFound
        report.constraintsImported += mapped.findings.constraintsImported
        report.skipped += mapped.findings.skipped
        report.dropped += mapped.findings.dropped
        report.notes += mapped.findings.notes
        report.notes.append(
            ImportFinding(
                line: line, construct: mapped.draft.name, reason: reason))
        pending.append(PendingDraft(draft: mapped.draft, typeName: typeName))
        pending += mapped.specs.map { PendingDraft(draft: $0) }
    }
}
