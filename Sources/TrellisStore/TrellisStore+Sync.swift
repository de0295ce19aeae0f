import Foundation
import GRDB
import TrellisModel

// What syncing with another store needs from this one: the paged change feed a peer
// reads, objects and versions received from a peer (each verified before it is kept),
// heads moved by compare-and-swap, remotes with their cursors and remote-tracking refs.
// The protocol itself (who asks what, in which order) is TrellisSync's.

/// A position in a store's change feed. The feed lists, change by change (`seq`), the
/// versions recorded (phase 0, by generation then id, so a parent always comes before
/// its children), the heads that moved (phase 1, by component) and the tags made
/// (phase 2, by `component@tag`). Phase 3 is "past everything of `seq`".
public struct FeedCursor: Hashable, Sendable, Codable, CustomStringConvertible {
    public var seq: Int64
    public var phase: Int
    public var generation: Int64
    public var key: String

    public init(seq: Int64, phase: Int = 3, generation: Int64 = 0, key: String = "") {
        self.seq = seq
        self.phase = phase
        self.generation = generation
        self.key = key
    }

    /// Before anything: a clone starts here.
    public static let start = FeedCursor(seq: 0)

    public var description: String { phase == 3 ? "\(seq)" : "\(seq)/\(phase)/\(generation)/\(key)" }
}

/// A component's head: which version, moved by which change.
public struct HeadRef: Hashable, Sendable, Codable {
    public var component: String
    public var versionID: String
    public var seq: Int64

    public init(component: String, versionID: String, seq: Int64) {
        self.component = component
        self.versionID = versionID
        self.seq = seq
    }
}

/// One page of the change feed.
public struct FeedPage: Sendable {
    public var versions: [VersionInfo]
    public var heads: [HeadRef]
    public var tags: [TagInfo]
    /// Where the next page starts; after the last page, past the store's latest change.
    public var next: FeedCursor
    public var hasMore: Bool
    /// The store's latest change sequence number when the page was read.
    public var latest: Int64
}

/// Why something a peer sent was refused. Nothing of the refused batch was kept.
public enum ReceiveError: Error, Hashable, Sendable, CustomStringConvertible {
    case hashMismatch(object: String, actual: String)
    case badVersionID(version: String, computed: String)
    case missingParent(version: String, parent: String)
    case parentOfOtherComponent(version: String, parent: String)
    case missingObject(version: String, object: String)
    case notAComponent(version: String, object: String, detail: String)
    case wrongComponent(version: String, object: String, found: String)
    case unknownVersion(String)
    /// Not what it claims to be (`ReceiveValidation`): a name outside the grammar, text the
    /// store may not hold, an object that is no canonical component.
    case refused(what: String, reason: String)

    public var description: String {
        switch self {
        case .refused(let what, let reason):
            return "\(what) was refused: \(reason); nothing of the batch was stored"
        case .hashMismatch(let object, let actual):
            return "object \(object) was corrupted in transit: its data hashes to \(actual); nothing of the batch was stored"
        case .badVersionID(let version, let computed):
            return "version \(version) does not match its record (it hashes to \(computed)); nothing of the batch was stored"
        case .missingParent(let version, let parent):
            return "version \(version) names a parent \(parent) that was not sent and is not in the store"
        case .parentOfOtherComponent(let version, let parent):
            return "version \(version) names a parent \(parent) of another component"
        case .missingObject(let version, let object):
            return "version \(version) needs object \(object), which was not sent and is not in the store"
        case .notAComponent(let version, let object, let detail):
            return "version \(version): object \(object) is not a component (\(detail))"
        case .wrongComponent(let version, let object, let found):
            return "version \(version): object \(object) is the component \(found)"
        case .unknownVersion(let id):
            return "no version \(id) in the store"
        }
    }
}

/// A head a push wants to move: from `expected` (nil: the component has no head yet) to `new`.
public struct HeadUpdate: Hashable, Sendable, Codable {
    public var component: String
    public var expected: String?
    public var new: String

    public init(component: String, expected: String?, new: String) {
        self.component = component
        self.expected = expected
        self.new = new
    }
}

