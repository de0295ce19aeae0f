import Foundation
import GRDB

extension TrellisStore {
    /// Everything recorded after change `seq`: new versions, refs that moved, new tags.
    /// Each is one range query on a `seq` index, so a sync costs what changed.
    public func changes(since seq: Int64) throws -> StoreChanges {
        try writer.read { db in
            let versions = try Self.infos(db, VersionRecord.fetchAll(db, sql: "SELECT * FROM version WHERE seq > ? ORDER BY seq, id", arguments: [seq]))
            let refs = try RefRecord.fetchAll(db, sql: "SELECT * FROM ref WHERE seq > ? ORDER BY seq, component, name", arguments: [seq])
                .map { RefInfo(component: $0.component, name: $0.name, versionID: $0.versionID, seq: $0.seq) }
            let tags = try TagRecord.fetchAll(db, sql: "SELECT * FROM tag WHERE seq > ? ORDER BY seq, component, name", arguments: [seq])
                .map(Self.info)
            return StoreChanges(since: seq, latest: try Self.latestSeq(db), versions: versions, refs: refs, tags: tags)
        }
    }
}
