import Foundation
import Testing
import TrellisModel
import TrellisProjectFiles
import TrellisProject
import TrellisTestSupport
@testable import TrellisPackages

/// `Trellis.lock` is checked in, so a pull request can write it: each of its names becomes
/// a path under `.trellis/deps`, and a lock file naming something that is not a name is
/// refused when read, naming what is wrong — never followed.
@Suite(.temporaryFolders) struct LockFileNameTests {
    static let hash = String(repeating: "ab", count: 32)

    /// A lock file with one dependency, each field as given.
    static func lock(name: String = "DS", release: String = "1.0.0", component: String = "Badge", hash: String = hash) -> String {
        """
        {
          "dependencies" : [
            {
              "components" : [
                { "hash" : "\(hash)", "name" : "\(component)", "public" : true }
              ],
              "name" : "\(name)",
              "release" : "\(release)",
              "source" : "../DesignSystem"
            }
          ],
          "version" : 1
        }

        """
    }

    static let tampered: [(text: String, names: String)] = [
        (lock(component: "../../../../tmp/x/depx"), "'../../../../tmp/x/depx'"),
        (lock(component: "/abs"), "'/abs'"),
        (lock(component: "a/b"), "'a/b'"),
        (lock(name: "../DS"), "'../DS'"),
        (lock(release: "../../1.0.0"), "'../../1.0.0'"),
        (lock(hash: "../x"), "'../x'"),
    ]

    @Test(arguments: tampered) func aLockFileNamingAPathIsRefusedOnRead(_ tampered: (text: String, names: String)) async throws {
        let app = try makeProject("tampered-lock", files: [])
        try Data(tampered.text.utf8).write(to: URL(fileURLWithPath: LockFile.path(root: app.root)))
        do {
            _ = try LockFile.read(root: app.root)
            Issue.record("a lock file naming \(tampered.names) was read")
        } catch let error as DependencyError {
            guard case .unreadableLock(let path, let reason) = error else { throw error }
            #expect(path == LockFile.path(root: app.root))
            #expect(reason.contains(tampered.names), "\(reason)")
        }
        // Everything that reads the lock refuses it: the working copy, status' source, update.
        #expect(throws: DependencyError.self) { try app.dependencies() }
        #expect(throws: DependencyError.self) { try app.workingCopy() }
        await #expect(throws: DependencyError.self) { try await dependencies(of: app).plan() }
        // status shows it rather than hiding it (it used to read the lock with `try?`).
        let status = try app.status()
        #expect(!status.isClean)
        #expect(status.dependencyProblems.count == 1 && "\(status.dependencyProblems[0])".contains(tampered.names))
        // A lock made in memory with such a name is not followed either.
        let decoded = try JSONDecoder().decode(LockFile.self, from: Data(tampered.text.utf8))
        let loaded = ResolvedDependencies.load(root: app.root, lock: decoded)
        #expect(loaded.documents.isEmpty)
        #expect(loaded.problems.count == 1 && "\(loaded.problems[0])".contains(tampered.names))
    }

    @Test func aSoundLockFileReadsAsWritten() throws {
        let app = try makeProject("sound-lock", files: [])
        try Data(Self.lock().utf8).write(to: URL(fileURLWithPath: LockFile.path(root: app.root)))
        let lock = try LockFile.read(root: app.root)
        #expect(lock.problem == nil)
        #expect(lock.dependency(named: "DS")?.components.map(\.name) == ["Badge"])
    }
}
