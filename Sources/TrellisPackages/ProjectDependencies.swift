import Foundation
import TrellisModel
import TrellisProject
import TrellisProjectFiles
import TrellisStore
import TrellisSupport

/// An app project's side: `trellis add`, `outdated` and `update`. The manifest
/// (`Trellis.toml`) says what the app accepts; the lock file (`Trellis.lock`) what it got;
/// `.trellis/deps/NAME/RELEASE/` holds the fetched components, verified by hash, so a
/// checkout with both works offline.
public struct ProjectDependencies: Sendable {
    public let project: TrellisProject
    /// For opening the libraries' stores.
    public let environment: StoreEnvironment
    /// The token for libraries served over HTTP that want one (`TRELLIS_TOKEN` in the CLI).
    public var token: String?
    /// A dependency's own token, by its name (the CLI's: `add --token`, remembered in
    /// `.trellis/credentials`), tried before `token`.
    public var dependencyToken: @Sendable (String) -> String? = { _ in nil }
    /// How long each request to a served library may take, and who hears of a long wait
    /// (and of leftovers of killed fetches removed).
    public var wait: LibraryWait

    public init(project: TrellisProject, environment: StoreEnvironment, token: String? = nil, wait: LibraryWait = LibraryWait()) {
        self.project = project
        self.environment = environment
        self.token = token
        self.wait = wait
    }

    func open(_ source: String, dependency name: String) async throws -> LibrarySource {
        try await LibrarySource.open(
            source, relativeTo: project.root, environment: environment, token: dependencyToken(name) ?? token, wait: wait)
    }

    /// Removes what killed fetches left in `.trellis/deps`, saying so.
    func sweepStaleFetches() {
        for path in StaleFetches.sweep(root: project.root) {
            wait.progress?("removed \(path), left by a fetch that was interrupted")
        }
    }

    // MARK: Add

    /// Records `name` (its namespace) from `source` in the manifest, resolves it (the newest
    /// release when no requirement is given, then `from` it), fetches and locks it.
    /// Nothing is written unless every step succeeds.
    @discardableResult
    public func add(_ name: String, source: String, requirement: VersionRequirement? = nil) async throws -> LockedDependency {
        guard ComponentName.isValid(name) else {
            throw PackageError.manifest(
                path: Manifest.fileName, line: nil, "\(ComponentName.quoted(name)) is not a dependency name: an identifier, such as DS, names its namespace")
        }
        var manifest = try Manifest.read(root: project.root)
        if let existing = manifest.dependency(named: name) { throw PackageError.dependencyExists(name, source: existing.source) }
        sweepStaleFetches()
        let library = try await open(source, dependency: name)
        let resolved: (version: SemanticVersion, release: LibraryRelease)
        let chosen: VersionRequirement
        if let requirement {
            resolved = try library.resolve(requirement, library: name)
            chosen = requirement
        } else {
            let all = try library.releases()
            guard let newest = all.last(where: { !$0.version.isPrerelease }) ?? all.last else {
                throw PackageError.noRelease(library: name, requirement: .from(SemanticVersion(0, 0, 0)), available: [])
            }
            resolved = newest
            chosen = .from(newest.version)
        }
        let locked = try await fetch(name, source: source, from: library, release: resolved.release, expected: nil)
        var lock = try LockFile.read(root: project.root)
        lock.set(locked)
        manifest.set(Manifest.Dependency(name: name, source: source, requirement: chosen))
        try write(manifest: manifest, lock: lock)
        return locked
    }

    // MARK: Fetch

