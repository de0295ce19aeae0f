import Foundation
import TrellisStore

/// `trellis log NAME --graph`: a component's versions in topological order (every version
/// below all its children, the newest first among those free to go), with the lanes git
/// draws — `*` for a version, `|\` where a merge's second parent starts, `|/` where two
/// lines of work meet again.
enum HistoryGraph {
    /// Every version after all of its children; among those ready, the newest first.
    static func topologicalOrder(_ versions: [VersionInfo]) -> [VersionInfo] {
        let ids = Set(versions.map(\.id))
        var waiting: [String: Int] = [:]
        for version in versions { for parent in Set(version.parents) where ids.contains(parent) { waiting[parent, default: 0] += 1 } }
        let newestFirst: (VersionInfo, VersionInfo) -> Bool = { ($0.timeMilliseconds, $0.seq, $0.id) > ($1.timeMilliseconds, $1.seq, $1.id) }
        var ready = versions.filter { (waiting[$0.id] ?? 0) == 0 }.sorted(by: newestFirst)
        let byID = Dictionary(versions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var order: [VersionInfo] = []
        while !ready.isEmpty {
            let version = ready.removeFirst()
            order.append(version)
            for parent in Set(version.parents) where ids.contains(parent) {
                waiting[parent, default: 0] -= 1
                if waiting[parent] == 0, let next = byID[parent] {
                    ready.append(next)
                    ready.sort(by: newestFirst)
                }
            }
        }
        return order
    }

    /// One row per version (its lanes, then the caller's text) and the connector rows
    /// between them (`version` nil), for versions in topological order.
    static func rows(_ versions: [VersionInfo]) -> [(graph: String, version: VersionInfo?)] {
        let shown = Set(versions.map(\.id))
        var lanes: [String] = []
        var rows: [(graph: String, version: VersionInfo?)] = []
        for version in versions {
            let column: Int
            if let found = lanes.firstIndex(of: version.id) {
                column = found
            } else {
                lanes.append(version.id)
                column = lanes.count - 1
            }
            rows.append((lanes.indices.map { $0 == column ? "*" : "|" }.joined(separator: " "), version))
            let parents = version.parents.filter(shown.contains)
            guard let first = parents.first else {
                // A first version (or the oldest shown): its lane ends.
                lanes.remove(at: column)
                if column < lanes.count { rows.append((connector(lanes.count + 1, from: column, slant: "/"), nil)) }
                continue
            }
            if let other = lanes.firstIndex(of: first), other != column {
                // Its parent is already drawn in another lane: the two lines meet in the
                // leftmost of the two, as git draws it (`|/`, never `/ /`).
                let (kept, ended) = (min(column, other), max(column, other))
                rows.append((connector(lanes.count, from: ended, slant: "/"), nil))
                lanes[kept] = first
                lanes.remove(at: ended)
            } else {
                lanes[column] = first
            }
            for parent in parents.dropFirst() where !lanes.contains(parent) {
                // A merge: its other parent opens a lane beside it.
                let at = min(column + 1, lanes.count)
                lanes.insert(parent, at: at)
                rows.append((connector(lanes.count, from: at, slant: "\\"), nil))
            }
        }
        return rows
    }

    /// `| | /`-like rows: `|` for each lane before `from`, `slant` from there on.
    static func connector(_ count: Int, from start: Int, slant: String) -> String {
        (0..<count).map { $0 < start ? "|" : slant }.joined(separator: " ").replacingOccurrences(of: "| \(slant)", with: "|\(slant)")
    }
}
