/// Components by name, as the validator, the engine and the exporter resolve them.
///
/// A dependency's components are held under their qualified names
/// (`DS.UserAvatarContainer`); an unqualified reference that no component of the project
/// defines resolves to the one dependency component of that name (an alias), and is
/// ambiguous when two dependencies define it (`candidates(for:)`).
public struct LayoutLibrary: Hashable, Sendable {
    public private(set) var documents: [String: LayoutDocument]
    /// Unqualified name → the qualified names that end in it, sorted.
    public private(set) var aliases: [String: [String]] = [:]

    public init(_ documents: [LayoutDocument] = []) {
        self.documents = [:]
        for document in documents { insert(document) }
    }

    /// The component `name` refers to: its own definition, else the one dependency
    /// component it is an alias for (nil when none or several).
    public subscript(name: String) -> LayoutDocument? {
        if let document = documents[name] { return document }
        guard let qualified = aliases[name], qualified.count == 1 else { return nil }
        return documents[qualified[0]]
    }

    /// The qualified names an unqualified `name` could mean, when no component of the
    /// project defines it: one is an alias, two or more are ambiguous.
    public func candidates(for name: String) -> [String] {
        documents[name] == nil ? aliases[name] ?? [] : []
    }

    public var names: [String] { documents.keys.sorted() }

    public mutating func insert(_ document: LayoutDocument) {
        documents[document.name] = document
        let (namespace, local) = ComponentName.split(document.name)
        if namespace != nil, !(aliases[local] ?? []).contains(document.name) {
            aliases[local, default: []].append(document.name)
            aliases[local]?.sort()
        }
    }

    @discardableResult
    public mutating func remove(_ name: String) -> LayoutDocument? {
        let local = ComponentName.split(name).name
        aliases[local]?.removeAll { $0 == name }
        if aliases[local]?.isEmpty == true { aliases[local] = nil }
        return documents.removeValue(forKey: name)
    }

    /// Every component `name` uses, directly or through others, sorted; cycles are tolerated.
    public func transitiveDependencies(of name: String) -> [String] {
        var seen = Set<String>()
        var stack = self[name]?.dependencies ?? []
        while let next = stack.popLast() {
            guard seen.insert(next).inserted else { continue }
            stack.append(contentsOf: self[next]?.dependencies ?? [])
        }
        seen.remove(name)
        return seen.sorted()
    }
}
