import SwiftParser
import SwiftSyntax

/// The types an import run declares across all its Swift files, indexed once, so a file
/// that uses one declared in another knows what it is: container classes (`let avatar =
/// UserAvatarContainer()` is a `use`), each spec's reference and constant names in order
/// (the seed's `ClipRecordPanelLayout(with: (view), constants: (160, nil))` passes them by
/// position), every class's superclass (`class PlayerTabsView: UIScrollView`, `class A: B`
/// with `B: UITableViewCell` in another file) and the views each class stores, so a type's
/// constraints on views its superclass declares resolve. The parsed trees are kept: each
/// file is parsed once per run.
struct SwiftTypeIndex: @unchecked Sendable {
    struct SpecSignature: Sendable, Equatable {
        var references: [String]
        var parameters: [String]
    }

    /// A view a class keeps in a stored property (`let containerView = UIView()`,
    /// `@IBOutlet weak var title: UILabel!`).
    struct StoredView: Sendable, Equatable {
        var className: String
        var isOutlet: Bool
    }

    var containers: Set<String> = []
    var specs: [String: SpecSignature] = [:]
    /// Each class of the run → its superclass as written (generic arguments and module dropped).
    private(set) var superclasses: [String: String] = [:]
    /// Each class of the run → the views it stores itself (not those it inherits), by property name.
    private(set) var storedViews: [String: [String: StoredView]] = [:]
    /// Classes defined outside the imported sources → their UIKit class (Trellis.toml's `[import.classes]`).
    var mappedClasses: [String: String] = [:]
    /// The files indexed, parsed (nil: too large or too deep to read; importing it reports why).
    private(set) var trees: [String: SourceFileSyntax] = [:]
    /// Each class's declaration (the first of its name) and its extensions, with the file of each:
    /// a type's extension in another file (`DiscoverViewController+Search.swift`) is part of it,
    /// and a subclass is laid out with its superclass's views and constraints.
    private(set) var declarations: [String: SwiftTypeBlock] = [:]
    private(set) var extensionBlocks: [String: [SwiftTypeBlock]] = [:]
    /// Every file's type-level `let`s (`SwiftTypeIndex+Constants`), and their values once resolved.
    private(set) var constantDefinitions: [_LetCollector.Definition] = []
    let constantCache = _RunConstantCache()
    /// The names the run's Swift refers to, found the first time a method only Objective-C may call is met.
    let referencedNames = _ReferencedNamesCache()
    /// Helper methods the app's extensions define (`extension UIView { func pin(to:) }`), by name.
    private(set) var helpers: [String: [SwiftHelperMethod]] = [:]
    /// Methods of those extensions that make no constraints themselves: helpers once they call one.
    private var helperCandidates: [String: [SwiftHelperMethod]] = [:]
    /// Properties the app's extensions define as a memberwise value of anchors (`SwiftValueProperty`), by name.
    private(set) var valueProperties: [String: [String: String]] = [:]
    /// Methods the app's collection extensions loop over their elements with (`SwiftIterationMethods`).
    private(set) var iterationMethods: Set<String> = []
    /// Methods the app's collection extensions make a stack of their views with (`SwiftArrayStackFactory`), by name.
    private(set) var arrayStackFactories: [String: SwiftArrayStackFactory] = [:]
    /// Methods returning the top-level view of a nib they load with `self` as owner (`SwiftNibLoadedLocal`).
    private(set) var nibLoaders: Set<String> = []
    /// Each class → the stack properties it sets on itself (`SwiftClassDefaults`).
    private(set) var classDefaults: [String: [String: ExprSyntax]] = [:]
    /// Anchors the app's extensions define (`var safeTopAnchor { safeAreaLayoutGuide.topAnchor }`), by name.
    private(set) var anchorProperties: [String: SwiftAnchorProperty] = [:]
    /// SnapKit DSLs the app's extensions define (`var safeArea: ConstraintBasicAttributesDSL { safeAreaLayoutGuide.snp }`), by name.
    private(set) var snapKitGuides: [String: SwiftSnapKitGuideProperty] = [:]

    init(classes: [String: String] = [:]) { mappedClasses = classes }

