import GRDB

extension TrellisStore {
    /// What the head of `name` uses (containers through `use`, specs through `apply`).
    public func dependencies(of name: String) throws -> [DependencyEdge] {
        try writer.read { db in
            let head = try Self.resolve(db, name, nil)
            return try Row.fetchAll(
                db, sql: "SELECT target, kind FROM dependency WHERE version_id = ? ORDER BY target, kind",
                arguments: [head.id]
            )
            .map { DependencyEdge(from: name, to: $0[0], kind: DependencyEdge.Kind(rawValue: $0[1]) ?? .use) }
        }
    }

    /// The components whose heads use `name` directly.
    public func dependents(of name: String) throws -> [DependencyEdge] {
        try writer.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT r.component, d.kind FROM dependency d
                    JOIN ref r ON r.version_id = d.version_id AND r.name = 'head'
                    WHERE d.target = ? ORDER BY r.component, d.kind
                    """, arguments: [name]
            )
            .map { DependencyEdge(from: $0[0], to: name, kind: DependencyEdge.Kind(rawValue: $0[1]) ?? .use) }
        }
    }
}
