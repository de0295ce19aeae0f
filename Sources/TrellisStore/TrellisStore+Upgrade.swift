import GRDB

extension TrellisStore {
    /// One-time upgrades in code, run once after the migrator has brought a store from
    /// schema `previous` (nil: a new store) to this build's. Migrations are SQL only
    /// (Migrations/README.md); what SQL cannot do is here, keyed by the migration that
    /// made it possible, and each upgrade leaves a store that is valid if it is cut short.
    static func upgrade(_ writer: any DatabaseWriter, from previous: Int?) throws {
        guard let previous else { return }
        if previous < StoredObject.firstSchema {
            // 0004: objects may be stored compressed. Those stored before are compressed
            // here; one left as it was (an upgrade cut short) is still read as it is.
            try writer.write { db in try StoredObject.compressStored(db) }
            // The file gives the space back (a snapshot of a file with free pages would be
            // rebuilt on every clone).
            try? writer.vacuum()
        }
    }
}
