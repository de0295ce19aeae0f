import Crypto
import Foundation
import GRDB
import TrellisModel
import TrellisSupport

/// Checks a received snapshot before it becomes a store, trusting nothing in it that can
/// be recomputed: what a fetch checks of every batch, for the whole store at once.
///
/// - SQLite's own structure (`quick_check`);
/// - every object decoded from its stored form (`StoredObject`), re-hashed, and read as a
///   component (its name and dependency edges by the one-pass scan, else by the full
///   decoder, whose error is kept);
/// - every version's id recomputed from its record and parents; its component recorded,
///   its object present and that component, its parents present, of the same component
///   and recorded no later, its generation one more than theirs, its dependency edges
///   exactly what its content says;
/// - heads and tags pointing at versions of their own component (tags: valid names, no
///   deletions); every row's `seq` a recorded change; the store's id and schema version.
///
/// The reading runs on every core — the structure check, the versions, the references,
/// and the objects a range of rows per work item — each work item on its own read-only
/// connection (a SQLite connection is not shared across threads); the cross-checks
/// follow. Reports every problem found, up to a limit.
struct SnapshotVerifier {
    let path: String
    var problemLimit = 50

    func verify() throws -> [FsckProblem] {
        try verifyKeepingTexts().problems
    }

    /// `verify()`, with the parse of each head's text (by version id) when nothing was
    /// found: what a clone's checkout records of the files it writes (`CheckedText`).
    func verifyKeepingTexts() throws -> (problems: [FsckProblem], headTexts: [String: CheckedText]) {
        let seqs = try Self.reading(path) { db in Set(try Int64.fetchAll(db, sql: "SELECT seq FROM change")) }
        let readings = try Self.work(path: path).concurrentMap(chunkSize: 1) { work in try Self.read(work, path: path, seqs: seqs) }

        let problems = StoreRules.Problems(limit: problemLimit)
        var objects: [String: ObjectFacts] = [:]
        objects.reserveCapacity(
            readings.reduce(0) { total, reading in
                if case .objects(let facts, _) = reading { return total + facts.count }
                return total
            })
        var history = History()
        var textProblems: [FsckProblem] = []
        var texts: [String: CheckedText] = [:]
        for reading in readings {
            switch reading {
            case .structure(let lines):
                for line in lines where line != "ok" { problems.report(.sqlite, "database", "structure check: \(line)") }
            case .objects(let facts, let found):
                objects.merge(facts) { first, _ in first }
                problems.add(found)
            case .versions(let versions, let idsMatch):
                (history.versions, history.idsMatch) = (versions, idsMatch)
            case .references(let read):
                (history.meta, history.components, history.edges, history.refs, history.tags) =
                    (read.meta, read.components, read.edges, read.refs, read.tags)
            case .texts(let found, let checked):
                textProblems += found
                texts.merge(checked) { first, _ in first }
            }
        }
        // Damaged pages make everything else read from them meaningless.
        if problems.hasSQLiteProblem { return (problems.found, [:]) }

        // The rules `fsck` runs on a store, here over the snapshot's rows.
        let rules = StoreRules(problems: problems, seqs: seqs, components: Set(history.components.map(\.name)), versions: history.versions)
        rules.meta(history.meta)
        rules.components(history.components)
        let unreadable = Set(problems.found.filter { $0.kind == .object }.map(\.location))
        rules.versions(
            idsMatch: history.idsMatch, edges: history.edges, object: { objects[$0] }, objectReported: { unreadable.contains("object \($0)") })
        rules.refs(history.refs)
        rules.tags(history.tags)
        problems.add(try Self.reading(path, TrellisStore.fsckNames))
        problems.add(textProblems)
        problems.add(try Self.reading(path, RowDigest.problems))
        guard problems.found.isEmpty else { return (problems.found, [:]) }
        let heads = Set(history.refs.lazy.filter { $0.name == "head" }.map(\.versionID))
        return ([], texts.filter { heads.contains($0.key) })
    }

    // MARK: The reading, spread over the cores

    /// One work item of the parallel reading.
    enum Work: Sendable {
        case structure
        /// The versions with their ids recomputed.
        case versions
        /// Meta, components, dependency edges, refs and tags.
        case references
        case objects(ClosedRange<Int64>)
        /// The authors' texts of a range of versions, or those no version uses.
        case texts(TextWork)
    }

    enum Reading: Sendable {
        case structure([String])
        case versions([VersionRow], idsMatch: [Bool])
        case references(History)
        case objects([String: ObjectFacts], [FsckProblem])
        case texts([FsckProblem], [String: CheckedText])
    }

