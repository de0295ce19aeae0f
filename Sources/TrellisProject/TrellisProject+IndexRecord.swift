import Foundation

extension TrellisProject {
    /// Records what a writer did in the index, in one read and one write under the
    /// project's lock: `entries` replace those of their paths, the paths in `removed` lose
    /// theirs, and `bases` (name → version id) are applied — on top of the index as it is
    /// on disk then, as `rewriteIndex` does.
    func recordInIndex(entries: [WorkingCopyIndex.Entry], removed: Set<String>, bases: [String: String]) throws {
        guard !entries.isEmpty || !removed.isEmpty else {
            try recordBases(bases)
            return
        }
        let path = WorkingCopyIndex.path(root: root)
        try withLock {
            var index = WorkingCopyIndex.read(from: path)?.index ?? WorkingCopyIndex()
            var byPath = Dictionary(index.entries.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
            for key in removed { byPath[key] = nil }
            for entry in entries { byPath[entry.path] = entry }
            index = WorkingCopyIndex(entries: Array(byPath.values), bases: index.bases)
            for (name, id) in bases { index.bases[name] = id }
            try index.write(to: path)
        }
    }
}
