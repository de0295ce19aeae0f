import TrellisModel

/// A component with its member names replaced by their Swift names (`SwiftNames`), which
/// the writers print as they are. Component names stay (they key the library; the writers
/// ask `type(of:)` for the Swift type), and so do `self`, `owner` and system guides. The
/// constraints keep their order, so each can still be paired with its source constraint,
/// whose `.layout` text names it in its identifier.
extension SwiftNames {
    func renamed(_ document: LayoutDocument, in library: LayoutLibrary) -> LayoutDocument {
        let renamer = _Renamer(names: self, library: library, component: document.name)
        switch document {
        case .container(var container):
            container.parameters = container.parameters.map(renamer.parameter)
            container.body = renamer.body(container.body)
            return .container(container)
        case .screen(var screen):
            screen.parameters = screen.parameters.map(renamer.parameter)
            screen.body = renamer.body(screen.body)
            return .screen(screen)
        case .spec(var spec):
            spec.references = spec.references.map { reference in
                var reference = reference
                reference.name = renamer.member(reference.name)
                return reference
            }
            spec.parameters = spec.parameters.map(renamer.parameter)
            spec.make = spec.make.map(renamer.constraint)
            spec.update = spec.update.map(renamer.constraint)
            spec.states = spec.states.map(renamer.state)
            return .spec(spec)
        }
    }
}

struct _Renamer {
    var names: SwiftNames
    var library: LayoutLibrary
    var component: String

    func member(_ name: String) -> String { names.member(name, of: component) }

    func parameter(_ parameter: Parameter) -> Parameter {
        var parameter = parameter
        parameter.name = member(parameter.name)
        return parameter
    }

    /// Items, parents, arranged views, constraints, applied specs and states.
    func body(_ body: LayoutBody) -> LayoutBody {
        var body = body
        body.items = body.items.map(item)
        body.constraints = body.constraints.map(constraint)
        body.states = body.states.map(state)
        body.applications = body.applications.map { application in
            var application = application
            application.target = path(application.target)
            application.arguments = application.arguments.map { argument(of: application.spec, $0) }
            return application
        }
        return body
    }

    private func parent(_ name: String?) -> String? {
        guard let name, name != "owner" else { return name }
        return member(name)
    }

    private func item(_ item: Item) -> Item {
        switch item {
        case .view(var view):
            view.name = member(view.name)
            view.parent = parent(view.parent)
            return .view(view)
        case .guide(var guide):
            guide.name = member(guide.name)
            guide.parent = parent(guide.parent)
            return .guide(guide)
        case .use(var use):
            use.name = member(use.name)
            use.parent = parent(use.parent)
            use.arguments = use.arguments.map { argument(of: use.container, $0) }
            return .use(use)
        case .stack(var stack):
            stack.view.name = member(stack.view.name)
            stack.view.parent = parent(stack.view.parent)
            stack.arranged = stack.arranged.map(member)
            return .stack(stack)
        }
    }

    /// An argument's name is a member of the component it is passed to; its value is ours.
    private func argument(of target: String, _ argument: LayoutArgument) -> LayoutArgument {
        var argument = argument
        let targetName = library[target]?.name ?? target
        argument.name = names.member(argument.name, of: targetName)
        switch argument.value {
        case .constant(let constant): argument.value = .constant(self.constant(constant))
        case .item(let reference): argument.value = .item(path(reference))
        }
        return argument
    }

    func constraint(_ constraint: LayoutConstraint) -> LayoutConstraint {
        var constraint = constraint
        constraint.first.item = path(constraint.first.item)
        if let second = constraint.second { constraint.second?.item = path(second.item) }
        constraint.constant = constant(constraint.constant)
        return constraint
    }

    private func constant(_ constant: ConstantExpression) -> ConstantExpression {
        var constant = constant
        constant.terms = constant.terms.map { term in
            var term = term
            term.parameter = member(term.parameter)
            return term
        }
        return constant
    }

    /// `avatar.vip`: `avatar` is ours, `vip` the used container's (and so on down the uses).
    func path(_ reference: ItemReference) -> ItemReference {
        guard let root = reference.path.first, root != "self", root != "owner" else { return reference }
        var renamed = [member(root)]
        var scope: LayoutDocument? = library[component]
        var current = root
        for part in reference.path.dropFirst() {
            guard SystemGuide(rawValue: part) == nil else {
                renamed.append(part)
                continue
            }
            guard case .use(let use)? = scope?.body?.item(named: current), let used = library[use.container] else {
                renamed.append(part)
                continue
            }
            renamed.append(names.member(part, of: used.name))
            scope = used
            current = part
        }
        var result = reference
        result.path = renamed
        return result
    }
}
