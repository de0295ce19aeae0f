/// Declared names: duplicates, and names reserved for the format's own words.
extension _ComponentValidation {
    /// `self`, `owner`, system guides and attributes read as part of a path, so an item or
    /// parameter with one of these names could never be named unambiguously.
    static func reservedReason(_ name: String) -> String? {
        if name == "self" || name == "owner" { return "it names the component's own items" }
        if SystemGuide(rawValue: name) != nil { return "a system guide" }
        if LayoutAttribute(rawValue: name) != nil { return "an attribute" }
        return nil
    }

    mutating func checkNames() {
        // The component's own name becomes a file name and a store key: one grammar everywhere.
        // A dependency's component is loaded under its namespace (`DS.UserAvatarContainer`);
        // a file can only define an unqualified name (the parser reads one identifier).
        let kind: ComponentName.Kind = ComponentName.split(document.name).namespace == nil ? .component : .reference
        if !document.name.isEmpty, let problem = ComponentName.problem(document.name, as: kind) {
            error(at: document.location, NameError(name: document.name, kind: kind, problem: problem).description)
        }
        var declarations: [(name: String, what: String, location: SourceLocation?)] = []
        if case .spec(let spec) = document {
            declarations += spec.references.map { ($0.name, "ref", $0.location) }
        }
        declarations += document.parameters.map { ($0.name, "param", $0.location) }
        for item in document.body?.items ?? [] {
            declarations.append((item.name, Self.keyword(of: item), item.location))
        }
        // Report the later declaration of a pair, wherever its group sits in the file.
        let ordered = declarations.enumerated().sorted { lhs, rhs in
            let left = lhs.element.location.map { ($0.line, $0.column) } ?? (Int.max, Int.max)
            let right = rhs.element.location.map { ($0.line, $0.column) } ?? (Int.max, Int.max)
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
        var seen: [String: (what: String, location: SourceLocation?)] = [:]
        for declaration in ordered {
            if let reason = Self.reservedReason(declaration.name) {
                error(
                    at: declaration.location,
                    "\(declaration.name) is a reserved name (\(reason)) and cannot name a \(declaration.what)"
                )
            } else if let earlier = seen[declaration.name] {
                error(
                    at: declaration.location,
                    "duplicate name \(declaration.name): already declared as a \(earlier.what) at \(Self.place(earlier.location))"
                )
            } else {
                seen[declaration.name] = (declaration.what, declaration.location)
            }
        }
    }

    static func keyword(of item: Item) -> String {
        switch item {
        case .view: return "view"
        case .guide: return "guide"
        case .use: return "use"
        case .stack: return "stack"
        }
    }
}