    /// The UIKit class at the end of `className`'s superclass chain (`ThemeableTable` →
    /// `UITableView`), a mapped class's UIKit class, a UIKit class itself; nil when the chain
    /// ends in a class neither the run nor the mapping knows (or in `NSObject`).
    func uikitClass(of className: String) -> String? {
        var current = Self.plainName(className)
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            if let mapped = mappedClasses[current] { return Self.plainName(mapped) }
            if let superclass = superclasses[current] {
                current = superclass
                continue
            }
            return current.hasPrefix("UI") && current.count > 2 ? current : nil
        }
        // A cycle (`class A: B`, `class B: A`): no UIKit class.
        return nil
    }

    /// The view property `name` of `className` or of one of its superclasses, with the class declaring it.
    func storedView(_ name: String, of className: String) -> (view: StoredView, declaredIn: String)? {
        var current: String? = className
        var seen: Set<String> = []
        while let type = current, seen.insert(type).inserted {
            if let view = storedViews[type]?[name] { return (view, type) }
            current = superclasses[type]
        }
        return nil
    }

    /// The stack properties `className` or its nearest superclass sets on itself (`axis = .vertical` in `makeUI()`).
    func defaults(of className: String) -> [String: ExprSyntax] {
        var result: [String: ExprSyntax] = [:]
        for type in [Self.plainName(className)] + declaredAncestors(of: Self.plainName(className)) {
            result.merge(classDefaults[type] ?? [:]) { nearest, _ in nearest }
        }
        return result
    }

    /// The superclasses of `className` that the run declares, nearest first.
    func declaredAncestors(of className: String) -> [String] {
        var result: [String] = []
        var current = superclasses[className]
        while let type = current, storedViews[type] != nil || superclasses[type] != nil, !result.contains(type), type != className {
            result.append(type)
            current = superclasses[type]
        }
        return result
    }

    /// The blocks of `className` written in other files than `file` (its extensions there), and
    /// those of the superclasses the run declares (their declarations and extensions), nearest first.
    func blocks(of className: String, outside file: String) -> (extensions: [SwiftTypeBlock], inherited: [SwiftTypeBlock]) {
        let extensions = (extensionBlocks[className] ?? []).filter { $0.file != file }
        var inherited: [SwiftTypeBlock] = []
        for ancestor in declaredAncestors(of: className) {
            if let declaration = declarations[ancestor] { inherited.append(declaration) }
            inherited += extensionBlocks[ancestor] ?? []
        }
        return (extensions, inherited)
    }

    /// This index with more helpers (a type's static factories, expanded only in that type's entries: `SwiftStaticFactories`).
    func adding(helpers more: [String: [SwiftHelperMethod]]) -> SwiftTypeIndex {
        var index = self
        for (name, found) in more { index.helpers[name, default: []] += found }
        return index
    }

    /// `UIKit.UITableView`, `BaseCell<Model>` → `UITableView`, `BaseCell`.
    static func plainName(_ written: String) -> String {
        var name = written
        if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        return name.trimmingCharacters(in: .whitespaces)
    }

    /// Adds the types `source` declares (the file parsed once, its tree kept for the import).
    mutating func add(source: String, path: String) {
        guard trees[path] == nil else { return }
        // Too large to parse: importing the file reports it.
        guard ImportSizeLimit.check(file: path, size: source.utf8.count, isSwift: true) == nil else { return }
        let tree = Parser.parse(source: source)
        // Too deep to walk: importing the file reports it. A Mac target's types are not the iOS app's.
        guard SwiftNestingLimit.firstTooDeep(in: tree) == nil, !SwiftAppKitSource.isAppKitOnly(tree) else { return }
        add(tree: tree, path: path)
    }

    /// The tree `add(source:path:)` parsed for `path`, if `source` is still its text.
    func tree(for path: String, source: String) -> SourceFileSyntax? {
        guard let tree = trees[path], tree.totalLength.utf8Length == source.utf8.count else { return nil }
        return tree
    }

    mutating func add(tree: SourceFileSyntax, path: String) {
        guard trees[path] == nil else { return }
        trees[path] = tree
        let types = _TypeCollector(viewMode: .sourceAccurate)
        types.walk(tree)
        for (name, blocks) in types.extensions {
            extensionBlocks[name, default: []] += blocks.map { SwiftTypeBlock(file: path, block: $0) }
        }
        for type in types.types where type.isClass {
            if declarations[type.name] == nil { declarations[type.name] = SwiftTypeBlock(file: path, block: type.members) }
            if let superclass = type.inherited.first.map(Self.plainName), Self.maybeClass(superclass), superclass != type.name {
                superclasses[type.name] = superclass
            }
            var views = storedViews[type.name] ?? [:]
            for block in [type.members] + (types.extensions[type.name] ?? []) {
                for (name, view) in Self.storedViews(in: block) where views[name] == nil { views[name] = view }
            }
            storedViews[type.name] = views
            for block in [type.members] + (types.extensions[type.name] ?? []) {
                classDefaults[type.name, default: [:]].merge(SwiftClassDefaults.collect(in: block)) { first, _ in first }
            }
        }
        let methods = SwiftHelperMethod.collectAll(in: tree, path: path)
        for (name, found) in methods.helpers { helpers[name, default: []] += found }
        for (name, found) in methods.candidates { helperCandidates[name, default: []] += found }
        SwiftHelperChains.promote(&helperCandidates, into: &helpers)
        valueProperties.merge(SwiftValueProperty.collect(in: tree)) { first, _ in first }
        iterationMethods.formUnion(SwiftIterationMethods.collect(in: tree))
        arrayStackFactories.merge(SwiftArrayStackFactory.collect(in: tree)) { first, _ in first }
        nibLoaders.formUnion(SwiftNibLoadedLocal.loaders(in: tree))
        anchorProperties.merge(SwiftAnchorProperty.collect(in: tree)) { first, _ in first }
        snapKitGuides.merge(SwiftSnapKitGuideProperty.collect(in: tree)) { first, _ in first }
        constantDefinitions += Self.typeLevelConstants(in: tree)
        // Specs and containers need constants and parameter readers: only files that mention them.
        let text = tree.description
        guard text.contains("Layoutable") || text.contains("LayoutContainer") || text.contains("UILayoutGuide") else { return }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let constants = ConstantResolver(tree)
        for type in types.types {
            switch SwiftTypeKind.of(inherited: type.inherited, name: type.name) {
            case .container?: containers.insert(type.name)
            case .spec?:
                let reader = SwiftParameterReader(
                    blocks: [type.members] + (types.extensions[type.name] ?? []), constants: constants, converter: converter, file: path
                )
                let signature = reader.specSignature()
                specs[type.name] = SpecSignature(references: signature.references.map(\.name), parameters: signature.parameters.map(\.name))
            default: break
            }
        }
    }

    /// A protocol named first is not a superclass (`class Model: Codable`).
    private static func maybeClass(_ name: String) -> Bool {
        let protocolSuffixes = ["Delegate", "DataSource", "Protocol"]
        guard let first = name.first, first.isUppercase else { return false }
        return !protocolSuffixes.contains { name.hasSuffix($0) }
    }

    /// The stored properties of one member block that hold a view: a type annotation or a
    /// creating call of an uppercase class (`UIView()`, `Divider(frame: .zero)`).
    static func storedViews(in block: MemberBlockSyntax) -> [(String, StoredView)] {
        var result: [(String, StoredView)] = []
        for member in block.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
            else { continue }
            let isOutlet = variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "IBOutlet" }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                var className = binding.typeAnnotation.map { SwiftDeclarationVisitor.typeName($0.type) }
                if className == nil, let call = binding.initializer?.value.as(FunctionCallExprSyntax.self).map(SwiftThenConfiguration.constructor) {
                    let callee = SwiftCallee.text(of: call)
                    if callee.hasSuffix(".init") { className = String(callee.dropLast(5)) } else if !callee.contains(".") { className = callee }
                }
                guard let className, className.first?.isUppercase == true, !className.hasPrefix("["), !className.contains("->") else { continue }
                result.append((name, StoredView(className: className, isOutlet: isOutlet)))
            }
        }
        return result
    }
}

/// A type's member block and the file it is written in.
struct SwiftTypeBlock: @unchecked Sendable {
    var file: String
    var block: MemberBlockSyntax
}
