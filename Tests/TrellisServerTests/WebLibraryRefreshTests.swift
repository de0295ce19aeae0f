import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import TrellisHubFixtures
import TrellisModel
@testable import TrellisServer
import TrellisStore
import TrellisSupport
import TrellisSync

/// After a push the pages bring the library they read up to date from where it was: only
/// the components whose heads moved are read again, and what they (and what uses them)
/// drew is drawn again; the result is the library read whole.
@Suite struct WebLibraryRefreshTests {
    static let bigger = WebPageTests.badge.replacingOccurrences(of: "badgeSize = 20", with: "badgeSize = 26")
    static let newCell = WebPageTests.cell.replacingOccurrences(of: "screen BadgeCell", with: "screen NewCell")

    /// What the pages read of a library, comparable.
    static func contents(_ library: HubLibrary) -> [String] {
        var lines = ["latest \(library.latest)"]
        lines += library.heads.sorted { $0.key < $1.key }.map { "head \($0.key) \($0.value.id)" }
        lines += library.tags.map { "tag \($0.component)@\($0.name) \($0.versionID)" }
        lines += library.versions.keys.sorted().map { "version \($0)" }
        lines += library.names.map { "source \($0) \(library.source($0) ?? "none") path \(library.paths[$0] ?? "none")" }
        lines += library.documents.keys.sorted().map { "uses \($0): \(library.uses($0)) used by \(library.usedBy($0))" }
        lines += ["components \(library.components.names)"]
        return lines
    }

    static func push(_ author: TrellisStore, to service: SyncService) async throws {
        _ = try await SyncClient(store: author, remoteName: "origin", remote: service).push()
    }

    @Test(arguments: HubBackend.allCases)
    func aLibraryBroughtUpToDateAfterAPushIsTheLibraryReadWhole(_ backend: HubBackend) async throws {
        try await backend.withHub { services in
            let author = try TrellisStore.inMemory(environment: .fixed(author: "web-tests", storeID: "web"))
            try HubStorageTests.commit(author, [WebPageTests.badge, WebPageTests.cell, WebPageTests.broken], message: "three components")
            try author.addRemote(name: "origin", url: "hub")
            try await Self.push(author, to: services[0])
            let storage = services[0].storage
            let first = try await HubLibrary.load(from: storage)
            #expect(first.reread == ["Badge", "BadgeCell", "BrokenCell"])

            // One push: an edit, a deletion, a new component and a tag.
            try HubStorageTests.commit(author, [Self.bigger, Self.newCell], message: "a bigger badge, a new cell")
            try author.commit([], deleting: ["BrokenCell"], message: "BrokenCell goes")
            try author.tag("Badge", "1.0.0")
            try await Self.push(author, to: services[0])
            let advanced = try await first.advanced(from: storage)
            #expect(advanced.reread == ["Badge", "NewCell"], "only what moved is read again")
            let whole = try await HubLibrary.load(from: storage)
            #expect(Self.contents(advanced) == Self.contents(whole))
            #expect(advanced.heads["BrokenCell"] == nil && advanced.document("BrokenCell") == nil)
            #expect(advanced.usedBy("Badge") == ["BadgeCell", "NewCell"])

            // Nothing new: nothing read.
            let again = try await advanced.advanced(from: storage)
            #expect(again.reread.isEmpty)
            #expect(Self.contents(again) == Self.contents(whole))
        }
    }

