import Crypto
import Foundation
import GRDB
import TrellisModel
import TrellisSupport

extension TrellisStore {
    /// `fsck`'s (and a snapshot's) check of the authors' texts (migration 0005), trusted no
    /// more than objects: each text's bytes re-hashed, each version's text at a safe path
    /// and parsing to exactly that version's content, as a fetch checks every text it
    /// receives. A checkout writes these bytes into the working copy, so one flipped bit
    /// here is a changed file in every clone. `fsck --repair` (`gc`) re-prints what fails.
    static func textProblems(_ db: Database) throws -> [FsckProblem] {
        var problems: [FsckProblem] = []
        let repair = "\(CommandHint.repairStore) re-prints it from the stored component"
        let texts = try Row.fetchCursor(db, sql: "SELECT hash, data FROM source_text")
        var corrupt = Set<String>()
        while let row = try texts.next() {
            let hash: String = row[0]
            guard let data = row[1] as Data?, CanonicalJSONWriter.hex(SHA256.hash(data: data)) == hash else {
                corrupt.insert(hash)
                continue
            }
        }
        let links = try Row.fetchCursor(
            db,
            sql: """
                SELECT t.version_id, t.path, t.text_hash, v.component, v.object_hash, s.data FROM version_text t
                LEFT JOIN version v ON v.id = t.version_id LEFT JOIN source_text s ON s.hash = t.text_hash
                """)
        var linked = Set<String>()
        while let row = try links.next() {
            let id: String = row[0], path: String = row[1], textHash: String = row[2]
            let component: String? = row[3], content: String? = row[4], data: Data? = row[5]
            linked.insert(textHash)
            let location = "text of version \(id.prefix(12))" + (component.map { " of \(ComponentName.quoted($0))" } ?? "") + " (\(path))"
            func report(_ message: String) { problems.append(FsckProblem(kind: .text, location: location, message: message)) }
            guard component != nil else {
                report("its version is missing")
                continue
            }
            guard let content else {
                report("its version is a deletion, which has no text")
                continue
            }
            guard let data else {
                report("its text \(textHash.prefix(12)) is missing; \(repair)")
                continue
            }
            if !SourceText.isSafePath(path) { report("its path is not a relative path to a .layout file inside the project; \(repair)") }
            if corrupt.contains(textHash) {
                report("its bytes do not hash to \(textHash.prefix(12)): the text is corrupt; \(repair)")
                continue
            }
            let parsed = LayoutParser.parse(String(decoding: data, as: UTF8.self), file: path).document
            if parsed?.means(contentHash: content) != true {
                report("it does not parse to the version's content \(content.prefix(12)); \(repair)")
            }
        }
        // A corrupt text no version uses reaches no one; a garbage collection removes it.
        for hash in corrupt.subtracting(linked).sorted() {
            problems.append(
                FsckProblem(
                    kind: .text, location: "text \(hash.prefix(12))",
                    message: "its bytes do not hash to its name (no version uses it: \(CommandHint.collectGarbage) removes it)"
                ))
        }
        return problems
    }
}
