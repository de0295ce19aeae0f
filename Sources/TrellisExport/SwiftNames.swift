import TrellisModel

/// The Swift name of every `.layout` name in a library, decided once for the whole library
/// so that a screen's `avatar.vip` and the container's own `vip` agree. Every name lexes
/// as one identifier (`SwiftIdentifier`) and collides with nothing the generated code
/// declares or names: a member with the base class's or the generated type's members
/// (`view`, `init`, `owningView`, `install`), a type with UIKit's, SnapKit's or the
/// runtime's (`UIView`, `LayoutContainer`), and no two with each other. A name that would
/// collide gets `_` appended until it does not, in declaration order (components in name
/// order), so the result is the same on every run. Other Swift keywords stay as written,
/// in backticks where Swift needs them (`SwiftName.escaped`). The `.layout` names stay in
/// the constraint identifiers, which are what Auto Layout's logs show.
struct SwiftNames: Sendable {
    /// Component → the Swift type as referenced: `UserAvatarContainer`, `ListCellLayout`,
    /// `DS.UserAvatarContainer` (a dependency's, nested in its namespace's enum).
    private(set) var types: [String: String] = [:]
    /// A dependency's namespace → the enum that holds its components.
    private(set) var namespaces: [String: String] = [:]
    /// Component → its `.layout` member names (items, parameters, references) → Swift names.
    private(set) var members: [String: [String: String]] = [:]
    /// Component → its states' names → Swift names (never a member's).
    private(set) var states: [String: [String: String]] = [:]

    init(library: LayoutLibrary) {
        let documents = library.names.compactMap { library.documents[$0] }
        var reservedTypes = Self.typesGeneratedCodeNames
        for document in documents { reservedTypes.formUnion(Self.viewClasses(in: document)) }
        for namespace in Set(documents.compactMap { ComponentName.split($0.name).namespace }).sorted() {
            namespaces[namespace] = Self.unique(SwiftIdentifier.make(namespace), avoiding: reservedTypes)
        }
        var takenByNamespace: [String: Set<String>] = [:]
        // Case-insensitively unique within a namespace: each becomes a file name too.
        takenByNamespace[""] = Set(namespaces.values.map { $0.lowercased() })
        for document in documents {
            let (namespace, local) = ComponentName.split(document.name)
            var base = SwiftIdentifier.make(local)
            if case .screen = document, !base.hasSuffix("Layout") { base += "Layout" }
            var taken = takenByNamespace[namespace ?? "", default: []]
            // A type is declared and named bare in many places: no keyword, even in backticks.
            while reservedTypes.contains(base) || Self.renamedKeywords.contains(base) || SwiftName.keywords.contains(base)
                || taken.contains(base.lowercased())
            {
                base += "_"
            }
            taken.insert(base.lowercased())
            takenByNamespace[namespace ?? ""] = taken
            types[document.name] = namespace.map { "\(namespaces[$0] ?? $0).\(base)" } ?? base
        }
        // A member named like a type the code names would hide that type inside the class.
        let typeWords = reservedTypes.union(types.values.map { $0.split(separator: ".").map(String.init) }.joined()).union(namespaces.values)
        for document in documents {
            var taken = Set<String>()
            var names: [String: String] = [:]
            let reserved = typeWords.union(Self.reservedMembers(of: document)).union(document.states.isEmpty ? [] : StateExport.reservedNames)
            for declared in Self.declaredNames(of: document) where names[declared] == nil {
                var name = SwiftIdentifier.make(declared)
                if Self.renamedKeywords.contains(name) || reserved.contains(name) { name += "_" }
                while taken.contains(name) || reserved.contains(name) { name += "_" }
                taken.insert(name)
                names[declared] = name
            }
            members[document.name] = names
            var stateNames: [String: String] = [:]
            for state in document.states where stateNames[state.name] == nil {
                var name = SwiftIdentifier.make(state.name)
                while Self.renamedKeywords.contains(name) || reserved.contains(name) || taken.contains(name) { name += "_" }
                taken.insert(name)
                stateNames[state.name] = name
            }
            states[document.name] = stateNames
        }
    }