    typealias ObjectFacts = StoreRules.ObjectFacts
    typealias VersionRow = StoreRules.VersionRow

    /// Everything but the objects, with every version's id recomputed.
    struct History: Sendable {
        var meta: [String: String] = [:]
        var components: [(name: String, seq: Int64)] = []
        var versions: [VersionRow] = []
        /// Whether each version's id is what its record hashes to.
        var idsMatch: [Bool] = []
        /// version id → "kind target" of its stored dependency edges.
        var edges: [String: Set<String>] = [:]
        var refs: [RefRecord] = []
        var tags: [TagRecord] = []
    }

    /// The versions, the structure check and the references first (one item each), then the
    /// objects in ranges of rows and the texts in ranges of versions, a few per core so
    /// that the cores finish together.
    static func work(path: String) throws -> [Work] {
        let (low, high, texts) = try reading(path) { db -> (Int64, Int64, Bool) in
            let row = try Row.fetchOne(db, sql: "SELECT MIN(rowid), MAX(rowid) FROM object")
            // A snapshot from a trellis older than texts has none (migrated on adoption).
            let texts = try db.tableExists("source_text") && db.tableExists("version_text")
            return (row?[0] ?? 1, row?[1] ?? 0, texts)
        }
        var work: [Work] = [.versions, .structure, .references]
        if texts { work += textWork().map(Work.texts) }
        guard high >= low else { return work }
        let pieces = Int64(max(1, ProcessInfo.processInfo.activeProcessorCount) * 3)
        let span = (high - low) / pieces + 1
        var start = low
        while start <= high {
            work.append(.objects(start...min(high, start + span - 1)))
            start += span
        }
        return work
    }

    static func read(_ work: Work, path: String, seqs: Set<Int64>) throws -> Reading {
        switch work {
        case .structure:
            return .structure(try reading(path) { db in try String.fetchAll(db, sql: "PRAGMA quick_check(50)") })
        case .versions:
            let (versions, idsMatch) = try reading(path, versions)
            return .versions(versions, idsMatch: idsMatch)
        case .references:
            return .references(try reading(path, references))
        case .objects(let rows):
            return try reading(path) { db in try objects(db, rows: rows, seqs: seqs) }
        case .texts(let texts):
            let (problems, checked) = try reading(path) { db in try Self.texts(db, texts) }
            return .texts(problems, checked)
        }
    }

    /// A read on a connection of its own.
    static func reading<T>(_ path: String, _ body: (Database) throws -> T) throws -> T {
        let connection = try DatabaseQueue(path: path, configuration: StoreSnapshot.configuration(readonly: true))
        defer { try? connection.close() }
        return try connection.read(body)
    }

    /// Every version with its parents in order, and whether its id is what its record hashes to.
    static func versions(_ db: Database) throws -> ([VersionRow], [Bool]) {
        var versions: [VersionRow] = []
        var parentsOf: [String: [String]] = [:]
        let parentRows = try Row.fetchCursor(db, sql: "SELECT version_id, parent_id FROM version_parent ORDER BY version_id, position")
        while let row = try parentRows.next() { parentsOf[row[0], default: []].append(row[1]) }
        // A snapshot from a trellis older than renames (schema < 10) has no renamed_from.
        let renames = try db.columns(in: "version").contains { $0.name == "renamed_from" }
        let versionRows = try Row.fetchCursor(
            db, sql: "SELECT id, component, object_hash, author, message, time_ms, generation, seq, \(renames ? "renamed_from" : "NULL") FROM version")
        while let row = try versionRows.next() {
            let id: String = row[0]
            versions.append(
                VersionRow(
                    id: id, component: row[1], objectHash: row[2], author: row[3], message: row[4], timeMS: row[5],
                    generation: row[6], seq: row[7], parents: parentsOf[id] ?? [], renamedFrom: row[8]))
        }
        let idsMatch = versions.map(\.idMatches)
        return (versions, idsMatch)
    }

    /// Meta, components, dependency edges, refs and tags (the versions are read apart).
    static func references(_ db: Database) throws -> History {
        var history = History()
        history.meta = Dictionary(
            try Row.fetchAll(db, sql: "SELECT key, value FROM meta").map { ($0[0] as String, $0[1] as String) },
            uniquingKeysWith: { first, _ in first })
        let componentRows = try Row.fetchCursor(db, sql: "SELECT name, seq FROM component")
        while let row = try componentRows.next() { history.components.append((row[0], row[1])) }
        let dependencyRows = try Row.fetchCursor(db, sql: "SELECT version_id, target, kind FROM dependency")
        while let row = try dependencyRows.next() { history.edges[row[0], default: []].insert("\(row[2] as String) \(row[1] as String)") }
        let refRows = try Row.fetchCursor(db, sql: "SELECT component, name, version_id, seq FROM ref")
        while let row = try refRows.next() { history.refs.append(RefRecord(component: row[0], name: row[1], versionID: row[2], seq: row[3])) }
        history.tags = try TagRecord.fetchAll(db)
        return history
    }

