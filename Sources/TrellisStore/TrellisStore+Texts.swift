import Crypto
import Foundation
import GRDB
import TrellisModel

/// What the author wrote for one version (migration 0005): the file's text, byte for
/// byte, and its path relative to the project's root.
public struct SourceText: Hashable, Sendable {
    public var text: String
    public var path: String

    public init(text: String, path: String) {
        self.text = text
        self.path = path
    }

    /// SHA-256 (hex) of the text's UTF-8 bytes: its key in `source_text`.
    public var hash: String { CanonicalJSONWriter.hex(SHA256.hash(data: Data(text.utf8))) }

    /// A path a checkout may write to: relative, inside the project, a `.layout` file.
    public static func isSafePath(_ path: String) -> Bool {
        guard path.hasSuffix(".layout"), !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0") else { return false }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return !parts.contains { $0.isEmpty || $0 == "." || $0 == ".." || $0.hasPrefix(".") }
    }
}

/// A text received for a version that does not belong to it. Nothing of the batch was kept.
public struct SourceTextError: Error, Hashable, Sendable, CustomStringConvertible {
    public var versionID: String
    public var reason: String

    public var description: String { "the text sent for version \(versionID.prefix(12)) was refused: \(reason)" }
}

extension TrellisStore {
    /// The author's texts of these versions (those that have one), by version id. A text
    /// whose bytes no longer hash to its name is left out, as if the version had none
    /// (a checkout then prints the verified component): a flipped bit never reaches a
    /// working copy or a peer. `fsck` reports it and `fsck --repair` re-prints it.
    public func sourceTexts(of versionIDs: [String]) throws -> [String: SourceText] {
        try sourceTexts(of: versionIDs, verified: [:])
    }

    /// `sourceTexts(of:)`, but the texts in `verified` — which this store's verification
    /// hashed and parsed already (a fresh clone's, `SnapshotSummary.headTexts`) — are not
    /// hashed a second time when the row names the same text.
    public func sourceTexts(of versionIDs: [String], verified: [String: CheckedText]) throws -> [String: SourceText] {
        guard !versionIDs.isEmpty else { return [:] }
        return try writer.read { db in
            let statement = try db.cachedStatement(
                sql: """
                    SELECT s.data, t.path, t.text_hash FROM version_text t JOIN source_text s ON s.hash = t.text_hash WHERE t.version_id = ?
                    """)
            var result: [String: SourceText] = [:]
            for id in Set(versionIDs) {
                if let row = try Row.fetchOne(statement, arguments: [id]), let data = row[0] as Data?, let path = row[1] as String?,
                    let hash = row[2] as String?, verified[id]?.textHash == hash || CanonicalJSONWriter.hex(SHA256.hash(data: data)) == hash
                {
                    result[id] = SourceText(text: String(decoding: data, as: UTF8.self), path: path)
                }
            }
            return result
        }
    }

    /// Keeps the texts a peer sent for versions this store holds, after checking each:
    /// a safe path, and a text that parses to exactly the version's content. All or
    /// nothing. Versions that already have a text keep it.
    public func receiveTexts(_ texts: [String: SourceText]) throws {
        guard !texts.isEmpty else { return }
        let versions = Dictionary(try self.versions(Array(texts.keys)).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        for (id, text) in texts {
            guard let version = versions[id] else { throw SourceTextError(versionID: id, reason: "no such version here") }
            try Self.verify(text, for: version)
        }
        try writer.write { db in try Self.insertTexts(db, texts) }
    }

    /// Checks that `text` may be kept for `version`: its path is safe and it parses to the version's content.
    package static func verify(_ text: SourceText, for version: VersionInfo) throws {
        guard SourceText.isSafePath(text.path) else {
            throw SourceTextError(versionID: version.id, reason: "its path \(text.path) is not a relative path to a .layout file inside the project")
        }
        guard let content = version.contentHash else { throw SourceTextError(versionID: version.id, reason: "the version is a deletion") }
        let parsed = LayoutParser.parse(text.text, file: text.path).document
        guard parsed?.means(contentHash: content) == true else {
            throw SourceTextError(versionID: version.id, reason: "it does not parse to the version's content \(content.prefix(12))")
        }
    }

    static func insertTexts(_ db: Database, _ texts: [String: SourceText]) throws {
        let text = try db.cachedStatement(sql: "INSERT OR IGNORE INTO source_text (hash, data) VALUES (?, ?)")
        let link = try db.cachedStatement(sql: "INSERT OR IGNORE INTO version_text (version_id, text_hash, path) VALUES (?, ?, ?)")
        for (id, source) in texts {
            let hash = source.hash
            try text.execute(arguments: [hash, Data(source.text.utf8)])
            try link.execute(arguments: [id, hash, source.path])
            if db.changesCount > 0 { try RowDigest.added(db, .texts, where: "version_id = ?", [id]) }
        }
    }

    /// Text hash of each head that has a text: how `status` sees a comment-only edit.
    public func headTextHashes() throws -> [String: String] {
        try writer.read { db in try Self.headTextHashes(db) }
    }

    static func headTextHashes(_ db: Database) throws -> [String: String] {
        var result: [String: String] = [:]
        let rows = try Row.fetchCursor(
            db.cachedStatement(
                sql: """
                    SELECT r.component, t.text_hash FROM ref r JOIN version_text t ON t.version_id = r.version_id WHERE r.name = 'head'
                    """))
        while let row = try rows.next() { result[row[0]] = row[1] }
        return result
    }
}
