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

            // The rules both checkers share (`StoreRules`), over what this store holds.
            let seqs = Set(try Int64.fetchAll(db, sql: "SELECT seq FROM change"))
            let versions = try SnapshotVerifier.versions(db)
            let history = try SnapshotVerifier.references(db)
            let found = StoreRules.Problems()
            found.add(problems)
            let rules = StoreRules(
                problems: found, seqs: seqs, components: Set(history.components.map(\.name)), versions: versions.0)
            rules.meta(history.meta)
            rules.components(history.components)

            // Objects: stored form, hash, decode, canonical re-encoding.
            var objects: [String: StoreRules.ObjectFacts] = [:]
            let inflater = Inflater(dictionary: ObjectDictionary.v1)
            let rows = try Row.fetchCursor(db, sql: "SELECT hash, data, seq FROM object")
            while let row = try rows.next() {
                let hash: String = row[0]
                let location = "object \(hash)"
                rules.checkSeq(row[2], location)
                let data: Data
                do { data = try StoredObject.decode(row[1] as Data, with: inflater) } catch {
                    found.report(.object, location, "cannot be read: \(error)")
                    continue
                }
                let actual = VersionID.sha256Hex(data)
                guard actual == hash else {
                    found.report(.object, location, "data hashes to \(actual): the object is corrupt")
                    continue
                }
                do {
                    let document = try LayoutDocument(canonicalData: data)
                    for (index, name) in ([document.name] + document.dependencyEdges.map(\.to)).enumerated() {
                        let kind: ComponentName.Kind = index == 0 ? .component : .reference
                        if let problem = ComponentName.problem(name, as: kind) {
                            found.report(.name, location, NameError(name: name, kind: kind, problem: problem).description)
                        }
                    }
                    if document.canonicalData != data {
                        found.report(.object, location, "data is not in canonical form")
                    }
                    objects[hash] = StoreRules.ObjectFacts(
                        name: document.name, edges: Set(document.dependencyEdges.map { "\($0.kind.rawValue) \($0.to)" }))
                } catch {
                    found.report(.object, location, "cannot be read as a component: \(error)")
                }
            }
            let reported = Set(found.found.filter { $0.kind == .object }.map(\.location))
            rules.versions(
                idsMatch: versions.1, edges: history.edges, object: { objects[$0] }, objectReported: { reported.contains("object \($0)") })
            rules.refs(history.refs)
            rules.tags(history.tags)

            // A store that fetches from remotes may hold history it has not merged (or whose
            // head a fetch has not reached yet): that is pending, not broken.
            let headed = Set(history.refs.filter { $0.name == RefRecord.head }.map(\.component))
            let fetches = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM remote)") ?? false
            for name in Set(versions.0.map(\.component)).subtracting(headed).sorted() where !fetches {
                found.report(.ref, "component \(name)", "has versions but no head")
            }
            problems = found.found
            problems += try Self.textProblems(db)
            problems += try RowDigest.problems(db)
            problems += try Self.fsckNames(db)
            problems += try Self.fsckSchema(db)
            return problems
        }
    }
}
