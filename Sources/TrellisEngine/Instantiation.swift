import TrellisModel

/// A component flattened for layout: every view and guide it holds, through `use`
/// (transitively, as a `LayoutContainer` adds its views straight into the owning view),
/// with parameters and arguments bound and specs applied. Paths are stable names
/// (`avatar`, `avatar.vip`, `owner.safeArea`); the engine itself works with integer ids.
///
/// Instantiation does not depend on the environment, so one instantiation serves every
/// device (see ``PreparedComponent``).
struct _Instantiation: Sendable {
    enum Kind: Sendable, Equatable {
        /// The owner: a screen's root view, or the device-sized view a container is solved in.
        case root
        case view
        case stack
        case guide
        /// The guide of a used container (`use avatar: UserAvatarContainer`).
        case containerGuide(String)
        case systemGuide(SystemGuide)
    }

    struct Item: Sendable {
        var path: String
        var kind: Kind
        var className: String?
        /// The view it is placed in: frames are also given relative to it. nil for the root.
        var parent: Int?
        /// A view's or stack's properties.
        var view: ViewItem?
        var location: SourceLocation?
        /// For a system guide: the view it belongs to.
        var guideOwner: Int?
        /// The item its position variables are relative to: the guide of the container
        /// instance that declares it, else its parent view (see `_Geometry`).
        var reference: Int?

        var isView: Bool { kind == .view || kind == .stack || kind == .root }
    }

    struct Stack: Sendable {
        var item: Int
        var axis: StackItem.Axis
        var distribution: StackItem.Distribution
        var alignment: StackItem.Alignment
        var spacing: Double
        var arranged: [Int]
        /// The stack's own margins the arranged views fill (`marginsRelative`), else nil: its edges.
        var margins: DirectionalInsets? = nil
        /// With `marginsRelative`, the stack's margins guide, which UIKit insets from the safe
        /// area where the stack reaches into it (unless `marginsIgnoreSafeArea`): the arranged
        /// views fill it (``_SystemBuilder/arrangedStart(_:_:)``).
        var marginsGuide: Int? = nil
        /// `proportions`: each arranged view's designed length along the axis, by view.
        var proportions: [Int: Double] = [:]
    }

    /// One single (non-composite) model constraint, resolved to items, constant bound.
    struct Constraint: Sendable {
        var first: Int
        var firstAttribute: LayoutAttribute
        var relation: TrellisModel.Relation
        var second: Int?
        var secondAttribute: LayoutAttribute?
        var multiplier: Double
        var constant: Double
        var priority: Int
        /// The constraint as written (its location is `file:line`).
        var source: LayoutConstraint
        /// Where it was instantiated: the path of the container instance ("" at the top),
        /// and the spec it came from, if any.
        var instance: String
        /// The component (container, screen or spec) whose text it is.
        var component: String
        var spec: String?
        /// Set when `update` changed the constant of this `make` constraint.
        var updated: Bool = false
    }

    var name: String
    var kind: LayoutDocument.Kind
    var items: [Item] = []
    var stacks: [Stack] = []
    var constraints: [Constraint] = []
    /// A screen's pinned sides (a cell's height).
    var pinnedWidth: Double?
    var pinnedHeight: Double?
    /// `height auto`: the root is as tall as its content.
    var autoHeight = false
    /// A screen's root settings: the kind of root view, its explicit safe area and margins.
    /// A container solved on its own is in a view controller's root.
    var rootKind: RootKind = .controller
    var rootSafeArea: AbsoluteInsets?
    var rootMargins: DirectionalInsets?
    /// Items in the order output lists them: declaration order, a used container's items
    /// right after its guide, system guides after the items.
    var displayOrder: [Int] = []
    /// The root id (always 0).
    let root = 0
    /// `(view, guide)` → the system guide's item.
    var systemGuides: [GuideKey: Int] = [:]
    /// For a container solved on its own: its guide, pinned to the owner's edges.
    var containerSelf: Int?

    struct GuideKey: Hashable, Sendable {
        var view: Int
        var guide: SystemGuide
    }
}

/// The names in scope while one component (or one applied spec) is instantiated.
struct _Scope {
    var component: String
    /// `avatar.` inside the `avatar` instance, "" at the top.
    var prefix: String
    var names: [String: Int] = [:]
    var owner: Int
    var selfItem: Int?
    var references: [String: Int] = [:]
    /// Bound parameters; an optional parameter left out is absent.
    var parameters: [String: Double] = [:]
}

