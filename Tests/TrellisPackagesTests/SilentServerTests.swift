import Foundation
import Testing
import TrellisModel
import TrellisProjectFiles
import TrellisProject
import TrellisSync
import TrellisTestSupport
@testable import TrellisPackages

/// A server that accepts the connection and never answers: `add`, `update` and `outdated`
/// say what they wait for after a moment, and give up after the timeout the command was
/// given — naming the server and the request — instead of the HTTP client's 60 s.
@Suite(.temporaryFolders) struct SilentServerTests {
    func silent() throws -> LoopbackServer { try LoopbackServer { _ in nil } }

    func waiting(_ app: TrellisProject, _ reported: Reported) -> ProjectDependencies {
        ProjectDependencies(project: app, environment: .fixed(), wait: LibraryWait(timeout: 1, notice: 0.2, progress: { reported.append($0) }))
    }

    @Test func addGivesUpAfterItsTimeoutSayingWhatItWaitedFor() async throws {
        let server = try silent()
        defer { server.stop() }
        let app = try makeProject("silent-add", files: [])
        let reported = Reported()
        do {
            try await waiting(app, reported).add("DS", source: server.url)
            Issue.record("a server that never answers was added")
        } catch let error as PackageError {
            #expect(error == .noAnswer(source: server.url, waitingFor: "its releases (GET /v1/changes)", seconds: 1))
            #expect(
                "\(error)".hasPrefix(
                    "\(server.url) gave no answer within 1 s while trellis waited for its releases (GET /v1/changes); "))
            #expect("\(error)".contains("--timeout SECONDS"))
        }
        #expect(server.seen.map(\.method) == ["GET"])
        #expect(server.seen.first?.path.hasPrefix("/v1/changes?") == true)
        #expect(reported.lines == ["waiting for \(server.url) to send its releases (GET /v1/changes): no answer after 0.2 s, giving up after 1 s"])
        #expect(!FileManager.default.fileExists(atPath: Manifest.path(root: app.root)))
        #expect(!FileManager.default.fileExists(atPath: LockFile.path(root: app.root)))
    }

    @Test func updateAndOutdatedGiveUpAfterTheirTimeout() async throws {
        let server = try silent()
        defer { server.stop() }
        let app = try makeProject("silent-update", files: [])
        try Manifest(dependencies: [Manifest.Dependency(name: "DS", source: server.url, requirement: .from(v("1.0.0")))]).write(root: app.root)
        let reported = Reported()
        let expected = PackageError.noAnswer(source: server.url, waitingFor: "its releases (GET /v1/changes)", seconds: 1)
        await #expect(throws: expected) { try await waiting(app, reported).plan() }
        await #expect(throws: expected) { try await waiting(app, reported).outdated() }
        #expect(reported.lines.count == 2)
    }

    @Test func aServerOutOfReachIsNamedWithWhatWasAsked() async throws {
        // A port nobody listens on: the listener is closed before the request.
        let closed = try LoopbackServer { _ in nil }
        closed.stop()
        let app = try makeProject("unreachable-add", files: [])
        do {
            try await dependencies(of: app).add("DS", source: closed.url)
            Issue.record("a server out of reach was added")
        } catch let error as SyncError {
            guard case .unreachable(let reason) = error else { throw error }
            #expect(reason.hasPrefix(closed.url + ": "), "\(reason)")
            #expect(reason.hasSuffix(" (while asking for its releases (GET /v1/changes))"), "\(reason)")
        }
    }

    @Test func aTimeoutIsAPositiveNumberOfSecondsUpToADay() {
        #expect(LibraryWait.problem(30) == nil)
        #expect(LibraryWait.problem(0.5) == nil)
        for bad in [0, -1, .infinity, .nan, 86_401] as [Double] { #expect(LibraryWait.problem(bad) != nil) }
        #expect(LibraryWait(timeout: 1).notice == 0.5)
        #expect(LibraryWait(timeout: 60).notice == 3)
        #expect(LibraryWait().notice == 3 && LibraryWait().timeout == nil)
    }
}
