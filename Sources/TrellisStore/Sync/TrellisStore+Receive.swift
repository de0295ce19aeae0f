import Foundation
import GRDB
import TrellisModel

// What a peer sends, kept only after it is verified: objects re-hashed, versions' ids
// recomputed, parents and objects present, each object the component its version names.
extension TrellisStore {
    /// Keeps the objects a peer sent, in one transaction, after re-hashing every one: a
    /// mismatch refuses the whole batch, naming the object. Objects already held are
    /// skipped, so repeating a batch is harmless. Returns how many were new.
    @discardableResult
    public func receiveObjects(_ objects: [(hash: String, data: Data)], message: String) throws -> Int {
        for object in objects {
            let actual = VersionID.sha256Hex(object.data)
            guard actual == object.hash else { throw ReceiveError.hashMismatch(object: object.hash, actual: actual) }
            try ReceiveValidation.object(hash: object.hash, data: object.data)
        }
        guard !objects.isEmpty else { return 0 }
        let fresh = try missingObjects(objects.map(\.hash))
        guard !fresh.isEmpty else { return 0 }
        // Compressed before the write lock is taken.
        let deflater = Deflater(dictionary: ObjectDictionary.v1)
        let wanted = Set(fresh)
        let stored = objects.filter { wanted.contains($0.hash) }.map { ($0.hash, StoredObject.encode($0.data, with: deflater)) }
        let author = environment.author, clock = environment.clock
        return try writer.write { db in
            // Again under the lock: another writer may have kept some meanwhile.
            let exists = try db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM object WHERE hash = ?)")
            let fresh = try stored.filter { try !(Bool.fetchOne(exists, arguments: [$0.0]) ?? false) }
            guard !fresh.isEmpty else { return 0 }
            var recorder = try _VersionWriter(db, kind: .receive, author: author, message: message, timeMilliseconds: clock().storeMilliseconds)
            for (hash, data) in fresh { try recorder.storeObject(hash: hash, stored: data) }
            return fresh.count
        }
    }

    /// Keeps the versions a peer sent (and the tags, and where the remote's heads are),
    /// in one transaction. Every version's id is recomputed from its record, its parents
    /// and object must be here (or earlier in the batch) and its object must be the
    /// component it names; any failure refuses the whole batch. Versions already held are
    /// skipped. When `remote` is given, its remote-tracking refs move to `heads` and its
    /// fetch cursor to `cursor`, in the same transaction, so an interrupted fetch resumes
    /// after the last batch kept. `texts` (the authors' texts of versions of the batch,
    /// checked as `receiveTexts` checks them) are kept in the same transaction: a kill
    /// between versions and texts would leave versions that the next fetch or push never
    /// sends again, and that every checkout writes in the printed form.
    @discardableResult
    public func receiveVersions(
        _ versions: [VersionInfo], tags: [TagInfo] = [], remote: String? = nil, heads: [HeadRef] = [], cursor: FeedCursor? = nil,
        texts: [String: SourceText] = [:], message: String
    ) throws -> [VersionInfo] {
        // Cheap checks first, outside the write lock.
        for version in versions { try ReceiveValidation.version(version) }
        for tag in tags { try ReceiveValidation.tag(tag) }
        for head in heads { try ReceiveValidation.head(component: head.component, versionID: head.versionID) }
        for version in versions { try ReceiveValidation.versionID(version) }
        if !texts.isEmpty {
            let batch = Dictionary(versions.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            for (id, text) in texts {
                guard let version = batch[id] else { throw SourceTextError(versionID: id, reason: "no such version in the batch it came with") }
                try Self.verify(text, for: version)
            }
        }
        let author = environment.author, clock = environment.clock
        return try writer.write { db in
            var recorder = try _VersionWriter(
                db, kind: .receive, author: author, message: message, timeMilliseconds: clock().storeMilliseconds, source: remote)
            let exists = try db.cachedStatement(sql: "SELECT component, generation FROM version WHERE id = ?")
            let objectData = try db.cachedStatement(sql: "SELECT data FROM object WHERE hash = ?")
            let inflater = Inflater(dictionary: ObjectDictionary.v1)
            var received: [VersionInfo] = []
            for version in versions.sorted(by: { ($0.generation, $0.id) < ($1.generation, $1.id) }) {
                if try Row.fetchOne(exists, arguments: [version.id]) != nil { continue }
                var generation: Int64 = 0
                var lineage: [(id: String, component: String?)] = []
                for parent in version.parents {
                    guard let row = try Row.fetchOne(exists, arguments: [parent]) else {
                        throw ReceiveError.missingParent(version: version.id, parent: parent)
                    }
                    lineage.append((parent, row[0]))
                    generation = max(generation, row[1])
                }
                try ReceiveValidation.lineage(version, parents: lineage)
                var edges: [DependencyEdge] = []
                if let hash = version.contentHash {
                    guard let stored = try Data.fetchOne(objectData, arguments: [hash]) else {
                        throw ReceiveError.missingObject(version: version.id, object: hash)
                    }
                    let data: Data
                    do { data = try StoredObject.decode(stored, with: inflater) } catch {
                        throw ReceiveError.notAComponent(version: version.id, object: hash, detail: "\(error)")
                    }
                    let name: String
                    if let scan = ComponentScan.scan(data) {
                        (name, edges) = (scan.name, Self.edges(from: scan.name, scan))
                    } else {
                        let document: LayoutDocument
                        do { document = try LayoutDocument(canonicalData: data) } catch {
                            throw ReceiveError.notAComponent(version: version.id, object: hash, detail: "\(error)")
                        }
                        (name, edges) = (document.name, document.dependencyEdges)
                    }
                    guard name == version.component else {
                        throw ReceiveError.wrongComponent(version: version.id, object: hash, found: name)
                    }
                }
                received.append(
                    try recorder.insert(
                        .init(
                            id: version.id, component: version.component, contentHash: version.contentHash, parents: version.parents,
                            author: version.author, message: version.message, timeMilliseconds: version.timeMilliseconds,
                            generation: generation + 1, edges: edges, renamedFrom: version.renamedFrom)))
            }
            var taggedSeq: Int64?
            for tag in tags {
                guard try Row.fetchOne(exists, arguments: [tag.versionID]) != nil else { throw ReceiveError.unknownVersion(tag.versionID) }
                // Tags never move: one already here (even on another version) is kept as it is.
                if try TagRecord.fetchOne(db, key: ["component": tag.component, "name": tag.name]) != nil { continue }
                taggedSeq = try recorder.changeSeq()
                try TagRecord(
                    component: tag.component, name: tag.name, versionID: tag.versionID, author: tag.author,
                    timeMS: Int64((tag.time.timeIntervalSince1970 * 1000).rounded()), seq: try recorder.changeSeq()
                ).insert(db)
            }
            if let taggedSeq { try RowDigest.added(db, .tags, where: "seq = ?", [taggedSeq]) }
            if let remote {
                try Self.requireRemote(db, remote)
                let upsert = try db.cachedStatement(
                    sql: """
                        INSERT INTO remote_ref (remote, component, version_id, pending) VALUES (?, ?, ?, 1)
                        ON CONFLICT(remote, component) DO UPDATE SET version_id = excluded.version_id, pending = 1
                        WHERE remote_ref.version_id != excluded.version_id
                        """)
                for head in heads {
                    guard let row = try Row.fetchOne(exists, arguments: [head.versionID]), (row[0] as String) == head.component else {
                        throw ReceiveError.unknownVersion(head.versionID)
                    }
                    try upsert.execute(arguments: [remote, head.component, head.versionID])
                }
                if let cursor {
                    try db.execute(
                        sql: """
                            UPDATE remote SET fetch_seq = ?, fetch_phase = ?, fetch_generation = ?, fetch_key = ? WHERE name = ?
                            """, arguments: [cursor.seq, cursor.phase, cursor.generation, cursor.key, remote])
                }
            }
            try Self.insertTexts(db, texts)
            return received
        }
    }

    /// A scanned component's dependency edges, as `LayoutDocument.dependencyEdges` lists them.
    static func edges(from name: String, _ scan: ComponentScan) -> [DependencyEdge] {
        let edges = scan.uses.map { DependencyEdge(from: name, to: $0, kind: .use) } + scan.specs.map { DependencyEdge(from: name, to: $0, kind: .apply) }
        return edges.sorted { ($0.to, $0.kind.rawValue) < ($1.to, $1.kind.rawValue) }
    }
}
