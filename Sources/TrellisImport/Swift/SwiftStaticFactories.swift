import SwiftParser
import SwiftSyntax
import TrellisModel

/// A type that is not a view or controller whose static functions build views (an enum of
/// factories: `static func setupButtons(in statusBarView: UIView, …) -> UIStackView` adding
/// stacks to the view it is handed, `static func wrapButtonInCircle(_:) -> UIView` returning a
/// container). The app runs each such layout where it calls the function, so:
/// - a static function that adds views to a `UIView` parameter (the host) is a screen named
///   after the type and the function (`StatusBarButtonsConfiguratorSetupButtons`) whose root
///   is that parameter and whose body is the layout;
/// - the type's static functions it calls that make constraints or return a view are expanded
///   where called, as helpers are, the view a factory returns being the local its result is
///   assigned to (`let reloadContainer = wrapButtonInCircle(reloadButton)`);
/// - a static factory that takes no host, returns a view and that no other static function of
///   the type calls is a screen whose root is the view it returns.
enum SwiftStaticFactories {
    /// One host or stand-alone factory as a one-member class (its body an initializer, so it is
    /// the setup) in a tree of its own whose lines are the function's lines in its file.
    struct Entry {
        var type: _TypeCollectorTypeDeclaration
        /// The host parameter or the returned local: the component's root.
        var root: String
        /// The root's kind when it is not a controller's (a cell a method builds: `SwiftBuiltCells`).
        var rootKind: RootKind?
        var converter: SourceLocationConverter
        var line: Int
        /// The run's index with the type's factories as helpers (expanded in this entry only).
        var index: SwiftTypeIndex
        /// The lines of the functions this entry reads (its own and the factories it expands):
        /// their calls are imported here, not listed as unowned.
        var lines: [ClosedRange<Int>]
        /// What the report's note calls it.
        var why = "a static function that builds views: a component of its own, the type's factories it calls expanded where it calls them"
    }

    /// The entries of `tree`'s enums, and of its classes and structs import judged not layout owners (`nonOwners`).
    static func entries(in tree: SourceFileSyntax, path: String, nonOwners: Set<String>, index: SwiftTypeIndex) -> [Entry] {
        let collector = _StaticFunctionCollector(nonOwners: nonOwners)
        collector.walk(tree)
        guard !collector.types.isEmpty else { return [] }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        return collector.types.flatMap { entries(of: $0, path: path, converter: converter, index: index) }
    }

    private static func entries(of type: _StaticFunctionCollector.TypeFunctions, path: String, converter: SourceLocationConverter, index: SwiftTypeIndex)
        -> [Entry]
    {
        let functions = type.functions
        let factories = functions.filter { makesConstraints($0) || returnedView($0) != nil }
        guard !factories.isEmpty else { return [] }
        let helpers = Dictionary(grouping: factories.map { helper($0, path: path, converter: converter) }, by: \.name)
        let local = index.adding(helpers: helpers)
        let calledWithin = Set(functions.flatMap { function in function.body.map { SwiftHelperChains.calledNames(in: $0) } ?? [] })
        var result: [Entry] = []
        // What another static function of the type calls is laid out there.
        for function in functions where !calledWithin.contains(function.name.text) && (makesConstraints(function) || callsFactory(function, helpers)) {
            guard let root = hostParameter(function) ?? returnedView(function) else { continue }
            guard let (members, padded) = setup(of: function, converter: converter, factories: factoryNames(local)) else { continue }
            let reached = reachedFactories(from: function, helpers: helpers)
            let name = ItemNamer.componentName(type.name + "." + function.name.text)
            result.append(
                Entry(
                    type: _TypeCollectorTypeDeclaration(name: name, inherited: [], members: members, isClass: false), root: root, rootKind: nil,
                    converter: SourceLocationConverter(fileName: path, tree: padded), line: function.funcKeyword.startLocation(converter: converter).line,
                    index: local, lines: ([function] + reached).map { lines(of: $0, converter: converter) }))
        }
        return result
    }

    /// The host: a `UIView`-typed parameter the body adds views to (`statusBarView.addSubview(stack)`).
    static func hostParameter(_ function: FunctionDeclSyntax) -> String? {
        guard let body = function.body else { return nil }
        let additions = _HostedAdditionVisitor(viewMode: .sourceAccurate)
        additions.walk(body)
        let receivers = Set(additions.additions.map(\.receiver))
        return function.signature.parameterClause.parameters.lazy.compactMap { parameter -> String? in
            let name = (parameter.secondName ?? parameter.firstName).text
            let className = SwiftDeclarationVisitor.typeName(parameter.type)
            guard SwiftViewClasses.isViewClass(className), receivers.contains(name) else { return nil }
            return name
        }.first
    }

    /// The local a function returns when it is declared to return a view (`-> UIView`, `-> UIStackView`).
    static func returnedView(_ function: FunctionDeclSyntax) -> String? {
        guard let type = function.signature.returnClause?.type, SwiftViewClasses.isViewClass(SwiftDeclarationVisitor.typeName(type)),
            let body = function.body
        else { return nil }
        return SwiftHelperExpander.returnedName(body)
    }

