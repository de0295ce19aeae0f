import Foundation
import GRDB
import TrellisModel

/// An open merge conflict of one component, as the store keeps it.
public struct StoredConflict: Hashable, Sendable {
    public var component: String
    /// nil when the component was added on both sides.
    public var baseID: String?
    public var oursID: String
    public var theirsID: String
    /// The field-level conflicts as a JSON list (TrellisSync's `FieldConflict`).
    public var fields: String
    /// A remote's name, or another label for a local merge.
    public var source: String
    public var time: Date
}

/// What merging one component decided, for `recordMerge` to write.
public enum MergeStep: Hashable, Sendable {
    /// Our head moves to their version, which descends from it (or we had none).
    case fastForward(component: String, ours: String?, to: String)
    /// A new version with two parents (ours first) holding `document` (nil: deleted).
    case merge(component: String, ours: String, theirs: String, document: LayoutDocument?)
    /// Nothing merged: the conflict is kept until resolved.
    case conflict(component: String, base: String?, ours: String, theirs: String, fields: String)
    /// Nothing to do (their version is already in our history).
    case upToDate(component: String)

    public var component: String {
        switch self {
        case .fastForward(let component, _, _), .merge(let component, _, _, _), .conflict(let component, _, _, _, _), .upToDate(let component):
            return component
        }
    }
}

/// Commits and merges are refused while conflicts are open.
public struct OpenConflictsError: Error, Hashable, Sendable, CustomStringConvertible {
    public var components: [String]
    public init(components: [String]) { self.components = components }
    public var description: String {
        "\(components.count == 1 ? "a merge conflict is" : "\(components.count) merge conflicts are") open (\(components.joined(separator: ", "))): "
            + "resolve with 'trellis resolve NAME --ours|--theirs|--from-file FILE' ('trellis conflicts' lists them); nothing was committed"
    }
}

public enum ConflictError: Error, Hashable, Sendable, CustomStringConvertible {
    case noConflict(String, open: [String])
    case headMoved(component: String, expected: String?, actual: String?)
    case wrongComponent(expected: String, found: String)

    public var description: String {
        switch self {
        case .noConflict(let name, let open):
            return "\(name) has no open conflict" + (open.isEmpty ? "" : " (open: \(open.joined(separator: ", ")))")
        case .headMoved(let component, let expected, let actual):
            return "the head of \(component) moved while merging (expected \(expected?.prefix(12) ?? "none"), found \(actual?.prefix(12) ?? "none")); nothing was recorded: try again"
        case .wrongComponent(let expected, let found):
            return "the file holds the component \(found), not \(expected)"
        }
    }
}

extension TrellisStore {
    public func openConflicts() throws -> [StoredConflict] {
        try writer.read { db in try Row.fetchAll(db.cachedStatement(sql: "SELECT * FROM conflict ORDER BY component")).map(Self.conflict) }
    }

    public func conflict(named name: String) throws -> StoredConflict? {
        try writer.read { db in try Row.fetchOne(db, sql: "SELECT * FROM conflict WHERE component = ?", arguments: [name]).map(Self.conflict) }
    }

    static func conflict(_ row: Row) -> StoredConflict {
        StoredConflict(component: row["component"], baseID: row["base_id"], oursID: row["ours_id"], theirsID: row["theirs_id"],
                       fields: row["fields"], source: row["source"], time: Date(storeMilliseconds: row["created_ms"]))
    }

    /// Throws `OpenConflictsError` while any conflict is open.
    public func refuseWhileConflicted() throws {
        try writer.read { db in try Self.refuseWhileConflicted(db) }
    }

    /// Throws `OpenConflictsError` while any conflict is open: what `commit` checks first.
    static func refuseWhileConflicted(_ db: Database) throws {
        let open = try String.fetchAll(db, sql: "SELECT component FROM conflict ORDER BY component")
        if !open.isEmpty { throw OpenConflictsError(components: open) }
    }

    /// Writes what a merge decided, all in one transaction: heads fast-forwarded, merge
    /// versions recorded (author and time from the store's environment), conflicts kept.
    /// Each step first checks that our head is still where the merge read it (a concurrent
    /// commit fails the whole merge, recording nothing). Remote-tracking refs of `remote`
    /// for these components stop being pending. Returns the versions recorded and the heads moved.
    @discardableResult
    public func recordMerge(_ steps: [MergeStep], remote: String?, source: String, message: String) throws -> (versions: [VersionInfo], heads: [HeadRef]) {
        // Encode outside the lock.
        var prepared: [String: (data: Data, hash: String, edges: [DependencyEdge])] = [:]
        for step in steps {
            if case .merge(let component, _, _, let document?) = step {
                let data = document.canonicalData
                prepared[component] = (data, VersionID.sha256Hex(data), document.dependencyEdges)
            }
        }
        let author = environment.author, clock = environment.clock
        return try writer.write { db in
            var seq: Int64?
            let timeMS = clock().storeMilliseconds
            func changeSeq() throws -> Int64 {
                if let seq { return seq }
                var change = ChangeRecord(seq: nil, kind: "commit", author: author, timeMS: timeMS, message: message)
                try change.insert(db)
                seq = change.seq!
                return seq!
            }
            let currentHead = try db.cachedStatement(sql: "SELECT version_id FROM ref WHERE component = ? AND name = 'head'")
            func requireHead(_ component: String, _ expected: String?) throws {
                let actual = try String.fetchOne(currentHead, arguments: [component])
                if actual != expected { throw ConflictError.headMoved(component: component, expected: expected, actual: actual) }
            }
            let upsertHead = try db.cachedStatement(sql: """
                INSERT INTO ref (component, name, version_id, seq) VALUES (?, 'head', ?, ?)
                ON CONFLICT(component, name) DO UPDATE SET version_id = excluded.version_id, seq = excluded.seq
                """)
            var versions: [VersionInfo] = []
            var heads: [HeadRef] = []
            for step in steps {
                switch step {
                case .upToDate:
                    break
                case .fastForward(let component, let ours, let target):
                    try requireHead(component, ours)
                    let seq = try changeSeq()
                    try upsertHead.execute(arguments: [component, target, seq])
                    heads.append(HeadRef(component: component, versionID: target, seq: seq))
                case .merge(let component, let ours, let theirs, _):
                    try requireHead(component, ours)
                    let content = prepared[component]
                    let version = try Self.recordVersion(
                        db, component: component, content: content, parents: [ours, theirs], author: author, message: message,
                        timeMS: timeMS, seq: try changeSeq())
                    try upsertHead.execute(arguments: [component, version.id, version.seq])
                    versions.append(version)
                    heads.append(HeadRef(component: component, versionID: version.id, seq: version.seq))
                case .conflict(let component, let base, let ours, let theirs, let fields):
                    try requireHead(component, ours)
                    try db.execute(sql: """
                        INSERT INTO conflict (component, base_id, ours_id, theirs_id, fields, source, created_ms) VALUES (?, ?, ?, ?, ?, ?, ?)
                        ON CONFLICT(component) DO UPDATE SET base_id = excluded.base_id, ours_id = excluded.ours_id,
                            theirs_id = excluded.theirs_id, fields = excluded.fields, source = excluded.source, created_ms = excluded.created_ms
                        """, arguments: [component, base, ours, theirs, fields, source, timeMS])
                }
                if let remote {
                    try db.execute(sql: "UPDATE remote_ref SET pending = 0 WHERE remote = ? AND component = ?", arguments: [remote, step.component])
                }
            }
            return (versions, heads)
        }
    }

