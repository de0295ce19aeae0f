import Foundation
import GRDB
import TrellisModel

// The version DAG of one component: ancestry and merge bases, walked by parent edges
// and pruned by generation.
extension TrellisStore {

    /// Whether `ancestor` is `descendant` or one of its ancestors. Walks parents from
    /// `descendant`, never below `ancestor`'s generation.
    public func isAncestor(_ ancestor: String, of descendant: String) throws -> Bool {
        try writer.read { db in try Self.isAncestor(db, ancestor, of: descendant) }
    }

    static func isAncestor(_ db: Database, _ ancestor: String, of descendant: String) throws -> Bool {
        if ancestor == descendant { return true }
        guard let target = try Int64.fetchOne(db, sql: "SELECT generation FROM version WHERE id = ?", arguments: [ancestor]) else { return false }
        let parents = try db.cachedStatement(
            sql: """
                SELECT p.parent_id, v.generation FROM version_parent p JOIN version v ON v.id = p.parent_id WHERE p.version_id = ?
                """)
        var seen: Set<String> = [descendant]
        var stack = [descendant]
        while let next = stack.popLast() {
            for row in try Row.fetchAll(parents, arguments: [next]) {
                let id: String = row[0], generation: Int64 = row[1]
                if id == ancestor { return true }
                if generation > target, seen.insert(id).inserted { stack.append(id) }
            }
        }
        return false
    }

    /// The lowest common ancestors of two versions of one component (empty when their
    /// histories never meet), sorted by id.
    public func lowestCommonAncestors(_ a: String, _ b: String) throws -> [String] {
        try writer.read { db in
            let parents = try db.cachedStatement(sql: "SELECT parent_id FROM version_parent WHERE version_id = ?")
            func ancestors(of start: String) throws -> Set<String> {
                var seen: Set<String> = [start]
                var stack = [start]
                while let next = stack.popLast() {
                    for parent in try String.fetchAll(parents, arguments: [next]) where seen.insert(parent).inserted { stack.append(parent) }
                }
                return seen
            }
            let ofA = try ancestors(of: a)
            // Walk b's history, stopping at the first common versions on every path.
            var candidates = Set<String>()
            var seen: Set<String> = [b]
            var stack = [b]
            while let next = stack.popLast() {
                if ofA.contains(next) { candidates.insert(next); continue }
                for parent in try String.fetchAll(parents, arguments: [next]) where seen.insert(parent).inserted { stack.append(parent) }
            }
            // A candidate that is an ancestor of another is not lowest.
            var lowest: [String] = []
            for candidate in candidates {
                var below = false
                for other in candidates where other != candidate {
                    if try Self.isAncestor(db, candidate, of: other) { below = true; break }
                }
                if !below { lowest.append(candidate) }
            }
            return lowest.sorted()
        }
    }
}