/// A compare-and-swap of heads that failed: some head is no longer where the pusher saw
/// it, or the new version does not descend from it. Nothing moved.
public struct StaleHeads: Error, Hashable, Sendable, CustomStringConvertible {
    public struct Entry: Hashable, Sendable, Codable {
        public var component: String
        public var expected: String?
        public var actual: String?
        public init(component: String, expected: String?, actual: String?) {
            self.component = component
            self.expected = expected
            self.actual = actual
        }
    }
    public var entries: [Entry]
    public init(entries: [Entry]) { self.entries = entries }
    public var description: String {
        let names = entries.map(\.component).sorted()
        return "the remote has changes to \(names.joined(separator: ", ")) that you do not have: pull first (nothing was pushed)"
    }
}

/// Another store this one syncs with.
public struct RemoteInfo: Hashable, Sendable {
    public var name: String
    public var url: String
    public var token: String?
    /// The remote store's id once seen; a different id means a different store.
    public var storeID: String?
    public var fetchCursor: FeedCursor
    public var pushSeq: Int64
}

/// remotes/NAME/COMPONENT: where the remote's head was when this store last saw it.
public struct RemoteRef: Hashable, Sendable {
    public var remote: String
    public var component: String
    public var versionID: String
    /// Not yet merged into our head.
    public var pending: Bool
    public var displayName: String { "remotes/\(remote)/\(component)" }
}

public enum RemoteError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownRemote(String, known: [String])
    case remoteExists(String, url: String)
    case invalidName(String)

    public var description: String {
        switch self {
        case .unknownRemote(let name, let known):
            return "no remote named \(name)" + (known.isEmpty ? " (add one with 'trellis remote add NAME PATH|URL')" : " (remotes: \(known.joined(separator: ", ")))")
        case .remoteExists(let name, let url):
            return "a remote named \(name) already exists (\(url)); remove it first or choose another name"
        case .invalidName(let name):
            return "\(name) is not a valid remote name: use letters, digits, '-', '_' and '.'"
        }
    }
}

extension TrellisStore {
    // MARK: The change feed

