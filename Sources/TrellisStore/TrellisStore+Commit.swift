import Foundation
import GRDB
import TrellisModel

extension TrellisStore {
    /// Records a new version of every document whose content differs from its head, and
    /// a deletion (tombstone) for every name in `deleting` whose head is not already one,
    /// all in ONE transaction: after a crash the store holds all of it or none. Unchanged
    /// documents are skipped; when nothing changed nothing is recorded (not even a change
    /// sequence number) and the result is empty.
    ///
    /// With `expectedHeads` (name → head version id; a name left out must have no head),
    /// every component it would record must still have that head inside the write
    /// transaction, else `HeadMovedError` and nothing is recorded: a project's commit
    /// passes the heads its working copy was compared with.
    ///
    /// `texts` (component name → the author's text and path) are kept with the versions
    /// recorded. A document whose content equals its head's is still recorded when its
    /// text differs from the head's text (a comment-only edit); a head without a text
    /// (recorded before texts were kept) is compared by content only.
    ///
    /// `renames` (new name → old name; `trellis mv`): each new name's version continues the
    /// old one's history — its parents are the old name's head (and the new name's
    /// deletion, if it had one), its record says `renamedFrom` — and the old name is
    /// deleted in the same change. The new name must be among `documents` and the old among
    /// `deleting`, the old must have a version and the new none but a deletion
    /// (`RenameError`).
    @discardableResult
    public func commit(
        _ documents: [LayoutDocument], deleting: [String] = [], message: String, expectedHeads: [String: String]? = nil,
        texts: [String: SourceText] = [:], renames: [String: String] = [:]
    ) throws -> CommitResult {
        var seen = Set<String>(minimumCapacity: documents.count + deleting.count)
        for document in documents where !seen.insert(document.name).inserted {
            throw StoreError.duplicateComponent(document.name)
        }
        for name in deleting where !seen.insert(name).inserted { throw StoreError.duplicateComponent(name) }
        let recorded = Set(documents.map(\.name)), deleted = Set(deleting)
        for (to, from) in renames where !recorded.contains(to) || !deleted.contains(from) {
            throw RenameError(from: from, to: to, reason: .incomplete)
        }
        // What a peer would refuse is never recorded here either.
        for name in seen { try ComponentName.validate(name) }
        try RecordText.validate(message, as: .message)
        try RecordText.validate(environment.author, as: .author)
        // Encode and hash before taking the write lock, on every core: it is pure work,
        // and the larger part of a big commit.
        let prepared = _PreparedDocument.prepare(documents)
        let textHashes = texts.mapValues(\.hash)

        let author = environment.author
        let clock = environment.clock
        return try writer.write { db in
            try Self.refuseWhileConflicted(db)
            // Heads are read inside the write transaction, so a concurrent committer's
            // head becomes our parent rather than being lost.
            let heads = try Self.headsByName(db, names: seen)
            for (to, from) in renames.sorted(by: { $0.key < $1.key }) {
                guard heads[from]?.objectHash != nil else { throw RenameError(from: from, to: to, reason: .nothingToRename) }
                if heads[to].map({ $0.objectHash != nil }) ?? false { throw RenameError(from: from, to: to, reason: .targetExists) }
            }
            let headTexts = textHashes.isEmpty ? [:] : try Self.textHashes(db, versionIDs: heads.values.map(\.versionID))
            let changed = prepared.filter { document in
                guard let head = heads[document.name], head.objectHash == document.hash else { return true }
                guard let text = textHashes[document.name], let headText = headTexts[head.versionID] else { return false }
                return text != headText
            }
            let deletions = deleting.filter { name in heads[name].map { $0.objectHash != nil } ?? false }
            guard !changed.isEmpty || !deletions.isEmpty else { return CommitResult(seq: nil, versions: []) }
            if let expectedHeads {
                let moved = (changed.map(\.name) + deletions).filter { heads[$0]?.versionID != expectedHeads[$0] }
                if !moved.isEmpty { throw HeadMovedError(components: moved.sorted()) }
            }

            let timeMS = clock().storeMilliseconds
            var recorder = try _VersionWriter(db, kind: .commit, author: author, message: message, timeMilliseconds: timeMS)
            let seq = try recorder.changeSeq()
            var versions: [VersionInfo] = []
            versions.reserveCapacity(changed.count + deletions.count)
            func record(name: String, hash: String?, data: Data?, edges: [DependencyEdge]) throws {
                let head = heads[name]
                // A rename continues the old name's history: its head is the first parent.
                let renamedFrom = renames[name]
                let origin = renamedFrom.flatMap { heads[$0] }
                let parents: [String] = (origin.map { [$0.versionID] } ?? []) + (head.map { [$0.versionID] } ?? [])
                let generation = max(head?.generation ?? 0, origin?.generation ?? 0) + 1
                let id = VersionID.compute(
                    component: name, contentHash: hash, parents: parents, author: author, message: message, timeMilliseconds: timeMS,
                    renamedFrom: renamedFrom)
                if let hash, let data { try recorder.storeObject(hash: hash, stored: data) }
                let version = try recorder.insert(
                    .init(
                        id: id, component: name, contentHash: hash, parents: parents, author: author, message: message,
                        timeMilliseconds: timeMS, generation: generation, edges: edges, renamedFrom: renamedFrom),
                    // A component with a head exists already.
                    componentExists: head != nil)
                try recorder.moveHead(name, to: id)
                versions.append(version)
            }
            for document in changed { try record(name: document.name, hash: document.hash, data: document.data, edges: document.edges) }
            for name in deletions { try record(name: name, hash: nil, data: nil, edges: []) }
            var kept: [String: SourceText] = [:]
            for version in versions { if let text = texts[version.component], version.contentHash != nil { kept[version.id] = text } }
            try Self.insertTexts(db, kept)
            return CommitResult(seq: seq, versions: versions)
        }
    }

