import TrellisModel

/// The rules a sound store keeps, over the rows either checker reads: `fsck` on an open
/// store, serially, and `SnapshotVerifier` on a received snapshot, its reading spread over
/// the cores. One copy, so what refuses a corrupted clone and what flags a corrupted store
/// cannot drift apart.
struct StoreRules {
    /// A version's record with its parents in order.
    struct VersionRow: Sendable {
        var id: String
        var component: String
        var objectHash: String?
        var author: String
        var message: String
        var timeMS: Int64
        var generation: Int64
        var seq: Int64
        var parents: [String]
        /// A rename's: the component it was renamed from (migration 0010).
        var renamedFrom: String? = nil

        /// What its record hashes to.
        var computedID: String {
            VersionID.compute(
                component: component, contentHash: objectHash, parents: parents, author: author, message: message,
                timeMilliseconds: timeMS, renamedFrom: renamedFrom)
        }

        /// Whether its id is what its record hashes to, compared without making a string of the digest.
        var idMatches: Bool {
            VersionID.matches(
                id, component: component, contentHash: objectHash, parents: parents, author: author, message: message,
                timeMilliseconds: timeMS, renamedFrom: renamedFrom)
        }
    }

    /// What an object holds that the rules compare: its component's name and its
    /// dependency edges as "kind target".
    struct ObjectFacts: Sendable {
        var name: String
        var edges: Set<String>
    }

    /// Every problem found, up to a limit.
    final class Problems {
        private(set) var found: [FsckProblem] = []
        let limit: Int
        init(limit: Int = .max) { self.limit = limit }

        func report(_ kind: FsckProblem.Kind, _ location: String, _ message: String) {
            if found.count < limit { found.append(FsckProblem(kind: kind, location: location, message: message)) }
        }

        func add(_ problems: [FsckProblem]) { for problem in problems { report(problem.kind, problem.location, problem.message) } }

        var hasSQLiteProblem: Bool { found.contains { $0.kind == .sqlite } }
    }

    let problems: Problems
    /// Every recorded change's sequence number.
    let seqs: Set<Int64>
    /// The recorded components' names.
    let components: Set<String>
    private let versions: [VersionRow]
    private let positionOf: [String: Int]

    init(problems: Problems, seqs: Set<Int64>, components: Set<String>, versions: [VersionRow]) {
        self.problems = problems
        self.seqs = seqs
        self.components = components
        self.versions = versions
        // Positions, not copies: the versions are looked up by id once per parent, ref and tag.
        var positionOf: [String: Int] = [:]
        positionOf.reserveCapacity(versions.count)
        for (position, version) in versions.enumerated() { positionOf[version.id] = position }
        self.positionOf = positionOf
    }

    func version(_ id: String) -> VersionRow? { positionOf[id].map { versions[$0] } }

    func checkSeq(_ seq: Int64, _ location: @autoclosure () -> String) {
        if !seqs.contains(seq) { problems.report(.sequence, location(), "carries seq \(seq), which is no recorded change") }
    }

    /// The store's id and schema version.
    func meta(_ meta: [String: String]) {
        if meta["schema_version"].flatMap(Int.init) == nil { problems.report(.meta, "meta", "schema_version is missing or not a number") }
        if (meta["store_id"] ?? "").isEmpty { problems.report(.meta, "meta", "store_id is missing") }
    }