    /// Up to `limit` entries of the change feed after `cursor`. Each part is a range query
    /// on a `(seq, …)` index, so a page costs what it returns, not what the store holds.
    public func feed(after cursor: FeedCursor, limit: Int) throws -> FeedPage {
        let limit = max(1, limit)
        return try writer.read { db in
            let latest = try Self.latestSeq(db)
            let versionRecords: [VersionRecord]
            if cursor.phase == 0 {
                versionRecords = try VersionRecord.fetchAll(db, sql: """
                    SELECT * FROM version WHERE (seq, generation, id) > (?, ?, ?) ORDER BY seq, generation, id LIMIT ?
                    """, arguments: [cursor.seq, cursor.generation, cursor.key, limit + 1])
            } else {
                versionRecords = try VersionRecord.fetchAll(db, sql: """
                    SELECT * FROM version WHERE seq > ? ORDER BY seq, generation, id LIMIT ?
                    """, arguments: [cursor.seq, limit + 1])
            }
            let headRows: [Row]
            switch cursor.phase {
            case 0:
                headRows = try Row.fetchAll(db, sql: "SELECT component, version_id, seq FROM ref WHERE name = 'head' AND seq >= ? ORDER BY seq, component LIMIT ?", arguments: [cursor.seq, limit + 1])
            case 1:
                headRows = try Row.fetchAll(db, sql: "SELECT component, version_id, seq FROM ref WHERE name = 'head' AND (seq, component) > (?, ?) ORDER BY seq, component LIMIT ?", arguments: [cursor.seq, cursor.key, limit + 1])
            default:
                headRows = try Row.fetchAll(db, sql: "SELECT component, version_id, seq FROM ref WHERE name = 'head' AND seq > ? ORDER BY seq, component LIMIT ?", arguments: [cursor.seq, limit + 1])
            }
            let tagRecords: [TagRecord]
            switch cursor.phase {
            case 0, 1:
                tagRecords = try TagRecord.fetchAll(db, sql: "SELECT * FROM tag WHERE seq >= ? ORDER BY seq, component || '@' || name LIMIT ?", arguments: [cursor.seq, limit + 1])
            case 2:
                tagRecords = try TagRecord.fetchAll(db, sql: "SELECT * FROM tag WHERE (seq, component || '@' || name) > (?, ?) ORDER BY seq, component || '@' || name LIMIT ?", arguments: [cursor.seq, cursor.key, limit + 1])
            default:
                tagRecords = try TagRecord.fetchAll(db, sql: "SELECT * FROM tag WHERE seq > ? ORDER BY seq, component || '@' || name LIMIT ?", arguments: [cursor.seq, limit + 1])
            }

            enum Entry { case version(VersionRecord), head(HeadRef), tag(TagRecord) }
            var entries: [(cursor: FeedCursor, entry: Entry)] = []
            entries.reserveCapacity(versionRecords.count + headRows.count + tagRecords.count)
            for record in versionRecords {
                entries.append((FeedCursor(seq: record.seq, phase: 0, generation: record.generation, key: record.id), .version(record)))
            }
            for row in headRows {
                let head = HeadRef(component: row[0], versionID: row[1], seq: row[2])
                entries.append((FeedCursor(seq: head.seq, phase: 1, key: head.component), .head(head)))
            }
            for record in tagRecords {
                entries.append((FeedCursor(seq: record.seq, phase: 2, key: "\(record.component)@\(record.name)"), .tag(record)))
            }
            entries.sort { Self.feedOrder($0.cursor, $1.cursor) }
            let hasMore = entries.count > limit
            let taken = entries.prefix(limit)
            var versions: [VersionRecord] = [], heads: [HeadRef] = [], tags: [TagInfo] = []
            for (_, entry) in taken {
                switch entry {
                case .version(let record): versions.append(record)
                case .head(let head): heads.append(head)
                case .tag(let record): tags.append(Self.info(record))
                }
            }
            let next = hasMore ? taken.last!.cursor : FeedCursor(seq: max(latest, cursor.seq))
            return FeedPage(versions: try Self.infos(db, versions), heads: heads, tags: tags, next: next, hasMore: hasMore, latest: latest)
        }
    }

    /// The feed's order, as SQLite compares (text by bytes).
    static func feedOrder(_ a: FeedCursor, _ b: FeedCursor) -> Bool {
        if a.seq != b.seq { return a.seq < b.seq }
        if a.phase != b.phase { return a.phase < b.phase }
        if a.generation != b.generation { return a.generation < b.generation }
        return a.key.utf8.lexicographicallyPrecedes(b.key.utf8)
    }

    // MARK: What this store has

