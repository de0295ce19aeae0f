import Foundation
import Logging
import PostgresNIO
import Testing
import TrellisHubFixtures
import TrellisModel
@testable import TrellisServer
import TrellisStore
import TrellisSync

/// Renames (`trellis mv`) through a hub, on a store file and on PostgreSQL alike: the
/// rename's version keeps its origin (`renamedFrom`, hashed into its id) on the way in and
/// on the way out, so a teammate's `log --follow` reaches the old name's history.
@Suite struct HubRenameTests {
    @Test(arguments: HubBackend.allCases)
    func aRenamePushedToTheHubComesBackWithItsOriginAndItsHistory(_ backend: HubBackend) async throws {
        try await backend.withHub { services in
            let hub = services[0]
            let ana = try HubStorageTests.client("ana", hub)
            try HubStorageTests.commit(ana.store, [HubStorageTests.component("Piece")], message: "piece")
            try HubStorageTests.commit(ana.store, [HubStorageTests.component("Piece", size: 24)], message: "bigger")
            _ = try await ana.push()
            // Renamed: Dot continues Piece's head, Piece is deleted in the same change.
            let dot = try LayoutDocument(parsing: HubStorageTests.component("Dot", size: 24), file: "Dot.layout")
            try ana.store.commit([dot], deleting: ["Piece"], message: "rename", renames: ["Dot": "Piece"])
            let pushed = try await ana.push()
            #expect(pushed.moved == ["Dot", "Piece"])

            let bo = try HubStorageTests.client("bo", hub)
            _ = try await bo.fetchAndMerge()
            let head = try #require(try bo.store.head(of: "Dot"))
            #expect(head.id == (try ana.store.head(of: "Dot")?.id))
            #expect(head.renamedFrom == "Piece")
            let followed = try bo.store.log(of: "Dot", follow: true).map(\.message)
            // Piece's two versions came in one change: their order there is the store's, not the test's.
            #expect(followed.first == "rename" && followed.sorted() == ["bigger", "piece", "rename"], "\(followed)")
            #expect(try bo.store.head(of: "Piece")?.contentHash == nil)
            #expect(try bo.store.fsck().isEmpty)
        }
    }

    /// A hub made before renames (its schema at 0001) is brought up to date on start, and
    /// its history read back as it was.
    @Test func aHubFromBeforeRenamesIsMigratedAndKeepsItsHistory() async throws {
        try await PostgresScratch.withDatabase { database in
            let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
            let all = try PostgresHubStorage.migrations()
            let first = try #require(all.first { $0.number == 1 })
            let connection = try await PostgresConnection.connect(configuration: try database.connectionConfiguration(), id: 1, logger: logger)
            _ = try await PostgresHubStorage.apply([first], on: connection, database: database, logger: logger)
            try await connection.close()
            #expect(try await PostgresHubStorage.migrate(database, logger: logger) == all.map(\.number).filter { $0 > 1 })
            try await HubBackend.withStorages(1, database) { storages in
                let hub = SyncService(storage: storages[0], location: database.description)
                let ana = try HubStorageTests.client("ana", hub)
                try HubStorageTests.commit(ana.store, [HubStorageTests.component("Piece")], message: "piece")
                _ = try await ana.push()
                let versions = try await hub.changes(after: .start, limit: 10).versions
                #expect(versions.count == 1 && versions.first?.from == nil)
            }
        }
    }
}
