import Foundation
import Testing
import TrellisHubFixtures
import TrellisModel
import TrellisServer
import TrellisStore
import TrellisSync
import TrellisTestSupport

/// The hub's storage behind `SyncService`, on a store file and on PostgreSQL alike: the
/// same feed, the same verification, the same compare-and-swap.
@Suite struct HubStorageTests {
    /// A container named `name` with one parameter per entry of `params` (beside `size`).
    static func component(_ name: String, size: Int = 20, params: [Int] = []) -> String {
        let extra = params.map { "    param p\($0) = \($0)\n" }.joined()
        return """
            container \(name) {
                param size = \(size)
            \(extra)
                view dot: UIView

                dot.width == size
                dot.height == size
                dot.centerX == self.centerX
                dot.centerY == self.centerY
            }

            """
    }

    /// A client store with `remote` as its origin.
    static func client(_ author: String, _ remote: any SyncRemote) throws -> SyncClient {
        let store = try TrellisStore.inMemory(environment: .fixed(author: author, storeID: author))
        try store.addRemote(name: "origin", url: "hub")
        return SyncClient(store: store, remoteName: "origin", remote: remote, pageLimit: 7, objectBatch: 5)
    }

    static func commit(_ store: TrellisStore, _ texts: [String], message: String) throws {
        let documents = try texts.map { try LayoutDocument(parsing: $0, file: "x.layout") }
        var sources: [String: SourceText] = [:]
        for (text, document) in zip(texts, documents) { sources[document.name] = SourceText(text: text, path: "\(document.name).layout") }
        try store.commit(documents, message: message, texts: sources)
    }

    /// Every version of the hub's feed, paged `limit` at a time.
    static func feed(_ service: SyncService, limit: Int) async throws -> (versions: [String], heads: [String: String], pages: Int) {
        try await service.wholeFeed(limit: limit)
    }