    /// The cell's picture was drawn before the push; the badge it uses grew: the page and
    /// the thumbnail show the cell drawn again, while a component that uses nothing that
    /// moved keeps what it drew.
    @Test func aComponentThatUsesOneThatMovedIsDrawnAgain() async throws {
        try await HubBackend.sqlite.withHub { services in
            let author = try TrellisStore.inMemory(environment: .fixed(author: "web-tests", storeID: "web"))
            try HubStorageTests.commit(author, [WebPageTests.badge, WebPageTests.cell, WebPageTests.broken], message: "three components")
            try author.addRemote(name: "origin", url: "hub")
            try await Self.push(author, to: services[0])
            let site = WebSite(storage: services[0].storage)
            let before = try await site.library()
            let cellBefore = try #require(site.picture(of: "BadgeCell", device: "iPhone-SE", in: before))
            _ = site.layouts(of: "BadgeCell", in: before)
            _ = site.layouts(of: "BrokenCell", in: before)

            try HubStorageTests.commit(author, [Self.bigger], message: "a bigger badge")
            try await Self.push(author, to: services[0])
            let after = try await site.library()
            #expect(after.reread == ["Badge"])
            let cellAfter = try #require(site.picture(of: "BadgeCell", device: "iPhone-SE", in: after))
            #expect(cellAfter != cellBefore, "the dot inside the cell grew from 20 to 26")
            let redrawn = ComponentLayouts.picture("BadgeCell", in: after, on: try #require(site.devices.first { $0.id == "iPhone-SE" }))
            #expect(cellAfter == redrawn)
            #expect(site.cachedLayouts(in: after) == ["BrokenCell"], "BadgeCell's layouts were dropped, BrokenCell's kept")
        }
    }

    /// Through the router: the library page, read before a push, lists what the push added
    /// and not what it deleted; the component page shows the new text.
    @Test(arguments: HubBackend.allCases)
    func thePagesAfterAPushShowIt(_ backend: HubBackend) async throws {
        try await backend.withHub { services in
            let author = try TrellisStore.inMemory(environment: .fixed(author: "web-tests", storeID: "web"))
            try HubStorageTests.commit(author, [WebPageTests.badge, WebPageTests.cell, WebPageTests.broken], message: "three components")
            try author.addRemote(name: "origin", url: "hub")
            try await Self.push(author, to: services[0])
            try await WebReleasePageTests.serve(services[0]) { client in
                let before = try await WebReleasePageTests.page(client, "/").text
                #expect(before.contains(#"href="/c/BrokenCell""#) && !before.contains("NewCell"))
                try HubStorageTests.commit(author, [Self.newCell], message: "a new cell")
                try author.commit([], deleting: ["BrokenCell"], message: "BrokenCell goes")
                try await Self.push(author, to: services[0])
                let after = try await WebReleasePageTests.page(client, "/").text
                #expect(after.contains(#"href="/c/NewCell""#))
                #expect(!after.contains(#"href="/c/BrokenCell""#))
                #expect(try await WebReleasePageTests.page(client, "/c/NewCell").text.contains("screen NewCell"))
                #expect(try await WebReleasePageTests.page(client, "/c/BrokenCell").status == .notFound)
            }
        }
    }

    /// Visitors who arrive together at a server that has not read the hub yet (or while the
    /// warm-up reads it) wait for one read of the hub, not one each.
    @Test func visitorsWhoArriveTogetherShareOneReadOfTheHub() async throws {
        let author = try TrellisStore.inMemory(environment: .fixed(author: "web-tests", storeID: "web"))
        try HubStorageTests.commit(author, [WebPageTests.badge, WebPageTests.cell, WebPageTests.broken], message: "three components")
        let storage = CountingStorage(author)
        let site = WebSite(storage: storage)
        let libraries = try await withThrowingTaskGroup(of: HubLibrary.self) { group in
            for _ in 0..<8 { group.addTask { try await site.library() } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(libraries.count == 8 && libraries.allSatisfy { $0.names == ["Badge", "BadgeCell", "BrokenCell"] })
        #expect(storage.wholeReads.withLock { $0 } == 1)
    }
}

/// A store that counts the feed reads that start from the beginning (a whole read of the hub).
final class CountingStorage: HubStorage {
    let store: TrellisStore
    let wholeReads = Locked(0)

    init(_ store: TrellisStore) { self.store = store }

    func storeID() async throws -> String { try store.storeID() }
    func latestSeq() async throws -> Int64 { try store.latestSeq() }
    func feed(after cursor: FeedCursor, limit: Int) async throws -> FeedPage {
        if cursor == .start { wholeReads.withLock { $0 += 1 } }
        // Long enough for the other visitors to arrive while this read runs.
        try await Task.sleep(for: .milliseconds(50))
        return try store.feed(after: cursor, limit: limit)
    }
    func sourceTexts(of versionIDs: [String]) async throws -> [String: SourceText] { try store.sourceTexts(of: versionIDs) }
    func objects(_ hashes: [String]) async throws -> [(hash: String, data: Data)] { try store.objects(hashes) }
    func missingObjects(_ hashes: [String]) async throws -> [String] { try store.missingObjects(hashes) }
    func missingVersions(_ ids: [String]) async throws -> [String] { try store.missingVersions(ids) }
    func receiveObjects(_ objects: [(hash: String, data: Data)], message: String) async throws -> Int {
        try store.receiveObjects(objects, message: message)
    }
    func receiveHistory(_ versions: [VersionInfo], tags: [TagInfo], texts: [String: SourceText], message: String) async throws -> Int {
        try store.receiveHistory(versions, tags: tags, texts: texts, message: message)
    }
    func compareAndSwapHeads(_ updates: [HeadUpdate], message: String) async throws -> [HeadRef] {
        try store.compareAndSwapHeads(updates, message: message)
    }
}
