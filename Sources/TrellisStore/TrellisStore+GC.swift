import Foundation
import GRDB
import TrellisModel

/// What `trellis gc` removed.
public struct GCReport: Hashable, Sendable {
    public struct RemovedObject: Hashable, Sendable {
        public var hash: String
        /// `unreferenced`, or why it was invalid as well.
        public var reason: String
    }
    public struct RemovedComponent: Hashable, Sendable {
        public var name: String
        public var versions: Int
        public var reason: String
    }
    public var objects: [RemovedObject] = []
    public var components: [RemovedComponent] = []
    public var isEmpty: Bool { objects.isEmpty && components.isEmpty }
}

extension TrellisStore {
    /// Removes what no one can use and what should never have been kept, in one
    /// transaction, then compacts the file:
    ///
    /// - every component whose name is outside the grammar (`ComponentName`), or whose
    ///   history holds an object naming a component outside it (a name SQLite cut at a NUL),
    ///   with all of its versions, heads, tags, dependency edges, remote-tracking refs and
    ///   conflicts — no checkout could ever write it, and no peer accepts it;
    /// - every object no version refers to (valid or not: a junk object a peer slipped in,
    ///   or what was left by a removed component).
    ///
    /// Everything a version refers to is kept. An object arrives before the versions that
    /// use it, so run it while no push or fetch into this store is under way (an object
    /// removed under a running push is sent again by the next one).
    @discardableResult
    public func gc() throws -> GCReport {
        var report = GCReport()
        try writer.write { db in
            let names = try String.fetchAll(
                db,
                sql: """
                    SELECT name FROM component UNION SELECT component FROM version UNION SELECT component FROM ref
                    UNION SELECT component FROM tag UNION SELECT component FROM remote_ref UNION SELECT component FROM conflict
                    """)
            var doomed: [String: String] = [:]
            for name in names {
                if let problem = ComponentName.problem(name) { doomed[name] = NameError(name: name, kind: .component, problem: problem).description }
            }
            // A name SQLite cut at a NUL looks valid in the tables; its objects still
            // carry the whole name.
            let inflater = Inflater(dictionary: ObjectDictionary.v1)
            for row in try Row.fetchAll(db, sql: "SELECT DISTINCT v.component, o.data FROM version v JOIN object o ON o.hash = v.object_hash") {
                let component: String = row[0]
                guard doomed[component] == nil, let data = try? StoredObject.decode(row[1] as Data, with: inflater),
                    let document = try? LayoutDocument(canonicalData: data), let problem = ComponentName.problem(document.name)
                else { continue }
                doomed[component] = "its history holds the component " + NameError(name: document.name, kind: .component, problem: problem).description
            }
            for (name, reason) in doomed.sorted(by: { $0.key < $1.key }) {
                let versions = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM version WHERE component = ?", arguments: [name]) ?? 0
                try Self.removeComponent(db, name)
                report.components.append(.init(name: name, versions: versions, reason: reason))
            }
            let unreferenced = try Row.fetchAll(
                db,
                sql: """
                    SELECT hash, data FROM object WHERE hash NOT IN (SELECT object_hash FROM version WHERE object_hash IS NOT NULL)
                    ORDER BY hash
                    """)
            let delete = try db.cachedStatement(sql: "DELETE FROM object WHERE hash = ?")
            for row in unreferenced {
                let hash: String = row[0]
                var reason = "unreferenced"
                do {
                    let data = try StoredObject.decode(row[1] as Data, with: inflater)
                    if VersionID.sha256Hex(data) != hash {
                        reason += ", and its data does not hash to its name"
                    } else {
                        try ReceiveValidation.object(hash: hash, data: data)
                    }
                } catch let error as ReceiveError {
                    if case .refused(_, let why) = error { reason += ", and invalid: \(why)" } else { reason += ", and invalid: \(error)" }
                } catch {
                    reason += ", and unreadable: \(error)"
                }
                try delete.execute(arguments: [hash])
                report.objects.append(.init(hash: hash, reason: reason))
            }
        }
        // Give the space back, and leave no free pages a snapshot would have to rebuild around.
        if !report.isEmpty { try writer.vacuum() }
        return report
    }

    /// Deletes one component and everything that hangs on it (children before parents,
    /// so the foreign keys hold at every step).
    static func removeComponent(_ db: Database, _ name: String) throws {
        let ofVersions = "SELECT id FROM version WHERE component = ?"
        try db.execute(sql: "DELETE FROM conflict WHERE component = ?", arguments: [name])
        try db.execute(sql: "DELETE FROM remote_ref WHERE component = ?", arguments: [name])
        try db.execute(sql: "DELETE FROM tag WHERE component = ?", arguments: [name])
        try db.execute(sql: "DELETE FROM ref WHERE component = ?", arguments: [name])
        try db.execute(sql: "DELETE FROM dependency WHERE version_id IN (\(ofVersions))", arguments: [name])
        try db.execute(sql: "DELETE FROM version_parent WHERE version_id IN (\(ofVersions))", arguments: [name])
        try db.execute(sql: "DELETE FROM version WHERE component = ?", arguments: [name])
        try db.execute(sql: "DELETE FROM component WHERE name = ?", arguments: [name])
    }
}