    /// Decodes, re-hashes and scans the objects of a range of rows.
    static func objects(_ db: Database, rows: ClosedRange<Int64>, seqs: Set<Int64>) throws -> Reading {
        var facts: [String: ObjectFacts] = [:]
        facts.reserveCapacity(Int(rows.upperBound - rows.lowerBound + 1))
        var problems: [FsckProblem] = []
        let inflater = Inflater(dictionary: ObjectDictionary.v1)
        let cursor = try Row.fetchCursor(
            db, sql: "SELECT hash, data, seq FROM object WHERE rowid BETWEEN ? AND ?", arguments: [rows.lowerBound, rows.upperBound])
        while let row = try cursor.next() {
            let hash: String = row[0]
            var location: String { "object \(hash)" }
            let seq: Int64 = row[2]
            if !seqs.contains(seq) {
                problems.append(FsckProblem(kind: .sequence, location: location, message: "carries seq \(seq), which is no recorded change"))
            }
            let outcome = try row.withUnsafeData(atIndex: 1) { stored -> Result<ObjectFacts, CheckFailure> in
                do {
                    // The canonical bytes live in the inflater's buffer (or the row's) only during the call.
                    return try StoredObject.withDecoded(stored ?? Data(), inflater: inflater) { data in Self.check(hash, data) }
                } catch {
                    return .failure(CheckFailure("cannot be read: \(error)"))
                }
            }
            switch outcome {
            case .success(let found): facts[hash] = found
            case .failure(let problem): problems.append(FsckProblem(kind: .object, location: location, message: problem.description))
            }
        }
        return .objects(facts, problems)
    }

    /// An object's canonical bytes against its hash, then its name and edges; or what is wrong.
    static func check(_ hash: String, _ data: UnsafeRawBufferPointer) -> Result<ObjectFacts, CheckFailure> {
        let digest = SHA256.hash(data: data)
        guard _HexDigest.matches(hash, digest) else {
            return .failure(CheckFailure("data hashes to \(CanonicalJSONWriter.hex(digest)): the object is corrupt"))
        }
        // The one-pass scan reads its kind, name and edges (a clone checks thousands of
        // objects); every name must be in the grammar. What the scan cannot read is
        // decoded in full and re-encoded, as a fetch does (`ReceiveValidation`). An object
        // crafted to scan but not decode is no danger to the receiver: its checkout fails,
        // naming it, and the clone is removed.
        if let scan = ComponentScan.scan(data) {
            let edges = TrellisStore.edges(from: scan.name, scan)
            // Edges are references: a dependency's component is `DS.UserAvatarContainer`.
            for (index, name) in ([scan.name] + edges.map(\.to)).enumerated() {
                let kind: ComponentName.Kind = index == 0 ? .component : .reference
                if let problem = ComponentName.problem(name, as: kind) {
                    return .failure(CheckFailure((index == 0 ? "" : "it uses ") + NameError(name: name, kind: kind, problem: problem).description))
                }
            }
            return .success(ObjectFacts(name: scan.name, edges: Set(edges.map { "\($0.kind.rawValue) \($0.to)" })))
        }
        do {
            let document = try ReceiveValidation.object(hash: hash, data: Data(data))
            return .success(ObjectFacts(name: document.name, edges: Set(document.dependencyEdges.map { "\($0.kind.rawValue) \($0.to)" })))
        } catch let error as ReceiveError {
            if case .refused(_, let reason) = error { return .failure(CheckFailure(reason)) }
            return .failure(CheckFailure("\(error)"))
        } catch {
            return .failure(CheckFailure("cannot be read as a component: \(error)"))
        }
    }

    struct CheckFailure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

/// Compares a digest with lowercase hex text without making a string of the digest.
enum _HexDigest {
    static func matches(_ hex: String, _ digest: SHA256.Digest) -> Bool {
        var hex = hex
        return hex.withUTF8 { text in
            guard text.count == 64 else { return false }
            return digest.withUnsafeBytes { bytes in
                var index = 0
                for byte in bytes {
                    guard text[index] == digits[Int(byte >> 4)], text[index + 1] == digits[Int(byte & 0x0F)] else { return false }
                    index += 2
                }
                return true
            }
        }
    }

    private static let digits: [UInt8] = Array("0123456789abcdef".utf8)
}