/// Builds an `_Instantiation` from a library.
struct _Instantiator {
    let library: LayoutLibrary
    let applyingUpdates: Bool
    var result: _Instantiation
    /// A used container's guide → the names of its items.
    var memberNames: [Int: [String: Int]] = [:]
    /// Nested items per container guide, for the display order.
    var nested: [Int: [Int]] = [:]
    var topLevel: [Int] = []

    init(library: LayoutLibrary, document: LayoutDocument, applyingUpdates: Bool) {
        self.library = library
        self.applyingUpdates = applyingUpdates
        result = _Instantiation(name: document.name, kind: document.kind)
    }

    static func instantiate(
        _ document: LayoutDocument, library: LayoutLibrary, applyingUpdates: Bool
    ) throws(EngineError) -> _Instantiation {
        var builder = _Instantiator(library: library, document: document, applyingUpdates: applyingUpdates)
        try builder.run(document)
        return builder.result
    }

    private mutating func add(_ item: _Instantiation.Item) -> Int {
        result.items.append(item)
        return result.items.count - 1
    }

    private mutating func run(_ document: LayoutDocument) throws(EngineError) {
        let root = add(.init(path: "owner", kind: .root, className: "UIView", parent: nil, location: document.location))
        var scope = _Scope(component: document.name, prefix: "", owner: root)
        switch document {
        case .screen(let screen):
            result.pinnedWidth = screen.width
            result.pinnedHeight = screen.height
            result.autoHeight = screen.heightIsAuto
            result.rootKind = screen.root
            result.rootSafeArea = screen.safeArea
            result.rootMargins = screen.margins
            scope.parameters = Self.defaults(screen.parameters)
            var members: [Int] = []
            try instantiateBody(screen.body, scope: &scope, members: &members)
            topLevel += members
        case .container(let container):
            // Solved on its own: the owner is the device-sized root and `self` (the
            // container's guide) is pinned to the owner's edges.
            let guide = add(.init(path: "self", kind: .containerGuide(container.name), parent: root, location: container.location, reference: root))
            result.containerSelf = guide
            topLevel.append(guide)
            scope.selfItem = guide
            scope.parameters = Self.defaults(container.parameters)
            var members: [Int] = []
            try instantiateBody(container.body, scope: &scope, members: &members)
            nested[guide] = members
        case .spec(let spec):
            throw .specIsNotSolvable(spec.name)
        }
        var order: [Int] = [root]
        func visit(_ ids: [Int]) {
            for id in ids {
                order.append(id)
                if let inner = nested[id] { visit(inner) }
            }
        }
        visit(topLevel)
        // Scroll guides after their scroll view's subtree would be nicer, but system guides
        // are created on demand; list them last, in creation order.
        let listed = Set(order)
        order += result.items.indices.filter { !listed.contains($0) }
        result.displayOrder = order
    }

    static func defaults(_ parameters: [Parameter]) -> [String: Double] {
        var values: [String: Double] = [:]
        for parameter in parameters { if let value = parameter.defaultValue { values[parameter.name] = value } }
        return values
    }