    /// Every version: its id what its record hashes to, its component recorded, its object present and that component with exactly the dependency edges its
    /// content says, its parents present, of the same component and recorded no later, its
    /// generation one more than theirs (which proves the graph has no cycle).
    ///
    /// - `idsMatch`: per version, whether its id is its record's hash (computed where the
    ///   versions were read, perhaps on another core).
    /// - `object`: an object's facts, nil when it is missing or could not be read.
    /// - `objectReported`: whether a problem was already reported for an unreadable object.
    func versions(
        idsMatch: [Bool], edges: [String: Set<String>], object: (String) -> ObjectFacts?, objectReported: (String) -> Bool
    ) {
        let noEdges = Set<String>()
        for (version, idMatches) in zip(versions, idsMatch) {
            // Built only when there is something to say: most versions have nothing.
            var location: String { "version \(version.id.prefix(12)) of \(version.component)" }
            checkSeq(version.seq, location)
            if !idMatches {
                problems.report(
                    .version, location, "its record hashes to \(version.computedID.prefix(12)): author, message, time, content or parents were altered")
            }
            if !components.contains(version.component) { problems.report(.version, location, "its component is not recorded") }
            let stored = edges[version.id] ?? noEdges
            if let hash = version.objectHash {
                if let facts = object(hash) {
                    if facts.name != version.component {
                        problems.report(.version, location, "its object \(hash.prefix(12)) is the component \(facts.name)")
                    }
                    for missing in facts.edges.subtracting(stored).sorted() {
                        problems.report(.dependency, location, "dependency edge '\(missing)' is missing")
                    }
                    for extra in stored.subtracting(facts.edges).sorted() {
                        problems.report(.dependency, location, "dependency edge '\(extra)' is not in its content")
                    }
                } else if !objectReported(hash) {
                    problems.report(.version, location, "its object \(hash) is missing")
                }
            } else if !stored.isEmpty {
                problems.report(.dependency, location, "a deletion with \(stored.count) dependency edge(s)")
            }
            var parentGeneration: Int64 = 0
            let lineage = Self.lineage(
                component: version.component, renamedFrom: version.renamedFrom,
                parents: version.parents.map { ($0, self.version($0)?.component) })
            for problem in lineage { problems.report(.parent, location, problem.description) }
            for parent in version.parents {
                guard let record = self.version(parent) else {
                    problems.report(.parent, location, "its parent \(parent.prefix(12)) is missing")
                    continue
                }
                if record.seq > version.seq {
                    problems.report(.parent, location, "its parent \(parent.prefix(12)) was recorded after it (seq \(record.seq) > \(version.seq))")
                }
                parentGeneration = max(parentGeneration, record.generation)
            }
            if version.generation != parentGeneration + 1 {
                problems.report(
                    .generation, location, "generation \(version.generation), expected \(parentGeneration + 1) (the graph may have a cycle)")
            }
        }
        for id in edges.keys.sorted() where version(id) == nil {
            problems.report(.dependency, "dependency of version \(id.prefix(12))", "the version does not exist")
        }
    }

    /// Heads and other refs point at versions of their own component.
    func refs(_ refs: [RefRecord]) {
        for ref in refs {
            var location: String { "ref \(ref.component)/\(ref.name)" }
            checkSeq(ref.seq, location)
            guard let version = version(ref.versionID) else {
                problems.report(.ref, location, "points to a missing version \(ref.versionID.prefix(12))")
                continue
            }
            if version.component != ref.component {
                problems.report(.ref, location, "points to version \(ref.versionID.prefix(12)) of \(version.component)")
            }
        }
    }

    /// Tags: valid names and authors, pointing at a version (not a deletion) of their own component.
    func tags(_ tags: [TagRecord]) {
        for tag in tags {
            let location = "tag \(tag.component)@\(tag.name)"
            checkSeq(tag.seq, location)
            if !TagName.isValid(tag.name) { problems.report(.tag, location, "is not a valid tag name") }
            guard let version = version(tag.versionID) else {
                problems.report(.tag, location, "points to a missing version \(tag.versionID.prefix(12))")
                continue
            }
            if version.component != tag.component {
                problems.report(.tag, location, "points to version \(tag.versionID.prefix(12)) of \(version.component)")
            }
            if version.objectHash == nil { problems.report(.tag, location, "points to a deletion") }
        }
    }

    /// The recorded components' seqs. (Names, authors and messages against the model's
    /// grammar are `TrellisStore.fsckNames`, which both checkers run.)
    func components(_ components: [(name: String, seq: Int64)]) {
        for (name, seq) in components { checkSeq(seq, "component \(ComponentName.quoted(name))") }
    }
}
