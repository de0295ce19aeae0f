import Foundation
import TrellisModel
import TrellisStore
import TrellisSupport

/// Relayout's use of ``ComparisonMemo``: which rows have one, reading them, keeping new ones.
extension Relayout {
    /// Each row's memo key, or nil where every device has the same key on both sides (its
    /// entries are `unchanged` without any comparison).
    static func memoKeys(_ rows: [_Row], devices: Int) -> [Data?] {
        rows.map { row in
            (0..<devices).contains { row.before?[$0] != row.after?[$0] }
                ? ComparisonMemo.key(before: row.before, after: row.after, devices: devices) : nil
        }
    }

    /// Row index → its entries, for the rows an earlier run compared (none while outcomes
    /// are kept: pictures need both sides read).
    func rememberedEntries(_ rows: [_Row], memoKeys: [Data?], devices: [String]) throws -> [Int: [RelayoutReport.Entry]] {
        guard !keepsOutcomes else { return [:] }
        let found = try store.cachedData(ComparisonMemo.namespace, for: memoKeys.compactMap { $0 })
        var remembered: [Int: [RelayoutReport.Entry]] = [:]
        for (r, key) in memoKeys.enumerated() {
            guard let key, let data = found[key],
                let entries = ComparisonMemo.decode(data, component: rows[r].component, variant: rows[r].variant, devices: devices)
            else { continue }
            remembered[r] = entries.map { entry in
                var entry = entry
                entry.layoutState = rows[r].state
                return entry
            }
        }
        return remembered
    }

    /// Keeps the entries of the rows compared in this run (`entries` holds `devices` per
    /// row, in row order), encoded on every worker: an edit of a shared container compares
    /// hundreds of components.
    func rememberComparisons(memoKeys: [Data?], skipping remembered: [Int: [RelayoutReport.Entry]], entries: [RelayoutReport.Entry], devices: Int) throws {
        let compared = memoKeys.enumerated().compactMap { r, key in key.flatMap { remembered[r] == nil ? (row: r, key: $0) : nil } }
        let memos = parallelMap(compared.count, workers: jobs, chunkSize: 16) { i -> (key: Data, data: Data) in
            let (r, key) = compared[i]
            return (key, ComparisonMemo.encode(entries[(r * devices)..<((r + 1) * devices)]))
        }
        try store.storeInCache(ComparisonMemo.namespace, memos)
    }
}
