import Foundation
import Testing
import TrellisModel
import TrellisProjectFiles
import TrellisProject
import TrellisStore
import TrellisTestSupport
@testable import TrellisPackages

/// `trellis add` and what follows: resolution, fetching by hash, offline use, namespaces,
/// read-only dependency components.
@Suite(.temporaryFolders) struct DependencyTests {
    /// An app project (no components yet) next to the released library.
    func makeApp() async throws -> (app: TrellisProject, library: TrellisProject) {
        (try makeProject("app", files: []), try makeReleasedLibrary())
    }

    func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    @Test func fromResolvesTheNewestReleaseBeforeTheNextMajor() async throws {
        let (app, library) = try await makeApp()
        let locked = try await dependencies(of: app).add("DS", source: library.root, requirement: .from(v("1.0.0")))
        #expect(locked.release == "1.1.0")
        let lock = try LockFile.read(root: app.root)
        #expect(lock.dependency(named: "DS")?.release == "1.1.0")
        #expect(try Manifest.read(root: app.root).dependency(named: "DS")?.requirement == .from(v("1.0.0")))
        // Only the release's public components (and what they use) are fetched: no example screen.
        let names = locked.components.map(\.name)
        #expect(names.contains("UserAvatarContainer") && !names.contains("ListCell"))
        let avatar = try #require(locked.components.first { $0.name == "UserAvatarContainer" })
        let fetched = ResolvedDependencies.file(root: app.root, dependency: "DS", release: "1.1.0", component: "UserAvatarContainer")
        #expect(LayoutSourceFile(path: fetched, text: read(fetched) ?? "").document?.contentHash == avatar.hash)
    }

    @Test func exactResolvesThatReleaseOnly() async throws {
        let (app, library) = try await makeApp()
        #expect(try await dependencies(of: app).add("DS", source: library.root, requirement: .exact(v("1.0.0"))).release == "1.0.0")
    }

    @Test func noRequirementTakesTheNewestReleaseAndRecordsFromIt() async throws {
        let (app, library) = try await makeApp()
        #expect(try await dependencies(of: app).add("DS", source: library.root).release == "2.0.0")
        #expect(try Manifest.read(root: app.root).dependency(named: "DS")?.requirement == .from(v("2.0.0")))
    }