    /// The hashes of `hashes` this store does not hold.
    public func missingObjects(_ hashes: [String]) throws -> [String] {
        try writer.read { db in
            let statement = try db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM object WHERE hash = ?)")
            return try hashes.filter { try !(Bool.fetchOne(statement, arguments: [$0]) ?? false) }
        }
    }

    /// The ids of `ids` this store does not hold.
    public func missingVersions(_ ids: [String]) throws -> [String] {
        try writer.read { db in
            let statement = try db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM version WHERE id = ?)")
            return try ids.filter { try !(Bool.fetchOne(statement, arguments: [$0]) ?? false) }
        }
    }

    /// The canonical JSON of each object of `hashes` this store holds, as it travels (the
    /// receiver re-hashes it). A stored object that cannot be decoded is corrupt here,
    /// named, and nothing is sent.
    public func objects(_ hashes: [String]) throws -> [(hash: String, data: Data)] {
        try writer.read { db in
            let statement = try db.cachedStatement(sql: "SELECT data FROM object WHERE hash = ?")
            let inflater = Inflater(dictionary: ObjectDictionary.v1)
            return try hashes.compactMap { hash in
                guard let stored = try Data.fetchOne(statement, arguments: [hash]) else { return nil }
                do { return (hash, try StoredObject.decode(stored, with: inflater)) } catch {
                    throw StoreError.corruptObject(hash: hash, detail: "\(error)")
                }
            }
        }
    }

    /// The versions of `ids` this store holds, in the order asked.
    public func versions(_ ids: [String]) throws -> [VersionInfo] {
        try writer.read { db in
            try Self.infos(db, ids.compactMap { try VersionRecord.fetchOne(db, key: $0) })
        }
    }

    /// Heads moved after change `seq`.
    public func headsMoved(since seq: Int64) throws -> [HeadRef] {
        try writer.read { db in
            try Row.fetchAll(db, sql: "SELECT component, version_id, seq FROM ref WHERE name = 'head' AND seq > ? ORDER BY seq, component", arguments: [seq])
                .map { HeadRef(component: $0[0], versionID: $0[1], seq: $0[2]) }
        }
    }

    /// Tags made after change `seq`.
    public func tags(since seq: Int64) throws -> [TagInfo] {
        try writer.read { db in
            try TagRecord.fetchAll(db, sql: "SELECT * FROM tag WHERE seq > ? ORDER BY seq, component, name", arguments: [seq]).map(Self.info)
        }
    }

    // MARK: The version DAG

    /// Whether `ancestor` is `descendant` or one of its ancestors. Walks parents from
    /// `descendant`, never below `ancestor`'s generation.
    public func isAncestor(_ ancestor: String, of descendant: String) throws -> Bool {
        try writer.read { db in try Self.isAncestor(db, ancestor, of: descendant) }
    }

    static func isAncestor(_ db: Database, _ ancestor: String, of descendant: String) throws -> Bool {
        if ancestor == descendant { return true }
        guard let target = try Int64.fetchOne(db, sql: "SELECT generation FROM version WHERE id = ?", arguments: [ancestor]) else { return false }
        let parents = try db.cachedStatement(sql: """
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

    // MARK: Receiving from a peer

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
            var change = ChangeRecord(seq: nil, kind: "commit", author: author, timeMS: clock().storeMilliseconds, message: message)
            try change.insert(db)
            let insert = try db.cachedStatement(sql: "INSERT OR IGNORE INTO object (hash, data, seq) VALUES (?, ?, ?)")
            for (hash, data) in fresh { try insert.execute(arguments: [hash, data, change.seq!]) }
            return fresh.count
        }
    }

    /// Keeps the versions a peer sent (and the tags, and where the remote's heads are),
    /// in one transaction. Every version's id is recomputed from its record, its parents
    /// and object must be here (or earlier in the batch) and its object must be the
    /// component it names; any failure refuses the whole batch. Versions already held are
    /// skipped. When `remote` is given, its remote-tracking refs move to `heads` and its
    /// fetch cursor to `cursor`, in the same transaction, so an interrupted fetch resumes
    /// after the last batch kept.
    @discardableResult
    public func receiveVersions(
        _ versions: [VersionInfo], tags: [TagInfo] = [], remote: String? = nil, heads: [HeadRef] = [], cursor: FeedCursor? = nil,
        message: String
    ) throws -> [VersionInfo] {
        // Cheap checks first, outside the write lock.
        for version in versions { try ReceiveValidation.version(version) }
        for tag in tags { try ReceiveValidation.tag(tag) }
        for head in heads { try ReceiveValidation.head(component: head.component, versionID: head.versionID) }
        for version in versions {
            let computed = VersionID.compute(
                component: version.component, contentHash: version.contentHash, parents: version.parents,
                author: version.author, message: version.message, timeMilliseconds: version.timeMilliseconds)
            guard computed == version.id else { throw ReceiveError.badVersionID(version: version.id, computed: computed) }
        }
        let author = environment.author, clock = environment.clock
        return try writer.write { db in
            var seq: Int64?
            func changeSeq() throws -> Int64 {
                if let seq { return seq }
                var change = ChangeRecord(seq: nil, kind: "commit", author: author, timeMS: clock().storeMilliseconds, message: message)
                try change.insert(db)
                seq = change.seq!
                return seq!
            }
            let exists = try db.cachedStatement(sql: "SELECT component, generation FROM version WHERE id = ?")
            let objectData = try db.cachedStatement(sql: "SELECT data FROM object WHERE hash = ?")
            let inflater = Inflater(dictionary: ObjectDictionary.v1)
            let insertComponent = try db.cachedStatement(sql: "INSERT OR IGNORE INTO component (name, seq) VALUES (?, ?)")
            let insertVersion = try db.cachedStatement(sql: """
                INSERT INTO version (id, component, object_hash, author, message, time_ms, generation, seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
            let insertParent = try db.cachedStatement(sql: "INSERT INTO version_parent (version_id, position, parent_id) VALUES (?, ?, ?)")
            let insertDependency = try db.cachedStatement(sql: "INSERT OR IGNORE INTO dependency (version_id, target, kind) VALUES (?, ?, ?)")

            var received: [VersionInfo] = []
            for version in versions.sorted(by: { ($0.generation, $0.id) < ($1.generation, $1.id) }) {
                if try Row.fetchOne(exists, arguments: [version.id]) != nil { continue }
                var generation: Int64 = 0
                for parent in version.parents {
                    guard let row = try Row.fetchOne(exists, arguments: [parent]) else {
                        throw ReceiveError.missingParent(version: version.id, parent: parent)
                    }
                    guard (row[0] as String) == version.component else {
                        throw ReceiveError.parentOfOtherComponent(version: version.id, parent: parent)
                    }
                    generation = max(generation, row[1])
                }
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
                    if let scan = _ComponentScan.scan(data) {
                        (name, edges) = (scan.name, scan.edges)
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
                let seq = try changeSeq()
                try insertComponent.execute(arguments: [version.component, seq])
                try insertVersion.execute(arguments: [
                    version.id, version.component, version.contentHash, version.author, version.message, version.timeMilliseconds,
                    generation + 1, seq,
                ])
                for (position, parent) in version.parents.enumerated() { try insertParent.execute(arguments: [version.id, position, parent]) }
                for edge in edges { try insertDependency.execute(arguments: [version.id, edge.to, edge.kind.rawValue]) }
                var kept = version
                kept.generation = generation + 1
                kept.seq = seq
                received.append(kept)
            }
            for tag in tags {
                guard try Row.fetchOne(exists, arguments: [tag.versionID]) != nil else { throw ReceiveError.unknownVersion(tag.versionID) }
                // Tags never move: one already here (even on another version) is kept as it is.
                if try TagRecord.fetchOne(db, key: ["component": tag.component, "name": tag.name]) != nil { continue }
                try TagRecord(component: tag.component, name: tag.name, versionID: tag.versionID, author: tag.author,
                              timeMS: Int64((tag.time.timeIntervalSince1970 * 1000).rounded()), seq: try changeSeq()).insert(db)
            }
            if let remote {
                try Self.requireRemote(db, remote)
                let upsert = try db.cachedStatement(sql: """
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
                    try db.execute(sql: """
                        UPDATE remote SET fetch_seq = ?, fetch_phase = ?, fetch_generation = ?, fetch_key = ? WHERE name = ?
                        """, arguments: [cursor.seq, cursor.phase, cursor.generation, cursor.key, remote])
                }
            }
            return received
        }
    }

    // MARK: Heads moved by a push

    /// Moves heads by compare-and-swap, all or none, in one transaction: each head must
    /// still be at `expected` and `new` must descend from it; otherwise nothing moves and
    /// `StaleHeads` names every head that failed. A head already at `new` succeeds
    /// without a write, so repeating a push is harmless. Returns the heads that moved.
    @discardableResult
    public func compareAndSwapHeads(_ updates: [HeadUpdate], message: String) throws -> [HeadRef] {
        let author = environment.author, clock = environment.clock
        for update in updates {
            try ReceiveValidation.head(component: update.component, versionID: update.new)
            if let expected = update.expected { try ReceiveValidation.id(expected, what: "head of \(update.component)", field: "expected version") }
        }
        return try writer.write { db in
            var stale: [StaleHeads.Entry] = []
            var moves: [HeadUpdate] = []
            for update in updates {
                guard let record = try VersionRecord.fetchOne(db, key: update.new), record.component == update.component else {
                    throw ReceiveError.unknownVersion(update.new)
                }
                let current = try String.fetchOne(db, sql: "SELECT version_id FROM ref WHERE component = ? AND name = 'head'", arguments: [update.component])
                if current == update.new { continue }
                if current != update.expected {
                    stale.append(.init(component: update.component, expected: update.expected, actual: current))
                } else if let expected = update.expected, try !Self.isAncestor(db, expected, of: update.new) {
                    stale.append(.init(component: update.component, expected: update.expected, actual: current))
                } else {
                    moves.append(update)
                }
            }
            if !stale.isEmpty { throw StaleHeads(entries: stale) }
            guard !moves.isEmpty else { return [] }
            var change = ChangeRecord(seq: nil, kind: "commit", author: author, timeMS: clock().storeMilliseconds, message: message)
            try change.insert(db)
            let upsert = try db.cachedStatement(sql: """
                INSERT INTO ref (component, name, version_id, seq) VALUES (?, 'head', ?, ?)
                ON CONFLICT(component, name) DO UPDATE SET version_id = excluded.version_id, seq = excluded.seq
                """)
            for move in moves { try upsert.execute(arguments: [move.component, move.new, change.seq!]) }
            return moves.map { HeadRef(component: $0.component, versionID: $0.new, seq: change.seq!) }
        }
    }

    // MARK: Remotes

    public static func isValidRemoteName(_ name: String) -> Bool {
        ComponentName.isValid(name, as: .remote)
    }

    public func addRemote(name: String, url: String, token: String? = nil) throws {
        guard Self.isValidRemoteName(name) else { throw RemoteError.invalidName(name) }
        try writer.write { db in
            if let existing = try String.fetchOne(db, sql: "SELECT url FROM remote WHERE name = ?", arguments: [name]) {
                throw RemoteError.remoteExists(name, url: existing)
            }
            try db.execute(sql: "INSERT INTO remote (name, url, token) VALUES (?, ?, ?)", arguments: [name, url, token])
        }
    }

    /// Forgets a remote and its remote-tracking refs (open conflicts stay).
    public func removeRemote(name: String) throws {
        try writer.write { db in
            try Self.requireRemote(db, name)
            try db.execute(sql: "DELETE FROM remote_ref WHERE remote = ?", arguments: [name])
            try db.execute(sql: "DELETE FROM remote WHERE name = ?", arguments: [name])
        }
    }

    public func remotes() throws -> [RemoteInfo] {
        try writer.read { db in try Row.fetchAll(db, sql: "SELECT * FROM remote ORDER BY name").map(Self.remoteInfo) }
    }

    public func remote(named name: String) throws -> RemoteInfo {
        try writer.read { db in
            try Self.requireRemote(db, name)
            return Self.remoteInfo(try Row.fetchOne(db, sql: "SELECT * FROM remote WHERE name = ?", arguments: [name])!)
        }
    }

    static func requireRemote(_ db: Database, _ name: String) throws {
        guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM remote WHERE name = ?)", arguments: [name]) == true else {
            throw RemoteError.unknownRemote(name, known: try String.fetchAll(db, sql: "SELECT name FROM remote ORDER BY name"))
        }
    }

    static func remoteInfo(_ row: Row) -> RemoteInfo {
        RemoteInfo(
            name: row["name"], url: row["url"], token: row["token"], storeID: row["store_id"],
            fetchCursor: FeedCursor(seq: row["fetch_seq"], phase: row["fetch_phase"], generation: row["fetch_generation"], key: row["fetch_key"]),
            pushSeq: row["push_seq"])
    }

    /// Records the remote store's id; a different id than before means the remote is
    /// another store now, and its cursor starts over.
    public func setRemoteStoreID(_ name: String, storeID: String) throws {
        try writer.write { db in
            try Self.requireRemote(db, name)
            let known = try String.fetchOne(db, sql: "SELECT store_id FROM remote WHERE name = ?", arguments: [name])
            guard known != storeID else { return }
            try db.execute(sql: """
                UPDATE remote SET store_id = ?, fetch_seq = 0, fetch_phase = 3, fetch_generation = 0, fetch_key = '', push_seq = 0 WHERE name = ?
                """, arguments: [storeID, name])
        }
    }

    public func setRemoteFetchCursor(_ name: String, _ cursor: FeedCursor) throws {
        try writer.write { db in
            try db.execute(sql: "UPDATE remote SET fetch_seq = ?, fetch_phase = ?, fetch_generation = ?, fetch_key = ? WHERE name = ?",
                           arguments: [cursor.seq, cursor.phase, cursor.generation, cursor.key, name])
        }
    }

    /// After a push: the remote's heads are now `heads` (merged: not pending), and our
    /// changes up to `pushSeq` are there.
    public func recordPush(remote: String, heads: [HeadRef], pushSeq: Int64?) throws {
        try writer.write { db in
            try Self.requireRemote(db, remote)
            let upsert = try db.cachedStatement(sql: """
                INSERT INTO remote_ref (remote, component, version_id, pending) VALUES (?, ?, ?, 0)
                ON CONFLICT(remote, component) DO UPDATE SET version_id = excluded.version_id, pending = 0
                """)
            for head in heads { try upsert.execute(arguments: [remote, head.component, head.versionID]) }
            if let pushSeq { try db.execute(sql: "UPDATE remote SET push_seq = max(push_seq, ?) WHERE name = ?", arguments: [pushSeq, remote]) }
        }
    }

    /// A remote's tracking refs: all, the named components only, or those not yet merged.
    public func remoteRefs(_ remote: String, components: [String]? = nil, pendingOnly: Bool = false) throws -> [RemoteRef] {
        try writer.read { db in
            try Self.requireRemote(db, remote)
            let rows: [Row]
            if let components {
                let statement = try db.cachedStatement(sql: "SELECT * FROM remote_ref WHERE remote = ? AND component = ?")
                rows = try components.compactMap { try Row.fetchOne(statement, arguments: [remote, $0]) }
            } else if pendingOnly {
                rows = try Row.fetchAll(db, sql: "SELECT * FROM remote_ref WHERE remote = ? AND pending = 1 ORDER BY component", arguments: [remote])
            } else {
                rows = try Row.fetchAll(db, sql: "SELECT * FROM remote_ref WHERE remote = ? ORDER BY component", arguments: [remote])
            }
            return rows.map { RemoteRef(remote: $0["remote"], component: $0["component"], versionID: $0["version_id"], pending: $0["pending"]) }
        }
    }
}

extension TrellisStore {
    /// name → head version id of the named components that have a head.
    public func headIDs(of names: [String]) throws -> [String: String] {
        try writer.read { db in try Self.headsByName(db, names: Set(names)).mapValues(\.versionID) }
    }
}

// Public initialisers for values a peer sends (TrellisSync builds them from the wire).
extension VersionInfo {
    public init(
        id: String, component: String, contentHash: String?, parents: [String], author: String, message: String,
        timeMilliseconds: Int64, generation: Int64, seq: Int64 = 0
    ) {
        self.init(
            id: id, component: component, contentHash: contentHash, parents: parents, author: author, message: message,
            time: Date(storeMilliseconds: timeMilliseconds), timeMilliseconds: timeMilliseconds, generation: generation, seq: seq)
    }
}

extension TagInfo {
    public init(component: String, name: String, versionID: String, author: String, timeMilliseconds: Int64, seq: Int64 = 0) {
        self.init(component: component, name: name, versionID: versionID, author: author, time: Date(storeMilliseconds: timeMilliseconds), seq: seq)
    }
}

extension TrellisStore {
    /// Whether some version of `component` recorded exactly this content: a working-copy
    /// file holding it loses nothing when it is overwritten by a newer head.
    public func hasVersion(of component: String, contentHash: String) throws -> Bool {
        try writer.read { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM version WHERE component = ? AND object_hash = ?)",
                              arguments: [component, contentHash]) ?? false
        }
    }
}
