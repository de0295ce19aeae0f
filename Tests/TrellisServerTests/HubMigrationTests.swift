import Foundation
import Testing
import TrellisHubFixtures
import TrellisModel
@testable import TrellisServer
import TrellisStore
import TrellisSync

/// `trellis hub migrate`: a hub's whole history copied into another hub's storage,
/// verified on the way in, heads and tags equal afterwards; a second run copies nothing.
@Suite struct HubMigrationTests {
    typealias H = HubStorageTests

    @Test(arguments: HubBackend.allCases)
    func aMigratedHubServesTheSameHistoryAndASecondRunMovesNothing(_ backend: HubBackend) async throws {
        let source = try TrellisStore.inMemory(environment: .fixed(author: "old-hub", storeID: "old"))
        let names = (0..<5).map { "Part\($0)" }
        try H.commit(source, names.map { H.component($0) }, message: "library")
        _ = try source.tag("Part0", "1.0.0")
        try H.commit(source, [H.component("Part0", size: 24)], message: "24")
        try await backend.withHub { services in
            let target = services[0]
            let first = try await HubMigration.copy(from: StoreFileRemote(store: source, location: "old"), to: target, batch: 3)
            #expect(first.versions == 6 && first.objects == 6 && first.tags == 1 && first.heads == 5)
            #expect(first.pages > 2)
            let again = try await HubMigration.copy(from: StoreFileRemote(store: source, location: "old"), to: target, batch: 3)
            #expect(again.isEmpty && again.tags == 0)
            #expect(again.description.hasPrefix("nothing new"))

            // New work on the source: only it moves on the next run.
            try H.commit(source, [H.component("Part1", size: 33)], message: "33")
            let third = try await HubMigration.copy(from: StoreFileRemote(store: source, location: "old"), to: target)
            #expect(third.versions == 1 && third.heads == 1)

            let reader = try H.client("reader", target)
            _ = try await reader.fetchAndMerge()
            for name in names { #expect(try reader.store.head(of: name)?.id == (try source.head(of: name)?.id)) }
            #expect(try reader.store.tags(of: "Part0").map(\.name) == ["1.0.0"])
            #expect(try reader.store.fsck().isEmpty)
        }
    }

    @Test(arguments: HubBackend.allCases)
    func aTargetThatMovedOnItsOwnIsNotOverwritten(_ backend: HubBackend) async throws {
        let source = try TrellisStore.inMemory(environment: .fixed(author: "old-hub", storeID: "old"))
        try H.commit(source, [H.component("Lone")], message: "lone")
        try await backend.withHub { services in
            let target = services[0]
            _ = try await HubMigration.copy(from: StoreFileRemote(store: source, location: "old"), to: target)
            // Someone pushes to the new hub; the old one moves too.
            let dev = try H.client("dev", target)
            _ = try await dev.fetchAndMerge()
            try H.commit(dev.store, [H.component("Lone", size: 70)], message: "new hub")
            _ = try await dev.push()
            try H.commit(source, [H.component("Lone", size: 80)], message: "old hub")
            await #expect(throws: HubMigration.TargetDiverged.self) {
                try await HubMigration.copy(from: StoreFileRemote(store: source, location: "old"), to: target)
            }
            #expect(try await HubMigration.state(of: target).heads["Lone"] == (try dev.store.head(of: "Lone")?.id))
        }
    }
}