    /// Declares the body's items, then recurses into uses, then applies specs and adds
    /// constraints (in that order, so inner constraints come first).
    private mutating func instantiateBody(_ body: LayoutBody, scope: inout _Scope, members: inout [Int]) throws(EngineError) {
        var declared: [(Item, Int)] = []
        for item in body.items {
            let path = scope.prefix + item.name
            let id: Int
            switch item {
            case .view(let view):
                id = add(.init(path: path, kind: .view, className: view.className, parent: nil, view: view, location: view.location))
            case .stack(let stack):
                id = add(.init(path: path, kind: .stack, className: stack.view.className, parent: nil, view: stack.view, location: stack.view.location))
            case .guide(let guide):
                id = add(.init(path: path, kind: .guide, parent: nil, location: guide.location))
            case .use(let use):
                id = add(.init(path: path, kind: .containerGuide(use.container), className: use.container, parent: nil, location: use.location))
            }
            if scope.names[item.name] == nil { scope.names[item.name] = id }
            declared.append((item, id))
            members.append(id)
        }
        // Parents: `in NAME`, the arranging stack, or the owner.
        var arrangedBy: [Int: Int] = [:]
        for case (.stack(let stack), let id) in declared {
            let insetFromSafeArea = stack.marginsRelative && stack.view.insetsMarginsFromSafeArea
            var arranged: [Int] = []
            for name in stack.arranged {
                guard let member = scope.names[name] else {
                    throw .unresolved("stack \(stack.view.name) arranges unknown item \(name)", at: stack.view.location)
                }
                arranged.append(member)
                arrangedBy[member] = id
            }
            result.stacks.append(
                .init(
                    item: id, axis: stack.axis, distribution: stack.distribution, alignment: stack.alignment,
                    spacing: stack.spacing, arranged: arranged,
                    margins: stack.marginsRelative ? stack.view.margins ?? DirectionalInsets(all: 0) : nil,
                    marginsGuide: insetFromSafeArea ? systemGuide(.margins, of: id) : nil,
                    proportions: stack.proportions.map { lengths in
                        lengths.count == arranged.count ? Dictionary(zip(arranged, lengths), uniquingKeysWith: { first, _ in first }) : [:]
                    } ?? [:]
                ))
        }
        for (item, id) in declared {
            if let parentName = item.parent, parentName != "owner" {
                guard let parent = scope.names[parentName] else {
                    throw .unresolved("unknown parent \(parentName) of \(item.name)", at: item.location)
                }
                result.items[id].parent = parent
            } else {
                result.items[id].parent = arrangedBy[id] ?? scope.owner
            }
            result.items[id].reference = scope.selfItem ?? result.items[id].parent
            if let view = result.items[id].view, view.isScrollView {
                _ = systemGuide(.frameGuide, of: id)
                _ = systemGuide(.contentGuide, of: id)
            }
        }
        // Used containers: their items go into the view the guide was added to.
        for case (.use(let use), let id) in declared {
            guard case .container(let container)? = library[use.container] else {
                throw .unresolved("unknown container \(use.container)", at: use.location)
            }
            var inner = _Scope(
                component: container.name, prefix: scope.prefix + use.name + ".",
                owner: result.items[id].parent ?? scope.owner, selfItem: id
            )
            inner.parameters = Self.defaults(container.parameters)
            for argument in use.arguments {
                guard case .constant(let constant) = argument.value else { continue }
                if let value = constant.evaluate({ scope.parameters[$0] }) { inner.parameters[argument.name] = value }
            }
            var innerMembers: [Int] = []
            try instantiateBody(container.body, scope: &inner, members: &innerMembers)
            nested[id] = innerMembers
            memberNames[id] = inner.names
        }
        for application in body.applications {
            try apply(application, in: scope)
        }
        for constraint in body.constraints {
            try addConstraint(constraint, in: scope, spec: nil)
        }
    }

    /// `apply Spec(args) to target`: the spec's `make` constraints with `self` bound to the
    /// target, refs to items of the applying scope; with updates on, each `update`
    /// constraint changes the constant of the `make` constraint with the same anchors
    /// and relation (SnapKit's `updateConstraints`).
    private mutating func apply(_ application: SpecApplication, in scope: _Scope) throws(EngineError) {
        guard case .spec(let spec)? = library[application.spec] else {
            throw .unresolved("unknown spec \(application.spec)", at: application.location)
        }
        var inner = _Scope(component: spec.name, prefix: scope.prefix, owner: scope.owner)
        inner.selfItem = try resolve(application.target, in: scope, at: application.location)
        inner.parameters = Self.defaults(spec.parameters)
        for argument in application.arguments {
            switch argument.value {
            case .item(let reference):
                if spec.references.contains(where: { $0.name == argument.name }) {
                    inner.references[argument.name] = try resolve(reference, in: scope, at: argument.location ?? application.location)
                } else if reference.path.count == 1, let value = scope.parameters[reference.root] {
                    inner.parameters[argument.name] = value
                }
            case .constant(let constant):
                if let value = constant.evaluate({ scope.parameters[$0] }) { inner.parameters[argument.name] = value }
            }
        }
        var made = spec.make.flatMap { $0.expanded() }
        if applyingUpdates {
            for update in spec.update.flatMap({ $0.expanded() }) {
                guard
                    let index = made.firstIndex(where: {
                        $0.first == update.first && $0.relation == update.relation && $0.second == update.second
                    })
                else { continue }
                // An update whose constant names an optional parameter left out changes nothing.
                guard update.constant.evaluate({ inner.parameters[$0] }) != nil else { continue }
                var changed = made[index]
                changed.constant = update.constant
                changed.location = update.location
                changed.identifier = made[index].identifier
                made[index] = changed
                updatedKeys.insert(index)
            }
        }
        for (index, constraint) in made.enumerated() {
            try addConstraint(constraint, in: inner, spec: spec.name, updated: updatedKeys.contains(index))
        }
        updatedKeys.removeAll()
    }

