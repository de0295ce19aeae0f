import Foundation
import TrellisStore
import TrellisModel

/// Each file's *base* — the version it was written from or committed as, kept in
/// `.trellis/index` — is what separates the user's edits from a store that moved under
/// the working copy: `status` says *modified* (an edit on top of the head), *behind*
/// (an unmodified file whose head moved) or *diverged* (an edit on top of an older
/// version), and `commit` never records a file whose base is not the head.
extension TrellisProject {
    /// Refines the store's comparison of hashes (`TrellisStore.status`) with the bases.
    /// A base the index lost is inferred: a file holding the content of an earlier
    /// version of its component is behind that version, anything else is an edit on top
    /// of the head (what status said before bases existed).
    /// `bases`: the index's, when the caller read it already.
    func refine(_ entries: [StatusEntry], hashes: [String: String], bases: [String: String]? = nil) throws -> [StatusEntry] {
        guard !entries.isEmpty else { return [] }
        let recorded = bases ?? recordedBases()
        let baseVersions = Dictionary(
            try store.versions(Array(Set(entries.compactMap { recorded[$0.name] }))).map { ($0.id, $0) },
            uniquingKeysWith: { a, _ in a })
        return try entries.map { entry in
            var entry = entry
            guard let head = entry.headVersion else { return entry }  // new: no history to be behind
            let working = hashes[entry.name]
            var base = recorded[entry.name].flatMap { baseVersions[$0] == nil ? nil : $0 }
            if base == nil, let working, let older = try store.latestVersion(of: entry.name, contentHash: working), older != head {
                base = older
            }
            entry.base = base ?? head
            guard let base, base != head else { return entry }
            let baseHash = try baseVersions[base]?.contentHash ?? store.version(base)?.contentHash
            entry.state = working == baseHash ? .behind : .diverged
            return entry
        }
    }

    /// The components with uncommitted work in `status` (edits, new files, deletions,
    /// divergence, files that do not parse), mapped to the file that holds it.
    public func uncommitted(in status: Status) throws -> [String: String] {
        var result: [String: String] = [:]
        let paths = try filePaths()
        for entry in status.entries where entry.isUncommitted {
            result[entry.name] = try filePath(of: entry.name, in: paths)
        }
        for file in status.unreadable { result[file.expectedName] = file.path }
        return result
    }

    /// Records `bases` (name → version id) in the index.
    public func recordBases(_ bases: [String: String]) throws {
        guard !bases.isEmpty else { return }
        try rewriteIndex(bases: bases.mapValues { Optional($0) })
    }
}
