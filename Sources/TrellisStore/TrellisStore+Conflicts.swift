import Foundation
import GRDB
import TrellisModel
import TrellisSupport

/// An open merge conflict of one component, as the store keeps it.
public struct StoredConflict: Hashable, Sendable {
    public var component: String
    /// nil when the component was added on both sides.
    public var baseID: String?
    public var oursID: String
    public var theirsID: String
    /// What the merger kept about the conflict (which fields, their three values), in
    /// the merger's own encoding: opaque to the store, given back as it was given.
    public var fields: String
    /// A remote's name, or another label for a local merge.
    public var source: String
    public var time: Date
}

/// What merging one component decided, in the store's terms, for `recordMerge` to write
/// (how it was decided is the merger's business).
public enum MergeStep: Hashable, Sendable {
    /// Our head moves to their version, which descends from it (or we had none).
    case fastForward(component: String, ours: String?, to: String)
    /// A new version with two parents (ours first) holding `document` (nil: deleted).
    case merge(component: String, ours: String, theirs: String, document: LayoutDocument?)
    /// Nothing merged: the conflict is kept until resolved; `fields` is opaque to the store.
    case conflict(component: String, base: String?, ours: String, theirs: String, fields: String)
    /// Nothing to do (their version is already in our history).
    case upToDate(component: String)
    /// An edit of a renamed component's old name carried into the new name, as git merges
    /// a file's edit into the file it was renamed to: a version of `component` renamed from
    /// `renamedFrom`, with `parents` (the new name's head on the side that renamed first,
    /// then the edit), holding `document`. Our head of `component` must still be `ours`.
    case carry(component: String, ours: String?, parents: [String], renamedFrom: String, document: LayoutDocument)

    public var component: String {
        switch self {
        case .fastForward(let component, _, _), .merge(let component, _, _, _), .conflict(let component, _, _, _, _), .upToDate(let component),
            .carry(let component, _, _, _, _):
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
            + "resolve with \(CommandHint.resolve(component: "NAME", sides: true)) (\(CommandHint.conflicts) lists them); nothing was committed"
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
            return
                "the head of \(component) moved while merging (expected \(expected?.prefix(12) ?? "none"), found \(actual?.prefix(12) ?? "none")); nothing was recorded: try again"
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
        StoredConflict(
            component: row["component"], baseID: row["base_id"], oursID: row["ours_id"], theirsID: row["theirs_id"],
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
    /// versions recorded (author and time from the store's environment), conflicts kept,
    /// under one change of kind `merge` whose source is `source`. Each step first checks
    /// that our head is still where the merge read it (a concurrent commit fails the whole
    /// merge, recording nothing). Remote-tracking refs of `remote` for these components
    /// stop being pending. `texts` (by component) are kept as the merge versions' texts
    /// in the same transaction, so an interrupted merge never leaves a version without
    /// one. Returns the versions recorded and the heads moved.
    @discardableResult
    public func recordMerge(
        _ steps: [MergeStep], remote: String?, source: String, texts: [String: SourceText] = [:], message: String
    ) throws -> (versions: [VersionInfo], heads: [HeadRef]) {
        // Encoded and compressed outside the lock.
        var prepared: [String: Self._Content] = [:]
        for step in steps {
            if case .merge(let component, _, _, let document?) = step { prepared[component] = Self._Content(document) }
            if case .carry(let component, _, _, _, let document) = step { prepared[component] = Self._Content(document) }
        }
        let author = environment.author, clock = environment.clock
        return try writer.write { db in
            let timeMS = clock().storeMilliseconds
            var recorder = try _VersionWriter(db, kind: .merge, author: author, message: message, timeMilliseconds: timeMS, source: source)
            let currentHead = try db.cachedStatement(sql: "SELECT version_id FROM ref WHERE component = ? AND name = 'head'")
            func requireHead(_ component: String, _ expected: String?) throws {
                let actual = try String.fetchOne(currentHead, arguments: [component])
                if actual != expected { throw ConflictError.headMoved(component: component, expected: expected, actual: actual) }
            }
            var versions: [VersionInfo] = []
            var heads: [HeadRef] = []
            for step in steps {
                switch step {
                case .upToDate:
                    break
                case .fastForward(let component, let ours, let target):
                    try requireHead(component, ours)
                    heads.append(try recorder.moveHead(component, to: target))
                case .merge(let component, let ours, let theirs, _):
                    try requireHead(component, ours)
                    let content = prepared[component]
                    let version = try recorder.record(
                        component: component, content: content.map { ($0.hash, $0.stored) }, parents: [ours, theirs],
                        parentGeneration: try recorder.generation(of: [ours, theirs]), edges: content?.edges ?? [], componentExists: true)
                    versions.append(version)
                    heads.append(try recorder.moveHead(component, to: version.id))
                    if let text = texts[component] { try Self.insertTexts(db, [version.id: text]) }
                case .carry(let component, let ours, let parents, let renamedFrom, _):
                    try requireHead(component, ours)
                    let content = prepared[component]
                    let version = try recorder.record(
                        component: component, content: content.map { ($0.hash, $0.stored) }, parents: parents,
                        parentGeneration: try recorder.generation(of: parents), edges: content?.edges ?? [], renamedFrom: renamedFrom)
                    versions.append(version)
                    heads.append(try recorder.moveHead(component, to: version.id))
                    if let text = texts[component] { try Self.insertTexts(db, [version.id: text]) }
                case .conflict(let component, let base, let ours, let theirs, let fields):
                    try requireHead(component, ours)
                    try db.execute(
                        sql: """
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
    /// the conflict, in one transaction, under one change of kind `resolve`.
    @discardableResult
    public func resolveConflict(_ name: String, with document: LayoutDocument?, message: String) throws -> VersionInfo {
        if let document, document.name != name { throw ConflictError.wrongComponent(expected: name, found: document.name) }
        let content = document.map(Self._Content.init)
        let author = environment.author, clock = environment.clock
        return try writer.write { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM conflict WHERE component = ?", arguments: [name]) else {
                throw ConflictError.noConflict(name, open: try String.fetchAll(db, sql: "SELECT component FROM conflict ORDER BY component"))
            }
            let conflict = Self.conflict(row)
            let head = try String.fetchOne(db, sql: "SELECT version_id FROM ref WHERE component = ? AND name = 'head'", arguments: [name])
            guard head == conflict.oursID else { throw ConflictError.headMoved(component: name, expected: conflict.oursID, actual: head) }
            var recorder = try _VersionWriter(
                db, kind: .resolve, author: author, message: message, timeMilliseconds: clock().storeMilliseconds, source: conflict.source)
            let parents = [conflict.oursID, conflict.theirsID]
            let version = try recorder.record(
                component: name, content: content.map { ($0.hash, $0.stored) }, parents: parents,
                parentGeneration: try recorder.generation(of: parents), edges: content?.edges ?? [], componentExists: true)
            try recorder.moveHead(name, to: version.id)
            try db.execute(sql: "DELETE FROM conflict WHERE component = ?", arguments: [name])
            return version
        }
    }

    /// A document as a merge or resolution records it: hashed, compressed, its edges listed.
    struct _Content {
        var hash: String
        var stored: Data
        var edges: [DependencyEdge]

        init(_ document: LayoutDocument) {
            let (data, hash) = document.canonicalEncoding
            self.hash = hash
            self.stored = StoredObject.encode(data)
            self.edges = document.dependencyEdges
        }
    }
}
