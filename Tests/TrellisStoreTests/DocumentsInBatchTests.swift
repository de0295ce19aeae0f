import Foundation
import GRDB
import Testing
import TrellisModel
import TrellisTestSupport
@testable import TrellisStore

/// `TrellisStore.documents(at:)`: a checkout's batch read, one transaction for many
/// components, checked as `document(at:)` checks one.
@Suite(.temporaryFolders) struct DocumentsInBatchTests {
    @Test func aBatchReadsWhatEachReadGivesInOrderWithNilForADeletion() throws {
        let store = try Fixtures.store()
        try store.commit([Fixtures.avatar(), Fixtures.panelSpec] + (0..<5).map { Fixtures.generated($0) }, message: "one")
        try store.commit([], deleting: [Fixtures.generated(2).name], message: "two")
        let versions = try store.heads()
        let batch = try store.documents(at: versions)
        #expect(batch.count == versions.count)
        for (version, document) in zip(versions, batch) {
            #expect(document == (try store.document(at: version)), "\(version.component)")
        }
        #expect(batch.filter { $0 == nil }.count == 1)
    }

    @Test func aBatchWithACorruptObjectIsRefusedNamingIt() throws {
        let store = try Fixtures.store()
        try store.commit([Fixtures.avatar(), Fixtures.panelSpec], message: "one")
        let hash = Fixtures.panelSpec.contentHash
        try store.writer.write { db in
            var stored = try #require(try Data.fetchOne(db, sql: "SELECT data FROM object WHERE hash = ?", arguments: [hash]))
            stored[stored.startIndex + stored.count / 2] ^= 0x10
            try db.execute(sql: "UPDATE object SET data = ? WHERE hash = ?", arguments: [stored, hash])
        }
        #expect {
            try store.documents(at: try store.heads())
        } throws: { error in
            guard case StoreError.corruptObject(let named, _) = error else { return false }
            return named == hash
        }
    }
}