    /// Resolves the open conflict of `name` with `document` (nil: deleted): records a
    /// merge version whose parents are ours and theirs, moves the head to it and closes
    /// the conflict, in one transaction.
    @discardableResult
    public func resolveConflict(_ name: String, with document: LayoutDocument?, message: String) throws -> VersionInfo {
        if let document, document.name != name { throw ConflictError.wrongComponent(expected: name, found: document.name) }
        let content = document.map { document -> (data: Data, hash: String, edges: [DependencyEdge]) in
            let data = document.canonicalData
            return (data, VersionID.sha256Hex(data), document.dependencyEdges)
        }
        let author = environment.author, clock = environment.clock
        return try writer.write { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM conflict WHERE component = ?", arguments: [name]) else {
                throw ConflictError.noConflict(name, open: try String.fetchAll(db, sql: "SELECT component FROM conflict ORDER BY component"))
            }
            let conflict = Self.conflict(row)
            let head = try String.fetchOne(db, sql: "SELECT version_id FROM ref WHERE component = ? AND name = 'head'", arguments: [name])
            guard head == conflict.oursID else { throw ConflictError.headMoved(component: name, expected: conflict.oursID, actual: head) }
            let timeMS = clock().storeMilliseconds
            var change = ChangeRecord(seq: nil, kind: "commit", author: author, timeMS: timeMS, message: message)
            try change.insert(db)
            let version = try Self.recordVersion(
                db, component: name, content: content, parents: [conflict.oursID, conflict.theirsID], author: author, message: message,
                timeMS: timeMS, seq: change.seq!)
            try db.execute(sql: """
                INSERT INTO ref (component, name, version_id, seq) VALUES (?, 'head', ?, ?)
                ON CONFLICT(component, name) DO UPDATE SET version_id = excluded.version_id, seq = excluded.seq
                """, arguments: [name, version.id, change.seq!])
            try db.execute(sql: "DELETE FROM conflict WHERE component = ?", arguments: [name])
            return version
        }
    }

    /// Inserts one version (its object, component row, parents and dependency edges) and
    /// returns it; does not move any ref. Generation is one more than the highest parent's.
    static func recordVersion(
        _ db: Database, component: String, content: (data: Data, hash: String, edges: [DependencyEdge])?, parents: [String],
        author: String, message: String, timeMS: Int64, seq: Int64
    ) throws -> VersionInfo {
        var generation: Int64 = 0
        for parent in parents {
            generation = max(generation, try Int64.fetchOne(db, sql: "SELECT generation FROM version WHERE id = ?", arguments: [parent]) ?? 0)
        }
        let id = VersionID.compute(component: component, contentHash: content?.hash, parents: parents, author: author, message: message, timeMilliseconds: timeMS)
        if let content {
            try db.execute(sql: "INSERT OR IGNORE INTO object (hash, data, seq) VALUES (?, ?, ?)",
                           arguments: [content.hash, StoredObject.encode(content.data), seq])
        }
        try db.execute(sql: "INSERT OR IGNORE INTO component (name, seq) VALUES (?, ?)", arguments: [component, seq])
        let existing = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM version WHERE id = ?)", arguments: [id]) ?? false
        if !existing {
            try db.execute(sql: """
                INSERT INTO version (id, component, object_hash, author, message, time_ms, generation, seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [id, component, content?.hash, author, message, timeMS, generation + 1, seq])
            for (position, parent) in parents.enumerated() {
                try db.execute(sql: "INSERT INTO version_parent (version_id, position, parent_id) VALUES (?, ?, ?)", arguments: [id, position, parent])
            }
            for edge in content?.edges ?? [] {
                try db.execute(sql: "INSERT OR IGNORE INTO dependency (version_id, target, kind) VALUES (?, ?, ?)", arguments: [id, edge.to, edge.kind.rawValue])
            }
        }
        return try info(db, try VersionRecord.fetchOne(db, key: id)!)
    }
}
