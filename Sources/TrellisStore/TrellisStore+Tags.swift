import Foundation
import GRDB
import TrellisModel

extension TrellisStore {
    /// Pins `name@revision` (the head by default) as `name@tag`, in one transaction.
    /// Tags are semantic versions and never move: tagging an existing tag is an error.
    @discardableResult
    public func tag(_ name: String, _ tag: String, at revision: String? = nil) throws -> TagInfo {
        guard TagName.isValid(tag) else { throw StoreError.invalidTagName(tag) }
        try ComponentName.validate(name)
        try RecordText.validate(environment.author, as: .author)
        let author = environment.author
        let clock = environment.clock
        return try writer.write { db in
            let version = try Self.resolve(db, name, revision)
            if version.isDeletion { throw StoreError.deleted(component: name, version: version.id) }
            if let existing = try TagRecord.fetchOne(db, key: ["component": name, "name": tag]) {
                throw StoreError.tagExists(component: name, tag: tag, version: existing.versionID)
            }
            let timeMS = clock().storeMilliseconds
            var change = ChangeRecord(seq: nil, kind: ChangeKind.tag.rawValue, author: author, timeMS: timeMS, message: "tag \(name)@\(tag)")
            try change.insert(db)
            let record = TagRecord(component: name, name: tag, versionID: version.id, author: author, timeMS: timeMS, seq: change.seq!)
            try record.insert(db)
            try RowDigest.added(db, .changes, where: "seq = ?", [record.seq])
            try RowDigest.added(db, .tags, where: "seq = ?", [record.seq])
            return Self.info(record)
        }
    }

    /// A component's tags, oldest first.
    public func tags(of name: String) throws -> [TagInfo] {
        try writer.read { db in
            try TagRecord.fetchAll(db, sql: "SELECT * FROM tag WHERE component = ? ORDER BY seq", arguments: [name]).map(Self.info)
        }
    }

    /// version id → its tags, for a log.
    public func tagsByVersion(of name: String) throws -> [String: [String]] {
        Dictionary(grouping: try tags(of: name), by: \.versionID).mapValues { $0.map(\.name) }
    }

    static func info(_ record: TagRecord) -> TagInfo {
        TagInfo(
            component: record.component, name: record.name, versionID: record.versionID, author: record.author,
            time: Date(storeMilliseconds: record.timeMS), seq: record.seq)
    }
}