    /// Fetches `release` into `.trellis/deps/NAME/RELEASE/`: every component's text must
    /// parse to the content hash the library's store records and, when `expected` is given
    /// (the lock file's record), to that hash too. Written to a temporary folder and moved
    /// into place only when all of it verified: a refused fetch leaves nothing behind.
    func fetch(_ name: String, source: String, from library: LibrarySource, release: LibraryRelease, expected: LockedDependency?) async throws
        -> LockedDependency
    {
        let contents = try await library.contents(of: release)
        try checkNames(of: contents, in: release, library: name, source: source)
        for component in contents {
            let found = LayoutSourceFile(path: component.name + ".layout", text: component.text).document?.contentHash ?? "unparsable"
            let expectedHash = expected.map { locked in locked.components.first { $0.name == component.name }?.hash ?? "absent" } ?? component.hash
            if found != component.hash || found != expectedHash {
                throw PackageError.hashMismatch(library: name, release: release.version, component: component.name, expected: expectedHash, found: found)
            }
        }
        if let expected, Set(expected.components.map(\.name)) != Set(contents.map(\.name)) {
            let missing = Set(expected.components.map(\.name)).symmetricDifference(contents.map(\.name)).sorted()
            throw PackageError.hashMismatch(
                library: name, release: release.version, component: missing.joined(separator: ", "), expected: "present", found: "absent")
        }
        let fileManager = FileManager.default
        let folder = ResolvedDependencies.folder(root: project.root, dependency: name, release: release.version)
        let parent = parentFolder(of: folder)
        try fileManager.createDirectory(atPath: parent, withIntermediateDirectories: true)
        let temporary = (parent as NSString).appendingPathComponent(".\(release.version).fetching-\(getpid())")
        try? fileManager.removeItem(atPath: temporary)
        try fileManager.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        do {
            // Outside the working copy (no base to record), but written as every `.layout` file is.
            var writer = WorkingCopyWriter()
            for component in contents {
                try writer.write(component.text, to: (temporary as NSString).appendingPathComponent(component.name + ".layout"))
            }
            try writer.finish()
            if fileManager.fileExists(atPath: folder) { try fileManager.removeItem(atPath: folder) }
            try fileManager.moveItem(atPath: temporary, toPath: folder)
        } catch {
            try? fileManager.removeItem(atPath: temporary)
            throw error
        }
        return LockedDependency(
            name: name, source: source, release: release.version,
            components: contents.map { LockedComponent(name: $0.name, hash: $0.hash, public: $0.isPublic) })
    }

    /// Whether `.trellis/deps` holds `locked` intact (every file there, with its hash).
    func isFetched(_ locked: LockedDependency) -> Bool {
        ResolvedDependencies.load(root: project.root, lock: LockFile(dependencies: [locked])).problems.isEmpty
    }

    // MARK: Outdated

    public struct Outdated: Hashable, Sendable {
        public var name: String
        public var locked: String?
        /// The newest release the manifest's requirement allows.
        public var allowed: String?
        /// The newest release of all.
        public var latest: String?
        public var releases: [String]
    }

    /// Every dependency: its locked release, the newest allowed and the newest there is.
    public func outdated() async throws -> [Outdated] {
        let manifest = try Manifest.read(root: project.root)
        let lock = try LockFile.read(root: project.root)
        var entries: [Outdated] = []
        for dependency in manifest.dependencies {
            let library = try await open(dependency.source, dependency: dependency.name)
            let versions = try library.releases().map(\.version)
            entries.append(
                Outdated(
                    name: dependency.name, locked: lock.dependency(named: dependency.name)?.release,
                    allowed: dependency.requirement.newest(of: versions)?.description,
                    latest: (versions.last { !$0.isPrerelease } ?? versions.last)?.description,
                    releases: versions.map(\.description)))
        }
        return entries
    }
}

extension ProjectDependencies {
    /// Drops `name` from the manifest (its table, in place: the rest of the file as it was)
    /// and the lock file, and its fetched components from `.trellis/deps`. An app screen
    /// that still uses them stops validating; `check` says where.
    public func remove(_ name: String) throws {
        var manifest = try Manifest.read(root: project.root)
        guard manifest.dependency(named: name) != nil else {
            throw PackageError.unknownDependency(name, known: manifest.dependencies.map(\.name))
        }
        manifest.remove(name)
        var lock = try LockFile.read(root: project.root)
        lock.dependencies.removeAll { $0.name == name }
        try write(manifest: manifest, lock: lock)
        let fetched = parentFolder(of: ResolvedDependencies.folder(root: project.root, dependency: name, release: "-"))
        try? FileManager.default.removeItem(atPath: fetched)
    }
}
