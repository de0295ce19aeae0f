import Foundation
import GRDB
import TrellisModel

/// One problem `fsck` found: what is wrong, and where.
public struct FsckProblem: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case sqlite, foreignKey, meta, object, version, parent, generation, ref, tag, dependency, sequence, name, schema, text, digest
    }
    public var kind: Kind
    /// `object 3fa2…`, `version 9b1e… of UserAvatarContainer`, `ref UserAvatarContainer/head`.
    public var location: String
    public var message: String

    public var description: String { "\(location): \(message)" }
}

extension TrellisStore {
    /// Checks everything the store promises: SQLite's own integrity and foreign keys; every
    /// object re-hashed, decoded and re-encoded to the same canonical bytes; every version's
    /// id recomputed, its object and parents present and of the same component, its
    /// generation one more than its parents' (which proves the graph has no cycle); refs,
    /// tags and dependency edges consistent with the versions; every `seq` a recorded
    /// change; every author's text re-hashed and parsed to its version's content
    /// (`textProblems`); the rows nothing else vouches for (changes, tags, texts' paths)
    /// against their digests (`RowDigest`). Reports every problem found; empty means the store is sound.
    public func fsck() throws -> [FsckProblem] {
        try writer.read { db in
            var problems: [FsckProblem] = []
            func report(_ kind: FsckProblem.Kind, _ location: String, _ message: String) {
                problems.append(FsckProblem(kind: kind, location: location, message: message))
            }

            for line in try String.fetchAll(db, sql: "PRAGMA integrity_check") where line != "ok" {
                report(.sqlite, "database", "integrity check: \(line)")
            }
            // Damaged pages, or a NULL where the schema forbids one (a flipped type byte),
            // make every row read from them meaningless — and a NULL read as a value stops
            // the process: SQLite's findings are the report.
            if !problems.isEmpty { return problems }
            for row in try Row.fetchAll(db, sql: "PRAGMA foreign_key_check") {
                let table: String = row[0]
                let rowid: Int64? = row[1]
                let parent: String = row[2]
                report(.foreignKey, "\(table) row \(rowid.map(String.init) ?? "?")", "refers to a missing row of \(parent)")
            }

            // Meta.
            let meta = Dictionary(try MetaRecord.fetchAll(db).map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
            if meta["schema_version"].flatMap(Int.init) == nil { report(.meta, "meta", "schema_version is missing or not a number") }
            if (meta["store_id"] ?? "").isEmpty { report(.meta, "meta", "store_id is missing") }

            // The change sequence every other row points into.
            let seqs = Set(try Int64.fetchAll(db, sql: "SELECT seq FROM change"))
            func checkSeq(_ seq: Int64, _ location: String) {
                if !seqs.contains(seq) { report(.sequence, location, "carries seq \(seq), which is no recorded change") }
            }

            // Objects: stored form, hash, decode, canonical re-encoding.
            var documents: [String: LayoutDocument] = [:]
            let inflater = Inflater(dictionary: ObjectDictionary.v1)
            let objects = try Row.fetchCursor(db, sql: "SELECT hash, data, seq FROM object")
            while let row = try objects.next() {
                let hash: String = row[0]
                let location = "object \(hash)"
                checkSeq(row[2], location)
                let data: Data
                do { data = try StoredObject.decode(row[1] as Data, with: inflater) } catch {
                    report(.object, location, "cannot be read: \(error)")
                    continue
                }
                let actual = VersionID.sha256Hex(data)
                guard actual == hash else {
                    report(.object, location, "data hashes to \(actual): the object is corrupt")
                    continue
                }
                do {
                    let document = try LayoutDocument(canonicalData: data)
                    for (index, name) in ([document.name] + document.dependencyEdges.map(\.to)).enumerated() {
                        let kind: ComponentName.Kind = index == 0 ? .component : .reference
                        if let problem = ComponentName.problem(name, as: kind) {
                            report(.name, location, NameError(name: name, kind: kind, problem: problem).description)
                        }
                    }
                    if document.canonicalData != data {
                        report(.object, location, "data is not in canonical form")
                    }
                    documents[hash] = document
                } catch {
                    report(.object, location, "cannot be read as a component: \(error)")
                }
            }

            // Versions.
            let versions = try VersionRecord.fetchAll(db)
            let byID = Dictionary(versions.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            var parentsOf: [String: [String]] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT version_id, parent_id FROM version_parent ORDER BY version_id, position") {
                parentsOf[row[0], default: []].append(row[1])
            }
            var edgesOf: [String: Set<String>] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT version_id, target, kind FROM dependency") {
                edgesOf[row[0], default: []].insert("\(row[2] as String) \(row[1] as String)")
            }
            let componentNames = Set(try String.fetchAll(db, sql: "SELECT name FROM component"))
            for version in versions {
                let location = "version \(version.id.prefix(12)) of \(version.component)"
                checkSeq(version.seq, location)
                if !componentNames.contains(version.component) { report(.version, location, "its component is not recorded") }
                if let hash = version.objectHash, documents[hash] == nil,
                    try !Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM object WHERE hash = ?)", arguments: [hash])!
                {
                    report(.version, location, "its object \(hash) is missing")
                }
                if let hash = version.objectHash, let document = documents[hash], document.name != version.component {
                    report(.version, location, "its object \(hash.prefix(12)) is the component \(document.name)")
                }
                let parents = parentsOf[version.id] ?? []
                let expected = VersionID.compute(
                    component: version.component, contentHash: version.objectHash, parents: parents,
                    author: version.author, message: version.message, timeMilliseconds: version.timeMS)
                if expected != version.id {
                    report(.version, location, "its record hashes to \(expected.prefix(12)): author, message, time, content or parents were altered")
                }
                var parentGeneration: Int64 = 0
                for parent in parents {
                    guard let record = byID[parent] else {
                        report(.parent, location, "its parent \(parent.prefix(12)) is missing")
                        continue
                    }
                    if record.component != version.component {
                        report(.parent, location, "its parent \(parent.prefix(12)) belongs to \(record.component)")
                    }
                    if record.seq > version.seq {
                        report(.parent, location, "its parent \(parent.prefix(12)) was recorded after it (seq \(record.seq) > \(version.seq))")
                    }
                    parentGeneration = max(parentGeneration, record.generation)
                }
                if version.generation != parentGeneration + 1 {
                    report(.generation, location, "generation \(version.generation), expected \(parentGeneration + 1) (the graph may have a cycle)")
                }

                // Dependency edges must be what the content says.
                if let hash = version.objectHash, let document = documents[hash] {
                    let stored = edgesOf[version.id] ?? []
                    let wanted = Set(document.dependencyEdges.map { "\($0.kind.rawValue) \($0.to)" })
                    for missing in wanted.subtracting(stored).sorted() { report(.dependency, location, "dependency edge '\(missing)' is missing") }
                    for extra in stored.subtracting(wanted).sorted() { report(.dependency, location, "dependency edge '\(extra)' is not in its content") }
                } else if version.objectHash == nil, let edges = edgesOf[version.id], !edges.isEmpty {
                    report(.dependency, location, "a deletion with \(edges.count) dependency edge(s)")
                }
            }
            for id in edgesOf.keys.sorted() where byID[id] == nil {
                report(.dependency, "dependency of version \(id.prefix(12))", "the version does not exist")
            }

            // Refs.
            var headed = Set<String>()
            for ref in try RefRecord.fetchAll(db) {
                let location = "ref \(ref.component)/\(ref.name)"
                checkSeq(ref.seq, location)
                if ref.name == RefRecord.head { headed.insert(ref.component) }
                guard let version = byID[ref.versionID] else {
                    report(.ref, location, "points to a missing version \(ref.versionID.prefix(12))")
                    continue
                }
                if version.component != ref.component {
                    report(.ref, location, "points to version \(ref.versionID.prefix(12)) of \(version.component)")
                }
            }
            let versioned = Set(versions.map(\.component))
            // A store that fetches from remotes may hold history it has not merged (or whose
            // head a fetch has not reached yet): that is pending, not broken.
            let fetches = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM remote)") ?? false
            for name in versioned.subtracting(headed).sorted() where !fetches {
                report(.ref, "component \(name)", "has versions but no head")
            }

            // Tags.
            for tag in try TagRecord.fetchAll(db) {
                let location = "tag \(tag.component)@\(tag.name)"
                checkSeq(tag.seq, location)
                if !TagName.isValid(tag.name) { report(.tag, location, "is not a valid tag name") }
                guard let version = byID[tag.versionID] else {
                    report(.tag, location, "points to a missing version \(tag.versionID.prefix(12))")
                    continue
                }
                if version.component != tag.component {
                    report(.tag, location, "points to version \(tag.versionID.prefix(12)) of \(version.component)")
                }
                if version.objectHash == nil { report(.tag, location, "points to a deletion") }
            }
            problems += try Self.textProblems(db)
            problems += try RowDigest.problems(db)
            problems += try Self.fsckNames(db)
            problems += try Self.fsckSchema(db)
            return problems
        }
    }
}
