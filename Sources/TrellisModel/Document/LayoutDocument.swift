/// One component as a team keeps it: what a `.layout` file holds, what the store
/// versions and hashes, and what the engine solves.
public enum LayoutDocument: Hashable, Sendable {
    case container(Container)
    case screen(Screen)
    case spec(Spec)

    public var name: String {
        switch self {
        case .container(let container): return container.name
        case .screen(let screen): return screen.name
        case .spec(let spec): return spec.name
        }
    }

    public enum Kind: String, CaseIterable, Sendable, Codable { case container, screen, spec }

    public var kind: Kind {
        switch self {
        case .container: return .container
        case .screen: return .screen
        case .spec: return .spec
        }
    }

    public var location: SourceLocation? {
        switch self {
        case .container(let container): return container.location
        case .screen(let screen): return screen.location
        case .spec(let spec): return spec.location
        }
    }

    public var parameters: [Parameter] {
        switch self {
        case .container(let container): return container.parameters
        case .screen(let screen): return screen.parameters
        case .spec(let spec): return spec.parameters
        }
    }

    /// Items and constraints, for containers and screens; nil for specs.
    public var body: LayoutBody? {
        switch self {
        case .container(let container): return container.body
        case .screen(let screen): return screen.body
        case .spec: return nil
        }
    }

    /// Names of the components this one uses directly: containers through `use`, specs
    /// through `apply`. Sorted, without repeats.
    public var dependencies: [String] {
        guard let body else { return [] }
        var names = Set<String>()
        for item in body.items {
            if case .use(let use) = item { names.insert(use.container) }
        }
        for application in body.applications { names.insert(application.spec) }
        return names.sorted()
    }
}
