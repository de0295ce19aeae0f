import TrellisModel

/// Which items are views: a view's margin attribute (`title.leadingMargin`) is written as its
/// `layoutMarginsGuide`'s anchor, as Swift code says it; a guide has no such guide.
extension SwiftScope {
    /// Whether `reference` names a view. A spec's references and `self` are views; in a
    /// container or screen, the owner, its views and stacks, and those of the containers it uses.
    func isView(_ reference: ItemReference) -> Bool {
        guard let views else { return reference.path.count == 1 }
        return views.contains(reference.description)
    }

    /// The paths of `body`'s views as constraints name them (`owner`, `title`, `avatar.vip`),
    /// through the containers it uses (`library` with Swift names, as `body`).
    static func viewPaths(of body: LayoutBody, library: LayoutLibrary) -> Set<String> {
        var paths: Set<String> = ["owner"]
        func collect(_ body: LayoutBody, prefix: String, visiting: Set<String>) {
            for item in body.items {
                switch item {
                case .view, .stack: paths.insert(prefix + item.name)
                case .guide: break
                case .use(let use):
                    guard !visiting.contains(use.container), case .container(let container)? = library[use.container] else { continue }
                    collect(container.body, prefix: prefix + use.name + ".", visiting: visiting.union([use.container]))
                }
            }
        }
        collect(body, prefix: "", visiting: [])
        return paths
    }
}
