import Crypto
import Foundation
import GRDB
import TrellisModel

extension SnapshotVerifier {
    /// The authors' texts of a snapshot (migration 0005), trusted no more than objects:
    /// each text's bytes re-hashed, each version's text at a safe path and parsing to
    /// exactly that version's content, as a fetch checks every text it receives.
    static func textProblems(path: String) throws -> [FsckProblem] {
        try reading(path) { db in
            // A snapshot from a trellis older than texts has none (migrated on adoption).
            guard try db.tableExists("source_text"), try db.tableExists("version_text") else { return [] }
            var problems: [FsckProblem] = []
            let texts = try Row.fetchCursor(db, sql: "SELECT hash, data FROM source_text")
            while let row = try texts.next() {
                let hash: String = row[0], data: Data = row[1]
                if CanonicalJSONWriter.hex(SHA256.hash(data: data)) != hash {
                    problems.append(FsckProblem(kind: .object, location: "text \(hash.prefix(12))", message: "its bytes do not hash to its name"))
                }
            }
            let links = try Row.fetchCursor(
                db,
                sql: """
                    SELECT t.version_id, t.path, v.object_hash, s.data FROM version_text t
                    LEFT JOIN version v ON v.id = t.version_id LEFT JOIN source_text s ON s.hash = t.text_hash
                    """)
            while let row = try links.next() {
                let id: String = row[0], path: String = row[1], content: String? = row[2], data: Data? = row[3]
                let location = "text of version \(id.prefix(12))"
                guard let data, let content else {
                    problems.append(FsckProblem(kind: .version, location: location, message: "its version, content or text is missing"))
                    continue
                }
                if !SourceText.isSafePath(path) {
                    problems.append(FsckProblem(kind: .version, location: location, message: "path \(path) is not a .layout file inside the project"))
                }
                let parsed = LayoutParser.parse(String(decoding: data, as: UTF8.self), file: path).document
                if parsed?.means(contentHash: content) != true {
                    problems.append(FsckProblem(kind: .version, location: location, message: "the text does not parse to the version's content"))
                }
            }
            return problems
        }
    }
}
