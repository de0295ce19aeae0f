import Foundation
import Testing
@testable import TrellisTestSupport

/// The tests' temporary folders go away on their own: a scope's root when the scope ends
/// (returns or throws), the process's root when the process exits, a killed process's root
/// at the next run. Before, a whole test run left about 2,000 folders in /tmp.
@Suite struct TemporaryFolderTests {
    struct Refused: Error {}

    /// A folder and a file in it, as a fixture helper makes them.
    static func fixture() throws -> URL {
        let folder = try TemporaryFolder.make("fixture")
        try Data("x".utf8).write(to: folder.appendingPathComponent("file.txt"))
        return folder
    }

    static func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

    @Test func aScopesFoldersAreRemovedWhenItsBodyReturns() throws {
        let (root, folder) = try TemporaryFolder.scope { (TemporaryFolder.root, try Self.fixture()) }
        #expect(folder.deletingLastPathComponent() == root)
        #expect(root.deletingLastPathComponent() == TemporaryFolder.processRoot)
        #expect(!Self.exists(folder) && !Self.exists(root))
    }

    @Test func aScopesFoldersAreRemovedWhenItsBodyThrows() async throws {
        nonisolated(unsafe) var made: [URL] = []
        await #expect(throws: Refused.self) {
            try await TemporaryFolder.scope {
                made = [TemporaryFolder.root, try Self.fixture()]
                await Task.yield()
                throw Refused()
            }
        }
        #expect(made.count == 2)
        #expect(made.allSatisfy { !Self.exists($0) })
    }

    /// What `@Suite(.temporaryFolders)` runs around each test.
    @Test func theTraitGivesATestItsOwnRootAndRemovesItAfterAFailure() async throws {
        let test = try #require(Test.current)
        nonisolated(unsafe) var made: [URL] = []
        await #expect(throws: Refused.self) {
            try await TemporaryFoldersTrait().provideScope(for: test, testCase: nil) {
                made = [TemporaryFolder.root, try Self.fixture()]
                throw Refused()
            }
        }
        #expect(made.count == 2 && made[0] != TemporaryFolder.processRoot)
        #expect(made.allSatisfy { !Self.exists($0) })
    }

    /// Parallel tests each see their own scope: the root is task-local.
    @Test func concurrentScopesDoNotShareARoot() async throws {
        let roots = await withTaskGroup(of: URL.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    await TemporaryFolder.scope {
                        await Task.yield()
                        return TemporaryFolder.root
                    }
                }
            }
            return await group.reduce(into: Set<URL>()) { $0.insert($1) }
        }
        #expect(roots.count == 4)
    }

    /// Outside a scope, names are made in the process's root, and a subprocess is told to
    /// use the current root for its own temporary files.
    @Test func outsideAScopeFoldersAreInTheProcessRoot() throws {
        let folder = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(folder.deletingLastPathComponent() == TemporaryFolder.processRoot)
        #expect(TemporaryFolder.processRoot.lastPathComponent == "trellis-tests-\(getpid())")
        #expect(TemporaryFolder.processEnvironment(adding: ["A": "1"])["TMPDIR"] == TemporaryFolder.processRoot.path)
        TemporaryFolder.scope { #expect(TemporaryFolder.processEnvironment()["TMPDIR"] == TemporaryFolder.root.path) }
    }

    /// A killed run's root goes at the next run; a live process's root and a fresh one stay.
    @Test func theRootsOfProcessesThatAreGoneAreRemovedOnceOld() throws {
        try TemporaryFolder.scope {
            let system = TemporaryFolder.root
            let old = Date().addingTimeInterval(-7200)
            func root(_ pid: Int32, modified: Date) throws -> URL {
                let url = system.appendingPathComponent("trellis-tests-\(pid)")
                try FileManager.default.createDirectory(at: url.appendingPathComponent("trellis-cli-x"), withIntermediateDirectories: true)
                try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: url.path)
                return url
            }
            let killed = try root(try Self.deadPID(), modified: old)
            let recent = try root(try Self.deadPID(), modified: Date())
            let running = try root(getppid(), modified: old)
            let other = system.appendingPathComponent("trellis-tests-notes")
            try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
            TemporaryFolder.removeAbandonedRoots(in: system)
            #expect(!Self.exists(killed))
            #expect(Self.exists(recent) && Self.exists(running) && Self.exists(other))
        }
    }

    /// The PID of a process that has exited.
    static func deadPID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
