import Foundation
import Testing
import TrellisModel
import TrellisProjectFiles
import TrellisProject
import TrellisTestSupport
@testable import TrellisPackages

/// A killed `add` or `update` leaves `.trellis/deps/NAME/.RELEASE.fetching-PID/` behind;
/// the next run removes it when its process is gone (or it is old), and a release folder a
/// kill left half-written is fetched again, never trusted.
@Suite(.temporaryFolders) struct StaleFetchTests {
    /// The PID of a process that has exited.
    static func deadPID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    /// A fetch folder with half a component in it, as a kill leaves one.
    static func leftover(_ app: TrellisProject, release: String, pid: Int32, age: TimeInterval = 0) throws -> String {
        let parent = (ResolvedDependencies.folder(root: app.root, dependency: "DS", release: release) as NSString).deletingLastPathComponent
        let folder = (parent as NSString).appendingPathComponent(".\(release).fetching-\(pid)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("container UserAvatarCont".utf8).write(to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent("UserAvatarContainer.layout")))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: folder)
        return folder
    }

    @Test func theNextUpdateRemovesFetchFoldersOfKilledRuns() async throws {
        let app = try makeProject("stale-fetch", files: [])
        let library = try makeReleasedLibrary()
        let reported = Reported()
        let dependencies = ProjectDependencies(project: app, environment: .fixed(), wait: LibraryWait(progress: { reported.append($0) }))
        try await dependencies.add("DS", source: library.root, requirement: .exact(v("1.0.0")))

        let dead = try Self.leftover(app, release: "1.1.0", pid: try Self.deadPID())
        // PID 1 always runs: its fresh folder may be a fetch under way, its old one is not.
        let running = try Self.leftover(app, release: "1.1.0", pid: 1)
        let old = try Self.leftover(app, release: "2.0.0", pid: 1, age: 2 * 86_400)
        _ = try await dependencies.plan()
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(!FileManager.default.fileExists(atPath: old))
        #expect(FileManager.default.fileExists(atPath: running))
        #expect(reported.lines.filter { $0.hasPrefix("removed ") }.count == 2, "\(reported.lines)")
        #expect(reported.lines.contains { $0.contains(dead) && $0.contains("interrupted") })
    }

    @Test func aReleaseFolderAKillLeftHalfWrittenIsFetchedAgain() async throws {
        let app = try makeProject("half-written", files: [])
        let library = try makeReleasedLibrary()
        let locked = try await dependencies(of: app).add("DS", source: library.root, requirement: .exact(v("1.0.0")))
        let folder = ResolvedDependencies.folder(root: app.root, dependency: "DS", release: "1.0.0")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files.count >= 2)
        // One file cut short, one gone: what a kill between write and rename could leave.
        let cut = (folder as NSString).appendingPathComponent(files[0])
        let full = try Data(contentsOf: URL(fileURLWithPath: cut))
        try full.prefix(full.count / 2).write(to: URL(fileURLWithPath: cut))
        try FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(files[1]))
        #expect(!ResolvedDependencies.load(root: app.root, lock: try LockFile.read(root: app.root)).problems.isEmpty)

        let plans = try await dependencies(of: app).plan()
        #expect(plans.map(\.to) == [locked])
        let resolved = ResolvedDependencies.load(root: app.root, lock: try LockFile.read(root: app.root))
        #expect(resolved.problems.isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: cut)) == full)
    }

    @Test func aFetchFolderIsRecognisedByItsName() {
        #expect(StaleFetches.pid(in: ".1.2.0.fetching-4242") == 4242)
        #expect(StaleFetches.pid(in: ".2.0.0-beta.1.fetching-7") == 7)
        #expect(StaleFetches.pid(in: "1.2.0") == nil)
        #expect(StaleFetches.pid(in: ".1.2.0.fetching-") == nil)
        #expect(StaleFetches.pid(in: ".1.2.0.fetching-12x") == nil)
    }
}

/// Lines a progress handler was given, from any thread.
final class Reported: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ line: String) { lock.withLock { stored.append(line) } }
    var lines: [String] { lock.withLock { stored } }
}