    /// The Swift type of a component (its own name for one the library lacks).
    func type(of component: String) -> String { types[component] ?? SwiftIdentifier.make(component) }

    /// The Swift name of a member of `component`.
    func member(_ name: String, of component: String) -> String { members[component]?[name] ?? name }

    /// The type's name without its namespace: `UserAvatarContainer` for `DS.UserAvatarContainer`.
    func localType(of component: String) -> String {
        let type = type(of: component)
        return type.split(separator: ".").last.map(String.init) ?? type
    }

    // MARK: What is reserved

    static func unique(_ name: String, avoiding reserved: Set<String>) -> String {
        var name = name
        while reserved.contains(name) || renamedKeywords.contains(name) || SwiftName.keywords.contains(name) { name += "_" }
        return name
    }

    /// Keywords that backticks do not make usable everywhere a member or label appears
    /// (`self.init`, `init(let: …)`, `x.Type`): renamed instead.
    static let renamedKeywords: Set<String> = [
        "init", "deinit", "self", "Self", "super", "Type", "Protocol", "let", "var", "inout", "subscript", "Any", "_",
    ]

    /// Types the generated code and the runtime name: a component or member of that name
    /// would hide them.
    static let typesGeneratedCodeNames: Set<String> = [
        "UIView", "UILayoutGuide", "NSLayoutConstraint", "CGFloat", "UILayoutPriority", "NSDirectionalEdgeInsets",
        "UIEdgeInsets", "UITraitCollection", "UITraitHorizontalSizeClass", "UITraitVerticalSizeClass", "UIStackView",
        "UITableView", "UIFont", "NSCoder", "UICollectionView", "UICollectionViewFlowLayout", "UIScrollView", "UILabel",
        "UIButton", "UITextView", "UIImageView", "ConstraintMaker", "LayoutContainer", "Layoutable", "Bool", "String",
        "Void", "Int", "Double", "Optional", "Array", "UIKit", "SnapKit", "Swift", "Foundation", "NSObject", "MainActor",
    ]

    /// Members every generated component of that kind declares or inherits, and the
    /// locals its methods bind.
    static func reservedMembers(of document: LayoutDocument) -> Set<String> {
        switch document {
        case .container:
            return [
                "owningView", "layoutFrame", "identifier", "initializeViews", "layoutSubviews", "updateLayout",
                "updateSizeClassConstraints", "isInitialized", "snp", "leadingAnchor", "trailingAnchor", "leftAnchor",
                "rightAnchor", "topAnchor", "bottomAnchor", "widthAnchor", "heightAnchor", "centerXAnchor", "centerYAnchor",
                "constraintsAffectingLayout", "hasAmbiguousLayout", "description", "debugDescription", "hash", "hashValue",
                "isEqual", "superclass", "classForCoder", "copy", "mutableCopy", "isProxy", "coder", "encode",
            ]
        case .screen(let screen):
            return [ComponentWriter.rootName(screen.root), "install", "updateLayout", "updateSizeClassConstraints"]
        case .spec:
            // The view the spec lays out is `view`, else `target` (see `ComponentWriter.spec`).
            return ["views", "constants", "layoutMaker", "layoutUpdater", "make", "constraints"]
        }
    }

    /// References, parameters, then items, in declaration order.
    static func declaredNames(of document: LayoutDocument) -> [String] {
        var names: [String] = []
        if case .spec(let spec) = document { names += spec.references.map(\.name) }
        names += document.parameters.map(\.name)
        names += document.body?.items.map(\.name) ?? []
        return names
    }

    static func viewClasses(in document: LayoutDocument) -> Set<String> {
        Set(
            (document.body?.items ?? []).compactMap { item -> String? in
                switch item {
                case .view(let view): return view.className
                case .stack(let stack): return stack.view.className
                default: return nil
                }
            })
    }
}
