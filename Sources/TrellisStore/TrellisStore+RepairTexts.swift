import Crypto
import Foundation
import GRDB
import TrellisModel

/// What `gc` (and `fsck --repair`) did about one version's damaged author's text.
public struct TextRepair: Hashable, Sendable, CustomStringConvertible {
    public enum Outcome: String, Hashable, Sendable {
        /// The text was replaced by the version's stored component, printed: it means what
        /// was committed, but the author's formatting and comments are lost.
        case reprinted
        /// The version's own object was damaged and rebuilt from its sound text.
        case objectRestored
        /// Neither the text nor the component could be read: the text was dropped, and the
        /// version stays damaged until a peer that holds it is fetched from.
        case lost
    }
    public var versionID: String
    public var component: String
    public var path: String
    public var outcome: Outcome
    /// Why it needed repair (what fsck said).
    public var reason: String

    public var description: String {
        let place = "the text of version \(versionID.prefix(12)) of \(ComponentName.quoted(component)) (\(path))"
        switch outcome {
        case .reprinted:
            return "re-printed \(place) from its stored component (\(reason)): the author's formatting and comments in it are lost"
        case .objectRestored:
            return "rebuilt the stored component of version \(versionID.prefix(12)) of \(ComponentName.quoted(component)) from its text \(path) (\(reason))"
        case .lost:
            return
                "lost \(place) (\(reason)), and its stored component cannot be read either: fetch the version again from a store that holds it"
        }
    }
}

extension TrellisStore {
    /// Repairs every author's text fsck would flag (`textProblems`), in the caller's
    /// transaction: a text whose bytes do not hash to its name, that is missing, that does
    /// not parse to its version's content or whose path is unsafe is replaced by the
    /// version's component printed (`LayoutPrinter`) — the committed meaning, without the
    /// author's formatting — and a damaged object whose version's text is sound is
    /// rebuilt from that text. Texts no version uses are removed. Returns what it did.
    static func repairTexts(_ db: Database) throws -> (repairs: [TextRepair], removedTexts: Int) {
        guard try db.tableExists("source_text"), try db.tableExists("version_text") else { return ([], 0) }
        let links = try Row.fetchAll(
            db,
            sql: """
                SELECT t.version_id, t.path, t.text_hash, v.component, v.object_hash, s.data FROM version_text t
                LEFT JOIN version v ON v.id = t.version_id LEFT JOIN source_text s ON s.hash = t.text_hash
                ORDER BY v.component, t.version_id
                """)
        var repairs: [TextRepair] = []
        for row in links {
            let id: String = row[0], path: String = row[1], textHash: String = row[2]
            let component: String? = row[3], content: String? = row[4], data: Data? = row[5]
            guard let component, let content else {
                // A text of a missing version or a deletion: nothing can use it.
                try db.execute(sql: "DELETE FROM version_text WHERE version_id = ?", arguments: [id])
                repairs.append(TextRepair(versionID: id, component: component ?? "?", path: path, outcome: .lost, reason: "its version holds no component"))
                continue
            }
            let text = data.flatMap { CanonicalJSONWriter.hex(SHA256.hash(data: $0)) == textHash ? String(decoding: $0, as: UTF8.self) : nil }
            let parsed = text.flatMap { LayoutParser.parse($0, file: path).document }
            let document = try? LayoutDocument(canonicalData: objectData(db, content))
            let reason: String
            if data == nil {
                reason = "the text is missing"
            } else if text == nil {
                reason = "its bytes do not hash to its name"
            } else if parsed?.means(contentHash: content) != true {
                reason = "it does not parse to the version's content"
            } else if !SourceText.isSafePath(path) {
                reason = "its path is unsafe"
            } else {
                if document == nil, let parsed, let canonical = [parsed, parsed.withItemsInNameOrder].first(where: { $0.contentHash == content }),
                    try restoreObject(db, hash: content, canonical: canonical.canonicalData)
                {
                    repairs.append(TextRepair(versionID: id, component: component, path: path, outcome: .objectRestored, reason: "its object was damaged"))
                }
                continue
            }
            guard let document else {
                try db.execute(sql: "DELETE FROM version_text WHERE version_id = ?", arguments: [id])
                repairs.append(TextRepair(versionID: id, component: component, path: path, outcome: .lost, reason: reason))
                continue
            }
            let safePath = SourceText.isSafePath(path) ? path : "\(component).layout"
            let printed = SourceText(text: LayoutPrinter.print(document), path: safePath)
            try db.execute(
                sql: "INSERT OR IGNORE INTO source_text (hash, data) VALUES (?, ?)", arguments: [printed.hash, Data(printed.text.utf8)])
            try db.execute(
                sql: "UPDATE version_text SET text_hash = ?, path = ? WHERE version_id = ?", arguments: [printed.hash, safePath, id])
            repairs.append(TextRepair(versionID: id, component: component, path: safePath, outcome: .reprinted, reason: reason))
        }
        try db.execute(sql: "DELETE FROM source_text WHERE hash NOT IN (SELECT text_hash FROM version_text)")
        return (repairs, db.changesCount)
    }

    /// Replaces a damaged object's stored form with `canonical` (which hashes to `hash`);
    /// false when the store has no row for it.
    static func restoreObject(_ db: Database, hash: String, canonical: Data) throws -> Bool {
        try db.execute(sql: "UPDATE object SET data = ? WHERE hash = ?", arguments: [StoredObject.encode(canonical), hash])
        return db.changesCount > 0
    }
}
