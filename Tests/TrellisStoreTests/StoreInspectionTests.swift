import Foundation
import Testing
import TrellisTestSupport
@testable import TrellisStore

/// What `TrellisStore.inspect` reads of a file before SQLite does: the 16-byte header
/// compared byte by byte, and the write-ahead log's size from `stat`.
@Suite(.temporaryFolders) struct StoreInspectionTests {
    @Test func aHeaderOneByteOffSQLitesIsNotAStore() throws {
        let folder = try Fixtures.temporaryDirectory()
        let path = folder.appendingPathComponent("almost.sqlite").path
        // SQLite's header ends in a NUL; here the sixteenth byte is a space.
        FileManager.default.createFile(atPath: path, contents: Data("SQLite format 3 and then some text\n".utf8))
        #expect(throws: StoreError.notAStore(path: path, reason: "not a SQLite database")) { try TrellisStore.inspect(path: path) }
    }

    @Test func aStoreCutShortIsJudgedByItsSizeOnlyWithoutALogBesideIt() throws {
        let folder = try Fixtures.temporaryDirectory()
        let path = folder.appendingPathComponent("store.sqlite").path
        let store = try TrellisStore.open(path: path, create: true, environment: .fixed())
        try store.commit([Fixtures.avatar(), Fixtures.panelSpec], message: "one")
        try store.close()
        guard case .store = try TrellisStore.inspect(path: path) else {
            Issue.record("a closed store is not recognised")
            return
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        try data.prefix(data.count - 4096).write(to: URL(fileURLWithPath: path))
        #expect {
            try TrellisStore.inspect(path: path)
        } throws: { error in
            guard case .damaged(_, let detail) = error as? StoreError else { return false }
            return detail.contains("cut short")
        }

        // A log beside it may hold the missing pages: the size alone no longer decides.
        FileManager.default.createFile(atPath: path + "-wal", contents: Data(repeating: 0, count: 32))
        do {
            _ = try TrellisStore.inspect(path: path)
        } catch let error as StoreError {
            if case .damaged(_, let detail) = error { #expect(!detail.contains("cut short")) }
        } catch {
            // SQLite's own verdict on the pages it reads is not what this test is about.
        }
    }
}
