/// `use` and `apply`: the component exists and is of the right kind, arguments fit its
/// parameters, and no container uses itself.
extension _ComponentValidation {
    mutating func checkUses(_ items: [Item]) {
        for case .use(let use) in items {
            switch component(named: use.container) {
            case .container(let container)?:
                checkArguments(
                    use.arguments, references: [], parameters: container.parameters,
                    of: "container \(container.name)", at: use.location
                )
                if let cycle = cycle(through: use) {
                    error(
                        at: use.location,
                        "container \(document.name) uses itself: \(cycle.joined(separator: " → "))"
                    )
                }
            case .spec?:
                error(
                    at: use.location, "\(use.container) is a spec, not a container",
                    hint: "apply it to an item: apply \(use.container)(…) to \(use.name)"
                )
            case .screen?:
                error(at: use.location, "\(use.container) is a screen; only containers can be used")
            case nil:
                if let ambiguity = ambiguity(use.container) {
                    error(at: use.location, ambiguity, hint: "qualify it with its library's namespace")
                    continue
                }
                error(
                    at: use.location, "unknown container \(use.container)",
                    hint: Suggestions.hint(for: use.container, in: names(of: .container))
                )
            }
        }
    }

    mutating func checkApplications(_ applications: [SpecApplication]) {
        for application in applications {
            resolve(application.target, at: application.location)
            switch component(named: application.spec) {
            case .spec(let spec)?:
                checkArguments(
                    application.arguments, references: spec.references, parameters: spec.parameters,
                    of: "spec \(spec.name)", at: application.location
                )
            case .container?:
                error(
                    at: application.location, "\(application.spec) is a container, not a spec",
                    hint: "add it with use: use \(application.target.root): \(application.spec)"
                )
            case .screen?:
                error(at: application.location, "\(application.spec) is a screen; only specs can be applied")
            case nil:
                if let ambiguity = ambiguity(application.spec) {
                    error(at: application.location, ambiguity, hint: "qualify it with its library's namespace")
                    continue
                }
                error(
                    at: application.location, "unknown spec \(application.spec)",
                    hint: Suggestions.hint(for: application.spec, in: names(of: .spec))
                )
            }
        }
    }

    /// `ambiguous: DS.Badge or Kit.Badge` when two dependencies define the unqualified name.
    private func ambiguity(_ name: String) -> String? {
        let candidates = library.candidates(for: name)
        guard candidates.count > 1 else { return nil }
        return "ambiguous: \(candidates.dropLast().joined(separator: ", ")) or \(candidates[candidates.count - 1])"
    }

    private func names(of kind: LayoutDocument.Kind) -> [String] {
        var names = library.names.filter { library[$0]?.kind == kind }
        if document.kind == kind, !names.contains(document.name) { names.append(document.name) }
        return names.sorted()
    }

    /// A ref takes an item, a param a constant; required ones must be passed, unknown
    /// ones must not.
    private mutating func checkArguments(
        _ arguments: [LayoutArgument], references: [ReferenceParameter], parameters: [Parameter],
        of owner: String, at location: SourceLocation?
    ) {
        var passed = Set<String>()
        for argument in arguments {
            let place = argument.location ?? location
            guard passed.insert(argument.name).inserted else {
                error(at: place, "argument \(argument.name) is passed twice")
                continue
            }
            if references.contains(where: { $0.name == argument.name }) {
                switch argument.value {
                case .item(let reference):
                    resolve(reference, at: place)
                case .constant(let constant):
                    error(at: place, "\(argument.name) of \(owner) is a ref and takes an item, not the constant \(constant)")
                }
            } else if parameters.contains(where: { $0.name == argument.name }) {
                switch argument.value {
                case .constant(let constant):
                    checkParameters(in: constant, at: place)
                case .item(let reference):
                    let root = reference.root
                    let isKnownItem = items[root] != nil || self.references.contains(root) || root == "self" || root == "owner"
                    if reference.path.count == 1, !isKnownItem {
                        error(
                            at: place, "unknown parameter \(root)",
                            hint: Suggestions.hint(for: root, in: self.parameters.keys.sorted())
                        )
                    } else {
                        error(at: place, "\(argument.name) of \(owner) is a param and takes a constant, not the item \(reference)")
                    }
                }
            } else {
                error(
                    at: place, "\(owner) has no parameter \(argument.name)",
                    hint: Suggestions.hint(for: argument.name, in: references.map(\.name) + parameters.map(\.name))
                )
            }
        }
        for reference in references where !passed.contains(reference.name) {
            error(at: location, "missing argument \(reference.name) for \(owner)")
        }
        for parameter in parameters where parameter.isRequired && !passed.contains(parameter.name) {
            error(at: location, "missing argument \(parameter.name) for \(owner)")
        }
    }

    /// The chain of containers by which `use` leads back to this component
    /// (`A → B → A`), if it does.
    private func cycle(through use: ContainerUse) -> [String]? {
        var visited = Set<String>()
        func search(_ name: String) -> [String]? {
            if name == document.name { return [name] }
            guard visited.insert(name).inserted, let body = library[name]?.body else { return nil }
            for case .use(let inner) in body.items {
                if let rest = search(inner.container) { return [name] + rest }
            }
            return nil
        }
        return search(use.container).map { [document.name] + $0 }
    }
}
