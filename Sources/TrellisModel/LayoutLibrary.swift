/// A set of components that can refer to each other by name (a project's working copy,
/// a store's heads). Validation and the engine resolve `use` and `apply` through it.
public struct LayoutLibrary: Hashable, Sendable {
    public private(set) var documents: [String: LayoutDocument]

    public init(_ documents: [LayoutDocument] = []) {
        self.documents = [:]
        for document in documents { self.documents[document.name] = document }
    }

    public subscript(name: String) -> LayoutDocument? { documents[name] }

    public var names: [String] { documents.keys.sorted() }

    public mutating func insert(_ document: LayoutDocument) { documents[document.name] = document }

    @discardableResult
    public mutating func remove(_ name: String) -> LayoutDocument? { documents.removeValue(forKey: name) }

    /// Every component `name` uses, directly or through others, sorted; cycles are tolerated.
    public func transitiveDependencies(of name: String) -> [String] {
        var seen = Set<String>()
        var stack = documents[name]?.dependencies ?? []
        while let next = stack.popLast() {
            guard seen.insert(next).inserted else { continue }
            stack.append(contentsOf: documents[next]?.dependencies ?? [])
        }
        seen.remove(name)
        return seen.sorted()
    }
}
