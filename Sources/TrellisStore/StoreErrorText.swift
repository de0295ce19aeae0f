import GRDB
import TrellisSupport

/// SQLite's errors in words, each with what to do: what the command line prints when one
/// reaches it (a full disk, a read-only folder, a damaged file), instead of the raw text.
public enum StoreErrorText {
    /// The message for `error` when it is SQLite's; nil for any other error.
    /// `folder` names the folder the store is in, as the reader knows it.
    public static func message(for error: any Error, folder: String = "the store's folder") -> String? {
        (error as? DatabaseError).map { database($0, folder: folder) }
    }

    static func database(_ error: DatabaseError, folder: String = "the store's folder") -> String {
        let detail = error.message ?? "\(error.resultCode)"
        switch error.resultCode.primaryResultCode {
        case .SQLITE_FULL:
            return "the disk is full: the store could not be written (\(detail)); free some space and run the command again (nothing was recorded)"
        case .SQLITE_READONLY:
            return "the store is read-only here (its folder or file may not be written): read commands work; to record, make \(folder) writable"
        case .SQLITE_CORRUPT, .SQLITE_NOTADB:
            return
                "the store is damaged (SQLite: \(detail)): run \(CommandHint.checkStore) to see what is damaged, then restore it from a backup or clone the library again; never initialise a new store over it"
        case .SQLITE_IOERR:
            return "the store could not be read or written (I/O error: \(detail)); check the disk, then run \(CommandHint.checkStore)"
        case .SQLITE_CANTOPEN:
            return "the store file cannot be opened (\(detail)): check that \(folder) exists and may be read"
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return "the store is busy: another trellis is writing to it; run the command again when it is done"
        default:
            return "the store refused the operation (SQLite: \(detail))"
        }
    }

}
