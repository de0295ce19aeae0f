import Foundation
import TrellisModel
import TrellisProject
import TrellisStore

/// A library a project depends on, opened where the manifest says: a library project's
/// folder (its `.trellis/store.sqlite`) or a store file. Reads its releases and the
/// components of one, as the author's text, each checked against its content hash.
public struct LibrarySource: Sendable {
    public let source: String
    public let store: TrellisStore

    /// Opens `source`, relative to `root` unless absolute.
    public static func open(_ source: String, relativeTo root: String, environment: StoreEnvironment) throws -> LibrarySource {
        if source.hasPrefix("http://") || source.hasPrefix("https://") {
            throw PackageError.manifest(path: Manifest.fileName, line: nil, "\(source): libraries over HTTP are not supported yet; clone the library ('trellis clone URL DIR') and depend on its folder")
        }
        let path = source.hasPrefix("/") ? source : (root as NSString).appendingPathComponent(source)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw PackageError.noLibrary(source) }
        let storePath = isDirectory.boolValue ? TrellisProject.storePath(root: path) : path
        guard FileManager.default.fileExists(atPath: storePath) else { throw PackageError.noLibrary(source) }
        return LibrarySource(source: source, store: try TrellisStore.open(path: storePath, environment: environment))
    }

    /// Release versions, oldest first (tags that are not semantic versions are skipped).
    public func releases() throws -> [(version: SemanticVersion, info: ReleaseInfo)] {
        try store.releases().compactMap { info in SemanticVersion(info.version).map { ($0, info) } }.sorted { $0.version < $1.version }
    }

    /// The newest release `requirement` allows, or an error listing the releases there are.
    public func resolve(_ requirement: VersionRequirement, library: String) throws -> (version: SemanticVersion, info: ReleaseInfo) {
        let all = try releases()
        guard let newest = requirement.newest(of: all.map(\.version)), let match = all.first(where: { $0.version == newest }) else {
            throw PackageError.noRelease(library: library, requirement: requirement, available: all.map(\.version.description))
        }
        return match
    }

    /// A release's components: name, content hash, the author's text (printed from the
    /// content when the store kept none), and whether the library exports it.
    public func contents(of release: ReleaseInfo) throws -> [FetchedComponent] {
        let versions = try store.versions(release.components.map(\.versionID))
        let texts = try store.sourceTexts(of: versions.map(\.id))
        var fetched: [FetchedComponent] = []
        for version in versions {
            guard let document = try store.document(at: version), let hash = version.contentHash else { continue }
            let text = texts[version.id]?.text ?? LayoutPrinter.print(document)
            fetched.append(FetchedComponent(name: version.component, hash: hash, text: text, isPublic: document.kind != .screen))
        }
        return fetched.sorted { $0.name < $1.name }
    }
}

/// One component of a release, as fetched.
public struct FetchedComponent: Hashable, Sendable {
    public var name: String
    public var hash: String
    public var text: String
    public var isPublic: Bool
}
