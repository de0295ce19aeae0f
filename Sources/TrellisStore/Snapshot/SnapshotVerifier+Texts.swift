import Foundation
import GRDB

extension SnapshotVerifier {
    /// The authors' texts of a snapshot, checked as `fsck` checks them (`TrellisStore.textProblems`).
    static func textProblems(path: String) throws -> [FsckProblem] {
        try reading(path) { db in
            // A snapshot from a trellis older than texts has none (migrated on adoption).
            guard try db.tableExists("source_text"), try db.tableExists("version_text") else { return [] }
            return try TrellisStore.textProblems(db)
        }
    }
}
