import Foundation
import TrellisStore

/// A storage's capability to hand out its whole shared history as one SQLite file, for a
/// clone (`GET /v1/snapshot`): `HubStorage.snapshots`. A store file has it.
public protocol SnapshotSource: Sendable {
    func latestSeq() throws -> Int64
    /// Writes the snapshot into a new file at `path`.
    func writeSnapshot(to path: String) throws -> SnapshotSummary
    /// The snapshot in memory, or nil when it would be larger than `limit` bytes.
    func snapshotImage(upTo limit: Int64) throws -> (image: Data, summary: SnapshotSummary)?
}

extension TrellisStore: SnapshotSource {}
