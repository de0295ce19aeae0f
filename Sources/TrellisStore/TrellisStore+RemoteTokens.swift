import Foundation
import GRDB

extension TrellisStore {
    /// Clears every token an older trellis kept in the `remote` table (they now live in the
    /// project's credentials file or the environment: TrellisSync's `Credentials`). The
    /// store runs with `secure_delete`, and the log is written back at once, so the old
    /// values do not linger in the file's pages or its write-ahead log.
    public func clearRemoteTokens() throws {
        try writer.write { db in try db.execute(sql: "UPDATE remote SET token = NULL WHERE token IS NOT NULL") }
        if writer is DatabasePool {
            try? writer.writeWithoutTransaction { db in _ = try Row.fetchOne(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        }
    }
}
