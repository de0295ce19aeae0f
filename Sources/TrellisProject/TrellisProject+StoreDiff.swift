import Foundation
import TrellisModel
import TrellisStore

extension TrellisProject {
    /// `trellis diff HEAD~1` (or a change number, `NAME@REV`): every component whose head
    /// at that store-wide point differs from the working copy — or, given a second point,
    /// from the heads at that one. Nil when `point` is a component's name or not written as
    /// a point, so `diff NAME` keeps its meaning.
    public func storeDiff(_ point: String, to other: String? = nil) throws -> [ComponentDiff]? {
        guard StorePoint.looksLikePoint(point), try store.head(of: point) == nil else { return nil }
        let fromSeq = try StorePoint.resolve(point, in: store)
        let before = try store.headHashes(asOf: fromSeq)
        let after: [String: (hash: String, document: LayoutDocument?)]
        let toLabel: String
        if let other {
            let toSeq = try StorePoint.resolve(other, in: store)
            after = try store.headHashes(asOf: toSeq).mapValues { ($0, nil) }
            toLabel = "change \(toSeq)"
        } else {
            after = try workingCopy().documents.mapValues { ($0.contentHash, $0) }
            toLabel = "working copy"
        }
        var diffs: [ComponentDiff] = []
        for name in Set(before.keys).union(after.keys).sorted() where before[name] != after[name]?.hash {
            let old = try before[name].map { try LayoutDocument(canonicalData: store.objectData($0)) }
            let new = try after[name].map { entry in try entry.document ?? LayoutDocument(canonicalData: store.objectData(entry.hash)) }
            diffs.append(
                ComponentDiff(
                    name: name, from: old == nil ? "nothing" : "change \(fromSeq)",
                    to: new == nil ? "nothing (\(other == nil ? "file removed" : "deleted"))" : toLabel,
                    changes: LayoutDiff.changes(from: old, to: new)))
        }
        return diffs
    }
}