    /// `reloadContainer = wrapButtonInCircle(reloadButton)` (its `let` dropped, `takesFactoryResult`): the
    /// local a factory's result is assigned to, which the factory's expanded body declares.
    static func assignedLocal(_ call: FunctionCallExprSyntax) -> String? {
        if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        guard let sequence = call.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == call.id else { return nil }
        return elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// `let reloadContainer = wrapButtonInCircle(reloadButton)`: a single binding a factory's call initializes.
    static func takesFactoryResult(_ node: VariableDeclSyntax, factories: Set<String>) -> Bool {
        guard !factories.isEmpty, node.bindings.count == 1, let binding = node.bindings.first, binding.typeAnnotation == nil,
            binding.pattern.is(IdentifierPatternSyntax.self), let call = binding.initializer?.value.as(FunctionCallExprSyntax.self)
        else { return false }
        let name =
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return name.map(factories.contains) ?? false
    }

    /// The names of the static factories returning a view that an entry's index holds.
    static func factoryNames(_ index: SwiftTypeIndex) -> Set<String> {
        let returningViews = index.helpers.filter { _, helpers in
            helpers.contains { $0.isFactory && $0.body.parent?.as(FunctionDeclSyntax.self).flatMap(returnedView) != nil }
        }
        return Set(returningViews.keys)
    }

    static func makesConstraints(_ function: FunctionDeclSyntax) -> Bool {
        guard let text = function.body?.trimmedDescription else { return false }
        return text.contains(".constraint(") || text.contains("snp.") || text.contains("NSLayoutConstraint(item")
    }

    private static func callsFactory(_ function: FunctionDeclSyntax, _ helpers: [String: [SwiftHelperMethod]]) -> Bool {
        function.body.map { SwiftHelperChains.calledNames(in: $0).contains { helpers[$0] != nil } } ?? false
    }

    /// The factories a function's body calls, and theirs, each once.
    private static func reachedFactories(from function: FunctionDeclSyntax, helpers: [String: [SwiftHelperMethod]]) -> [FunctionDeclSyntax] {
        var reached: [FunctionDeclSyntax] = []
        var seen: Set<String> = [function.name.text]
        var pending = function.body.map { Array(SwiftHelperChains.calledNames(in: $0)) } ?? []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let found = helpers[name] else { continue }
            for helper in found {
                guard let declaration = helper.body.parent?.as(FunctionDeclSyntax.self) else { continue }
                reached.append(declaration)
                pending += SwiftHelperChains.calledNames(in: helper.body)
            }
        }
        return reached
    }

    private static func helper(_ function: FunctionDeclSyntax, path: String, converter: SourceLocationConverter) -> SwiftHelperMethod {
        let parameters = function.signature.parameterClause.parameters.map { parameter in
            SwiftHelperMethod.Parameter(
                label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
                name: (parameter.secondName ?? parameter.firstName).text, defaultValue: parameter.defaultValue?.value)
        }
        // A function with a body (the collector keeps no other).
        let body = function.body ?? CodeBlockSyntax(statements: [])
        return SwiftHelperMethod(
            name: function.name.text, parameters: parameters, body: body, file: path, line: function.startLocation(converter: converter).line,
            calls: SwiftHelperChains.calledNames(in: body), isFactory: true)
    }

    static func lines(of function: FunctionDeclSyntax, converter: SourceLocationConverter) -> ClosedRange<Int> {
        let start = function.startLocation(converter: converter).line
        return start...max(start, function.endLocation(converter: converter).line)
    }

    /// The function as `class Entry { init(…) { body } }`, parsed, padded so each line of the
    /// body is on its line in the file (as `SwiftObjCEntryPoints` makes a method's).
    /// `views`: the owner's stored views the body uses, declared as the class's (`SwiftBuiltCells`).
    static func setup(
        of function: FunctionDeclSyntax, converter: SourceLocationConverter, factories: Set<String> = [], views: [(name: String, className: String)] = []
    ) -> (MemberBlockSyntax, SourceFileSyntax)? {
        guard let body = function.body else { return nil }
        // The `let` of a local a factory's result is assigned to goes: the factory's expanded body declares it.
        let bodyText =
            factories.isEmpty ? body.trimmedDescription : SwiftHelperExpander.substitute(body, receiver: "self", arguments: [:], factoryNames: factories)
        let parameters = function.signature.parameterClause
        let headLine = parameters.startLocation(converter: converter).line
        let bodyLine = body.startLocation(converter: converter).line
        let parametersText = parameters.trimmedDescription
        let between = max(0, bodyLine - headLine - parametersText.filter { $0 == "\n" }.count)
        let text =
            String(repeating: "\n", count: max(0, headLine - 1)) + "class Entry { " + views.map { "var \($0.name): \($0.className)!; " }.joined() + "init"
            + parametersText
            + String(repeating: "\n", count: between) + " " + bodyText + " }\n"
        let tree = Parser.parse(source: text)
        guard !tree.hasError, let declaration = tree.statements.first?.item.as(ClassDeclSyntax.self) else { return nil }
        return (declaration.memberBlock, tree)
    }
}

/// The static functions with bodies of each enum, and of each class or struct import judged not
/// a layout owner, that no layout owner encloses (an owner's nested types are read with it).
final class _StaticFunctionCollector: SyntaxVisitor {
    struct TypeFunctions {
        var name: String
        var functions: [FunctionDeclSyntax]
    }

    let nonOwners: Set<String>
    var types: [TypeFunctions] = []

    init(nonOwners: Set<String>) {
        self.nonOwners = nonOwners
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { collect(node.name.text, node.memberBlock) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        nonOwners.contains(node.name.text) ? collect(node.name.text, node.memberBlock) : .skipChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        nonOwners.contains(node.name.text) ? collect(node.name.text, node.memberBlock) : .skipChildren
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func collect(_ name: String, _ members: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
        let functions = members.members.compactMap { member -> FunctionDeclSyntax? in
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.body != nil,
                function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
            else { return nil }
            return function
        }
        if !functions.isEmpty { types.append(TypeFunctions(name: name, functions: functions)) }
        return .visitChildren
    }
}
