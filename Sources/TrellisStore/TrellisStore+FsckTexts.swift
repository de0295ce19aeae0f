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
        let texts = try Row.fetchCursor(db, sql: "SELECT hash, data FROM source_text")
        var corrupt = Set<String>()
        while let row = try texts.next() {
            let hash: String = row[0]
            guard let data = row[1] as Data?, CanonicalJSONWriter.hex(SHA256.hash(data: data)) == hash else {
                corrupt.insert(hash)
                continue
            }
        }
        let links = try Row.fetchCursor(db, sql: "SELECT \(_TextLink.columns) FROM version_text t \(_TextLink.joins)")
        var linked = Set<String>()
        while let row = try links.next() {
            let link = _TextLink(row: row)
            linked.insert(link.textHash)
            problems += link.check(corrupt: corrupt.contains(link.textHash)).problems
        }
        // A corrupt text no version uses reaches no one; a garbage collection removes it.
        for hash in corrupt.subtracting(linked).sorted() { problems.append(_TextLink.unusedCorruptText(hash)) }
        return problems
    }
}
