import Foundation
import TrellisModel
import TrellisProject
import TrellisStore

/// A library a project depends on, opened where the manifest says: a library project's
/// folder (its `.trellis/store.sqlite`), a store file, or the http(s) URL of a library
/// served by `trellis serve` (`ServedLibrary`). Reads its releases and the components of
/// one, as the author's text; `ProjectDependencies.fetch` checks each against its hash.
public struct LibrarySource: Sendable {
    public let source: String
    let backing: Backing

    enum Backing: Sendable {
        case store(TrellisStore)
        case served(ServedLibrary)
    }

    /// Whether `source` names a served library rather than a folder or file.
    public static func isServed(_ source: String) -> Bool { source.hasPrefix("http://") || source.hasPrefix("https://") }

    /// Opens `source`, relative to `root` unless absolute or a URL. A served library is
    /// asked for its releases now (`token`: for a server that wants one).
    /// `wait`: how long each request to a served library may take.
    public static func open(
        _ source: String, relativeTo root: String, environment: StoreEnvironment, token: String? = nil, wait: LibraryWait = LibraryWait()
    ) async throws -> LibrarySource {
        if isServed(source) {
            return LibrarySource(source: source, backing: .served(try await ServedLibrary.open(source, token: token, environment: environment, wait: wait)))
        }
        let path = source.hasPrefix("/") ? source : (root as NSString).appendingPathComponent(source)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw PackageError.noLibrary(source) }
        let storePath = isDirectory.boolValue ? TrellisProject.storePath(root: path) : path
        guard FileManager.default.fileExists(atPath: storePath) else { throw PackageError.noLibrary(source) }
        return LibrarySource(source: source, backing: .store(try TrellisStore.open(path: storePath, environment: environment)))
    }

    /// Release versions, oldest first (tags that are not semantic versions are skipped).
    public func releases() throws -> [(version: SemanticVersion, release: LibraryRelease)] {
        let all: [LibraryRelease]
        switch backing {
        case .store(let store): all = try store.releases().map(LibraryRelease.init)
        case .served(let served): all = served.releases
        }
        return all.compactMap { release in SemanticVersion(release.version).map { ($0, release) } }.sorted { $0.version < $1.version }
    }

    /// The newest release `requirement` allows, or an error listing the releases there are.
    public func resolve(_ requirement: VersionRequirement, library: String) throws -> (version: SemanticVersion, release: LibraryRelease) {
        let all = try releases()
        guard let newest = requirement.newest(of: all.map(\.version)), let match = all.first(where: { $0.version == newest }) else {
            throw PackageError.noRelease(library: library, requirement: requirement, available: all.map(\.version.description))
        }
        return match
    }

    /// A release's components: name, content hash, the author's text (printed from the
    /// content when there is none), and whether the library exports it.
    public func contents(of release: LibraryRelease) async throws -> [FetchedComponent] {
        switch backing {
        case .served(let served): return try await served.contents(of: release)
        case .store(let store):
            let versions = try store.versions(release.components.map(\.versionID))
            let texts = try store.sourceTexts(of: versions.map(\.id))
            // Named as tagged; the version's own component is kept for the check that they agree.
            let tagged = Dictionary(release.components.map { ($0.versionID, $0.name) }, uniquingKeysWith: { first, _ in first })
            var fetched: [FetchedComponent] = []
            for version in versions {
                guard let document = try store.document(at: version), let hash = version.contentHash else { continue }
                let text = texts[version.id]?.text ?? LayoutPrinter.print(document)
                fetched.append(
                    FetchedComponent(
                        name: tagged[version.id] ?? version.component, storedName: version.component, hash: hash, text: text, isPublic: document.kind != .screen
                    ))
            }
            return fetched.sorted { $0.name < $1.name }
        }
    }
}

/// One component of a release, as fetched.
public struct FetchedComponent: Hashable, Sendable {
    /// The name the release's tag gives it: its file's name in `.trellis/deps`.
    public var name: String
    /// The component its version belongs to in the library; must equal `name`.
    public var storedName: String
    public var hash: String
    public var text: String
    public var isPublic: Bool
}
