import GRDB

/// A version row read by column rather than through `Decodable`: GRDB's keyed decoding
/// container costs more per row than the read itself, and a clone, `status` and `log`
/// read thousands (a clone's checkout reads every head twice). Same columns and the same
/// failures: a missing or mistyped column throws, an absent optional one reads as nil
/// (`renamed_from` in a snapshot older than renames).
extension VersionRecord {
    init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        component = try row.decode(forColumn: "component")
        objectHash = try row.decode(forColumn: "object_hash")
        author = try row.decode(forColumn: "author")
        message = try row.decode(forColumn: "message")
        timeMS = try row.decode(forColumn: "time_ms")
        generation = try row.decode(forColumn: "generation")
        seq = try row.decode(forColumn: "seq")
        renamedFrom = try row.decode(forColumn: "renamed_from")
    }
}
