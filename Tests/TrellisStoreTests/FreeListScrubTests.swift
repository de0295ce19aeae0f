import Foundation
import GRDB
import Testing
import TrellisModel
import TrellisTestSupport
@testable import TrellisStore

/// A snapshot's free pages are overwritten in place (no VACUUM of the whole copy), and a
/// free list that does not read as SQLite's is left to a VACUUM.
@Suite(.temporaryFolders) struct FreeListScrubTests {
    /// A plain SQLite file whose free list holds pages full of `marker` (a table dropped
    /// without secure delete), and its page size.
    func fileWithDroppedRows(marker: String) throws -> (path: String, pageSize: Int) {
        let path = try Fixtures.temporaryDirectory().appendingPathComponent("dropped.sqlite").path
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA secure_delete = OFF")
            try db.execute(sql: "CREATE TABLE kept (value TEXT); INSERT INTO kept VALUES ('kept-row')")
            try db.execute(sql: "CREATE TABLE secret (value TEXT)")
            for _ in 0..<200 { try db.execute(sql: "INSERT INTO secret VALUES (?)", arguments: [String(repeating: marker, count: 20)]) }
            try db.execute(sql: "DROP TABLE secret")
        }
        let pageSize = try queue.read { db in try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 0 }
        try queue.close()
        return (path, pageSize)
    }

    func freePages(_ path: String) throws -> Int {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in try Int.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0 }
    }

    @Test func everyFreePageIsZeroedAndTheFileStillReadsAsBefore() throws {
        let (path, _) = try fileWithDroppedRows(marker: "dropped-marker")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).range(of: Data("dropped-marker".utf8)) != nil)
        let free = try freePages(path)
        #expect(free > 2, "the dropped table's pages are on the free list")

        #expect(FreeListScrub.file(path))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).range(of: Data("dropped-marker".utf8)) == nil)
        // Nothing rebuilt: the same free list, every row kept, the structure sound.
        #expect(try freePages(path) == free)
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        let (check, kept) = try queue.read { db in
            (try String.fetchAll(db, sql: "PRAGMA integrity_check"), try String.fetchAll(db, sql: "SELECT value FROM kept"))
        }
        #expect(check == ["ok"])
        #expect(kept == ["kept-row"])
    }

    @Test func anImageInMemoryIsScrubbedTheSameWay() throws {
        let (path, _) = try fileWithDroppedRows(marker: "image-marker")
        var image = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(FreeListScrub.image(&image))
        #expect(image.range(of: Data("image-marker".utf8)) == nil)
        #expect(image.range(of: Data("kept-row".utf8)) != nil)
    }

    /// A trunk page number past the end, a count unlike the header's, a loop: refused.
    @Test(arguments: [(32, UInt32(99_999)), (36, UInt32(3)), (32, UInt32(1))])
    func aFreeListThatDoesNotReadAsSQLitesIsRefused(offset: Int, value: UInt32) throws {
        let (path, _) = try fileWithDroppedRows(marker: "refused-marker")
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        try handle.seek(toOffset: UInt64(offset))
        try handle.write(contentsOf: withUnsafeBytes(of: value.bigEndian) { Data($0) })
        try handle.close()
        #expect(!FreeListScrub.file(path))
    }

    /// What a clone copies from a store file: rows its remotes and cache held, deleted
    /// long before, are on the store's free list; the snapshot file keeps its free list
    /// (no VACUUM) but not their bytes.
    @Test func aFileSnapshotCarriesNoBytesTheSourceDeletedLongAgo() throws {
        let folder = try Fixtures.temporaryDirectory()
        let source = folder.appendingPathComponent("source.sqlite").path
        let store = try TrellisStore.open(path: source, create: true, environment: .fixed())
        try store.commit((0..<40).map { Fixtures.generated($0) }, message: "library")
        let blob = Data(String(repeating: "pruned-cache-marker", count: 200).utf8)
        try store.storeInCache("relayout", (0..<4).map { (key: Data(repeating: UInt8($0 + 1), count: 32), data: blob) })
        _ = try store.clearCache("relayout")
        let sourceBytes = [source, source + "-wal"].compactMap { FileManager.default.contents(atPath: $0) }
        #expect(sourceBytes.contains { $0.range(of: Data("pruned-cache-marker".utf8)) != nil }, "the source's free pages hold the deleted rows")

        let path = folder.appendingPathComponent("snapshot.sqlite").path
        let summary = try store.writeSnapshot(to: path)
        #expect(summary.heads == 40)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).range(of: Data("pruned-cache-marker".utf8)) == nil)
        #expect(try freePages(path) > 0, "the free list was zeroed in place, not vacuumed away")
        #expect(try SnapshotVerifier(path: path).verify().isEmpty)
    }
}