    private var updatedKeys = Set<Int>()

    private mutating func addConstraint(
        _ constraint: LayoutConstraint, in scope: _Scope, spec: String?, updated: Bool = false
    ) throws(EngineError) {
        for single in constraint.expanded() {
            // A constant that names an optional parameter left out: the constraint is not
            // made (the seed's `if let bottomOffset { … }`).
            guard let constant = single.constant.evaluate({ scope.parameters[$0] }) else { continue }
            let (first, firstAttribute) = try resolveAnchor(single.first, in: scope, at: constraint.location)
            var second: Int?
            var secondAttribute: LayoutAttribute?
            if let anchor = single.second {
                let resolved = try resolveAnchor(anchor, in: scope, at: constraint.location)
                (second, secondAttribute) = (resolved.0, resolved.1)
            }
            result.constraints.append(
                .init(
                    first: first, firstAttribute: firstAttribute, relation: single.relation,
                    second: second, secondAttribute: secondAttribute, multiplier: single.multiplier,
                    constant: constant, priority: single.priority.rawValue, source: single,
                    instance: String(scope.prefix.dropLast()), component: scope.component, spec: spec, updated: updated
                ))
        }
    }

    /// An anchor's item and attribute; a view's margin attribute (`leadingMargin`) becomes
    /// the plain attribute of its margins guide, as UIKit defines them.
    mutating func resolveAnchor(_ anchor: Anchor, in scope: _Scope, at location: SourceLocation?) throws(EngineError) -> (Int, LayoutAttribute) {
        let item = try resolve(anchor.item, in: scope, at: location)
        if let plain = anchor.attribute.withoutMargin {
            if result.items[item].isView, let margins = systemGuide(.margins, of: item) { return (margins, plain) }
            return (item, plain)
        }
        return (item, anchor.attribute)
    }

    /// `vip`, `self`, `owner.safeArea`, `avatar.vip`, `superView.margins`, `scroll.contentGuide`.
    mutating func resolve(_ reference: ItemReference, in scope: _Scope, at location: SourceLocation?) throws(EngineError) -> Int {
        let root = reference.root
        var current: Int
        if root == "self", let item = scope.selfItem {
            current = item
        } else if root == "owner" {
            current = scope.owner
        } else if let item = scope.references[root] ?? scope.names[root] {
            current = item
        } else {
            throw .unresolved("unknown item \(root) in \(scope.component)", at: location)
        }
        for name in reference.path.dropFirst() {
            if let members = memberNames[current], let member = members[name] {
                current = member
                continue
            }
            guard let guide = SystemGuide(rawValue: name) else {
                throw .unresolved("\(reference) names no item (\(name))", at: location)
            }
            guard let id = systemGuide(guide, of: current) else {
                throw .unresolved("\(result.items[current].path) has no \(name)", at: location)
            }
            current = id
        }
        return current
    }

    /// The system guide `guide` of view `view`, created on first use. Every view's
    /// keyboard guide is the root's (the keyboard is one per window).
    mutating func systemGuide(_ guide: SystemGuide, of view: Int) -> Int? {
        let owner = guide == .keyboard ? result.root : view
        guard result.items[owner].isView else { return nil }
        let key = _Instantiation.GuideKey(view: owner, guide: guide)
        if let id = result.systemGuides[key] { return id }
        let id = add(
            .init(
                path: "\(result.items[owner].path).\(guide.rawValue)", kind: .systemGuide(guide),
                parent: owner, location: nil, guideOwner: owner, reference: owner
            ))
        result.systemGuides[key] = id
        return id
    }
}
