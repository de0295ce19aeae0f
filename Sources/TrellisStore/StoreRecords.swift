import Foundation
import GRDB

// One Codable record per table, as the migrations define them. Column names are the
// tables' snake_case names.

struct MetaRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "meta"
    var key: String
    var value: String
}

struct ChangeRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "change"
    var seq: Int64?
    var kind: String
    var author: String
    var timeMS: Int64
    var message: String
    /// Where a receive came from or what a merge merged (migration 0007); nil otherwise.
    var source: String?

    enum CodingKeys: String, CodingKey {
        case seq, kind, author, message, source
        case timeMS = "time_ms"
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { seq = inserted.rowID }
}

struct VersionRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "version"
    var id: String
    var component: String
    var objectHash: String?
    var author: String
    var message: String
    var timeMS: Int64
    var generation: Int64
    var seq: Int64
    /// Migration 0010: the component a rename's version was renamed from.
    var renamedFrom: String?

    enum CodingKeys: String, CodingKey {
        case id, component, author, message, generation, seq
        case objectHash = "object_hash"
        case timeMS = "time_ms"
        case renamedFrom = "renamed_from"
    }
}

struct RefRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "ref"
    static let head = "head"
    var component: String
    var name: String
    var versionID: String
    var seq: Int64

    enum CodingKeys: String, CodingKey {
        case component, name, seq
        case versionID = "version_id"
    }
}

struct TagRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tag"
    var component: String
    var name: String
    var versionID: String
    var author: String
    var timeMS: Int64
    var seq: Int64

    enum CodingKeys: String, CodingKey {
        case component, name, author, seq
        case versionID = "version_id"
        case timeMS = "time_ms"
    }
}
