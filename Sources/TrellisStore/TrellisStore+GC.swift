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
    /// Damaged authors' texts re-printed or dropped, objects rebuilt from texts (`TextRepair`).
    public var texts: [TextRepair] = []
    /// Texts no version uses any more, removed.
    public var unusedTexts = 0
    /// The tables whose rows did not match their digest (`RowDigest`: a change, tag or
    /// text path altered), now recorded as they are.
    public var retrustedTables: [String] = []
    /// When the texts' digest did not match: every `Component: path` now trusted as it
    /// is, those not named after their component first (a flipped bit in a path rarely is).
    public var retrustedTextPaths: [String] = []
    public var isEmpty: Bool { objects.isEmpty && components.isEmpty && texts.isEmpty && unusedTexts == 0 && retrustedTables.isEmpty }
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
    ///   or what was left by a removed component);
    /// - every author's text that is damaged, re-printed from its version's component
    ///   (`repairTexts`: a checkout must never write a flipped bit into a working copy, and
    ///   a clone refuses a store holding one), and every text no version uses.
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
            report.retrustedTables = try RowDigest.problems(db).map { String($0.location.dropFirst("table ".count)) }
            (report.texts, report.unusedTexts) = try Self.repairTexts(db)
            if report.retrustedTables.contains(RowDigest.Table.texts.rawValue) { report.retrustedTextPaths = try Self.textPathsToCheck(db) }
            // Rows removed or re-linked above change the digests too.
            for table in RowDigest.Table.allCases where try RowDigest.stored(db, table) != nil || report.retrustedTables.contains(table.rawValue) {
                try RowDigest.record(db, table)
            }
        }
        // Give the space back, and leave no free pages a snapshot would have to rebuild around.
        if !report.isEmpty { try writer.vacuum() }
        return report
    }

    /// Every distinct `Component: path` of the texts, those whose file is not named after
    /// the component first.
    static func textPathsToCheck(_ db: Database) throws -> [String] {
        let pairs = try Row.fetchAll(
            db, sql: "SELECT DISTINCT v.component, t.path FROM version_text t JOIN version v ON v.id = t.version_id ORDER BY 1, 2"
        ).map { (component: RowDigest.text($0, 0), path: RowDigest.text($0, 1)) }
        let named = { (pair: (component: String, path: String)) in
            pair.path == "\(pair.component).layout" || pair.path.hasSuffix("/\(pair.component).layout")
        }
        return (pairs.filter { !named($0) } + pairs.filter(named)).map { "\($0.component): \($0.path)" }
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
        try db.execute(sql: "DELETE FROM version_text WHERE version_id IN (\(ofVersions))", arguments: [name])
        try db.execute(sql: "DELETE FROM version WHERE component = ?", arguments: [name])
        try db.execute(sql: "DELETE FROM component WHERE name = ?", arguments: [name])
    }
}