    @Test(arguments: HubBackend.allCases)
    func aPushedHistoryComesBackWholeThroughTheFeedAndAClonePassesFsck(_ backend: HubBackend) async throws {
        try await backend.withHub { services in
            let hub = services[0]
            let ana = try Self.client("ana", hub)
            let names = (0..<6).map { "Piece\($0)" }
            try Self.commit(ana.store, names.map { Self.component($0) }, message: "library")
            try Self.commit(ana.store, [Self.component("Piece0", size: 30), Self.component("Piece1", size: 31)], message: "bigger")
            let pushed = try await ana.push()
            #expect(pushed.moved == names)
            #expect(pushed.versions == 8 && pushed.objects == 8)

            // Small pages cross every phase boundary; the whole feed is the pushed history, once each.
            let (versions, heads, pages) = try await Self.feed(hub, limit: 3)
            #expect(pages > 3)
            #expect(Set(versions).count == versions.count && versions.count == 8)
            for name in names { #expect(heads[name] == (try ana.store.head(of: name)?.id)) }

            // A second client reads it all back: texts byte for byte, heads equal, fsck clean.
            let bo = try Self.client("bo", hub)
            _ = try await bo.fetchAndMerge()
            for name in names {
                let head = try #require(try bo.store.head(of: name))
                #expect(head.id == (try ana.store.head(of: name)?.id))
                #expect(try bo.store.sourceTexts(of: [head.id]) == (try ana.store.sourceTexts(of: [head.id])))
            }
            #expect(try bo.store.fsck().isEmpty)

            // Nothing new: a second push sends nothing, a fetch reads one page.
            #expect(try await ana.push().versions == 0)
            #expect(try await bo.fetch().versions == 0)
        }
    }

    /// Through a live server: a push with the write token, then a clone (a store file's
    /// hub sends a snapshot; a PostgreSQL hub answers 404 and the client pages its feed).
    @Test(arguments: HubBackend.allCases)
    func overHTTPAPushAndACloneOfEitherHubMatchAndTheClonePassesFsck(_ backend: HubBackend) async throws {
        try await backend.withHub { services in
            try await ServerFixtures.withLiveServer(service: services[0]) { port in
                let url = "http://127.0.0.1:\(port)"
                let ana = try Self.client("ana", try HTTPRemote(url: url, token: ServerFixtures.writeToken))
                try Self.commit(ana.store, (0..<4).map { Self.component("Tile\($0)") }, message: "tiles")
                _ = try ana.store.tag("Tile0", "1.0.0")
                #expect(try await ana.push().moved.count == 4)
                let path = TemporaryFolder.name("trellis-hub-clone", pathExtension: "sqlite").path
                defer { StoreSnapshot.removeFiles(path) }
                let (clone, report) = try await SyncClient.clone(
                    from: try HTTPRemote(url: url, token: ServerFixtures.readToken), url: url, to: path, environment: .fixed(author: "bo"))
                #expect(report.viaSnapshot == (backend == .sqlite))
                #expect(report.versions == 4)
                for index in 0..<4 { #expect(try clone.head(of: "Tile\(index)")?.id == (try ana.store.head(of: "Tile\(index)")?.id)) }
                #expect(try clone.tags(of: "Tile0").map(\.name) == ["1.0.0"])
                #expect(try clone.fsck().isEmpty)
            }
        }
    }

    @Test(arguments: HubBackend.allCases)
    func aPushOnTopOfAHeadThatMovedIsRefusedPullFirstAndMovesNothing(_ backend: HubBackend) async throws {
        try await backend.withHub { services in
            let hub = services[0]
            let ana = try Self.client("ana", hub), bo = try Self.client("bo", hub)
            try Self.commit(ana.store, [Self.component("Chip")], message: "chip")
            _ = try await ana.push()
            _ = try await bo.fetchAndMerge()
            try Self.commit(ana.store, [Self.component("Chip", size: 40)], message: "40")
            try Self.commit(bo.store, [Self.component("Chip", size: 50)], message: "50")
            _ = try await ana.push()
            let anaHead = try ana.store.head(of: "Chip")?.id
            await #expect(throws: SyncError.nonFastForward(["Chip"])) { try await bo.push() }
            #expect((try await Self.feed(hub, limit: 100)).heads["Chip"] == anaHead)
            // The same compare-and-swap asked directly: 409's StaleHeads, naming where the head is.
            let boHead = try #require(try bo.store.head(of: "Chip"))
            do {
                _ = try await hub.updateHeads([HeadUpdate(component: "Chip", expected: boHead.parents[0], new: boHead.id)])
                Issue.record("a stale compare-and-swap moved a head")
            } catch let stale as StaleHeads {
                #expect(stale.entries == [.init(component: "Chip", expected: boHead.parents[0], actual: anaHead)])
            }
        }
    }

    @Test(arguments: HubBackend.allCases)
    func aCorruptObjectOrAForgedVersionIsRefusedAndNothingOfTheBatchIsKept(_ backend: HubBackend) async throws {
        try await backend.withHub { services in
            let hub = services[0]
            let good = try LayoutDocument(parsing: Self.component("Good"), file: "Good.layout")
            let bad = try LayoutDocument(parsing: Self.component("Bad"), file: "Bad.layout")
            var bytes = [UInt8](bad.canonicalData)
            bytes[bytes.count / 2] ^= 1
            await #expect(throws: ReceiveError.hashMismatch(object: bad.contentHash, actual: VersionID.sha256Hex(Data(bytes)))) {
                try await hub.uploadObjects([
                    WireObject(hash: good.contentHash, data: good.canonicalData), WireObject(hash: bad.contentHash, data: Data(bytes)),
                ])
            }
            #expect(try await hub.missing(MissingMessage(objects: [good.contentHash])).objects == [good.contentHash])

            // A version whose record was altered after its id was computed.
            let ana = try Self.client("ana", hub)
            try Self.commit(ana.store, [Self.component("Good")], message: "good")
            let version = try #require(try ana.store.head(of: "Good"))
            #expect(try await hub.uploadObjects([WireObject(hash: good.contentHash, data: good.canonicalData)]) == 1)
            var forged = WireVersion(version)
            forged.message = "not what was signed"
            await #expect(throws: ReceiveError.self) { try await hub.uploadVersions([forged], tags: []) }
            // A version naming a parent the hub lacks.
            var orphan = version
            orphan.parents = [String(repeating: "a", count: 64)]
            orphan.id = VersionID.compute(
                component: orphan.component, contentHash: orphan.contentHash, parents: orphan.parents, author: orphan.author,
                message: orphan.message, timeMilliseconds: orphan.timeMilliseconds)
            await #expect(throws: ReceiveError.missingParent(version: orphan.id, parent: orphan.parents[0])) {
                try await hub.uploadVersions([WireVersion(version), WireVersion(orphan)], tags: [])
            }
            #expect(try await hub.missing(MissingMessage(versions: [version.id])).versions == [version.id])
            #expect(try await hub.uploadVersions([WireVersion(version)], tags: []) == 1)
            #expect(try await hub.uploadVersions([WireVersion(version)], tags: []) == 0)
        }
    }

