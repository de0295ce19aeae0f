/// A dependency's component as the app sees it: under its library's namespace, and with
/// every reference to a sibling of its release qualified the same way, so a library's
/// `use vip: Badge` keeps meaning its own `Badge` whatever the app or another library
/// defines.
extension LayoutDocument {
    /// This component renamed `namespace.NAME`, its `use` and `apply` of any of `siblings`
    /// (unqualified names of the same release) qualified too.
    public func qualified(in namespace: String, siblings: Set<String>) -> LayoutDocument {
        renamed(ComponentName.qualified(name, in: namespace)) { siblings.contains($0) ? ComponentName.qualified($0, in: namespace) : nil }
    }

    /// This component with its `use` and `apply` references mapped by `rename` (nil keeps
    /// one as written), under the name `newName`.
    public func renamed(_ newName: String, references rename: (String) -> String?) -> LayoutDocument {
        func rewrite(_ body: inout LayoutBody) {
            for index in body.items.indices {
                if case .use(var use) = body.items[index], let target = rename(use.container) {
                    use.container = target
                    body.items[index] = .use(use)
                }
            }
            for index in body.applications.indices {
                if let target = rename(body.applications[index].spec) { body.applications[index].spec = target }
            }
        }
        switch self {
        case .container(var container):
            container.name = newName
            rewrite(&container.body)
            return .container(container)
        case .screen(var screen):
            screen.name = newName
            rewrite(&screen.body)
            return .screen(screen)
        case .spec(var spec):
            spec.name = newName
            return .spec(spec)
        }
    }

    /// This component with each unqualified reference that is an alias in `library`
    /// (no component of the project defines it, one dependency does) written out in full:
    /// what a relayout's dependency graph follows.
    public func resolvingAliases(in library: LayoutLibrary) -> LayoutDocument {
        renamed(name) { reference in
            let candidates = library.candidates(for: reference)
            return candidates.count == 1 ? candidates[0] : nil
        }
    }
}