    @Test func anUnknownReleaseIsRefusedAndNothingIsWritten() async throws {
        let (app, library) = try await makeApp()
        await #expect(throws: PackageError.noRelease(library: "DS", requirement: .exact(v("1.5.0")), available: ["1.0.0", "1.1.0", "2.0.0"])) {
            try await dependencies(of: app).add("DS", source: library.root, requirement: .exact(v("1.5.0")))
        }
        #expect(!FileManager.default.fileExists(atPath: LockFile.path(root: app.root)))
        #expect(!FileManager.default.fileExists(atPath: Manifest.path(root: app.root)))
        #expect(!FileManager.default.fileExists(atPath: ResolvedDependencies.folder(root: app.root, dependency: "DS", release: "1.5.0")))
    }

    @Test func aMissingLibraryIsRefused() async throws {
        let app = try makeProject("app", files: [])
        await #expect(throws: PackageError.noLibrary("/nonexistent/library")) {
            try await dependencies(of: app).add("DS", source: "/nonexistent/library")
        }
    }

    @Test func aScreenUsingAQualifiedDependencyComponentCommitsAndLaysOut() async throws {
        let (app, library) = try await makeApp()
        try await dependencies(of: app).add("DS", source: library.root, requirement: .exact(v("1.0.0")))
        try write(appCell(using: "DS.UserAvatarContainer"), "ProfileCell", in: app)
        let copy = try app.workingCopy()
        #expect(copy.check().filter { $0.severity == .error }.isEmpty)
        let result = try app.commit(message: "profile cell")
        #expect(result.versions.map(\.component) == ["ProfileCell"])
        #expect(try app.store.dependencies(of: "ProfileCell").map(\.to) == ["DS.UserAvatarContainer"])
    }

    @Test func anUnqualifiedNameIsAnAliasWhenOneLibraryDefinesIt() async throws {
        let (app, library) = try await makeApp()
        try await dependencies(of: app).add("DS", source: library.root, requirement: .exact(v("1.0.0")))
        try write(appCell(using: "UserAvatarContainer"), "ProfileCell", in: app)
        let copy = try app.workingCopy()
        #expect(copy.check().filter { $0.severity == .error }.isEmpty)
        #expect(copy.workspace.library["UserAvatarContainer"]?.name == "DS.UserAvatarContainer")
        try app.commit(message: "profile cell")
    }

    @Test func twoLibrariesDefiningOneNameNeverCollideButTheUnqualifiedNameIsAmbiguous() async throws {
        let (app, library) = try await makeApp()
        let kit = try makeProject("kit", files: [(name: "UserAvatarContainer.layout", text: avatarContainer(badge: 10))])
        try LibraryReleases(project: kit).release("0.1.0")
        try await dependencies(of: app).add("DS", source: library.root, requirement: .exact(v("1.0.0")))
        try await dependencies(of: app).add("Kit", source: kit.root)
        // Both qualified names resolve, each to its own library's container.
        try write(appCell(using: "DS.UserAvatarContainer", named: "A"), "A", in: app)
        try write(appCell(using: "Kit.UserAvatarContainer", named: "B"), "B", in: app)
        let library2 = try app.workingCopy().workspace.library
        #expect(library2["DS.UserAvatarContainer"] != library2["Kit.UserAvatarContainer"])
        #expect(try app.workingCopy().check().filter { $0.severity == .error }.isEmpty)
        // The unqualified one is refused, naming both.
        try write(appCell(using: "UserAvatarContainer", named: "C"), "C", in: app)
        let errors = try app.workingCopy().check().filter { $0.severity == .error }
        #expect(errors.map(\.message) == ["ambiguous: DS.UserAvatarContainer or Kit.UserAvatarContainer"])
        #expect(errors.first?.location?.line == 5)
        #expect(throws: ProjectError.self) { try app.commit(message: "ambiguous") }
        #expect(try app.store.componentNames().isEmpty)
    }

    @Test func theProjectsOwnComponentWinsOverAnAlias() async throws {
        let (app, library) = try await makeApp()
        try await dependencies(of: app).add("DS", source: library.root, requirement: .exact(v("1.0.0")))
        try write(avatarContainer(badge: 12), "UserAvatarContainer", in: app)
        #expect(try app.workingCopy().workspace.library["UserAvatarContainer"]?.name == "UserAvatarContainer")
    }

    @Test func anEditToADependencyComponentIsRefusedByCommitAndShownByStatus() async throws {
        let (app, library) = try await makeApp()
        try await dependencies(of: app).add("DS", source: library.root, requirement: .exact(v("1.0.0")))
        try write(appCell(using: "DS.UserAvatarContainer"), "ProfileCell", in: app)
        let fetched = ResolvedDependencies.file(root: app.root, dependency: "DS", release: "1.0.0", component: "UserAvatarContainer")
        try Data(avatarContainer(badge: 50).utf8).write(to: URL(fileURLWithPath: fetched))
        let status = try app.status()
        #expect(!status.isClean)
        #expect(status.dependencyProblems.count == 1)
        do {
            try app.commit(message: "sneaky")
            Issue.record("committed an edit to a dependency's component")
        } catch let error as DependencyError {
            #expect("\(error)".contains("DS.UserAvatarContainer is a dependency's component and read-only"))
            #expect("\(error)".contains("fork it"))
            #expect("\(error)".contains("contribute upstream"))
        }
        #expect(try app.store.componentNames().isEmpty)
        // `update` puts the release's file back, verified.
        _ = try await dependencies(of: app).plan("DS")
        #expect(try app.status().dependencyProblems.isEmpty)
    }

    @Test func aLockFileAndFetchedContentNeedNoLibrary() async throws {
        let (app, library) = try await makeApp()
        try await dependencies(of: app).add("DS", source: library.root, requirement: .from(v("1.0.0")))
        try FileManager.default.removeItem(atPath: library.root)
        try write(appCell(using: "DS.UserAvatarContainer"), "ProfileCell", in: app)
        #expect(try app.workingCopy().check().filter { $0.severity == .error }.isEmpty)
        try app.commit(message: "offline")
        let plans = try await dependencies(of: app).plan()
        #expect(plans.map(\.to.release) == ["1.1.0"])
        #expect(plans.allSatisfy { !$0.changesRelease })
    }

    @Test func aReleaseThatNoLongerMatchesTheLockFileIsRefusedAndNothingChanges() async throws {
        let (app, library) = try await makeApp()
        try await dependencies(of: app).add("DS", source: library.root, requirement: .exact(v("1.0.0")))
        // The lock file records a different hash than the library serves for 1.0.0.
        var lock = try LockFile.read(root: app.root)
        var dependency = try #require(lock.dependency(named: "DS"))
        let index = try #require(dependency.components.firstIndex { $0.name == "UserAvatarContainer" })
        dependency.components[index].hash = String(repeating: "ab", count: 32)
        lock.set(dependency)
        try lock.write(root: app.root)
        let folder = ResolvedDependencies.folder(root: app.root, dependency: "DS", release: "1.0.0")
        try FileManager.default.removeItem(atPath: folder)
        let lockBefore = read(LockFile.path(root: app.root))
        do {
            _ = try await dependencies(of: app).plan("DS")
            Issue.record("a mismatching release was fetched")
        } catch let error as PackageError {
            guard case .hashMismatch(let name, let release, let component, let expected, _) = error else { throw error }
            #expect((name, release, component, expected) == ("DS", "1.0.0", "UserAvatarContainer", String(repeating: "ab", count: 32)))
        }
        #expect(!FileManager.default.fileExists(atPath: folder))
        #expect(read(LockFile.path(root: app.root)) == lockBefore)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: (folder as NSString).deletingLastPathComponent)
        #expect(leftovers.isEmpty)
    }

    @Test func addingADependencyTwiceIsRefused() async throws {
        let (app, library) = try await makeApp()
        try await dependencies(of: app).add("DS", source: library.root)
        await #expect(throws: PackageError.dependencyExists("DS", source: library.root)) {
            try await dependencies(of: app).add("DS", source: library.root)
        }
    }

    @Test func outdatedListsLockedAllowedAndLatest() async throws {
        let (app, library) = try await makeApp()
        try await dependencies(of: app).add("DS", source: library.root, requirement: .exact(v("1.0.0")))
        var manifest = try Manifest.read(root: app.root)
        manifest.set(.init(name: "DS", source: library.root, requirement: .from(v("1.0.0"))))
        try manifest.write(root: app.root)
        let entries = try await dependencies(of: app).outdated()
        #expect(entries.map(\.name) == ["DS"])
        #expect(entries.first?.locked == "1.0.0")
        #expect(entries.first?.allowed == "1.1.0")
        #expect(entries.first?.latest == "2.0.0")
    }
}
