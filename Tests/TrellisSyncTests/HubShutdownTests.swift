import Foundation
import Testing
import TrellisHubFixtures
import TrellisModel
import TrellisServer
import TrellisStore
@testable import TrellisSync
import TrellisSupport
import TrellisTestSupport

/// Issue 39, N6 and item 5: a `trellis serve --database` process exits promptly on SIGTERM
/// after PostgreSQL terminated its connections under load. (Before: requests sent on the
/// terminated connections never ended, and the server still ran 40 s after SIGTERM.)
@Suite(.serialized, .temporaryFolders)
struct HubShutdownTests {
    typealias F = SyncFixtures

    /// Every backend of `database` but the caller's, terminated.
    static func terminateAll(_ database: HubDatabase) async throws {
        try await PostgresScratch.admin(
            database, "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()")
    }

    /// Clients fetching and pushing in a loop until `stop` is set.
    static func load(_ url: String, clients: Int, until stop: Locked<Bool>) async {
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<clients {
                group.addTask {
                    guard let remote = try? HTTPRemote(url: url, token: "w") else { return }
                    for round in 0..<1000 where !stop.withLock({ $0 }) {
                        _ = try? await remote.info()
                        _ = try? await remote.changes(after: .start, limit: 50)
                        _ = try? await remote.missing(MissingMessage(objects: ["\(index)-\(round)"]))
                    }
                }
            }
        }
    }

    @Test func theServerExitsWithinFiveSecondsOfSIGTERMAfterItsConnectionsWereTerminated() async throws {
        try await PostgresScratch.withDatabase { database in
            // A hub with some history, pushed by a client.
            do {
                let server = try ServeProcess(database: database)
                let author = try TrellisStore.inMemory(environment: .fixed(author: "ana", storeID: "ana"))
                try author.commit(F.generated(20), message: "library")
                try author.addRemote(name: "origin", url: server.url)
                _ = try await SyncClient(store: author, remoteName: "origin", remote: try HTTPRemote(url: server.url, token: "w")).push()
                #expect(server.terminate(waiting: 5) != nil)
            }
            for run in 1...3 {
                let server = try ServeProcess(database: database)
                let stop = Locked(false)
                let url = server.url
                let loading = Task { await Self.load(url, clients: 8, until: stop) }
                for _ in 0..<5 {
                    try await Task.sleep(for: .milliseconds(100))
                    try await Self.terminateAll(database)
                }
                // SIGTERM with the load still running, its connections just terminated again.
                let seconds = server.terminate(waiting: 5)
                stop.withLock { $0 = true }
                await loading.value
                #expect(seconds != nil, "run \(run): still running 5 s after SIGTERM")
                #expect(
                    server.process.terminationStatus == 0, "run \(run): exit status \(server.process.terminationStatus) (the shutdown deadline had to end it)")
            }
        }
    }
}
