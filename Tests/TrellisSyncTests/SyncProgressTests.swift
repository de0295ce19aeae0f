import Foundation
import Testing
import TrellisModel
import TrellisStore
@testable import TrellisSync
import TrellisSupport
import TrellisTestSupport

/// What a progress hook hears, in order.
final class ProgressLog: Sendable {
    private let events = Locked<[SyncProgress]>([])
    var handler: SyncProgressHandler { { event in self.events.withLock { $0.append(event) } } }
    var all: [SyncProgress] { events.withLock { $0 } }
}

/// The progress hook of clone, fetch and push: an event per batch that moved, counts that
/// never go down, and a last event that says exactly what moved.
@Suite(.temporaryFolders) struct SyncProgressTests {
    typealias F = SyncFixtures

    /// Within a step, no count goes down and none passes its total.
    func expectMonotone(_ events: [SyncProgress], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for (a, b) in zip(events, events.dropFirst()) where a.step == b.step {
            #expect(
                b.completed >= a.completed && b.objects >= a.objects && b.versions >= a.versions && b.bytes >= a.bytes,
                "\(a) → \(b)", sourceLocation: sourceLocation)
        }
        for event in events {
            #expect(event.total.map { event.completed <= $0 } ?? true, "\(event)", sourceLocation: sourceLocation)
        }
    }

    /// The bytes of these objects as the other side sends them.
    func wireBytes(_ store: TrellisStore, _ hashes: [String]) throws -> Int64 {
        try store.objects(hashes).reduce(0) { $0 + Int64($1.data.count) }
    }

    @Test func aFetchTellsEveryBatchAndEndsWithWhatItReceived() async throws {
        let origin = try F.store("origin")
        let documents = F.generated(23)
        try origin.commit(Array(documents[..<12]), message: "first")
        try origin.commit(Array(documents[12...]), message: "second")
        let ana = try F.store("ana")
        var client = try F.client(ana, origin, pageLimit: 7, objectBatch: 5)
        let log = ProgressLog()
        client.progress = log.handler
        let report = try await client.fetch()

        let events = log.all
        #expect(events.allSatisfy { $0.step == .fetch })
        expectMonotone(events)
        // One event per object batch (at most 5 objects each), one per page.
        #expect(events.count >= report.pages + (report.objects + 4) / 5, "\(events.count) events, \(report)")
        #expect(zip(events, events.dropFirst()).allSatisfy { $1.objects - $0.objects <= 5 })
        let last = try #require(events.last)
        #expect(report.versions == 23 && report.objects == 23)
        #expect(last.versions == report.versions && last.objects == report.objects)
        let changes = try origin.latestSeq()
        #expect(last.completed == changes && last.total == changes, "every change read: \(last)")
        #expect(last.bytes == (try wireBytes(origin, origin.heads().compactMap(\.contentHash))))

        // The next fetch counts from where this one ended: three edits in one change.
        let edited = documents[..<3].map { document -> LayoutDocument in
            guard case .container(var container) = document else { return document }
            container.parameters[0].defaultValue = 99
            return .container(container)
        }
        try origin.commit(edited, message: "third")
        let again = ProgressLog()
        client.progress = again.handler
        let next = try await client.fetch()
        let end = try #require(again.all.last)
        #expect(end.completed == 1 && end.total == 1 && end.versions == next.versions && end.objects == next.objects)
        #expect(next.versions == 3)
    }

    @Test func aPushKnowsItsTotalFirstAndEndsAtIt() async throws {
        let origin = try F.store("origin")
        let ana = try F.store("ana")
        var client = try F.client(ana, origin, objectBatch: 4)
        try ana.commit(F.generated(10), message: "mine")
        let log = ProgressLog()
        client.progress = log.handler
        let report = try await client.push()

        let events = log.all
        #expect(events.allSatisfy { $0.step == .push })
        expectMonotone(events)
        let first = try #require(events.first), last = try #require(events.last)
        #expect(first.completed == 0 && first.total == 20, "10 objects and 10 versions to send: \(first)")
        #expect(report.objects == 10 && report.versions == 10)
        #expect(last.objects == report.objects && last.versions == report.versions && last.completed == last.total)
        // The first, three batches of objects (4, 4, 2) and three of versions.
        #expect(events.count == 7, "\(events)")
        #expect(last.bytes == (try wireBytes(ana, ana.heads().compactMap(\.contentHash))))

        // Nothing new: nothing to tell.
        let idle = ProgressLog()
        client.progress = idle.handler
        _ = try await client.push()
        #expect(idle.all.isEmpty)
    }

    @Test func aCloneOfAStoreFileTellsTheSnapshotThenItsCheck() async throws {
        let folder = try SnapshotCloneTests.Folder()
        let source = try TrellisStore.open(path: folder.path("lib.sqlite"), create: true, environment: .fixed(author: "lib"))
        try source.commit([F.parse(F.avatar), F.parse(F.listCell)] + F.generated(8), message: "library")
        let log = ProgressLog()
        let (_, report) = try await SyncClient.clone(
            from: StoreFileRemote(store: source), url: "lib", to: folder.path("clone.sqlite"),
            environment: .fixed(author: "ana"), progress: log.handler)

        let events = log.all
        #expect(events.map(\.step) == [.snapshot, .verifying, .verifying], "\(events)")
        #expect(report.viaSnapshot)
        let snapshot = events[0]
        #expect(snapshot.completed > 0 && snapshot.total == snapshot.completed && snapshot.bytes == snapshot.completed)
        #expect(events[1].total == nil, "the check has no count while it runs")
        #expect(events[2].objects == report.objects && events[2].versions == report.versions && report.versions == 10)
        withExtendedLifetime(folder) {}
    }

    @Test func aCloneOverHTTPTellsTheBytesAsTheyArrive() async throws {
        let folder = try SnapshotCloneTests.Folder()
        let source = try TrellisStore.open(path: folder.path("lib.sqlite"), create: true, environment: .fixed(author: "lib"))
        try source.commit([F.parse(F.avatar), F.parse(F.listCell)] + F.generated(40), message: "library")
        let server = try await TestServer.start(source)
        defer { Task { await server.stop() } }
        let log = ProgressLog()
        let (_, report) = try await SyncClient.clone(
            from: HTTPRemote(url: server.url, token: TestServer.read), url: server.url, to: folder.path("clone.sqlite"),
            environment: .fixed(author: "ana"), progress: log.handler)

        // The image the server made and sent (kept while the store records nothing new).
        let length = Int64(try #require(try server.service.snapshotImage()).image.count)
        let received = log.all.filter { $0.step == .snapshot }
        expectMonotone(received)
        #expect(received.allSatisfy { $0.total == length }, "the announced length: \(length)")
        #expect(received.last?.completed == length)
        #expect(received.count >= 2, "chunk by chunk, then the whole: \(received.count) events")
        #expect(log.all.last?.versions == report.versions)
        withExtendedLifetime(folder) {}
    }

    @Test func aCloneThroughTheFeedTellsTheFetch() async throws {
        let source = try F.store("lib")
        try source.commit(F.generated(9), message: "library")
        let folder = try SnapshotCloneTests.Folder()
        let log = ProgressLog()
        // FaultyRemote serves no snapshots: the clone reads the change feed.
        let (_, report) = try await SyncClient.clone(
            from: FaultyRemote(StoreFileRemote(store: source)), url: "lib", to: folder.path("clone.sqlite"),
            environment: .fixed(author: "ana"), progress: log.handler)
        #expect(!report.viaSnapshot)
        #expect(log.all.allSatisfy { $0.step == .fetch })
        let last = try #require(log.all.last)
        #expect(last.versions == report.versions && last.objects == report.objects && report.versions == 9)
        withExtendedLifetime(folder) {}
    }
}
