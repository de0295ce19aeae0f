import Foundation
import Testing
import TrellisModel
import TrellisProjectFiles
import TrellisProject
import TrellisServer
import TrellisStore
import TrellisSync
import TrellisTestSupport
@testable import TrellisPackages

/// A library served by `trellis serve` (here a server inside the test process, on an
/// ephemeral port): `add DS http://…` resolves, fetches and locks it like a folder, through
/// the sync client, and the app works offline once it is fetched.
@Suite(.serialized, .temporaryFolders) struct ServedLibraryTests {
    static let token = "library-read-token"

    /// Serves `store` on 127.0.0.1; stop it by cancelling the task.
    func serve(_ store: TrellisStore) async throws -> (task: Task<Void, any Error>, url: String) {
        let service = SyncService(store: store, location: "served library", maxBatch: SyncService.defaultMaxBatch)
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let task = Task {
            try await TrellisServer.run(service: service, tokens: .init(read: Self.token, write: nil), port: 0) { port in
                continuation.yield(port)
            }
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw SyncError.unreachable("the test server did not start") }
        return (task, "http://127.0.0.1:\(port)")
    }

    func stop(_ task: Task<Void, any Error>) async {
        task.cancel()
        _ = await task.result
    }

    func served(_ app: TrellisProject, token: String? = token) -> ProjectDependencies {
        ProjectDependencies(project: app, environment: .fixed(), token: token)
    }

    @Test func aServedLibraryIsResolvedFetchedAndLockedAsItsFolderWouldBe() async throws {
        let library = try makeReleasedLibrary()
        let (server, url) = try await serve(library.store)
        let app = try makeProject("served-app", files: [])
        let locked = try await served(app).add("DS", source: url, requirement: .from(v("1.0.0")))
        await stop(server)

        // The same release, components and hashes as from the library's folder.
        let folderApp = try makeProject("folder-app", files: [])
        let fromFolder = try await dependencies(of: folderApp).add("DS", source: library.root, requirement: .from(v("1.0.0")))
        #expect(locked.release == "1.1.0")
        #expect(locked.components == fromFolder.components)
        #expect(locked.source == url)
        #expect(try Manifest.read(root: app.root).dependency(named: "DS")?.source == url)
        #expect(try String(contentsOfFile: Manifest.path(root: app.root), encoding: .utf8).contains("url = \"\(url)\""))
        // Every fetched file is there and verifies against the lock file.
        let resolved = ResolvedDependencies.load(root: app.root, lock: try LockFile.read(root: app.root))
        #expect(resolved.problems.isEmpty)
        #expect(Set(resolved.documents.map(\.name)) == Set(locked.components.map { "DS.\($0.name)" }))
    }

    @Test func outdatedAndUpdateListTheHubsReleases() async throws {
        let library = try makeReleasedLibrary()
        let (server, url) = try await serve(library.store)
        let app = try makeProject("served-outdated", files: [])
        let dependencies = served(app)
        try await dependencies.add("DS", source: url, requirement: .exact(v("1.0.0")))
        let outdated = try await dependencies.outdated()
        #expect(outdated.map(\.releases) == [["1.0.0", "1.1.0", "2.0.0"]])
        #expect(outdated.first?.locked == "1.0.0" && outdated.first?.allowed == "1.0.0" && outdated.first?.latest == "2.0.0")
        let plans = try await dependencies.plan("DS", to: "1.1.0")
        #expect(plans.map(\.to.release) == ["1.1.0"])
        try dependencies.apply(plans)
        #expect(try LockFile.read(root: app.root).dependency(named: "DS")?.release == "1.1.0")
        await stop(server)
    }

    @Test func onceFetchedTheAppNeedsNoServer() async throws {
        let library = try makeReleasedLibrary()
        let (server, url) = try await serve(library.store)
        let app = try makeProject("served-offline", files: [])
        let locked = try await served(app).add("DS", source: url, requirement: .from(v("1.0.0")))
        await stop(server)
        let plans = try await served(app).plan()
        #expect(plans.map(\.to) == [locked])
        #expect(plans.allSatisfy { !$0.changesRelease })
        // Without the fetched files, the server is needed, and its absence is the error.
        try FileManager.default.removeItem(atPath: ResolvedDependencies.folder(root: app.root, dependency: "DS", release: locked.release))
        await #expect(throws: SyncError.self) { try await served(app).plan() }
    }

    @Test func anUnknownReleaseOrAMissingTokenIsRefusedAndNothingIsWritten() async throws {
        let library = try makeReleasedLibrary()
        let (server, url) = try await serve(library.store)
        let app = try makeProject("served-refused", files: [])
        do {
            _ = try await served(app).add("DS", source: url, requirement: .exact(v("1.5.0")))
            Issue.record("an unknown release was accepted")
        } catch {
            #expect("\(error)" == "DS has no release exactly 1.5.0 (its releases: 1.0.0, 1.1.0, 2.0.0); nothing changed")
        }
        await #expect(throws: SyncError.unauthorized(url)) { try await served(app, token: nil).add("DS", source: url) }
        #expect(!FileManager.default.fileExists(atPath: Manifest.path(root: app.root)))
        #expect(!FileManager.default.fileExists(atPath: LockFile.path(root: app.root)))
        await stop(server)
    }
}
