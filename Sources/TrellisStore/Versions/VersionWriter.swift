import Foundation
import GRDB

/// The one place that records versions and moves heads, for every write that does
/// either: commit, merge, resolve, receive and a peer's push (compare-and-swap).
///
/// Made inside one `writer.write` transaction and used only there. The change row that
/// every row written carries is inserted on first use, with the write's kind, so a write
/// that ends up recording nothing leaves no change behind. Rows are bound through
/// `_RawStatement` (SQLite's C API): a commit of the 2,000-component library runs ~10,000
/// of these statements, and binding through GRDB costs about as much as SQLite's work.
struct _VersionWriter {
    /// A version to record: its id is computed by the caller (a commit) or verified
    /// against its record before (a receive).
    struct NewVersion {
        var id: String
        var component: String
        var contentHash: String?
        var parents: [String]
        var author: String
        var message: String
        var timeMilliseconds: Int64
        var generation: Int64
        var edges: [DependencyEdge]
        /// A rename's: the component its parents of another component belong to.
        var renamedFrom: String? = nil
    }

    private let db: Database
    let kind: ChangeKind
    let author: String
    let message: String
    let timeMilliseconds: Int64
    let source: String?
    private var seq: Int64?
    private var insertObject: _RawStatement
    private var insertComponent: _RawStatement
    private var insertVersion: _RawStatement
    private var insertParent: _RawStatement
    private var insertDependency: _RawStatement
    private var upsertHead: _RawStatement

    init(_ db: Database, kind: ChangeKind, author: String, message: String, timeMilliseconds: Int64, source: String? = nil) throws {
        self.db = db
        self.kind = kind
        self.author = author
        self.message = message
        self.timeMilliseconds = timeMilliseconds
        self.source = source
        insertObject = try _RawStatement(db, sql: "INSERT OR IGNORE INTO object (hash, data, seq) VALUES (?, ?, ?)")
        insertComponent = try _RawStatement(db, sql: "INSERT OR IGNORE INTO component (name, seq) VALUES (?, ?)")
        insertVersion = try _RawStatement(
            db,
            sql: """
                INSERT INTO version (id, component, object_hash, author, message, time_ms, generation, seq, renamed_from)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        insertParent = try _RawStatement(db, sql: "INSERT INTO version_parent (version_id, position, parent_id) VALUES (?, ?, ?)")
        insertDependency = try _RawStatement(db, sql: "INSERT OR IGNORE INTO dependency (version_id, target, kind) VALUES (?, ?, ?)")
        upsertHead = try _RawStatement(
            db,
            sql: """
                INSERT INTO ref (component, name, version_id, seq) VALUES (?, 'head', ?, ?)
                ON CONFLICT(component, name) DO UPDATE SET version_id = excluded.version_id, seq = excluded.seq
                """)
    }

    /// The change this write records, inserted the first time it is asked for.
    mutating func changeSeq() throws -> Int64 {
        if let seq { return seq }
        var change = ChangeRecord(seq: nil, kind: kind.rawValue, author: author, timeMS: timeMilliseconds, message: message, source: source)
        try change.insert(db)
        let seq = change.seq ?? 0
        try RowDigest.added(db, .changes, where: "seq = ?", [seq])
        self.seq = seq
        return seq
    }

    /// Keeps an object in its stored form (`StoredObject`); one already held is kept as it is.
    mutating func storeObject(hash: String, stored data: Data) throws {
        let seq = try changeSeq()
        insertObject.bind(hash); insertObject.bind(data); insertObject.bind(seq)
        try insertObject.execute(db)
    }

    /// Inserts a version row, its parents and dependency edges (and its component's row,
    /// unless `componentExists`), under this write's change. Moves no ref.
    @discardableResult
    mutating func insert(_ version: NewVersion, componentExists: Bool = false) throws -> VersionInfo {
        let seq = try changeSeq()
        if !componentExists {
            insertComponent.bind(version.component); insertComponent.bind(seq)
            try insertComponent.execute(db)
        }
        insertVersion.bind(version.id); insertVersion.bind(version.component); insertVersion.bind(version.contentHash)
        insertVersion.bind(version.author); insertVersion.bind(version.message); insertVersion.bind(version.timeMilliseconds)
        insertVersion.bind(version.generation); insertVersion.bind(seq); insertVersion.bind(version.renamedFrom)
        try insertVersion.execute(db)
        for (position, parent) in version.parents.enumerated() {
            insertParent.bind(version.id); insertParent.bind(position); insertParent.bind(parent)
            try insertParent.execute(db)
        }
        for edge in version.edges {
            insertDependency.bind(version.id); insertDependency.bind(edge.to); insertDependency.bind(edge.kind.rawValue)
            try insertDependency.execute(db)
        }
        return VersionInfo(
            id: version.id, component: version.component, contentHash: version.contentHash, parents: version.parents,
            author: version.author, message: version.message, time: Date(storeMilliseconds: version.timeMilliseconds),
            timeMilliseconds: version.timeMilliseconds, generation: version.generation, seq: seq, renamedFrom: version.renamedFrom)
    }

    /// Records a version written here (a commit, a merge, a resolution): its id is
    /// computed from its record, with this write's author, message and time, and its
    /// generation is one more than its highest parent's (`parentGeneration`). A version
    /// already held (the same merge recorded twice) is returned as it is. `renamedFrom`:
    /// a merge that carries an edit of the old name across a rename (`MergeStep.carry`).
    @discardableResult
    mutating func record(
        component: String, content: (hash: String, stored: Data)?, parents: [String], parentGeneration: Int64,
        edges: [DependencyEdge], componentExists: Bool = false, renamedFrom: String? = nil
    ) throws -> VersionInfo {
        let id = VersionID.compute(
            component: component, contentHash: content?.hash, parents: parents, author: author, message: message,
            timeMilliseconds: timeMilliseconds, renamedFrom: renamedFrom)
        if let content { try storeObject(hash: content.hash, stored: content.stored) }
        if let existing = try VersionRecord.fetchOne(db, key: id) { return try TrellisStore.info(db, existing) }
        return try insert(
            NewVersion(
                id: id, component: component, contentHash: content?.hash, parents: parents, author: author, message: message,
                timeMilliseconds: timeMilliseconds, generation: parentGeneration + 1, edges: edges, renamedFrom: renamedFrom),
            componentExists: componentExists)
    }

    /// Moves (or makes) `component`'s head to `versionID`, under this write's change.
    @discardableResult
    mutating func moveHead(_ component: String, to versionID: String) throws -> HeadRef {
        let seq = try changeSeq()
        upsertHead.bind(component); upsertHead.bind(versionID); upsertHead.bind(seq)
        try upsertHead.execute(db)
        return HeadRef(component: component, versionID: versionID, seq: seq)
    }

    /// The highest generation among `parents` (0 for none; a parent not held counts 0).
    func generation(of parents: [String]) throws -> Int64 {
        let statement = try db.cachedStatement(sql: "SELECT generation FROM version WHERE id = ?")
        var generation: Int64 = 0
        for parent in parents { generation = max(generation, try Int64.fetchOne(statement, arguments: [parent]) ?? 0) }
        return generation
    }
}
