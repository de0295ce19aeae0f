/// Component names of an import run: each source's own type or scene name
/// (`ItemNamer.componentName`), the same whatever else the run reads. Two sources that
/// want one name are told apart after the run, from their paths (`ImportNameClashes`), so
/// a name never depends on the order or the set of files imported.
public struct ComponentNamer: Sendable {
    public init(taken: [String] = []) {}

    public mutating func name(preferred: String?, fallback: String) -> String {
        ItemNamer.componentName(preferred ?? fallback)
    }
}