    /// Two services (two pools: two server processes) on one hub, eight clients pushing to
    /// three components at once, each refused one retrying after a pull: every acknowledged
    /// push ends in the history, no version twice, and a clone passes fsck.
    @Test(arguments: HubBackend.allCases)
    func concurrentPushesThroughTwoServersEndWithOneWinnerEachAndLoseNothing(_ backend: HubBackend) async throws {
        try await backend.withHub(services: 2) { services in
            let components = ["Shared0", "Shared1", "Shared2"]
            let seed = try Self.client("seed", services[0])
            try Self.commit(seed.store, components.map { Self.component($0) }, message: "seed")
            _ = try await seed.push()
            let clients = try (0..<8).map { try Self.client("dev\($0)", services[$0 % 2]) }
            for (index, client) in clients.enumerated() {
                _ = try await client.fetchAndMerge()
                let name = components[index % components.count]
                try Self.commit(client.store, [Self.component(name, params: [index])], message: "p\(index)")
            }
            // All at once: per component, the first push wins and the others are told to pull first.
            typealias Outcome = (acknowledged: [String], refusals: Int)
            let outcomes = try await withThrowingTaskGroup(of: Outcome.self, returning: [Outcome].self) { group in
                for client in clients {
                    group.addTask {
                        var refusals = 0
                        while true {
                            do {
                                let report = try await client.push()
                                let heads = try report.moved.compactMap { try client.store.head(of: $0)?.id }
                                return (heads, refusals)
                            } catch SyncError.nonFastForward {
                                refusals += 1
                                _ = try await client.fetchAndMerge()
                            }
                        }
                    }
                }
                var all: [Outcome] = []
                for try await outcome in group { all.append(outcome) }
                return all
            }
            #expect(outcomes.map(\.refusals).reduce(0, +) >= clients.count - components.count)
            let (versions, heads, _) = try await Self.feed(services[1], limit: 50)
            #expect(Set(versions).count == versions.count)
            let check = try Self.client("check", services[1])
            _ = try await check.fetchAndMerge()
            #expect(try check.store.fsck().isEmpty)
            for acknowledged in outcomes.flatMap(\.acknowledged) {
                let version = try #require(try check.store.versions([acknowledged]).first, "an acknowledged push is missing")
                let head = try #require(heads[version.component])
                #expect(try check.store.isAncestor(acknowledged, of: head))
            }
            // Every client's parameter made it into the final heads.
            for (index, _) in clients.enumerated() {
                let head = try #require(try check.store.head(of: components[index % components.count]))
                let document = try #require(try check.store.document(at: head))
                #expect(document.parameters.contains { $0.name == "p\(index)" }, "dev\(index)'s push was lost")
            }
        }
    }
}