    /// version id → text hash, for those of `versionIDs` that have a text.
    static func textHashes(_ db: Database, versionIDs: [String]) throws -> [String: String] {
        let statement = try db.cachedStatement(sql: "SELECT text_hash FROM version_text WHERE version_id = ?")
        var result: [String: String] = [:]
        for id in versionIDs { result[id] = try String.fetchOne(statement, arguments: [id]) }
        return result
    }

    struct _Head {
        var versionID: String
        var objectHash: String?
        var generation: Int64
    }

    /// Heads of the named components (all heads when many are asked for: one scan is
    /// cheaper than thousands of lookups).
    static func headsByName(_ db: Database, names: Set<String>) throws -> [String: _Head] {
        var heads: [String: _Head] = [:]
        if names.count > 64 {
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT r.component, r.version_id, v.object_hash, v.generation
                    FROM ref r JOIN version v ON v.id = r.version_id WHERE r.name = 'head'
                    """)
            while let row = try rows.next() {
                let name: String = row[0]
                guard names.contains(name) else { continue }
                heads[name] = _Head(versionID: row[1], objectHash: row[2], generation: row[3])
            }
        } else {
            let statement = try db.cachedStatement(
                sql: """
                    SELECT r.version_id, v.object_hash, v.generation
                    FROM ref r JOIN version v ON v.id = r.version_id WHERE r.component = ? AND r.name = 'head'
                    """)
            for name in names {
                if let row = try Row.fetchOne(statement, arguments: [name]) {
                    heads[name] = _Head(versionID: row[0], objectHash: row[1], generation: row[2])
                }
            }
        }
        return heads
    }
}

struct _PreparedDocument: Sendable {
    var name: String
    /// The object as it is stored (`StoredObject`), not the canonical JSON.
    var data: Data
    var hash: String
    var edges: [DependencyEdge]

    init(_ document: LayoutDocument, deflater: Deflater) {
        let (data, hash) = document.canonicalEncoding
        self.name = document.name
        self.data = StoredObject.encode(data, with: deflater)
        self.hash = hash
        self.edges = document.dependencyEdges
    }

    /// Every document encoded, hashed, compressed and its edges listed, in order, spread
    /// over the cores in chunks (a few documents are not worth the threads).
    static func prepare(_ documents: [LayoutDocument]) -> [_PreparedDocument] {
        let count = documents.count
        let chunkSize = 64
        guard count > chunkSize else {
            let deflater = Deflater(dictionary: ObjectDictionary.v1)
            return documents.map { _PreparedDocument($0, deflater: deflater) }
        }
        let chunks = (count + chunkSize - 1) / chunkSize
        return [_PreparedDocument](unsafeUninitializedCapacity: count) { buffer, initialized in
            let output = _SendableBuffer(buffer: buffer)
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                let deflater = Deflater(dictionary: ObjectDictionary.v1)
                for index in chunk * chunkSize..<min(count, (chunk + 1) * chunkSize) {
                    (output.buffer.baseAddress! + index).initialize(to: _PreparedDocument(documents[index], deflater: deflater))
                }
            }
            initialized = count
        }
    }
}

/// Each chunk of `prepare` writes its own disjoint range of the buffer.
private struct _SendableBuffer<Element>: @unchecked Sendable {
    var buffer: UnsafeMutableBufferPointer<Element>
}
