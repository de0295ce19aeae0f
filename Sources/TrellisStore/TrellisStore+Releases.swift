import Foundation
import GRDB
import TrellisModel

/// A library's release: one semantic version tagged on every component it ships, at the
/// version each had when it was made. Kept as the components' tags — immutable, and
/// carried by fetch, clone and push like any tag, so a library's clone sees its releases —
/// with the release's message on the change that made them.
public struct ReleaseInfo: Hashable, Sendable {
    public var version: String
    /// Component → version id, sorted by component.
    public var components: [(name: String, versionID: String)]
    public var author: String
    public var time: Date
    /// The message given to `release` (in the store that made it; a clone has none).
    public var message: String?

    public static func == (lhs: ReleaseInfo, rhs: ReleaseInfo) -> Bool {
        lhs.version == rhs.version && lhs.components.elementsEqual(rhs.components) { $0.name == $1.name && $0.versionID == $1.versionID }
            && lhs.author == rhs.author
            && lhs.time == rhs.time && lhs.message == rhs.message
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(version)
        for component in components { hasher.combine(component.name); hasher.combine(component.versionID) }
    }
}

extension TrellisStore {
    /// Tags the heads of `components` as release `version`, in one transaction with one
    /// change (its message `release VERSION: MESSAGE`). Refuses, tagging nothing, when
    /// the version is not semantic, a component has no head or was deleted, or any of
    /// them (or any component at all) already has the tag: releases never move.
    @discardableResult
    public func release(_ version: String, components: [String], message: String) throws -> ReleaseInfo {
        guard TagName.isValid(version) else { throw StoreError.invalidTagName(version) }
        for name in components { try ComponentName.validate(name) }
        let text = message.isEmpty ? "release \(version)" : "release \(version): \(message)"
        try RecordText.validate(text, as: .message)
        try RecordText.validate(environment.author, as: .author)
        let author = environment.author
        let clock = environment.clock
        return try writer.write { db in
            if let existing = try TagRecord.fetchOne(db, sql: "SELECT * FROM tag WHERE name = ? ORDER BY component LIMIT 1", arguments: [version]) {
                throw StoreError.tagExists(component: existing.component, tag: version, version: existing.versionID)
            }
            let timeMS = clock().storeMilliseconds
            var change = ChangeRecord(seq: nil, kind: ChangeKind.tag.rawValue, author: author, timeMS: timeMS, message: text)
            try change.insert(db)
            var tagged: [(name: String, versionID: String)] = []
            for name in components.sorted() {
                let head = try Self.resolve(db, name, nil)
                if head.isDeletion { throw StoreError.deleted(component: name, version: head.id) }
                try TagRecord(component: name, name: version, versionID: head.id, author: author, timeMS: timeMS, seq: change.seq!).insert(db)
                tagged.append((name, head.id))
            }
            try RowDigest.added(db, .changes, where: "seq = ?", [change.seq])
            try RowDigest.added(db, .tags, where: "seq = ?", [change.seq])
            return ReleaseInfo(version: version, components: tagged, author: author, time: Date(storeMilliseconds: timeMS), message: message)
        }
    }

    /// Every release (every tag name), oldest first, with its components.
    public func releases() throws -> [ReleaseInfo] {
        try writer.read { db in
            let records = try TagRecord.fetchAll(db, sql: "SELECT * FROM tag ORDER BY seq, name, component")
            var order: [String] = []
            var grouped: [String: [TagRecord]] = [:]
            for record in records {
                if grouped[record.name] == nil { order.append(record.name) }
                grouped[record.name, default: []].append(record)
            }
            return try order.map { version in
                let tags = grouped[version] ?? []
                let first = tags[0]
                let change = try ChangeRecord.fetchOne(db, key: first.seq)
                let prefix = "release \(version)"
                let message: String? = change.flatMap { change in
                    guard change.message.hasPrefix(prefix) else { return nil }
                    let rest = change.message.dropFirst(prefix.count)
                    return rest.hasPrefix(": ") ? String(rest.dropFirst(2)) : ""
                }
                return ReleaseInfo(
                    version: version, components: tags.map { ($0.component, $0.versionID) }.sorted { $0.name < $1.name },
                    author: first.author, time: Date(storeMilliseconds: first.timeMS), message: message)
            }
        }
    }
}
