/// Resolving item paths: `vip`, `self`, `owner.safeArea`, `avatar.vip`, `list.contentGuide`.
extension _ComponentValidation {
    /// What a path names, as far as the rules about system guides care.
    enum Resolved {
        /// The root view of a screen or of a container's owning view.
        case owner
        /// A view of a known class (a declared view or stack, or one inside a used container).
        case view(className: String, scrolls: Bool)
        /// A view whose class is not known here: a spec's `self` or a ref.
        case anyView
        /// A layout guide; `what` describes it for messages.
        case guide(what: String)
        /// A used container's guide; its items are reachable through it.
        case container(String)
    }

    /// Reports what is wrong with `reference`, if anything; returns what it names.
    @discardableResult
    mutating func resolve(_ reference: ItemReference, at location: SourceLocation?) -> Resolved? {
        guard var resolved = resolveRoot(reference, at: location) else { return nil }
        var walked = reference.root
        for name in reference.path.dropFirst() {
            guard let next = resolveMember(name, of: resolved, walked: walked, at: location) else { return nil }
            resolved = next
            walked += ".\(name)"
        }
        return resolved
    }

    private mutating func resolveRoot(_ reference: ItemReference, at location: SourceLocation?) -> Resolved? {
        let root = reference.root
        switch (root, document.kind) {
        case ("self", .screen):
            error(at: location, "self is not defined in a screen", hint: "use owner for the screen's root view")
            return nil
        case ("self", .container):
            return .guide(what: "the container's guide")
        case ("self", .spec):
            return .anyView
        case ("owner", .spec):
            error(at: location, "owner is not defined in a spec", hint: "pass the view as a ref parameter, e.g. ref superView")
            return nil
        case ("owner", _):
            return .owner
        default:
            break
        }
        if references.contains(root) { return .anyView }
        if let item = items[root] { return Self.resolved(item) }
        if parameters[root] != nil {
            error(at: location, "\(root) is a parameter, not an item")
            return nil
        }
        var candidates = Array(items.keys) + Array(references)
        if document.kind != .screen { candidates.append("self") }
        if document.kind != .spec { candidates.append("owner") }
        error(
            at: location, root.isEmpty ? "empty item path" : "unknown item \(root)",
            hint: Suggestions.hint(for: root, in: candidates.sorted())
        )
        return nil
    }

    private static func resolved(_ item: Item) -> Resolved {
        switch item {
        case .view(let view): return .view(className: view.className, scrolls: view.isScrollView)
        case .stack(let stack): return .view(className: stack.view.className, scrolls: stack.view.isScrollView)
        case .guide: return .guide(what: "a layout guide")
        case .use(let use): return .container(use.container)
        }
    }

    /// `name` after `walked`: an item of a used container, or a system guide.
    private mutating func resolveMember(
        _ name: String, of resolved: Resolved, walked: String, at location: SourceLocation?
    ) -> Resolved? {
        if case .container(let containerName) = resolved {
            // An unknown container is reported at its `use`; say nothing more here.
            guard case .container(let container)? = component(named: containerName) else { return nil }
            if let item = container.body.item(named: name) { return Self.resolved(item) }
            if SystemGuide(rawValue: name) == nil {
                error(
                    at: location, "container \(containerName) (\(walked)) has no item \(name)",
                    hint: Suggestions.hint(for: name, in: container.body.items.map(\.name))
                )
                return nil
            }
        }
        guard let guide = SystemGuide(rawValue: name) else {
            error(
                at: location, "unknown system guide \(name) on \(walked)",
                hint: Suggestions.hint(for: name, in: SystemGuide.allCases.map(\.rawValue))
            )
            return nil
        }
        let guideDescription = Resolved.guide(what: "a system guide (\(guide.uikitName))")
        switch (guide, resolved) {
        case (.keyboard, .owner):
            return guideDescription
        case (.keyboard, _):
            error(at: location, "keyboard is only available on owner (the root view's keyboardLayoutGuide), not on \(walked)")
            return nil
        case (_, .guide(let what)):
            error(at: location, "\(walked) is \(what) and has no \(name); only views have system guides")
            return nil
        case (_, .container(let containerName)):
            error(at: location, "\(walked) is the guide of a \(containerName) and has no \(name); only views have system guides")
            return nil
        case (.frameGuide, .owner), (.contentGuide, .owner):
            error(at: location, "owner is not a scroll view and has no \(name)")
            return nil
        case (.frameGuide, .view(let className, let scrolls)), (.contentGuide, .view(let className, let scrolls)):
            guard scrolls else {
                error(
                    at: location, "\(walked) is a \(className), not a scroll view, and has no \(name)",
                    hint: "add scrolls to its properties if \(className) is a scroll view"
                )
                return nil
            }
            return guideDescription
        default:
            return guideDescription
        }
    }
}
