import SwiftSyntax
import TrellisModel

/// A method of a view controller (or other layout owner) that builds a cell or view of its own
/// and lays views out in it (NetNewsWire's share extension: `func makeNameCell() ->
/// UITableViewCell { let cell = UITableViewCell(…); cell.contentView.addSubview(nameTextField);
/// NSLayoutConstraint.activate([… cell.contentView …]); return cell }`). The owner's screen
/// cannot hold that layout (the cell is not one of its views), so the method is a component of
/// its own, named after the type and the method, rooted in the view it returns (a cell's root
/// for a cell). Only a method that adds views into nothing but what it returns.
enum SwiftBuiltCells {
    static func entries(in tree: SourceFileSyntax, path: String, owners: Set<String>, index: SwiftTypeIndex) -> [SwiftStaticFactories.Entry] {
        let collector = _BuiltViewMethodCollector(owners: owners)
        collector.walk(tree)
        guard !collector.methods.isEmpty else { return [] }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        return collector.methods.compactMap { method -> SwiftStaticFactories.Entry? in
            let function = method.function
            guard let (root, className) = builtView(function), SwiftStaticFactories.makesConstraints(function),
                let (members, padded) = SwiftStaticFactories.setup(
                    of: function, converter: converter, views: storedViews(in: function, of: method.typeName, index: index))
            else { return nil }
            let uikit = index.uikitClass(of: className) ?? className
            return SwiftStaticFactories.Entry(
                type: _TypeCollectorTypeDeclaration(
                    name: ItemNamer.componentName(method.typeName + "." + function.name.text), inherited: [], members: members, isClass: false),
                root: root, rootKind: SwiftTypeKind.rootKind(ofUIKitClass: uikit) == .cell ? .cell : nil,
                converter: SourceLocationConverter(fileName: path, tree: padded), line: function.funcKeyword.startLocation(converter: converter).line,
                index: index, lines: [SwiftStaticFactories.lines(of: function, converter: converter)],
                why: "a method that builds a cell or view of its own: a component of its own")
        }
    }

    /// The local a method makes (`let cell = UITableViewCell(…)`), returns and adds every view it
    /// adds into (`cell.contentView.addSubview(x)`, `cell.addSubview(x)`), with its class.
    static func builtView(_ function: FunctionDeclSyntax) -> (String, String)? {
        guard let type = function.signature.returnClause?.type, SwiftViewClasses.isViewClass(SwiftDeclarationVisitor.typeName(type)),
            let body = function.body, let returned = SwiftHelperExpander.returnedName(body),
            let made = body.statements.lazy.compactMap({ made($0, named: returned) }).first
        else { return nil }
        let additions = _HostedAdditionVisitor(viewMode: .sourceAccurate)
        additions.walk(body)
        guard !additions.additions.isEmpty,
            additions.additions.allSatisfy({ SwiftHostedRoot.ownerName($0.receiver) == returned && $0.receiver.hasPrefix(returned) })
        else { return nil }
        return (returned, made)
    }

    /// The owner's stored views the method names (`nameTextField`), with their classes.
    private static func storedViews(in function: FunctionDeclSyntax, of owner: String, index: SwiftTypeIndex) -> [(name: String, className: String)] {
        let names = _ReferencedNameVisitor(viewMode: .sourceAccurate)
        if let body = function.body { names.walk(body) }
        return names.names.sorted().compactMap { name in
            index.storedView(name, of: owner).map { (name, SwiftTypeIndex.plainName($0.view.className)) }
        }
    }

    /// `let cell = UITableViewCell(style: .default, reuseIdentifier: nil)`: the class `name` is made of.
    private static func made(_ statement: CodeBlockItemSyntax, named name: String) -> String? {
        guard let variable = statement.item.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
            let call = binding.initializer?.value.as(FunctionCallExprSyntax.self)
        else { return nil }
        let callee = SwiftCallee.text(of: call)
        guard callee.first?.isUppercase == true, !callee.contains(".") else { return nil }
        return callee
    }
}

/// The instance methods returning a view of each layout owner class (`owners`), top level or
/// nested, declared in the class or in an extension of it in the same file.
final class _BuiltViewMethodCollector: SyntaxVisitor {
    struct Method {
        var typeName: String
        var function: FunctionDeclSyntax
    }

    let owners: Set<String>
    var methods: [Method] = []

    init(owners: Set<String>) {
        self.owners = owners
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { collect(node.name.text, node.memberBlock) }

    /// `private extension ShareAddFeedViewController { func makeNameCell() … }`: the class's too.
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        collect(SwiftTypeIndex.plainName(node.extendedType.trimmedText), node.memberBlock)
    }

    private func collect(_ typeName: String, _ members: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
        guard owners.contains(typeName) else { return .visitChildren }
        for member in members.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.body != nil, function.signature.returnClause != nil,
                !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
            else { continue }
            methods.append(Method(typeName: typeName, function: function))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

extension ImportedFile {
    /// The constraint calls the owner's screen listed as not its own (`'cell.contentView' is not a
    /// view … this type declares`) in lines an entry imports: that entry finds them, once.
    mutating func dropOwnersSkips(in lines: [ClosedRange<Int>]) {
        let before = report.skipped.count
        report.skipped.removeAll { finding in
            guard let line = finding.line, lines.contains(where: { $0.contains(line) }) else { return false }
            return finding.construct.contains(".constraint(") || finding.construct.contains("NSLayoutConstraint(")
        }
        report.constraintsFound -= before - report.skipped.count
    }
}
