import Crypto
import Foundation
import GRDB
import TrellisModel
import TrellisSupport

/// The authors' texts of a snapshot, checked as `fsck` checks them (`TrellisStore.textProblems`),
/// over ranges of versions on every core (parsing them is most of a verification's work),
/// with the parse of every text that passed kept by version id.
extension SnapshotVerifier {
    /// What one work item reads: the links of a range of version ids, or the texts no
    /// version uses (a corrupt one is reported, as `fsck` does, after the links).
    enum TextWork: Sendable {
        /// `version_id >= lower` (when given) and `< upper` (when given): the ranges cover
        /// every string, whatever the ids hold.
        case links(lower: String?, upper: String?)
        case unlinked
    }

    /// A few ranges per core, cut at hex prefixes (version ids are SHA-256 hex), then the unlinked texts.
    static func textWork() -> [TextWork] {
        let pieces = max(1, ProcessInfo.processInfo.activeProcessorCount) * 3
        let bounds = (1..<pieces).map { String(format: "%02x", $0 * 256 / pieces) }
        var work: [TextWork] = []
        for index in 0..<pieces {
            work.append(.links(lower: index == 0 ? nil : bounds[index - 1], upper: index == pieces - 1 ? nil : bounds[index]))
        }
        return work + [.unlinked]
    }

    static func texts(_ db: Database, _ work: TextWork) throws -> (problems: [FsckProblem], checked: [String: CheckedText]) {
        var problems: [FsckProblem] = []
        var checked: [String: CheckedText] = [:]
        switch work {
        case .links(let lower, let upper):
            var conditions: [String] = []
            var arguments: [String] = []
            if let lower { conditions.append("t.version_id >= ?"); arguments.append(lower) }
            if let upper { conditions.append("t.version_id < ?"); arguments.append(upper) }
            let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
            let rows = try Row.fetchCursor(
                db, sql: "SELECT \(_TextLink.columns) FROM version_text t \(_TextLink.joins) \(filter) ORDER BY t.version_id",
                arguments: StatementArguments(arguments))
            while let row = try rows.next() {
                let link = _TextLink(row: row)
                let (found, parsed) = link.check()
                problems += found
                if let parsed { checked[link.versionID] = parsed }
            }
        case .unlinked:
            let rows = try Row.fetchCursor(
                db, sql: "SELECT hash, data FROM source_text WHERE hash NOT IN (SELECT text_hash FROM version_text) ORDER BY hash")
            while let row = try rows.next() {
                let hash: String = row[0]
                if let data = row[1] as Data?, CanonicalJSONWriter.hex(SHA256.hash(data: data)) == hash { continue }
                problems.append(_TextLink.unusedCorruptText(hash))
            }
        }
        return (problems, checked)
    }
}
